// True colour of the garment: the garment is separated from the background (bed, floor, door, hanger) before any
// colour is measured; colours are named from the catalogue's plain trade colour list (240 names) and matched to the nearest Pantone TCX
// of the pantone-tcx table (~2,800 references) by CIEDE2000 (culori).

import { deltaE2000, hexToLab, hexToRgb, minDist2, mixInLight, rgbToHex, srgbToLab, type Lab } from './lab';
import { nameColour, nearestTcx } from './colour-names';
import { NO_GAINS, backdropGains, balanced, type Gains } from './colour-balance';
import { segmentGarment, type GarmentMask, type RawRgb } from './garment-mask';
import type { GarmentBox } from '../preprocess';
import { familyFeatures } from './colour-family';
import { LIST_SHARE, clusterPixels, mergeShades, type ColourCluster } from './colour-clusters';
import { garmentLayout, type GarmentLayout } from './garment-layout';

// The pieces, for the upload service's analyzer and this library's training scripts (through ./index.ts).
export * from './lab';
export * from './colour-names';
export * from './garment-mask';
export * from './texture-view';
export { mergeShades, type ColourCluster } from './colour-clusters';
export * from './garment-layout';

export interface GarmentColour {
  hex: string;
  lab: Lab;
  share: number; // of the garment's pixels
  name: string; // nearest plain trade colour name (catalog TRADE_COLOURS)
  nameDeltaE: number;
  pantone: string; // "<code> TCX <name>", "(approximate, approve a lab dip)" above ΔE 3
  pantoneCode: string;
  deltaE: number; // CIEDE2000 to that TCX reference
  approximate: boolean;
}

export interface ColourStats {
  colours: GarmentColour[]; // largest first; the garment's colourway
  // a print's or a pattern's further colours (accentColours): listed in the colourway where the pattern answer is not solid
  // (where it is solid, the colourway folds the fabric's shades into one colour: foldShades)
  accents?: GarmentColour[];
  // the fabric's colours seen closer, in the classifier's texture view (closerColours): a check's or a stripe's own
  // colours, which the whole photo's raster blends into one where its lines are thin
  closer?: GarmentColour[];
  segmented: boolean;
  coverage: number;
  // statistics a pattern answer can lean on: how many distinct colours, and how spread the main one is
  distinctColours: number;
  mainShare: number;
  // what the main-colour family model reads (colour-family.ts): histograms of the garment, the middle and the background
  familyFeatures?: number[];
  // where the colours lie (garment-layout.ts): the ground (the colour at the hems and sleeve ends, not the largest),
  // a placement print's box or an all-over print's repeat
  layout?: GarmentLayout;
}

/** The garment's colours: k-means on garment pixels (eroded mask, pixels that match the background model left out). */
export function garmentColours(
  img: RawRgb,
  seg: GarmentMask = segmentGarment(img),
  maxColours = 4,
): ColourStats {
  const { width: W, height: H, data } = img;
  const { mask, lab, backgroundLab } = seg;
  const inner: number[] = [];
  for (let y = 1; y < H - 1; y++) {
    for (let x = 1; x < W - 1; x++) {
      const i = y * W + x;
      if (!mask[i] || !mask[i - 1] || !mask[i + 1] || !mask[i - W] || !mask[i + W]) continue; // edge pixels blend with the background
      inner.push(i);
    }
  }
  const margin2 = (seg.backgroundMargin ?? 5) ** 2;
  let idx = seg.segmented ? inner.filter((i) => minDist2(lab[i], backgroundLab) >= margin2) : inner;
  // a garment of the background's own colour (a white shirt on a white sheet) keeps its pixels
  if (idx.length < inner.length * 0.3) idx = inner;
  if (idx.length < 20) for (let i = 0; i < W * H; i++) if (mask[i]) idx.push(i);
  const groups = clusterPixels(idx, lab, data, 6, 10);
  const total = idx.length || 1;
  const merged = mergeShades(groups, total);
  const kept = merged.filter((m) => m.n / total >= LIST_SHARE).slice(0, maxColours);
  const gains = backdropGains(img, seg);
  const describe = (m: ColourCluster) => describeCluster(m, total, gains);
  const colours = kept.map(describe);
  const extra = accentColours(idx, seg, W, data, kept, total, maxColours - kept.length);
  const accents = extra.map(describe);
  const layout = garmentLayout(idx, lab, mask, W, H, [...kept, ...extra], [...colours, ...accents]);
  return {
    colours,
    accents,
    ...(layout ? { layout } : {}),
    segmented: seg.segmented,
    coverage: Math.round(seg.coverage * 1000) / 1000,
    distinctColours: kept.length,
    mainShare: colours[0]?.share ?? 0,
    familyFeatures: familyFeatures(seg, W, H, idx),
  };
}

/** A cluster of `total` pixels as a listed colour: its mean RGB, named, matched to the nearest Pantone TCX. */
function describeCluster(m: ColourCluster, total: number, gains: Gains = NO_GAINS): GarmentColour {
  const hex = rgbToHex(m.rgb[0] / m.n, m.rgb[1] / m.n, m.rgb[2] / m.n);
  // named and matched after the backdrop's bounded white balance (colour-balance.ts); the hex stays as measured
  const seen = rgbToHex(...balanced([m.rgb[0] / m.n, m.rgb[1] / m.n, m.rgb[2] / m.n], gains));
  const named = nameColour(seen);
  const t = nearestTcx(seen);
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
}

/** Of the texture view's pixels, at least this share must lie on the garment mask for its colours to count. */
const CLOSER_MIN_GARMENT = 0.5;
/** About this many of the view's pixels are measured (every n-th of every n-th row). */
const CLOSER_PIXELS = 6400;

/**
 * The fabric's colours in the texture view's square (`textureBox`), cut from the photo at its own resolution
 * (`fabricPixels`): about CLOSER_PIXELS of its pixels (every n-th of every n-th row) that lie on the garment mask
 * (`seg.mask`, at the raster's size), k-means in Lab, shades of one colour merged, each colour listed that covers
 * LIST_SHARE of them, largest first, their shares those of the view. A check's ground and its lines, a stripe's two
 * colours: where the lines are a pixel or less on the 128 px raster, the raster sees one blended colour. Empty where
 * less than CLOSER_MIN_GARMENT of the view is garment.
 */
export function closerColours(
  view: RawRgb,
  box: GarmentBox,
  seg: Pick<GarmentMask, 'mask'>,
  raster: { width: number; height: number },
  maxColours = 4,
): GarmentColour[] {
  const { width: vw, height: vh, data } = view;
  const { width: W, height: H } = raster;
  const lab: Lab[] = [];
  const idx: number[] = [];
  let seen = 0;
  const step = Math.max(1, Math.round(Math.sqrt((vw * vh) / CLOSER_PIXELS)));
  for (let y = 0; y < vh; y += step) {
    const ry = Math.min(H - 1, Math.floor((box.y0 + ((y + 0.5) / vh) * (box.y1 - box.y0)) * H));
    for (let x = 0; x < vw; x += step) {
      seen++;
      const rx = Math.min(W - 1, Math.floor((box.x0 + ((x + 0.5) / vw) * (box.x1 - box.x0)) * W));
      if (!seg.mask[ry * W + rx]) continue;
      const i = y * vw + x;
      idx.push(i);
      lab[i] = srgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
    }
  }
  if (idx.length < seen * CLOSER_MIN_GARMENT) return [];
  const total = idx.length;
  return mergeShades(clusterPixels(idx, lab, data, 6, 10), total)
    .filter((m) => m.n / total >= LIST_SHARE)
    .slice(0, maxColours)
    .map((m) => describeCluster(m, total));
}

// A patterned garment's further colours: garment pixels at least ACCENT_DISTANCE (Lab) from every listed colour,
// clustered; a cluster counts when it covers ACCENT_SHARE of the garment and differs from every listed colour by
// ACCENT_DELTA_E (CIEDE2000, textile weighting kL = 2: a lighter or darker shade of the fabric is not an accent).
const ACCENT_DISTANCE = 15;
const ACCENT_SHARE = 0.02;
const ACCENT_DELTA_E = 10;

/**
 * The colours of a print, stripe or check that the colourway's share rule leaves out (a red motif on a navy sweatshirt,
 * a thin black line of a white check): k-means on the garment pixels unlike every listed colour, largest first.
 */
export function accentColours(
  idx: number[],
  { lab, mask }: Pick<GarmentMask, 'lab' | 'mask'>,
  width: number,
  data: Uint8Array | Buffer,
  listed: ColourCluster[],
  total: number,
  room: number,
): ColourCluster[] {
  if (room <= 0 || listed.length === 0) return [];
  const far2 = ACCENT_DISTANCE ** 2;
  const centres = listed.map((m) => m.lab);
  // only pixels whose eight neighbours are all garment: on a diagonal outline the four-neighbour erosion keeps pixels
  // that mix the garment with the background, a few per cent of colours of neither
  const inside = (i: number) =>
    mask[i - width - 1] && mask[i - width + 1] && mask[i + width - 1] && mask[i + width + 1];
  const far = idx.filter((i) => minDist2(lab[i], centres) >= far2 && inside(i));
  if (far.length < total * ACCENT_SHARE) return [];
  const accents: ColourCluster[] = [];
  for (const m of mergeShades(clusterPixels(far, lab, data, 3, 8), total)) {
    if (accents.length >= room || m.n / total < ACCENT_SHARE) break;
    if (listed.every((l) => deltaE2000(l.lab, m.lab, 2) >= ACCENT_DELTA_E)) accents.push(m);
  }
  return accents;
}

/**
 * A patterned fabric's colourway: where the texture view saw two colours or more (closerColours), those are the
 * pattern's colours. A colour of the whole photo's raster near one of them, or near a mix of two of them (the raster's
 * pixels average a thin check line with its ground, in light: mixed in linear RGB), was the pattern: the closer colours
 * split its share of the garment. A raster colour unlike them all (ACCENT_DELTA_E, kL = 2) is another part of the
 * garment (a trim, a collar, a panel) and stays listed. Elsewhere the raster's colours and accents. At most four,
 * largest first.
 */
export function patternColourway(
  colours: Pick<ColourStats, 'colours' | 'accents' | 'closer'>,
  maxColours = 4,
): GarmentColour[] {
  const raster = [...colours.colours, ...(colours.accents ?? [])];
  const closer = colours.closer ?? [];
  if (closer.length < 2) return raster;
  const seen = [...closer.map((c) => c.lab), ...mixes(closer.map((c) => c.hex))];
  const others = raster.filter((c) => seen.every((v) => deltaE2000(v, c.lab, 2) >= ACCENT_DELTA_E));
  const blended = raster.filter((c) => !others.includes(c)).reduce((a, c) => a + c.share, 0);
  return [...closer.map((v) => ({ ...v, share: Math.round(v.share * blended * 1000) / 1000 })), ...others]
    .sort((a, b) => b.share - a.share)
    .slice(0, maxColours);
}

/** Mixes of each two colours in light (linear RGB), a tenth to nine tenths of the first, as Lab. */
function mixes(hexes: string[]): Lab[] {
  const rgb = hexes.map(hexToRgb);
  const out: Lab[] = [];
  for (let a = 0; a < rgb.length; a++) {
    for (let b = a + 1; b < rgb.length; b++)
      for (let t = 0.1; t < 0.95; t += 0.1) out.push(mixInLight(rgb[a], rgb[b], t));
  }
  return out;
}

/**
 * A solid fabric's colourway: a listed colour within SOLID_SHADE_DELTA_E (CIEDE2000 with the textile weighting kL = 2,
 * lightness counting half) of a larger listed colour is that fabric in light or in shadow (a green trouser's four
 * greens, a navy jumper's navy and its folds): its share joins the larger colour, whose hex, name and Pantone stay.
 * A contrast trim, lining or yoke (a beige lace yoke on a navy dress: 24.6) stays listed.
 */
export const SOLID_SHADE_DELTA_E = 12;
export function foldShades(colours: GarmentColour[]): GarmentColour[] {
  const out: GarmentColour[] = [];
  for (const c of colours) {
    const into = out.find((o) => deltaE2000(o.lab, c.lab, 2) < SOLID_SHADE_DELTA_E);
    if (into) into.share = Math.round((into.share + c.share) * 1000) / 1000;
    else out.push({ ...c });
  }
  // largest first again: a fabric whose shades were split can outgrow a print's colour listed before it
  return out.sort((a, b) => b.share - a.share);
}
