import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ColourStats } from './colour';
import { borderRing, type GarmentMask } from './garment-mask';
import type { Lab } from './lab';

// Main colour family (the guide's families): a softmax regression trained on the labelled TRAIN photos
// (scripts/train_colour.py) over what this pipeline measures of a photo: the colour histogram of the garment's pixels,
// of the middle of the photo and of the background (so that the photo's light is seen too: a grey shirt in dim light
// reads darker, and so does its floor), the garment's median Lab, and the image head's main-colour probabilities.
// The detected threshold is the confidence at which out-of-fold answers on train were right >= 0.94.

/** Lightness levels (edges), hue sectors and chroma steps of the histogram. */
const L_EDGES = [15, 30, 45, 60, 75, 88];
const HUES = 12;
const CHROMA_EDGES = [6, 15, 30]; // under 6: neutral (one bin per lightness level)
const LEVELS = L_EDGES.length + 1;
export const HISTOGRAM_BINS = LEVELS + HUES * CHROMA_EDGES.length * LEVELS;

function bin(p: Lab): number {
  const [L, a, b] = p;
  let l = 0;
  while (l < L_EDGES.length && L >= L_EDGES[l]) l++;
  const C = Math.hypot(a, b);
  if (C < CHROMA_EDGES[0]) return l;
  let c = 1;
  while (c < CHROMA_EDGES.length && C >= CHROMA_EDGES[c]) c++;
  const deg = ((((Math.atan2(b, a) * 180) / Math.PI) % 360) + 360) % 360;
  const h = Math.floor(deg / (360 / HUES)) % HUES;
  return LEVELS + (h * CHROMA_EDGES.length + (c - 1)) * LEVELS + l;
}

/** Square roots of the shares of the pixels in each bin (scaled); `bins` holds each pixel's bin. */
function histogram(bins: Int16Array, pixels: number[], scale = 1): number[] {
  const h = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const i of pixels) h[bins[i]]++;
  return h.map((v) => Math.sqrt(v / (pixels.length || 1)) * scale);
}

function median(xs: Float64Array): number {
  if (xs.length === 0) return 0;
  const s = xs.sort();
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * What the family model reads of a photo: histograms of the garment's pixels (`garment`, the pixels the colourway is
 * measured on), of a centre ellipse and of the background (every pixel off the mask; the border ring when the mask
 * leaves fewer than 20), then the garment's median L, a, b over 50.
 */
export function familyFeatures(
  seg: Pick<GarmentMask, 'mask' | 'lab'>,
  width: number,
  height: number,
  garment: number[],
): number[] {
  const { mask, lab } = seg;
  const centre: number[] = [];
  let background: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const dx = (x + 0.5 - width / 2) / (width * 0.25);
      const dy = (y + 0.5 - height / 2) / (height * 0.3);
      if (dx * dx + dy * dy <= 1) centre.push(i);
      if (!mask[i]) background.push(i);
    }
  }
  if (background.length < 20) background = borderRing(width, height);
  const bins = new Int16Array(width * height);
  for (let i = 0; i < bins.length; i++) bins[i] = bin(lab[i]);
  return [
    ...histogram(bins, garment),
    ...histogram(bins, centre),
    ...histogram(bins, background, 0.5),
    ...[0, 1, 2].map((c) => median(Float64Array.from(garment, (i) => lab[i][c])) / 50),
  ];
}

/** A softmax regression: logits = W x + b. */
interface Regression {
  W: number[][]; // one row per family
  b: number[];
}

export interface ColourFamilyModel {
  values: string[];
  features: number; // length of familyFeatures
  headScale: number; // the head's log-probabilities enter divided by this
  withHead: Regression; // features + the image head's log-probabilities
  withoutHead: Regression; // features only (no image head: the vision API's analysis, the outline heuristic)
  threshold: number; // detected at or above (with the head only)
  report?: Record<string, unknown>;
}

let MODEL: ColourFamilyModel | undefined | null;
export function loadColourFamilyModel(): ColourFamilyModel | undefined {
  if (MODEL === undefined) {
    try {
      const path = fileURLToPath(new URL('./colour-families.json', import.meta.url));
      MODEL = JSON.parse(readFileSync(path, 'utf8')) as ColourFamilyModel;
    } catch {
      MODEL = null;
    }
  }
  return MODEL ?? undefined;
}

function softmax(z: number[]): number[] {
  const m = Math.max(...z);
  const e = z.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / s);
}

/** The family probabilities for a photo's features (and the head's probabilities, in the model's value order). */
export function familyProbabilities(
  model: ColourFamilyModel,
  x: number[],
  head?: { values: string[]; probabilities: number[] },
): number[] {
  const input = head
    ? [
        ...x,
        ...model.values.map(
          (v) => Math.log(Math.max(head.probabilities[head.values.indexOf(v)] ?? 0, 1e-9)) / model.headScale,
        ),
      ]
    : x;
  const r = head ? model.withHead : model.withoutHead;
  return softmax(r.W.map((row, k) => row.reduce((s, w, j) => s + w * input[j], r.b[k])));
}

export function colourFamilyOf(
  stats: ColourStats,
  head?: { values: string[]; probabilities: number[] },
  model = loadColourFamilyModel(),
): { value: string; confidence: number; detected: boolean } | undefined {
  if (!model || stats.colours.length === 0 || stats.familyFeatures?.length !== model.features)
    return undefined;
  const p = familyProbabilities(model, stats.familyFeatures, head);
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k] > p[best]) best = k;
  // the threshold was set on the answers with the head; without it an answer is never 'detected'
  return {
    value: model.values[best],
    confidence: Math.round(p[best] * 1000) / 1000,
    detected: head !== undefined && p[best] >= model.threshold,
  };
}
