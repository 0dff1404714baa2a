// Grading within a size range: a point of measure's step at the sample size is its `grade`; the steps to the other sizes
// follow the shape of the range's body table (a women's half chest grows 2.6 cm from S to M and 4.5 cm from L to XL,
// as ASTM D5585 does), so the graded table follows the cited table, not a flat step.
import { NOMINAL_STEP, SIZE_RANGE_SPECS, rangeOfSize, type GradeClass, type SizeRange } from './ranges';

const round1 = (n: number) => Math.round(n * 10) / 10;

const GIRTH_MAJOR = new Set([
  'chestWidth',
  'waist',
  'waistExtended',
  'hip',
  'sweep',
  'waistWidth',
  'highHip',
  'kangarooWidth',
]);
const LENGTH_MAJOR = new Set([
  'length',
  'centreBackLength',
  'zipLength',
  'skirtLength',
  'inseam',
  'outseam',
  'waistPosition',
]);

/** The grade class of a point of measure: which column of the range's table its steps follow. */
export function gradeClassOf(
  key: string,
  kind: 'girth' | 'length' | 'detail' | string,
  grade = 1,
): GradeClass {
  if (kind === 'detail' || grade <= 0) return 'none';
  if (GIRTH_MAJOR.has(key)) return 'girthMajor';
  if (LENGTH_MAJOR.has(key)) return 'lengthMajor';
  return kind === 'length' ? 'lengthMinor' : 'girthMinor';
}

/** The step at the sample size for a range, from the grammar's nominal grade (written for 2.5 cm half-chest steps). */
export function rangeGrade(nominalGrade: number, cls: GradeClass, range: SizeRange): number {
  if (cls === 'none' || nominalGrade <= 0) return 0;
  const spec = SIZE_RANGE_SPECS[range];
  const b = spec.sizes.indexOf(spec.baseSize);
  const atBase = spec.steps[cls][Math.min(b, spec.steps[cls].length - 1)];
  return round1((nominalGrade * atBase) / NOMINAL_STEP[cls]);
}

function intervalStep(grade: number, cls: GradeClass, range: SizeRange, i: number): number {
  if (cls === 'none') return grade;
  const spec = SIZE_RANGE_SPECS[range];
  const steps = spec.steps[cls];
  const b = Math.min(spec.sizes.indexOf(spec.baseSize), steps.length - 1);
  const ref = steps[b];
  return ref > 0 ? (grade * steps[i]) / ref : grade;
}

/**
 * Value of a point of measure at `size` given its value at `baseSize`, in `range` (inferred from the labels when not
 * given). `grade` is the step from the sample size up one size; the other steps follow the range's table.
 */
export function gradeInRange(
  grade: number,
  baseValue: number,
  baseSize: string,
  size: string,
  cls: GradeClass = 'girthMajor',
  range?: SizeRange,
): number {
  const r = range ?? rangeOfSize(baseSize) ?? 'unisex';
  const sizes = SIZE_RANGE_SPECS[r].sizes as readonly string[];
  const b = sizes.indexOf(baseSize);
  const t = sizes.indexOf(size);
  if (b < 0 || t < 0 || grade === 0) return round1(baseValue);
  let v = baseValue;
  if (t > b) for (let i = b; i < t; i++) v += intervalStep(grade, cls, r, i);
  if (t < b) for (let i = b - 1; i >= t; i--) v -= intervalStep(grade, cls, r, i);
  return round1(Math.max(0.1, v));
}

/** Every size of the range for one point of measure. */
export function gradedInRange(
  grade: number,
  baseValue: number,
  baseSize: string,
  cls: GradeClass,
  range: SizeRange,
): Record<string, number> {
  return Object.fromEntries(
    SIZE_RANGE_SPECS[range].sizes.map((s) => [s, gradeInRange(grade, baseValue, baseSize, s, cls, range)]),
  );
}

/** The smallest step between two neighbouring sizes of the range for a grade (tolerances must stay under half of it). */
export function smallestStep(grade: number, cls: GradeClass, range: SizeRange): number {
  if (cls === 'none' || grade <= 0) return 0;
  const n = SIZE_RANGE_SPECS[range].sizes.length - 1;
  let min = Infinity;
  for (let i = 0; i < n; i++) min = Math.min(min, intervalStep(grade, cls, range, i));
  return min;
}

/** Quantity (fabric metres, thread) per size of a range: +/- `stepShare` of the sample-size quantity per size. */
export function perSizeInRange(
  atBase: number,
  range: SizeRange,
  stepShare = 0.04,
  decimals = 2,
): Record<string, number> {
  const spec = SIZE_RANGE_SPECS[range];
  const b = spec.sizes.indexOf(spec.baseSize);
  const f = 10 ** decimals;
  // kids' sizes differ more in area from one size to the next (a 2Y tee uses about half the fabric of a 14Y)
  const share = range === 'kids' ? stepShare * 2.5 : stepShare;
  return Object.fromEntries(
    spec.sizes.map((s, i) => [s, Math.round(atBase * Math.max(0.3, 1 + (i - b) * share) * f) / f]),
  );
}
