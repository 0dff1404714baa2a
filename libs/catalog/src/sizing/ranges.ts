// Size ranges and fits: each range has its size labels, its sample (base) size, and grade steps per size taken from a
// published body-measurement table. Body girths are the tables' values (cm); a garment's half-girth point of measure
// grades by half the body's girth step, its lengths by the table's length steps. Sources (docs/trade-knowledge.md):
//   womens  ASTM D5585-11 (adult female misses, sizes 00-20), bust and waist girth; alpha sizes paired as the US trade
//           does (XS = 0-2, S = 4-6, M = 8-10, L = 12-14, XL = 16-18, XXL = 20-22; 22 extrapolated by the 20's step)
//   mens    ASTM D6240 (adult men, chest 34-52 in), 2 in chest steps; alpha pairs S = 34-36, M = 38-40, L = 42-44,
//           XL = 46-48, XXL = 50-52 (XS = 30-32 extrapolated below the table)
//   unisex  the men's table (the trade's unisex basis), with the unisex blocks
//   kids    EN 13402-3 children's sizes by stature (92, 104, ... 164 cm = 2Y ... 14Y, 12 cm per 2-year size), chest
//           and waist from its body-dimension intervals (4 cm chest steps, 6 cm from 152); ASTM D6458 for the boys' check

export const SIZE_RANGES = ['womens', 'mens', 'unisex', 'kids'] as const;
export type SizeRange = (typeof SIZE_RANGES)[number];
export const FITS = ['slim', 'regular', 'relaxed', 'oversized'] as const;
export type Fit = (typeof FITS)[number];

export const ADULT_SIZE_LABELS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const KIDS_SIZE_LABELS = ['2Y', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y'] as const;
/** Every size label a pack may carry (adult alpha sizes and kids' ages). */
export const SIZE_LABELS = [...ADULT_SIZE_LABELS, ...KIDS_SIZE_LABELS] as const;
export type SizeLabel = (typeof SIZE_LABELS)[number];

/** How a point of measure grades: a main half girth, a smaller girth, a main length, a smaller length. */
export type GradeClass = 'girthMajor' | 'girthMinor' | 'lengthMajor' | 'lengthMinor' | 'none';

export interface SizeRangeSpec {
  id: SizeRange;
  label: string;
  sizes: readonly SizeLabel[];
  baseSize: SizeLabel; // the sample size the blocks are drawn at
  source: string;
  /** body table (cm) per size, as cited */
  body: { chest: number[]; waist: number[]; stature?: number[] };
  /** cm per size interval (sizes[i] -> sizes[i+1]) of a reference point of measure per grade class */
  steps: Record<Exclude<GradeClass, 'none'>, number[]>;
  /** the base block: multiplier on the grammar's unisex size-M blocks per grade class, and on detail sizes */
  block: Record<Exclude<GradeClass, 'none'>, number> & { detail: number; shoulder: number; waist: number };
}

const diffs = (a: number[]) => a.slice(1).map((v, i) => Math.round((v - a[i]) * 100) / 100);
const scale = (a: number[], f: number) => a.map((v) => Math.round(v * f * 100) / 100);
const IN = 2.54;

// ASTM D5585-11 bust / waist (straight figure), inches, sizes 0..22 paired into alpha sizes (averages of the pair)
const W_BUST = [
  (31.75 + 33) / 2,
  (34.125 + 35.25) / 2,
  (36.25 + 37.25) / 2,
  (38.75 + 40.375) / 2,
  (42.125 + 44) / 2,
  (46 + 48) / 2,
].map((v) => Math.round(v * IN * 10) / 10);
const W_WAIST = [
  (26.125 + 26.875) / 2,
  (27.625 + 28.5) / 2,
  (29.5 + 30.5) / 2,
  (32.25 + 34) / 2,
  (36 + 38.25) / 2,
  (40.5 + 42.75) / 2,
].map((v) => Math.round(v * IN * 10) / 10);
// ASTM D6240 chest 34-52 in 2 in steps; alpha sizes are the mid of each pair; waist 6 in under chest (drop 6)
const M_CHEST = [31, 35, 39, 43, 47, 51].map((v) => v * IN);
const M_WAIST = [25, 29, 33, 37, 41, 45].map((v) => Math.round(v * IN * 10) / 10);
// EN 13402-3 children: stature 92..164, chest and waist girth (cm)
const K_STATURE = [92, 104, 116, 128, 140, 152, 164];
const K_CHEST = [52, 56, 60, 64, 68, 74, 80];
const K_WAIST = [50, 52, 54, 57, 60, 63, 67];

const womensChest = diffs(W_BUST).map((d) => d / 2);
const mensChest = diffs(M_CHEST).map((d) => d / 2);
const kidsChest = diffs(K_CHEST).map((d) => d / 2);

// Unisex grades on the men's table (ASTM D6240): one set of steps for both.
const MENS_STEPS = {
  girthMajor: mensChest,
  girthMinor: scale(mensChest, 0.3),
  lengthMajor: [2.5, 2.5, 2.5, 2.5, 2.5],
  lengthMinor: [1.3, 1.3, 1.3, 1.3, 1.3],
};

export const SIZE_RANGE_SPECS: Record<SizeRange, SizeRangeSpec> = {
  womens: {
    id: 'womens',
    label: "Women's",
    sizes: ADULT_SIZE_LABELS,
    baseSize: 'M',
    source: 'ASTM D5585-11, adult female misses 00-20 (bust, waist); alpha sizes as paired numeric sizes',
    body: { chest: W_BUST, waist: W_WAIST },
    // lengths: 1/2 in per size on body length, 1/4 in on sleeve and rise (the misses table keeps stature nearly flat)
    steps: {
      girthMajor: womensChest,
      girthMinor: scale(womensChest, 0.4),
      lengthMajor: [1.3, 1.3, 1.3, 1.3, 1.3],
      lengthMinor: [0.6, 0.6, 0.6, 0.6, 0.6],
    },
    block: {
      girthMajor: 0.93,
      girthMinor: 0.9,
      lengthMajor: 0.92,
      lengthMinor: 0.95,
      detail: 0.95,
      shoulder: 0.86,
      waist: 0.92,
    },
  },
  mens: {
    id: 'mens',
    label: "Men's",
    sizes: ADULT_SIZE_LABELS,
    baseSize: 'M',
    source: 'ASTM D6240, adult men chest 34-52 in (2 in steps); alpha sizes as chest pairs',
    body: { chest: M_CHEST, waist: M_WAIST },
    steps: MENS_STEPS,
    block: {
      girthMajor: 1.02,
      girthMinor: 1.03,
      lengthMajor: 1.04,
      lengthMinor: 1.03,
      detail: 1,
      shoulder: 1.04,
      waist: 1.04,
    },
  },
  unisex: {
    id: 'unisex',
    label: 'Unisex',
    sizes: ADULT_SIZE_LABELS,
    baseSize: 'M',
    source: "ASTM D6240 (the men's table, the trade's unisex basis)",
    body: { chest: M_CHEST, waist: M_WAIST },
    steps: MENS_STEPS,
    block: { girthMajor: 1, girthMinor: 1, lengthMajor: 1, lengthMinor: 1, detail: 1, shoulder: 1, waist: 1 },
  },
  kids: {
    id: 'kids',
    label: 'Kids',
    sizes: KIDS_SIZE_LABELS,
    baseSize: '8Y',
    source: 'EN 13402-3 children by stature (92-164 cm = 2Y-14Y); ASTM D6458 boys for comparison',
    body: { chest: K_CHEST, waist: K_WAIST, stature: K_STATURE },
    // body length and sleeve about a third of the 12 cm stature step, inseam about 0.45 of it
    steps: {
      girthMajor: kidsChest,
      girthMinor: scale(kidsChest, 0.4),
      lengthMajor: scale(diffs(K_STATURE), 0.36),
      lengthMinor: scale(diffs(K_STATURE), 0.3),
    },
    block: {
      girthMajor: 0.66,
      girthMinor: 0.7,
      lengthMajor: 0.64,
      lengthMinor: 0.66,
      detail: 0.75,
      shoulder: 0.68,
      waist: 0.7,
    },
  },
};

/** The grammar's nominal steps (its blocks' grades are written for these): the reference each range's step scales. */
export const NOMINAL_STEP: Record<Exclude<GradeClass, 'none'>, number> = {
  girthMajor: 2.5,
  girthMinor: 1,
  lengthMajor: 1.5,
  lengthMinor: 1,
};

export const isSizeRange = (v: unknown): v is SizeRange =>
  typeof v === 'string' && (SIZE_RANGES as readonly string[]).includes(v);
export const isFit = (v: unknown): v is Fit =>
  typeof v === 'string' && (FITS as readonly string[]).includes(v);
export const sizesOf = (range: SizeRange | undefined): readonly SizeLabel[] =>
  SIZE_RANGE_SPECS[range ?? 'unisex'].sizes;
export const sampleSizeOf = (range: SizeRange | undefined): SizeLabel =>
  SIZE_RANGE_SPECS[range ?? 'unisex'].baseSize;
export const rangeOfSize = (size: string): SizeRange | undefined =>
  (KIDS_SIZE_LABELS as readonly string[]).includes(size)
    ? 'kids'
    : (ADULT_SIZE_LABELS as readonly string[]).includes(size)
      ? 'unisex'
      : undefined;

/** The range a garment type falls in when nobody chose one: dresses and skirts are women's, the rest unisex. */
export function defaultSizeRange(garmentType: string): SizeRange {
  const t = garmentType.toLowerCase();
  if (/dress|skirt|blouse/.test(t)) return 'womens';
  return 'unisex';
}

/** The fit the silhouette answer implies (fitted / skinny = slim, wide = relaxed, oversized = oversized). */
export function fitFromSilhouette(silhouette: string | undefined): Fit {
  if (silhouette === 'oversized') return 'oversized';
  if (
    silhouette === 'fitted' ||
    silhouette === 'skinny' ||
    silhouette === 'sheath' ||
    silhouette === 'pencil'
  )
    return 'slim';
  if (silhouette === 'wide' || silhouette === 'relaxed') return 'relaxed';
  return 'regular';
}

/** A sample size that belongs to the range: the one given if it does, else the same position's size, else the base. */
export function sizeInRange(size: string | undefined, range: SizeRange): SizeLabel {
  const sizes = sizesOf(range);
  if (size && (sizes as readonly string[]).includes(size)) return size as SizeLabel;
  return SIZE_RANGE_SPECS[range].baseSize;
}
