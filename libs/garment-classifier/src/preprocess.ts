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

/** A region of a photo in whole pixels. */
export interface PixelRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The texture view's region of a photo of width x height pixels, given its box (fractions 0..1, textureBox in the
 * upload service): the box in whole pixels, at least one pixel, inside the photo. */
export function textureRegion(box: GarmentBox, width: number, height: number): PixelRegion {
  const left = Math.max(0, Math.min(width - 1, Math.round(box.x0 * width)));
  const top = Math.max(0, Math.min(height - 1, Math.round(box.y0 * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round((box.x1 - box.x0) * width), width - left)),
    height: Math.max(1, Math.min(Math.round((box.y1 - box.y0) * height), height - top)),
  };
}

/**
 * The texture view's box where no garment mask gave one: the middle square of 0.45 x the photo's shorter side (where
 * textureBox puts it on a photo whose garment was not separated).
 */
export function middleTextureBox(width: number, height: number): GarmentBox {
  const side = 0.45 * Math.min(width, height);
  const x0 = (width - side) / 2 / width;
  const y0 = (height - side) / 2 / height;
  return { x0, y0, x1: x0 + side / width, y1: y0 + side / height };
}

/**
 * Views of a photo as network input: oriented and flattened as decodeToRgb, each region (computed from the decoded
 * photo's width and height) cut out at full resolution and squash-resized to `size`x`size` RGB (HWC uint8). The photo
 * is decoded once for all of them.
 */
export async function decodeRegionsToRgb(
  image: Buffer,
  regions: ((width: number, height: number) => PixelRegion)[],
  size: number = INPUT_SIZE,
): Promise<Uint8Array[]> {
  const full = await sharp(image, { failOn: 'none' })
    .rotate()
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = full.info;
  return Promise.all(
    regions.map(async (regionOf) => {
      const { data, info } = await sharp(full.data, { raw: { width, height, channels } })
        .extract(regionOf(width, height))
        .resize(size, size, { fit: 'fill', kernel: 'lanczos3' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.channels !== 3 || info.width !== size || info.height !== size) {
        throw new Error(`unexpected view shape ${info.width}x${info.height}x${info.channels}`);
      }
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    }),
  );
}

/**
 * The detail view of a photo as network input: the detail region of the garment's box (decodeRegionsToRgb). The
 * training data's detail views are made by this very function (scripts/detail-crops.ts).
 */
export async function decodeDetailToRgb(
  image: Buffer,
  box: GarmentBox,
  size: number = INPUT_SIZE,
): Promise<Uint8Array> {
  const [view] = await decodeRegionsToRgb(image, [(w, h) => detailRegion(box, w, h)], size);
  return view;
}

/**
 * The texture view of a photo as network input: a square of the garment's fabric (textureBox in the upload service),
 * cut at full resolution so that checks, stripes, motifs and knit are seen at about their own scale. The training
 * data's texture views are made by this very function (scripts/texture-crops.ts).
 */
export async function decodeTextureToRgb(
  image: Buffer,
  box: GarmentBox,
  size: number = INPUT_SIZE,
): Promise<Uint8Array> {
  const [view] = await decodeRegionsToRgb(image, [(w, h) => textureRegion(box, w, h)], size);
  return view;
}
