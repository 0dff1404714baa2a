import type { GarmentBox } from '../preprocess';
import { kmeansLab, minDist2, srgbToLab, type Lab } from './lab';
import { borderRing, centreEllipse, largestRegion } from './mask-regions';

export { borderRing, centreEllipse, largestRegion } from './mask-regions';

// Garment / background separation: which pixels of the photo are the garment (bed, floor, door, hanger left out).

export interface RawRgb {
  data: Buffer | Uint8Array;
  width: number;
  height: number;
}

export interface GarmentMask {
  mask: Uint8Array; // 1 = garment
  segmented: boolean; // false: no clear garment/background split; a centre ellipse stands for the garment
  coverage: number;
  lab: Lab[];
  backgroundLab: Lab[]; // background colour model (cluster centres)
  backgroundMargin?: number; // garment pixels nearer than this (Lab distance) to a background colour are not measured (default 5)
}

/**
 * Garment mask in three steps, GrabCut-like without the graph cut:
 * 1. background colour model: k-means on a border ring of the photo (the clusters that cover a real part of it);
 * 2. start: pixels far from every background colour, weighted by a centre prior (garments sit in the middle);
 * 3. two rounds: a garment colour model (k-means on the current garment pixels) against the background model
 *    (border + current background pixels); each pixel goes to the nearer model, the centre prior breaking near-ties;
 *    then a 3x3 majority filter and the largest connected region.
 */
export function segmentGarment(img: RawRgb): GarmentMask {
  // rasters over ~6k pixels are segmented at half size (2x2 means) and the mask scaled back: a quarter of the work
  if (img.width * img.height > 6000 && img.width >= 16 && img.height >= 16) {
    const w = img.width >> 1;
    const h = img.height >> 1;
    const small = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        // the 2x2 block's top-left pixel and the one below it (indices of their first channel)
        const top = (2 * y * img.width + 2 * x) * 3;
        const below = top + img.width * 3;
        for (let c = 0; c < 3; c++) {
          small[(y * w + x) * 3 + c] =
            (img.data[top + c] + img.data[top + 3 + c] + img.data[below + c] + img.data[below + 3 + c] + 2) >>
            2;
        }
      }
    }
    const half = segmentRaster({ data: small, width: w, height: h });
    const N = img.width * img.height;
    const mask = new Uint8Array(N);
    let count = 0;
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) {
        const v = half.mask[Math.min(h - 1, y >> 1) * w + Math.min(w - 1, x >> 1)];
        mask[y * img.width + x] = v;
        count += v;
      }
    }
    const lab: Lab[] = new Array(N);
    for (let i = 0; i < N; i++) lab[i] = srgbToLab(img.data[i * 3], img.data[i * 3 + 1], img.data[i * 3 + 2]);
    return { mask, segmented: half.segmented, coverage: count / N, lab, backgroundLab: half.backgroundLab };
  }
  return segmentRaster(img);
}

function segmentRaster(img: RawRgb): GarmentMask {
  const { width: W, height: H, data } = img;
  const N = W * H;
  const lab: Lab[] = new Array(N);
  for (let i = 0; i < N; i++) lab[i] = srgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
  const border = borderRing(W, H);
  const prior = new Float32Array(N);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const dx = (x + 0.5 - W / 2) / (W * 0.5);
      const dy = (y + 0.5 - H / 2) / (H * 0.5);
      prior[i] = Math.exp(-(dx * dx + dy * dy) / (2 * 0.45 * 0.45));
    }
  }
  const bk = kmeansLab(
    border.map((i) => lab[i]),
    5,
    8,
  );
  let bgModel = bk.centres.filter((_, c) => bk.counts[c] >= border.length * 0.06);
  let fg = new Uint8Array(N);
  for (let i = 0; i < N; i++) {
    const d = Math.sqrt(minDist2(lab[i], bgModel));
    fg[i] = d > 14 - 8 * prior[i] ? 1 : 0;
  }
  for (let round = 0; round < 2; round++) {
    const fgPts: Lab[] = [];
    const bgPts: Lab[] = border.map((i) => lab[i]);
    for (let i = 0; i < N; i += 2) {
      if (fg[i]) fgPts.push(lab[i]);
      else if (i % 4 === 0) bgPts.push(lab[i]);
    }
    if (fgPts.length < N * 0.01) break;
    const fgModel = kmeansLab(fgPts, 5, 6).centres;
    const bkm = kmeansLab(bgPts, 6, 6);
    bgModel = bkm.centres.filter((_, c) => bkm.counts[c] >= bgPts.length * 0.03);
    const next = new Uint8Array(N);
    for (let i = 0; i < N; i++) {
      const df = Math.sqrt(minDist2(lab[i], fgModel));
      const db = Math.sqrt(minDist2(lab[i], bgModel));
      // centre prior: a pixel in the middle needs less colour evidence to be garment
      next[i] = df - db < 12 * (prior[i] - 0.45) ? 1 : 0;
    }
    fg = next;
  }
  // 3x3 majority filter
  const sm = new Uint8Array(N);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let s = 0;
      let c = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(H - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(W - 1, x + 1); xx++) {
          s += fg[yy * W + xx];
          c++;
        }
      }
      sm[y * W + x] = s * 2 > c ? 1 : 0;
    }
  }
  // largest connected region; a centre ellipse where there is no clear garment/background split
  const region = largestRegion(sm, W, H);
  const coverage = region.size / N;
  if (coverage < 0.04 || coverage > 0.96 || bgModel.length === 0)
    return { ...centreEllipse(W, H, 0.32, 0.38), segmented: false, lab, backgroundLab: bgModel };
  return { mask: region.mask, segmented: true, coverage, lab, backgroundLab: bgModel };
}

/** A saliency map over the raster: per pixel 0..255, how sure the mask network is that it is the photo's subject. */
export interface Saliency {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Mask pixels nearer than this (Lab distance) to a colour of the background (the border ring and the pixels off the
 * mask) are not measured: a strip of blanket or wall the map took in. 10 on validation's 301 labelled photos: a
 * background colour listed beside another main colour in 3 colourways (5 at 5 without the border ring, 7 at 15, 23 with
 * no such step); main colour out-of-fold on train 0.646 (0.643 at 5, 0.646 at 15).
 */
export const SALIENT_BACKGROUND_MARGIN = 10;

/** Below this share of the photo, the mask network found no garment and the colour heuristic above decides. */
export const MIN_SALIENT_COVERAGE = 0.03;
/**
 * Garment mask from the garment mask network (libs/garment-classifier model/garment-mask.onnx: a student distilled from
 * U^2-Net-P's maps, which reads the raster squashed to 160 px): the pixels it gives at least even odds of being the photo's subject, their largest
 * connected region. The background's colours (k-means on the pixels off the mask and on the border ring) go with it:
 * garmentColours leaves out mask pixels near those colours (a strip of floor the map took in), unless that would leave under 30 % of the garment
 * (a white shirt on a white sheet keeps its pixels). Where the network marks under 3 % of the photo, the colour
 * heuristic (segmentGarment) answers instead. (Reading the map rescaled to its own 0..1, as rembg does, measured the
 * same on train, 0.641 vs 0.640 main colour out-of-fold, with fewer answers detected: 14 % vs 16 %.)
 */
export function segmentFromSaliency(
  img: RawRgb,
  saliency: Saliency,
  region = salientRegion(img, saliency),
): GarmentMask {
  if (!region) return segmentGarment(img);
  const { width: W, height: H, data } = img;
  const N = W * H;
  const { mask, size: count } = region;
  const lab: Lab[] = new Array(N);
  for (let i = 0; i < N; i++) lab[i] = srgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
  // the background's colours (k-means on the pixels off the mask and the border ring, the clusters that cover a real
  // part of them)
  const off: Lab[] = [];
  for (let i = 0; i < N; i += 2) if (!mask[i]) off.push(lab[i]);
  for (const i of borderRing(W, H)) off.push(lab[i]);
  const bk = kmeansLab(off, 5, 8);
  const backgroundLab = bk.centres.filter((_, c) => bk.counts[c] >= off.length * 0.06);
  return {
    mask,
    segmented: true,
    coverage: count / N,
    lab,
    backgroundLab,
    backgroundMargin: SALIENT_BACKGROUND_MARGIN,
  };
}

/**
 * The garment's outline by the mask network: the largest region of the map's confident pixels, or undefined where it
 * covers too little of the photo (then the colours separate the garment). Cheap next to the colours' context that
 * segmentFromSaliency adds, so the analyzer reads the garment's box from it before that work.
 */
export function salientRegion(
  img: RawRgb,
  saliency: Saliency,
): { mask: Uint8Array; size: number } | undefined {
  const { width: W, height: H } = img;
  if (saliency.width !== W || saliency.height !== H)
    throw new Error(`saliency ${saliency.width}x${saliency.height} does not match the raster ${W}x${H}`);
  const N = W * H;
  const fg = new Uint8Array(N);
  for (let i = 0; i < N; i++) fg[i] = saliency.data[i] >= 128 ? 1 : 0;
  const region = largestRegion(fg, W, H);
  return region.size < N * MIN_SALIENT_COVERAGE ? undefined : region;
}

/** The garment mask of a photo: from the mask network's map where there is one, else from the colours. */
export function segmentPhoto(img: RawRgb, saliency?: Saliency): GarmentMask {
  return saliency ? segmentFromSaliency(img, saliency) : segmentGarment(img);
}

/**
 * The garment's bounding box on the photo, as fractions 0..1 of the raster's width and height (the raster keeps the
 * photo's proportions): the box of the mask where the garment was separated from the background, else the whole photo.
 * The classifier reads the top of it closer (its detail view); the training photos' boxes come from this very function.
 */
export function garmentBox(seg: Pick<GarmentMask, 'mask' | 'segmented'>, img: RawRgb): GarmentBox {
  const { width: W, height: H } = img;
  let x0 = W;
  let y0 = H;
  let x1 = -1;
  let y1 = -1;
  if (seg.segmented) {
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        if (!seg.mask[y * W + x]) continue;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) return { x0: 0, y0: 0, x1: 1, y1: 1 };
  return { x0: x0 / W, y0: y0 / H, x1: (x1 + 1) / W, y1: (y1 + 1) / H };
}
