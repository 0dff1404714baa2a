import type { TechPack, TechPackUpdate } from '@techpack/contracts';
import type { ObjectStorage } from '@techpack/platform';
import { checkAndStoreLogo, isLogoDataUrl, logoKey, logoRefusal, parseLogoRef } from './store-logo';

// What a PUT (or regenerate) carries as branding.logo, made into what the pack keeps:
// - a data URL: checked by its bytes, bounded and stored (store-logo.ts); the pack keeps the stored logo's path;
// - the path of one of this pack's stored logos (the studio sends back what GET gave it): kept;
// - '' or null: no logo (as before);
// - anything else (another pack's path, a stored logo that is gone): 400 'Invalid logo: ...' naming branding.logo.
export async function resolveLogoUpdate(
  body: TechPackUpdate,
  current: TechPack,
  storage: ObjectStorage,
): Promise<TechPackUpdate> {
  const logo = body.branding?.logo;
  if (logo === undefined || logo === null || logo === '') return body;
  if (isLogoDataUrl(logo)) {
    const stored = await checkAndStoreLogo(logo, { storage, packId: current.id });
    return { ...body, branding: { ...body.branding, logo: stored.ref } };
  }
  if (logo === current.branding?.logo) return body;
  const ref = parseLogoRef(logo);
  if (!ref || ref.packId !== current.id || !(await storage.exists(logoKey(current.id, ref.file))))
    throw logoRefusal('type');
  return body;
}

// After a save that replaced or removed a stored logo: the old file goes (best effort; the new one stays).
export async function dropReplacedLogo(
  before: TechPack,
  after: TechPack,
  storage: ObjectStorage,
): Promise<void> {
  const old = before.branding?.logo;
  if (!old || old === after.branding?.logo) return;
  const ref = parseLogoRef(old);
  if (!ref || ref.packId !== before.id) return;
  await storage.delete(logoKey(before.id, ref.file)).catch(() => undefined);
}
