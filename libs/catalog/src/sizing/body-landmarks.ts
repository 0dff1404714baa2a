// The body's vertical landmarks at each range's sample (base) size: the heights above the floor (cm) that a length
// class ends at. A class's length at the sample size is the distance between two of them (a knee dress: HPS to knee);
// the other sizes are graded from it by the range's length steps (./grade.ts), as every length is. Sources, the base
// size's vertical rows of each range's table, in inches (converted at 2.54 cm, to 0.1 cm):
//   womens  ASTM D5585-11 (adult female misses), sizes 8 and 10 averaged (= M): stature 65 1/2, cervical height
//           56 1/2, waist height 41, crotch height 30 1/4, knee height 18 1/4, ankle height 2 3/4; Aldrich, Metric
//           Pattern Cutting for Women's Wear, size 12 (waist to floor 104 cm, waist to knee 58.5 cm) agrees within 1 cm
//   mens    ASTM D6240 (adult men, regular), chest 38 and 40 averaged (= M): stature 70, cervical height 60, waist
//           height 42 1/2, crotch height 32 1/2, knee height 20, ankle height 3 1/4
//   unisex  the men's table (the trade's unisex basis, as for its girth grades)
//   kids    EN 13402-3 stature 128 cm (8Y); the vertical rows of ASTM D6458 (boys) / D6192 (girls) size 8, which share
//           the child rows: cervical height 41 1/2, waist height 30 1/4, crotch height 22 1/2, knee height 13 3/4,
//           ankle height 2 1/2
// The figures are to be confirmed against licensed copies of the tables (docs/trade-knowledge.md). Dress and top
// lengths are measured from the HPS; the tables give no HPS height and the side neck point stands at about the
// cervicale's level, so the cervical height stands in for it. Mid-thigh is midway between crotch and knee, mid-calf
// midway between knee and ankle (the trade's definitions).
import type { SizeRange } from './ranges';

export const LANDMARKS = [
  'ankle',
  'midCalf',
  'knee',
  'midThigh',
  'crotch',
  'waist',
  'hps',
  'stature',
] as const;
export type Landmark = (typeof LANDMARKS)[number];
type Measured = Exclude<Landmark, 'midThigh' | 'midCalf'>;

const IN = 2.54;
const round1 = (n: number) => Math.round(n * 10) / 10;
// a table's vertical rows in inches (hps = cervical height), with the stature in cm
const fromInches = (
  staturecm: number,
  row: Record<Exclude<Measured, 'stature'>, number>,
): Record<Measured, number> => ({
  stature: staturecm,
  ...(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, round1(v * IN)])) as Record<
    Exclude<Measured, 'stature'>,
    number
  >),
});

const MENS = fromInches(177.8, { hps: 60, waist: 42.5, crotch: 32.5, knee: 20, ankle: 3.25 });

/** Measured landmark heights (cm) at each range's sample size, as cited above. */
export const BASE_LANDMARKS: Record<SizeRange, Record<Measured, number>> = {
  womens: fromInches(166.4, { hps: 56.5, waist: 41, crotch: 30.25, knee: 18.25, ankle: 2.75 }),
  mens: MENS,
  unisex: MENS,
  kids: fromInches(128, { hps: 41.5, waist: 30.25, crotch: 22.5, knee: 13.75, ankle: 2.5 }),
};

/** A landmark's height above the floor (cm) at the range's sample size. */
export function landmarkHeight(range: SizeRange, lm: Landmark): number {
  const b = BASE_LANDMARKS[range];
  if (lm === 'midThigh') return round1((b.crotch + b.knee) / 2);
  if (lm === 'midCalf') return round1((b.knee + b.ankle) / 2);
  return b[lm];
}

/** The vertical distance between two landmarks (cm) at the range's sample size. */
export const between = (range: SizeRange, from: Landmark, to: Landmark): number =>
  round1(landmarkHeight(range, from) - landmarkHeight(range, to));
