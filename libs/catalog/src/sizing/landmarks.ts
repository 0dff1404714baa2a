// Body landmarks that set garment lengths: the height above the floor (cm) of each level a length class ends at, per size
// range and size. A dress's knee length is the wearer's HPS-to-knee, a trouser's inseam the wearer's inside leg, so a
// length follows the body of each size instead of a size-M constant. Sources (docs/trade-knowledge.md):
//   stature   kids: EN 13402-3 statures 92-164 cm (2Y-14Y, 12 cm per size). Adults (assumed, as the ranges' girth
//             tables are by girth with a near-flat stature): womens 166 cm at M (ASTM D5585 misses), +1.3 cm per alpha
//             size (1/4 in per numeric size); mens / unisex 177 cm at M (ASTM D6240 regular), +2 cm per alpha size
//   adult     levels as fractions of stature after Drillis & Contini (1966), as tabled in Winter, Biomechanics and Motor
//             Control of Human Movement (fig. 4.1): knee joint 0.285 H, ankle 0.039 H, greater trochanter (hip) 0.530 H;
//             side neck point (HPS) 0.84 H (between shoulder 0.818 H and chin 0.870 H); natural waist 0.625 H (about
//             Aldrich's women's waist to floor, 104 cm at 166 cm); hip girth level 0.50 H; crotch height (inside leg)
//             0.48 H for women and 0.475 H for men (about the ratio in the US Army survey ANSUR II, Gordon et al. 2014)
//   children  a child's head and trunk are a larger share of stature and the legs a smaller one: each level is set at
//             the smallest and the largest size and runs linearly between (inside leg about 0.38 H at 92 cm to 0.46 H at
//             164 cm, as children's inside-leg charts give; EN 13402-1 defines inside leg length as crotch to floor)
//   mid-thigh is midway between crotch and knee, mid-calf midway between knee and ankle (the trade's definitions).
// Every level is linear in the size (a value at the sample size plus a step per size), the way the range's length grade
// runs, so a length graded from its sample-size value lands on the landmark at every size.
import { SIZE_RANGE_SPECS, type SizeRange } from './ranges';

export const LANDMARKS = [
  'floor',
  'ankle',
  'midCalf',
  'knee',
  'midThigh',
  'crotch',
  'hip',
  'waist',
  'hps',
] as const;
export type Landmark = (typeof LANDMARKS)[number];
type Measured = Exclude<Landmark, 'floor' | 'midThigh' | 'midCalf'>;

interface LevelSource {
  stature: [number, number]; // at the smallest and the largest size
  fraction: Record<Measured, [number, number]>; // of stature, at the smallest and the largest size
}

const adult = (crotch: number): Record<Measured, [number, number]> => ({
  ankle: [0.039, 0.039],
  knee: [0.285, 0.285],
  crotch: [crotch, crotch],
  hip: [0.5, 0.5],
  waist: [0.625, 0.625],
  hps: [0.84, 0.84],
});
const MENS: LevelSource = { stature: [177 - 2 * 2, 177 + 3 * 2], fraction: adult(0.475) };

export const LEVEL_SOURCES: Record<SizeRange, LevelSource> = {
  womens: { stature: [166 - 2 * 1.3, 166 + 3 * 1.3], fraction: adult(0.48) },
  mens: MENS,
  unisex: MENS,
  kids: {
    stature: [92, 164],
    fraction: {
      ankle: [0.045, 0.04],
      knee: [0.26, 0.28],
      crotch: [0.38, 0.46],
      hip: [0.47, 0.5],
      waist: [0.6, 0.615],
      hps: [0.8, 0.83],
    },
  },
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A level as its height at the range's sample size and its step per size (cm, to 0.1). */
export interface LevelLine {
  base: number;
  step: number;
}

function measuredLine(range: SizeRange, lm: Measured): LevelLine {
  const spec = SIZE_RANGE_SPECS[range];
  const src = LEVEL_SOURCES[range];
  const n = spec.sizes.length - 1;
  const b = spec.sizes.indexOf(spec.baseSize);
  const first = src.stature[0] * src.fraction[lm][0];
  const last = src.stature[1] * src.fraction[lm][1];
  const step = (last - first) / n;
  return { base: round1(first + step * b), step: round1(step) };
}

const mid = (a: LevelLine, b: LevelLine): LevelLine => ({
  base: round1((a.base + b.base) / 2),
  step: round1((a.step + b.step) / 2),
});

/** The height of a landmark above the floor, at the sample size and per size step, in a range. */
export function levelLine(range: SizeRange, lm: Landmark): LevelLine {
  if (lm === 'floor') return { base: 0, step: 0 };
  if (lm === 'midThigh') return mid(levelLine(range, 'crotch'), levelLine(range, 'knee'));
  if (lm === 'midCalf') return mid(levelLine(range, 'knee'), levelLine(range, 'ankle'));
  return measuredLine(range, lm);
}

/** The height of a landmark above the floor at every size of the range (cm). */
export function bodyLevels(range: SizeRange, lm: Landmark): Record<string, number> {
  const spec = SIZE_RANGE_SPECS[range];
  const b = spec.sizes.indexOf(spec.baseSize);
  const l = levelLine(range, lm);
  return Object.fromEntries(spec.sizes.map((s, i) => [s, round1(l.base + l.step * (i - b))]));
}

/**
 * How a length point of measure follows the body: the distance between two landmarks plus an offset, times a share
 * (`(from - to + offset) * times`); `stepOnly` keeps the drafted sample-size value (a top's kind sets how far below the
 * landmark it ends) and takes only the step; `follows` keeps the drafted difference from another point of measure.
 */
export type LengthRule =
  { from: Landmark; to: Landmark; offset?: number; times?: number; stepOnly?: boolean } | { follows: string };

/** A landmark length at the sample size and its step per size (cm). */
export function landmarkLength(
  rule: { from: Landmark; to: Landmark; offset?: number; times?: number },
  range: SizeRange,
): LevelLine {
  const a = levelLine(range, rule.from);
  const b = levelLine(range, rule.to);
  const times = rule.times ?? 1;
  return {
    base: round1((a.base - b.base + (rule.offset ?? 0)) * times),
    step: round1((a.step - b.step) * times),
  };
}
