import { differenceCiede2000, type Lab65 } from 'culori';

// Colour arithmetic in CIE Lab: sRGB <-> Lab, hex, CIEDE2000 differences (culori) and k-means on Lab points.

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

// CIE's f(t); at module level: tsx (esbuild keepNames) names every function expression it creates, and a closure made
// on each of a photo's ~12k conversions cost a third of the conversion
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

export function srgbToLab(r: number, g: number, b: number): Lab {
  const R = lin(r);
  const G = lin(g);
  const B = lin(b);
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

// linear light back to an sRGB channel value 0..255 (the inverse of lin)
const srgb = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** Two sRGB colours mixed in light (linear RGB), t of the first, as Lab: what a pixel over a thin line and its ground shows. */
export function mixInLight(a: [number, number, number], b: [number, number, number], t: number): Lab {
  return srgbToLab(
    srgb(t * lin(a[0]) + (1 - t) * lin(b[0])),
    srgb(t * lin(a[1]) + (1 - t) * lin(b[1])),
    srgb(t * lin(a[2]) + (1 - t) * lin(b[2])),
  );
}

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export const hexToLab = (hex: string): Lab => srgbToLab(...hexToRgb(hex));

const hex2 = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();
export const rgbToHex = (r: number, g: number, b: number) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

const de2000 = differenceCiede2000();
// the textile industry's weighting (kL = 2): a lightness difference counts half, as shading of one fabric does
const de2000Textile = differenceCiede2000(2, 1, 1);
const lab65 = (l: Lab): Lab65 => ({ mode: 'lab65', l: l[0], a: l[1], b: l[2] });

/** CIEDE2000 colour difference of two sRGB hex colours or Lab points; kL 2 = the textile weighting (lightness counts half). */
export function deltaE2000(a: string | Lab, b: string | Lab, kL: 1 | 2 = 1): number {
  const la = typeof a === 'string' ? hexToLab(a) : a;
  const lb = typeof b === 'string' ? hexToLab(b) : b;
  return (kL === 2 ? de2000Textile : de2000)(lab65(la), lab65(lb));
}
export const d2 = (a: Lab, b: Lab) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

// Deterministic k-means (farthest-point seeding) on Lab points.
export function kmeansLab(
  points: Lab[],
  k: number,
  iterations = 8,
  minSeparation2 = 25,
): { centres: Lab[]; counts: number[]; assign: Int32Array } {
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
    for (let c = 0; c < centres.length; c++)
      if (counts[c] > 0)
        centres[c] = [sums[c][0] / counts[c], sums[c][1] / counts[c], sums[c][2] / counts[c]];
    if (moved === 0 && it > 0) break;
  }
  return { centres, counts, assign };
}

export const minDist2 = (p: Lab, cs: Lab[]) => {
  let m = Infinity;
  for (const c of cs) m = Math.min(m, d2(p, c));
  return m;
};
