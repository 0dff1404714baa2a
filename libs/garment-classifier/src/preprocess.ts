import sharp from 'sharp';

/** Network input side (pixels). */
export const INPUT_SIZE = 224;

/**
 * Decode any JPEG/PNG/WebP buffer, apply EXIF orientation, drop alpha (flattened on white)
 * and squash-resize to `size`x`size` RGB. Returns interleaved HWC uint8 pixels.
 * The training data is prepared with this very function so that runtime and training
 * see identical pixels.
 */
export async function decodeToRgb(image: Buffer, size: number = INPUT_SIZE): Promise<Uint8Array> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .resize(size, size, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== size || info.height !== size) {
    throw new Error(`unexpected decoded shape ${info.width}x${info.height}x${info.channels}`);
  }
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** The garment's bounding box on the photo (after EXIF orientation), as fractions 0..1 of its width and height. */
export interface GarmentBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The detail view: the top DETAIL_TOP of the garment's box (a top's collar, neckline and hood; a bottom's waistband),
 * its full width, with DETAIL_MARGIN of the box's size around it. */
export const DETAIL_TOP = 0.45;
export const DETAIL_MARGIN = 0.04;
export const WHOLE_PHOTO: GarmentBox = { x0: 0, y0: 0, x1: 1, y1: 1 };

/** The detail view's region of a photo of width x height pixels, given the garment's box (whole pixels, inside the photo). */
export function detailRegion(box: GarmentBox, width: number, height: number) {
  const bw = box.x1 - box.x0;
  const bh = box.y1 - box.y0;
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const left = Math.min(width - 1, Math.floor(clamp(box.x0 - DETAIL_MARGIN * bw) * width));
  const top = Math.min(height - 1, Math.floor(clamp(box.y0 - DETAIL_MARGIN * bh) * height));
  const right = Math.max(left + 1, Math.ceil(clamp(box.x1 + DETAIL_MARGIN * bw) * width));
  const bottom = Math.max(top + 1, Math.ceil(clamp(box.y0 + DETAIL_TOP * bh) * height));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The detail view of a photo as network input: oriented and flattened as decodeToRgb, the detail region of the
 * garment's box cut out at full resolution, squash-resized to `size`x`size` RGB (HWC uint8). The training data's
 * detail views are made by this very function (scripts/detail-crops.ts).
 */
export async function decodeDetailToRgb(image: Buffer, box: GarmentBox, size: number = INPUT_SIZE): Promise<Uint8Array> {
  const full = await sharp(image, { failOn: 'none' })
    .rotate()
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = full.info;
  const region = detailRegion(box, width, height);
  const { data, info } = await sharp(full.data, { raw: { width, height, channels } })
    .extract(region)
    .resize(size, size, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== size || info.height !== size) {
    throw new Error(`unexpected detail shape ${info.width}x${info.height}x${info.channels}`);
  }
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
