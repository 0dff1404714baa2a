import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { LOGO_LIMITS } from '@techpack/catalog';
import { looksLikeSvg, screenSvg } from './svg-screen';

// The bounds of a brand logo, from what a designer sends to what is stored and drawn.
export const LOGO_BOUNDS = {
  // the spec's limit on the file a designer uploads
  maxInputBytes: LOGO_LIMITS.maxBytes,
  // pixels the header may declare before anything is decoded: 4096 x 4096. A logo is printed at most 20 x 15 cm;
  // at 300 dpi that is 2362 x 1772 px
  maxInputPixels: 4096 * 4096,
  // the stored logo's long side
  maxSide: 2048,
  // the stored file; a larger result is scaled down until it fits (an export embeds it as a data URL of at most 5 MB)
  maxStoredBytes: 4 * 1024 * 1024,
  // CPU time one decode may take before it is abandoned (a hostile SVG can be small and slow to draw)
  timeoutSeconds: 10,
} as const;

export type LogoFormat = 'png' | 'jpeg' | 'webp' | 'svg';

export interface CheckedLogo {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  width: number;
  height: number;
  // what the bytes were (the data URL's label is not trusted)
  source: LogoFormat;
}

// Why a logo was refused: 'type' (not a PNG, JPEG, WebP or safe SVG image, or it does not decode) or 'size'
// (more bytes or pixels than allowed).
export class LogoRefused extends Error {
  constructor(
    readonly reason: 'type' | 'size',
    detail: string,
  ) {
    super(detail);
  }
}

const DATA_URL = /^data:image\/(png|jpeg|jpg|webp|svg\+xml);base64,([A-Za-z0-9+/=\s]*)$/;

export function decodeLogoDataUrl(dataUrl: string): Buffer {
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw new LogoRefused('type', 'not a base64 image data URL');
  const b64 = m[2].replace(/\s/g, '');
  if (Math.floor((b64.length * 3) / 4) > LOGO_BOUNDS.maxInputBytes + 2)
    throw new LogoRefused('size', 'over 5 MB');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > LOGO_BOUNDS.maxInputBytes) throw new LogoRefused('size', 'over 5 MB');
  if (bytes.length === 0) throw new LogoRefused('type', 'empty');
  return bytes;
}

// What the first bytes say the file is.
export function sniffLogo(bytes: Buffer): LogoFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

// At most `slots` decodes at once in this process: a crowd of saves waits its turn instead of each taking the cores.
let running = 0;
const waiting: Array<() => void> = [];
const SLOTS = 2;
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const tooManyPixels = (e: unknown) => /pixel limit/i.test((e as Error)?.message ?? '');

async function header(input: Buffer, options: SharpOptions): Promise<Metadata> {
  try {
    return await sharp(input, { ...options, limitInputPixels: LOGO_BOUNDS.maxInputPixels }).metadata();
  } catch (e) {
    throw tooManyPixels(e)
      ? new LogoRefused('size', 'too many pixels')
      : new LogoRefused('type', 'header does not decode');
  }
}

// An SVG is drawn at the density that gives it the stored long side (its declared size is only a unit).
function svgDensity(meta: Metadata): number {
  const long = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (!long) throw new LogoRefused('type', 'SVG without a size');
  return Math.min(100_000, Math.max(1, (72 * LOGO_BOUNDS.maxSide) / long));
}

async function encode(
  pipeline: () => Sharp,
  alpha: boolean,
  side: number,
): Promise<{ data: Buffer; info: OutputInfo }> {
  const sized = pipeline().resize(side, side, { fit: 'inside', withoutEnlargement: true });
  const out = alpha
    ? sized.png({ compressionLevel: 6, adaptiveFiltering: true })
    : sized.jpeg({ quality: 90 });
  return out.timeout({ seconds: LOGO_BOUNDS.timeoutSeconds }).toBuffer({ resolveWithObject: true });
}

// Checks a logo by its bytes and gives it back bounded: PNG, JPEG and WebP decoded, SVG screened (svg-screen.ts)
// and rasterised; the declared pixel count read from the header before any decode; re-encoded at most
// LOGO_BOUNDS.maxSide px on its long side, as PNG (transparency kept) or, for a JPEG, as JPEG. Throws LogoRefused.
export async function checkLogo(dataUrl: string): Promise<CheckedLogo> {
  const bytes = decodeLogoDataUrl(dataUrl);
  const source = sniffLogo(bytes);
  if (!source) throw new LogoRefused('type', 'not PNG, JPEG, WebP or SVG bytes');
  let input = bytes;
  let options: SharpOptions = { failOn: 'warning' };
  if (source === 'svg') {
    const screened = screenSvg(bytes);
    if (!screened.ok) throw new LogoRefused('type', `SVG: ${screened.reason}`);
    input = screened.svg;
  }
  return inTurn(async () => {
    let meta = await header(input, options);
    if (meta.format !== source)
      throw new LogoRefused('type', `bytes start as ${source}, decode as ${meta.format}`);
    if (source === 'svg') {
      options = { ...options, density: svgDensity(meta) };
      meta = await header(input, options);
    }
    if (!meta.width || !meta.height) throw new LogoRefused('type', 'no size');
    if (meta.width * meta.height > LOGO_BOUNDS.maxInputPixels)
      throw new LogoRefused('size', 'too many pixels');
    const alpha = source !== 'jpeg';
    const pipeline = () =>
      sharp(input, { ...options, limitInputPixels: LOGO_BOUNDS.maxInputPixels }).rotate();
    let side: number = LOGO_BOUNDS.maxSide;
    for (let attempt = 0; attempt < 4; attempt++) {
      let out: { data: Buffer; info: OutputInfo };
      try {
        out = await encode(pipeline, alpha, side);
      } catch (e) {
        throw tooManyPixels(e)
          ? new LogoRefused('size', 'too many pixels')
          : new LogoRefused('type', `does not decode: ${(e as Error).message}`);
      }
      if (out.data.length <= LOGO_BOUNDS.maxStoredBytes) {
        return {
          data: out.data,
          contentType: alpha ? 'image/png' : 'image/jpeg',
          ext: alpha ? 'png' : 'jpg',
          width: out.info.width,
          height: out.info.height,
          source,
        };
      }
      side = Math.floor(Math.min(side, Math.max(out.info.width, out.info.height)) * 0.7);
    }
    throw new LogoRefused('size', 'does not fit the stored size');
  });
}
