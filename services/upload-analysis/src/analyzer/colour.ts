import { differenceCiede2000, type Lab65 } from 'culori';
import { colornames } from 'color-name-list/bestof';
import { getSimilarColors } from 'pantone-tcx';

// True colour of the garment: the garment is separated from the background (bed, floor, door, hanger) before any
// colour is measured; colours are named from color-name-list's curated 'bestof' list (~5,000 names) and matched to the nearest Pantone TCX
// of the pantone-tcx table (~2,800 references) by CIEDE2000 (culori).

export type Lab = [number, number, number];

const LIN = Float64Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});
const lin = (c: number) => {
  if (Number.isInteger(c) && c >= 0 && c <= 255) return LIN[c];
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

export function srgbToLab(r: number, g: number, b: number): Lab {
  const R = lin(r);
  const G = lin(g);
  const B = lin(b);
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export const hexToLab = (hex: string): Lab => srgbToLab(...hexToRgb(hex));

const hex2 = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0').toUpperCase();
export const rgbToHex = (r: number, g: number, b: number) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

const de2000 = differenceCiede2000();
const lab65 = (l: Lab): Lab65 => ({ mode: 'lab65', l: l[0], a: l[1], b: l[2] });

/** CIEDE2000 colour difference of two sRGB hex colours. */
export function deltaE2000(a: string | Lab, b: string | Lab): number {
  const la = typeof a === 'string' ? hexToLab(a) : a;
  const lb = typeof b === 'string' ? hexToLab(b) : b;
  return de2000(lab65(la), lab65(lb));
}

interface Ref {
  name: string;
  hex: string;
  lab: Lab;
  code?: string;
}
let NAMES: Ref[] | undefined;
let TCX: Ref[] | undefined;
const names = () =>
  (NAMES ??= colornames.map((c) => ({ name: c.name, hex: c.hex.toUpperCase(), lab: hexToLab(c.hex) })));
const tcx = () =>
  (TCX ??= getSimilarColors('#808080', 1e9).map((c) => ({ name: c.name, hex: c.hex.toUpperCase(), code: c.tcx, lab: hexToLab(c.hex) })));

// Nearest by CIEDE2000: CIE76 shortlist (cheap), then CIEDE2000 on the shortlist.
function nearest(list: Ref[], lab: Lab, shortlist = 16): { ref: Ref; deltaE: number } {
  // shortlist: the `shortlist` smallest CIE76 distances (insertion into a small sorted list)
  const keepD: number[] = [];
  const keepI: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const l = list[i].lab;
    const d = (l[0] - lab[0]) ** 2 + (l[1] - lab[1]) ** 2 + (l[2] - lab[2]) ** 2;
    if (keepD.length === shortlist && d >= keepD[shortlist - 1]) continue;
    let j = keepD.length;
    while (j > 0 && keepD[j - 1] > d) j--;
    keepD.splice(j, 0, d);
    keepI.splice(j, 0, i);
    if (keepD.length > shortlist) {
      keepD.pop();
      keepI.pop();
    }
  }
  let best = list[keepI[0]];
  let bestD = Infinity;
  for (const i of keepI) {
    const d = de2000(lab65(list[i].lab), lab65(lab));
    if (d < bestD) {
      bestD = d;
      best = list[i];
    }
  }
  return { ref: best, deltaE: bestD };
}

export const APPROXIMATE_PANTONE = 'approximate, approve a lab dip';
export const PANTONE_EXACT_DELTA_E = 3;

export function nameColour(hex: string): { name: string; deltaE: number } {
  const n = nearest(names(), hexToLab(hex));
  return { name: n.ref.name, deltaE: Math.round(n.deltaE * 10) / 10 };
}

/** Nearest Pantone TCX by CIEDE2000; `pantone` reads e.g. "19-4006 TCX Caviar", marked approximate above ΔE 3. */
export function nearestTcx(hex: string): { code: string; name: string; hex: string; deltaE: number; approximate: boolean; pantone: string } {
  const n = nearest(tcx(), hexToLab(hex));
  const deltaE = Math.round(n.deltaE * 10) / 10;
  const approximate = deltaE > PANTONE_EXACT_DELTA_E;
  const pantone = `${n.ref.code} TCX ${n.ref.name}${approximate ? ` (${APPROXIMATE_PANTONE})` : ''}`;
  return { code: `${n.ref.code} TCX`, name: n.ref.name, hex: n.ref.hex, deltaE, approximate, pantone };
}

export const tcxTableSize = () => tcx().length;
export const colourNameCount = () => names().length;

// ---------------------------------------------------------------------------------------------------------------
// Garment / background separation

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
}

export const d2 = (a: Lab, b: Lab) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

// Deterministic k-means (farthest-point seeding) on Lab points.
export function kmeansLab(points: Lab[], k: number, iterations = 8, minSeparation2 = 25): { centres: Lab[]; counts: number[]; assign: Int32Array } {
  const n = points.length;
  const assign = new Int32Array(n);
  if (n === 0) return { centres: [], counts: [], assign };
  const mean: Lab = [0, 0, 0];
  for (const p of points) for (let c = 0; c < 3; c++) mean[c] += p[c] / n;
  let first = 0;
  let bestD = Infinity;
  for (let i = 0; i < n; i++) {
    const d = d2(points[i], mean);
    if (d < bestD) {
      bestD = d;
      first = i;
    }
  }
  const centres: Lab[] = [[...points[first]] as Lab];
  const minD = new Float64Array(n).fill(Infinity);
  while (centres.length < Math.min(k, n)) {
    const last = centres[centres.length - 1];
    let far = -1;
    let farD = -1;
    for (let i = 0; i < n; i++) {
      const d = d2(points[i], last);
      if (d < minD[i]) minD[i] = d;
      if (minD[i] > farD) {
        farD = minD[i];
        far = i;
      }
    }
    if (farD < minSeparation2) break;
    centres.push([...points[far]] as Lab);
  }
  const counts = new Array(centres.length).fill(0);
  for (let it = 0; it < iterations; it++) {
    const sums = centres.map(() => [0, 0, 0]);
    counts.fill(0);
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bd = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = d2(points[i], centres[c]);
        if (d < bd) {
          bd = d;
          best = c;
        }
      }
      if (assign[i] !== best) moved++;
      assign[i] = best;
      counts[best]++;
      for (let c = 0; c < 3; c++) sums[best][c] += points[i][c];
    }
    for (let c = 0; c < centres.length; c++) if (counts[c] > 0) centres[c] = [sums[c][0] / counts[c], sums[c][1] / counts[c], sums[c][2] / counts[c]];
    if (moved === 0 && it > 0) break;
  }
  return { centres, counts, assign };
}

const minDist2 = (p: Lab, cs: Lab[]) => {
  let m = Infinity;
  for (const c of cs) m = Math.min(m, d2(p, c));
  return m;
};

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
        for (let c = 0; c < 3; c++) {
          const at = (yy: number, xx: number) => img.data[(yy * img.width + xx) * 3 + c];
          small[(y * w + x) * 3 + c] = (at(2 * y, 2 * x) + at(2 * y, 2 * x + 1) + at(2 * y + 1, 2 * x) + at(2 * y + 1, 2 * x + 1) + 2) >> 2;
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
  const ring = Math.max(2, Math.round(Math.min(W, H) * 0.04));
  const border: number[] = [];
  const prior = new Float32Array(N);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (x < ring || y < ring || x >= W - ring || y >= H - ring) border.push(i);
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
  // largest connected region
  const label = new Int32Array(N).fill(-1);
  const queue = new Int32Array(N);
  let best = -1;
  let bestSize = 0;
  let next = 0;
  for (let s = 0; s < N; s++) {
    if (!sm[s] || label[s] >= 0) continue;
    let qh = 0;
    let qt = 0;
    queue[qt++] = s;
    label[s] = next;
    while (qh < qt) {
      const i = queue[qh++];
      const x = i % W;
      const visit = (j: number) => {
        if (sm[j] && label[j] < 0) {
          label[j] = next;
          queue[qt++] = j;
        }
      };
      if (x > 0) visit(i - 1);
      if (x < W - 1) visit(i + 1);
      if (i >= W) visit(i - W);
      if (i + W < N) visit(i + W);
    }
    if (qt > bestSize) {
      bestSize = qt;
      best = next;
    }
    next++;
  }
  const mask = new Uint8Array(N);
  for (let i = 0; i < N; i++) mask[i] = label[i] === best ? 1 : 0;
  let coverage = bestSize / N;
  let segmented = true;
  if (coverage < 0.04 || coverage > 0.96 || bgModel.length === 0) {
    segmented = false;
    mask.fill(0);
    let count = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const dx = (x - W / 2) / (W * 0.32);
        const dy = (y - H / 2) / (H * 0.38);
        if (dx * dx + dy * dy <= 1) {
          mask[y * W + x] = 1;
          count++;
        }
      }
    }
    coverage = count / N;
  }
  return { mask, segmented, coverage, lab, backgroundLab: bgModel };
}

// ---------------------------------------------------------------------------------------------------------------
// Garment colours

// off by default: on the labelled train photos it did not help the colour family (leave-one-out 0.517 with, 0.531 without)
const BALANCE = process.env.COLOUR_BALANCE === '1';

export interface GarmentColour {
  hex: string;
  lab: Lab;
  share: number; // of the garment's pixels
  name: string; // nearest named colour (color-name-list)
  nameDeltaE: number;
  pantone: string; // "<code> TCX <name>", "(approximate, approve a lab dip)" above ΔE 3
  pantoneCode: string;
  deltaE: number; // CIEDE2000 to that TCX reference
  approximate: boolean;
}

export interface ColourStats {
  colours: GarmentColour[]; // largest first; the garment's colourway
  segmented: boolean;
  coverage: number;
  // statistics a pattern answer can lean on: how many distinct colours, and how spread the main one is
  distinctColours: number;
  mainShare: number;
}

/**
 * White-patch gains: the photo's brightest pixels (98th percentile per channel) are taken as a white that the
 * camera saw dim or tinted; gains bounded to [1, 1.6] (colour constancy for dim or tinted phone photos).
 */
export function whiteBalanceGains(img: RawRgb): [number, number, number] {
  const { data, width, height } = img;
  const n = width * height;
  const gains: number[] = [];
  for (let c = 0; c < 3; c++) {
    const hist = new Uint32Array(256);
    for (let i = 0; i < n; i++) hist[data[i * 3 + c]]++;
    let seen = 0;
    let v = 255;
    while (v > 0 && seen + hist[v] < n * 0.02) seen += hist[v--];
    gains.push(Math.max(1, Math.min(1.6, 250 / Math.max(1, v))));
  }
  return gains as [number, number, number];
}

/** The garment's colours: k-means on garment pixels (eroded mask, pixels that match the background model left out). */
export function garmentColours(img: RawRgb, seg: GarmentMask = segmentGarment(img), maxColours = 4, balance = BALANCE): ColourStats {
  const { width: W, height: H, data } = img;
  const gain = balance ? whiteBalanceGains(img) : ([1, 1, 1] as const);
  const { mask, lab, backgroundLab } = seg;
  const idx: number[] = [];
  for (let y = 1; y < H - 1; y++) {
    for (let x = 1; x < W - 1; x++) {
      const i = y * W + x;
      if (!mask[i] || !mask[i - 1] || !mask[i + 1] || !mask[i - W] || !mask[i + W]) continue; // edge pixels blend with the background
      if (seg.segmented && minDist2(lab[i], backgroundLab) < 5 * 5) continue;
      idx.push(i);
    }
  }
  if (idx.length < 20) for (let i = 0; i < W * H; i++) if (mask[i]) idx.push(i);
  const km = kmeansLab(
    idx.map((i) => lab[i]),
    6,
    10,
    36,
  );
  const groups = km.centres.map((c) => ({ lab: c, n: 0, rgb: [0, 0, 0] }));
  idx.forEach((i, p) => {
    const g = groups[km.assign[p]];
    g.n++;
    g.rgb[0] += data[i * 3];
    g.rgb[1] += data[i * 3 + 1];
    g.rgb[2] += data[i * 3 + 2];
  });
  // merge clusters that are the same colour to the eye (CIEDE2000 < 8: shading of one fabric)
  const merged: typeof groups = [];
  for (const g of groups.filter((x) => x.n > 0).sort((a, b) => b.n - a.n)) {
    const into = merged.find((m) => deltaE2000(m.lab, g.lab) < 8);
    if (into) {
      into.n += g.n;
      for (let c = 0; c < 3; c++) into.rgb[c] += g.rgb[c];
    } else merged.push({ lab: g.lab, n: g.n, rgb: [...g.rgb] });
  }
  const total = idx.length || 1;
  const kept = merged.filter((m) => m.n / total >= 0.08).slice(0, maxColours);
  const colours = kept.map((m) => {
    const hex = rgbToHex((gain[0] * m.rgb[0]) / m.n, (gain[1] * m.rgb[1]) / m.n, (gain[2] * m.rgb[2]) / m.n);
    const named = nameColour(hex);
    const t = nearestTcx(hex);
    return {
      hex,
      lab: hexToLab(hex),
      share: Math.round((m.n / total) * 1000) / 1000,
      name: named.name,
      nameDeltaE: named.deltaE,
      pantone: t.pantone,
      pantoneCode: t.code,
      deltaE: t.deltaE,
      approximate: t.approximate,
    };
  });
  return {
    colours,
    segmented: seg.segmented,
    coverage: Math.round(seg.coverage * 1000) / 1000,
    distinctColours: kept.length,
    mainShare: colours[0]?.share ?? 0,
  };
}
