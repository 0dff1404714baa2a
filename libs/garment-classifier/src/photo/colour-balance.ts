import type { GarmentMask, RawRgb } from './garment-mask';
import { srgbToLab } from './lab';

// A bounded white balance before naming (grey-world on the backdrop): a product photo's backdrop is meant to be neutral
// (white, grey), so a cast on it (warm indoor light, a blue shade) is the light's, and the garment carries the same cast.
// Gains bring the backdrop's mean to grey, each within +/- MAX_GAIN, and only when the backdrop is near-neutral and
// light; a coloured backdrop (a red wall) is a real colour, not a cast, and leaves the garment's colour as measured.

export type Gains = [number, number, number];
export const NO_GAINS: Gains = [1, 1, 1];
export const MAX_GAIN = 0.12;
const MAX_BACKDROP_CHROMA = 18;
const MIN_BACKDROP_L = 45;

export function backdropGains(img: RawRgb, seg: Pick<GarmentMask, 'mask' | 'segmented'>): Gains {
  if (!seg.segmented) return NO_GAINS;
  const { data, width, height } = img;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  const step = Math.max(1, Math.floor((width * height) / 4000));
  for (let i = 0; i < width * height; i += step) {
    if (seg.mask[i]) continue;
    r += data[i * 3];
    g += data[i * 3 + 1];
    b += data[i * 3 + 2];
    n++;
  }
  if (n < 50) return NO_GAINS;
  const mean: [number, number, number] = [r / n, g / n, b / n];
  const [L, A, B] = srgbToLab(...mean);
  if (L < MIN_BACKDROP_L || Math.hypot(A, B) > MAX_BACKDROP_CHROMA) return NO_GAINS;
  const grey = (mean[0] + mean[1] + mean[2]) / 3;
  const clamp = (v: number) => Math.min(1 + MAX_GAIN, Math.max(1 - MAX_GAIN, v));
  return [
    clamp(grey / Math.max(1, mean[0])),
    clamp(grey / Math.max(1, mean[1])),
    clamp(grey / Math.max(1, mean[2])),
  ];
}

/** An RGB mean with the gains applied (0..255). */
export const balanced = (rgb: [number, number, number], gains: Gains): [number, number, number] => [
  Math.min(255, rgb[0] * gains[0]),
  Math.min(255, rgb[1] * gains[1]),
  Math.min(255, rgb[2] * gains[2]),
];
