import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { createRequire } from 'node:module';
import { AppError } from '@techpack/platform';
import { UPLOAD_MESSAGES } from '@techpack/contracts';

// Image intake: decide what a file is from its bytes (never its name), refuse what is not a whole,
// sane image, apply the EXIF orientation, strip metadata, and derive the copies we keep.

export const MAX_PIXELS = 50_000_000; // 50 MP: a decompression bomb is refused before decoding
export const WEB_MAX_EDGE = 1200;
export const ANALYSIS_EDGE = 128;

export type DetectedFormat = 'jpeg' | 'png' | 'webp' | 'heif';

export interface IntakeResult {
  format: DetectedFormat;
  contentType: string;
  width: number; // after orientation
  height: number;
  original: { body: Buffer; ext: string; contentType: string }; // full size, oriented, metadata stripped
  web: Buffer; // JPEG, long edge <= 1200, sRGB, no metadata
  analysis: { data: Buffer; width: number; height: number }; // RGB raw, long edge 128, on white
}

const invalid = () => new AppError(400, 'UPLOAD.INVALID_TYPE', UPLOAD_MESSAGES.invalidType);
const bomb = () =>
  new AppError(
    400,
    'UPLOAD.TOO_MANY_PIXELS',
    'Image Too Large: Please upload images of at most 50 megapixels',
  );

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'mif2',
]);

// Magic bytes.
export function sniffFormat(buf: Buffer): DetectedFormat | undefined {
  if (buf.length < 12) return undefined;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.toString('latin1', 4, 8) === 'ftyp') {
    const major = buf.toString('latin1', 8, 12);
    if (HEIF_BRANDS.has(major)) return 'heif';
    // compatible brands
    const boxSize = buf.readUInt32BE(0);
    for (let o = 16; o + 4 <= Math.min(boxSize, buf.length, 64); o += 4) {
      if (HEIF_BRANDS.has(buf.toString('latin1', o, o + 4))) return 'heif';
    }
  }
  return undefined;
}

const CONTENT_TYPES: Record<DetectedFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/heic',
};

type HeicImage = {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
};
type HeicDecode = { all(opts: { buffer: Buffer }): Promise<HeicImage[] & { dispose(): void }> };
let heicDecoder: HeicDecode | undefined;
function heic(): HeicDecode {
  if (!heicDecoder) heicDecoder = createRequire(import.meta.url)('heic-decode') as HeicDecode;
  return heicDecoder;
}

// HEIC (HEVC-coded) is not decoded by sharp's prebuilt libvips; heic-decode (libheif in wasm) does it.
// libheif applies the container's rotation/mirror (irot/imir) while decoding.
export async function decodeHeic(buf: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  let images: (HeicImage[] & { dispose(): void }) | undefined;
  try {
    images = await heic().all({ buffer: buf });
    const first = images[0];
    if (!first) throw invalid();
    if (first.width * first.height > MAX_PIXELS) throw bomb();
    const out = await first.decode();
    return {
      data: Buffer.from(out.data.buffer, out.data.byteOffset, out.data.byteLength),
      width: out.width,
      height: out.height,
    };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw invalid();
  } finally {
    images?.dispose();
  }
}

export async function intakeImage(buf: Buffer): Promise<IntakeResult> {
  const format = sniffFormat(buf);
  if (!format) throw invalid();

  // `input` describes how every derived pipeline reads the image.
  let input: { buffer: Buffer; options: SharpOptions };
  const common: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'truncated', sequentialRead: true };
  let meta: Metadata | undefined;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata(); // header only: dimensions before any decoding
  } catch {
    meta = undefined;
  }
  if (meta?.width && meta?.height && meta.width * meta.height > MAX_PIXELS) throw bomb();

  let heicDecoded = false;
  if (format === 'heif' && (!meta || meta.compression !== 'av1')) {
    const raw = await decodeHeic(buf);
    input = {
      buffer: raw.data,
      options: { raw: { width: raw.width, height: raw.height, channels: 4 }, limitInputPixels: MAX_PIXELS },
    };
    heicDecoded = true;
  } else {
    if (!meta || !meta.width || !meta.height) throw invalid();
    if (meta.format !== format && !(format === 'heif' && meta.format === 'heif')) throw invalid();
    input = { buffer: buf, options: common };
  }

  const pipe = () => sharp(input.buffer, input.options).rotate(); // EXIF orientation; output carries no metadata
  try {
    // Decode fully once to the web size: this also proves the file is whole (a truncated file throws here).
    const webPipe = pipe()
      .resize(WEB_MAX_EDGE, WEB_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, chromaSubsampling: '4:2:0' });
    const web = await webPipe.toBuffer();
    const analysisRaw = await sharp(web)
      .resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: 'inside' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The kept original: full size, oriented, metadata (EXIF/GPS/XMP) stripped. HEIC is kept as high-quality JPEG
    // since no encoder for it ships with sharp.
    let original: IntakeResult['original'];
    if (format === 'jpeg' && !heicDecoded && (meta?.orientation ?? 1) === 1 && !hasMetadata(meta)) {
      original = { body: buf, ext: 'jpg', contentType: 'image/jpeg' }; // nothing to strip or rotate: keep the bytes
    } else if (format === 'png') {
      original = {
        body: await pipe().png({ compressionLevel: 6 }).toBuffer(),
        ext: 'png',
        contentType: 'image/png',
      };
    } else if (format === 'webp') {
      original = {
        body: await pipe().webp({ quality: 92 }).toBuffer(),
        ext: 'webp',
        contentType: 'image/webp',
      };
    } else {
      original = {
        body: await pipe().jpeg({ quality: 92 }).toBuffer(),
        ext: 'jpg',
        contentType: 'image/jpeg',
      };
    }
    const rotated = !heicDecoded && (meta?.orientation ?? 1) >= 5;
    const full = heicDecoded
      ? { width: input.options.raw!.width, height: input.options.raw!.height }
      : { width: rotated ? meta!.height! : meta!.width!, height: rotated ? meta!.width! : meta!.height! };
    return {
      format,
      contentType: CONTENT_TYPES[format],
      width: full.width,
      height: full.height,
      original,
      web,
      analysis: { data: analysisRaw.data, width: analysisRaw.info.width, height: analysisRaw.info.height },
    };
  } catch (e) {
    if (e instanceof AppError) throw e;
    const msg = (e as Error).message ?? '';
    if (/pixel limit/i.test(msg)) throw bomb();
    throw invalid();
  }
}

function hasMetadata(meta: Metadata | undefined): boolean {
  return !!(meta && (meta.exif || meta.xmp || meta.iptc || meta.icc || meta.comments?.length));
}
