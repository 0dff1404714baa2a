import sharp from 'sharp';
// the classifier's own rounding of the square to whole pixels (its preprocessing only: no model is loaded)
import { textureRegion, type GarmentBox } from '../preprocess';
import { garmentBox, type GarmentMask, type RawRgb } from './garment-mask';

// The classifier's texture view: where on the photo the garment's fabric is seen closer.

/** The texture view's side: this share of the garment box's shorter side. */
export const TEXTURE_SHARE_OF_BOX = 0.45;
/** Its candidate places: this many by this many, spread over the garment's box. */
export const TEXTURE_POSITIONS = 5;

/**
 * Where the classifier's texture view is cut (fractions 0..1 of the photo, a square on it): the fabric at about its own
 * scale, so that a fine check, a pinstripe or a small print is seen (at 224 px the whole photo leaves a 3-4 mm check
 * under a pixel). A square of TEXTURE_SHARE_OF_BOX x the garment box's shorter side, at the one of TEXTURE_POSITIONS x
 * TEXTURE_POSITIONS places in the box that holds the most garment pixels (ties: the one nearer the middle). The
 * training photos' texture views come from this very function (libs/garment-classifier/scripts/texture-crops.ts).
 */
export function textureBox(seg: Pick<GarmentMask, 'mask' | 'segmented'>, img: RawRgb): GarmentBox {
  const { width: W, height: H } = img;
  const box = garmentBox(seg, img);
  const [x0, y0, x1, y1] = [
    Math.round(box.x0 * W),
    Math.round(box.y0 * H),
    Math.round(box.x1 * W) - 1,
    Math.round(box.y1 * H) - 1,
  ];
  const side = Math.max(4, Math.round(TEXTURE_SHARE_OF_BOX * Math.min(x1 - x0 + 1, y1 - y0 + 1)));
  const last = TEXTURE_POSITIONS - 1;
  const mid = last / 2;
  let best = { score: -1, x: x0, y: y0 };
  for (let i = 0; i < TEXTURE_POSITIONS; i++) {
    for (let j = 0; j < TEXTURE_POSITIONS; j++) {
      const cx = Math.round(x0 + ((x1 - x0 + 1 - side) * j) / last);
      const cy = Math.round(y0 + ((y1 - y0 + 1 - side) * i) / last);
      let covered = 0;
      for (let y = Math.max(0, cy); y < Math.min(H, cy + side); y++) {
        for (let x = Math.max(0, cx); x < Math.min(W, cx + side); x++) covered += seg.mask[y * W + x];
      }
      const score = covered - (Math.abs(i - mid) + Math.abs(j - mid)) * 1e-3;
      if (score > best.score) best = { score, x: cx, y: cy };
    }
  }
  const bx = Math.max(0, best.x);
  const by = Math.max(0, best.y);
  return { x0: bx / W, y0: by / H, x1: Math.min(W, bx + side) / W, y1: Math.min(H, by + side) / H };
}

/**
 * The texture view's square of the photo (`web`: the intake's oriented web image) at the photo's own resolution, as RGB:
 * the colours of a pattern are measured on it (colour.ts closerColours), beside the raster's. The square is the one the
 * classifier cuts for its texture view (textureRegion).
 */
export async function fabricPixels(web: Buffer, box: GarmentBox): Promise<RawRgb> {
  const photo = sharp(web, { failOn: 'none' });
  const { width = 1, height = 1 } = await photo.metadata();
  const { data, info } = await photo
    .extract(textureRegion(box, width, height))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
