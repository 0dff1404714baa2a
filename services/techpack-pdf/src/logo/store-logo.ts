import { createHash } from 'node:crypto';
import { UPDATE_MESSAGES, type TechPack } from '@techpack/contracts';
import { AppError, type ObjectStorage } from '@techpack/platform';
import { checkLogo, LogoRefused, type CheckedLogo } from './logo-check';

// A pack's logo is stored once, bounded (logo-check.ts), in the object store beside the pack's PDFs, named by its
// content: techpacks/{packId}/logo-{hash}.{png|jpg}. The pack keeps only the path its owner reads it from:
// /api/tech-pack/{packId}/logo/{hash}.{png|jpg} (serve-logo.controller.ts: the pack's own access rules).

export interface StoredLogo {
  // what branding.logo holds from now on
  ref: string;
  // the object's key in the store
  key: string;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
}

const REF = /^\/api\/tech-pack\/([0-9a-f-]{36})\/logo\/([0-9a-f]{32})\.(png|jpg)$/;
export const LOGO_FILE = /^([0-9a-f]{32})\.(png|jpg)$/;

export const logoKey = (packId: string, file: string) => `techpacks/${packId}/logo-${file}`;
export const logoRef = (packId: string, file: string) => `/api/tech-pack/${packId}/logo/${file}`;

export function parseLogoRef(value: string): { packId: string; file: string; ext: 'png' | 'jpg' } | null {
  const m = REF.exec(value);
  return m ? { packId: m[1], file: `${m[2]}.${m[3]}`, ext: m[3] as 'png' | 'jpg' } : null;
}

export const isLogoDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:');

// The 400 a refused logo answers, naming its field as every validation error of the API does.
export function logoRefusal(reason: 'type' | 'size', field = 'branding.logo'): AppError {
  const message = reason === 'size' ? UPDATE_MESSAGES.logoSize : UPDATE_MESSAGES.logoType;
  const error = new AppError(400, 'REQUEST.INVALID', message);
  error.body = { fields: [field], errors: [{ field, message }] };
  return error;
}

// Checks a logo sent as a data URL by its bytes (PNG, JPEG, WebP or SVG; pixel bound read from the header first;
// re-encoded at most 2,048 px on its long side) and stores the result for the pack `packId`. A refused logo throws
// the API's 400 (`Invalid logo: ...` or `Logo too large: ...`) naming `field`; nothing is stored then.
export async function checkAndStoreLogo(
  dataUrl: string,
  target: { storage: ObjectStorage; packId: string },
  field = 'branding.logo',
): Promise<StoredLogo> {
  let checked: CheckedLogo;
  try {
    checked = await checkLogo(dataUrl);
  } catch (e) {
    if (e instanceof LogoRefused) throw logoRefusal(e.reason, field);
    throw e;
  }
  const file = `${createHash('sha256').update(checked.data).digest('hex').slice(0, 32)}.${checked.ext}`;
  const key = logoKey(target.packId, file);
  if (!(await target.storage.exists(key))) await target.storage.put(key, checked.data, checked.contentType);
  return {
    ref: logoRef(target.packId, file),
    key,
    contentType: checked.contentType,
    width: checked.width,
    height: checked.height,
    bytes: checked.data.length,
  };
}

// The stored logo a reference names, or null (another pack's path, an unknown file, a store without it).
export async function readStoredLogo(
  storage: ObjectStorage,
  packId: string,
  ref: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const parsed = parseLogoRef(ref);
  if (!parsed || parsed.packId !== packId) return null;
  const data = await storage.get(logoKey(packId, parsed.file));
  return data ? { data, contentType: parsed.ext === 'png' ? 'image/png' : 'image/jpeg' } : null;
}

// The pack with its logo as a data URL of the bounded image, for what must stand on its own (the PDF render, the JSON
// export). A stored logo is read back; a data URL kept by a pack saved before logos were stored is checked and
// bounded the same way. A logo that cannot be read that way is `unreadable`: kept as it was (the PDF still says a logo
// was supplied, and draws none) or dropped (an export carries no path of this server).
export async function withInlineLogo(
  pack: TechPack,
  storage: ObjectStorage,
  unreadable: 'keep' | 'drop' = 'keep',
): Promise<TechPack> {
  const logo = pack.branding?.logo;
  if (!logo) return pack;
  let inline: string | null = null;
  if (isLogoDataUrl(logo)) {
    inline = await checkLogo(logo)
      .then((c) => `data:${c.contentType};base64,${c.data.toString('base64')}`)
      .catch(() => null);
  } else {
    const stored = await readStoredLogo(storage, pack.id, logo);
    inline = stored ? `data:${stored.contentType};base64,${stored.data.toString('base64')}` : null;
  }
  if (!inline && unreadable === 'keep') return pack;
  return { ...pack, branding: { ...pack.branding, logo: inline } };
}
