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
