import { nearestPaletteColor } from '@techpack/catalog';
import type { DominantColor } from '@techpack/contracts';
// Lab conversion, k-means and hex formatting: lab.ts's (one implementation for the outline and the colours).
import {
  centreEllipse,
  d2 as dist2,
  kmeansLab,
  largestRegion,
  rgbToHex as toHex,
  srgbToLab,
  type Lab,
} from '@techpack/garment-classifier/photo';
import { describeColour } from './colour-words';

// What the pixels say, independent of any classifier: where the garment is (segmented from the background),
// its proportions, its outline profile and its dominant colours.

export interface RawImage {
  data: Buffer; // RGB, 3 bytes per pixel
  width: number;
  height: number;
}

export interface GarmentFeatures {
  segmented: boolean; // false when the garment could not be told from the background (centre weighting used)
  coverage: number;
  bbox: { left: number; top: number; width: number; height: number }; // fractions of the image
  bboxAspect: number; // height / width of the garment box
  rowWidths: number[]; // per row of the box: fraction of box width covered, top to bottom (32 samples)
  legSplit: boolean; // two separate runs near the bottom with background between them at the centre
  neckDepth: number; // first garment row at the centre, as a fraction of box height
  lowerBodyFull: number; // covered fraction of box width at 60 % height (long sleeves hang beside the body)
  dominantColors: DominantColor[];
  backgroundHex: string;
}

// `given`: a garment mask found elsewhere (colour.ts segmentGarment); then only the outline is measured here and
// no colours (the caller has them).
export function extractFeatures(
  img: RawImage,
  given?: { mask: Uint8Array; segmented: boolean; coverage: number },
): GarmentFeatures {
  const { width: W, height: H, data } = img;
  const N = W * H;
  const lab: Lab[] = new Array(given ? 0 : N);
  if (!given) for (let i = 0; i < N; i++) lab[i] = srgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
  let mask: Uint8Array;
  let coverage: number;
  let segmented: boolean;
  let borderIdx: number[] = [];
  if (given) {
    ({ mask, coverage, segmented } = given);
  } else {
    // 1. Background model from the border ring (2 px).
    borderIdx = [];
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        if (x < 2 || y < 2 || x >= W - 2 || y >= H - 2) borderIdx.push(y * W + x);
      }
    }
    const bk = kmeansLab(
      borderIdx.map((i) => lab[i]),
      3,
      8,
    );
    const bgCentres = bk.centres.filter((_, c) => bk.counts[c] >= borderIdx.length * 0.12);
    const nearBg = (i: number, t2: number) => bgCentres.some((c) => dist2(lab[i], c) < t2);

    // 2. Flood fill the background from the border through pixels close to a border colour.
    const T2 = 14 * 14;
    const bg = new Uint8Array(N);
    const queue = new Int32Array(N);
    let qh = 0;
    let qt = 0;
    for (const i of borderIdx) {
      if (nearBg(i, T2)) {
        bg[i] = 1;
        queue[qt++] = i;
      }
    }
    while (qh < qt) {
      const i = queue[qh++];
      const x = i % W;
      const y = (i - x) / W;
      const nb = [x > 0 ? i - 1 : -1, x < W - 1 ? i + 1 : -1, y > 0 ? i - W : -1, y < H - 1 ? i + W : -1];
      for (const j of nb) {
        if (j < 0 || bg[j]) continue;
        // close to the background model, and a smooth step from the neighbour (no edge crossed)
        if (nearBg(j, T2) && dist2(lab[j], lab[i]) < 8 * 8) {
          bg[j] = 1;
          queue[qt++] = j;
        }
      }
    }

    // 3. Largest connected garment component; the centre where the background is busy or the garment fills the frame
    const notBg = new Uint8Array(N);
    for (let i = 0; i < N; i++) notBg[i] = bg[i] ? 0 : 1;
    const region = largestRegion(notBg, W, H);
    ({ mask } = region);
    coverage = region.size / N;
    segmented = true;
    if (coverage < 0.04 || coverage > 0.97 || bgCentres.length === 0) {
      segmented = false;
      ({ mask, coverage } = centreEllipse(W, H, 0.36, 0.42));
    }
  }

  // 4. Bounding box (robust to stray specks) and outline profile.
  const colCount = new Int32Array(W);
  const rowCount = new Int32Array(H);
  let maskTotal = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!mask[y * W + x]) continue;
      colCount[x]++;
      rowCount[y]++;
      maskTotal++;
    }
  }
  // a column / row counts when it holds more than a sliver of garment (stray background specks do not stretch the box)
  const first = (counts: Int32Array, from: 'start' | 'end') => {
    let peak = 0;
    for (const c of counts) peak = Math.max(peak, c);
    const min = Math.max(2, peak * 0.04);
    if (from === 'start') {
      for (let i = 0; i < counts.length; i++) if (counts[i] >= min) return i;
      return 0;
    }
    for (let i = counts.length - 1; i >= 0; i--) if (counts[i] >= min) return i;
    return counts.length - 1;
  };
  const minX = maskTotal ? first(colCount, 'start') : 0;
  const maxX = maskTotal ? first(colCount, 'end') : W - 1;
  const minY = maskTotal ? first(rowCount, 'start') : 0;
  const maxY = maskTotal ? first(rowCount, 'end') : H - 1;
  const bw = Math.max(1, maxX - minX + 1);
  const bh = Math.max(1, maxY - minY + 1);
  const rowAt = (fy: number) => Math.min(maxY, Math.max(minY, Math.round(minY + fy * (bh - 1))));
  const coveredFraction = (y: number) => {
    let c = 0;
    for (let x = minX; x <= maxX; x++) c += mask[y * W + x];
    return c / bw;
  };
  const rowWidths = Array.from(
    { length: 32 },
    (_, k) => Math.round(coveredFraction(rowAt(k / 31)) * 1000) / 1000,
  );
  const cx = Math.round(minX + bw / 2);
  const centreGapAt = (y: number) => {
    // background at the centre with garment on both sides
    const span = Math.max(1, Math.round(bw * 0.04));
    let gap = true;
    for (let x = cx - span; x <= cx + span; x++) if (mask[y * W + x]) gap = false;
    let left = false;
    let right = false;
    for (let x = minX; x < cx - span; x++) if (mask[y * W + x]) left = true;
    for (let x = cx + span + 1; x <= maxX; x++) if (mask[y * W + x]) right = true;
    return gap && left && right;
  };
  let splitRows = 0;
  for (let k = 0; k < 8; k++) if (centreGapAt(rowAt(0.7 + (k * 0.28) / 7))) splitRows++;
  const legSplit = segmented && splitRows >= 5;
  let neckRow = maxY;
  for (let x = cx - Math.round(bw * 0.03); x <= cx + Math.round(bw * 0.03); x++) {
    for (let y = minY; y <= maxY; y++) {
      if (mask[y * W + x]) {
        neckRow = Math.min(neckRow, y);
        break;
      }
    }
  }
  const neckDepth = segmented ? Math.round(((neckRow - minY) / bh) * 1000) / 1000 : 0;

  // 5. Dominant colours: k-means on garment pixels, merged when closer than deltaE 10.
  const garment: Lab[] = [];
  const garmentIdx: number[] = [];
  for (let i = 0; i < N; i++) {
    if (mask[i] && !given) {
      garment.push(lab[i]);
      garmentIdx.push(i);
    }
  }
  const km = kmeansLab(garment, 5, 10);
  const groups: { lab: Lab; count: number; rgb: [number, number, number] }[] = km.centres.map((c) => ({
    lab: c,
    count: 0,
    rgb: [0, 0, 0],
  }));
  for (let p = 0; p < garment.length; p++) {
    const g = groups[km.assign[p]];
    const i = garmentIdx[p];
    g.count++;
    g.rgb[0] += data[i * 3];
    g.rgb[1] += data[i * 3 + 1];
    g.rgb[2] += data[i * 3 + 2];
  }
  const merged: typeof groups = [];
  for (const g of groups.filter((x) => x.count > 0).sort((a, b) => b.count - a.count)) {
    const into = merged.find((m) => dist2(m.lab, g.lab) < 100);
    if (into) {
      into.count += g.count;
      for (let c = 0; c < 3; c++) into.rgb[c] += g.rgb[c];
    } else merged.push({ lab: g.lab, count: g.count, rgb: [...g.rgb] as [number, number, number] });
  }
  const total = garment.length || 1;
  const dominantColors: DominantColor[] = merged
    .filter((m) => m.count / total >= 0.07)
    .slice(0, 4)
    .map((m) => {
      const hex = toHex(m.rgb[0] / m.count, m.rgb[1] / m.count, m.rgb[2] / m.count);
      const near = nearestPaletteColor(hex);
      const name =
        near.deltaE <= 12
          ? near.name
          : describeColour(m.rgb[0] / m.count, m.rgb[1] / m.count, m.rgb[2] / m.count);
      return {
        hex,
        share: Math.round((m.count / total) * 1000) / 1000,
        name,
        pantone: near.pantone,
        deltaE: near.deltaE,
      };
    });

  const bgRgb = (() => {
    let r = 0;
    let g = 0;
    let b = 0;
    for (const i of borderIdx) {
      r += data[i * 3];
      g += data[i * 3 + 1];
      b += data[i * 3 + 2];
    }
    const n = borderIdx.length || 1;
    return toHex(r / n, g / n, b / n);
  })();

  return {
    segmented,
    coverage: Math.round(coverage * 1000) / 1000,
    bbox: {
      left: Math.round((minX / W) * 1000) / 1000,
      top: Math.round((minY / H) * 1000) / 1000,
      width: Math.round((bw / W) * 1000) / 1000,
      height: Math.round((bh / H) * 1000) / 1000,
    },
    bboxAspect: Math.round((bh / bw) * 1000) / 1000,
    rowWidths,
    legSplit,
    neckDepth,
    lowerBodyFull: Math.round(coveredFraction(rowAt(0.6)) * 1000) / 1000,
    dominantColors,
    backgroundHex: bgRgb,
  };
}
