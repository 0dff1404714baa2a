import { SIZES, type Size } from './enums';
import type { GrammarPom } from './grammar/types';
import { gradeInRange } from './sizing/grade';
import { rangeOfSize, type SizeLabel } from './sizing/ranges';

// Grade rules: each POM grows by its grade step per size away from the base (sample) size.
// Grades grow at the ends of the range: the step into XXL is 1.25 x the regular step.
export const END_OF_RANGE_FACTOR = 1.25;

function stepBetween(pom: Pick<GrammarPom, 'grade'>, fromIndex: number, toIndex: number): number {
  // step from size index `fromIndex` to `fromIndex + 1`
  const upper = Math.max(fromIndex, toIndex);
  return upper === SIZES.length - 1 ? pom.grade * END_OF_RANGE_FACTOR : pom.grade;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

// Value of a POM at `size`, given its value at `baseSize`.
// Kids' ages (2Y-14Y) grade along their own range (sizing/grade.ts); a label outside both ranges keeps the value.
export function gradeValue(
  pom: Pick<GrammarPom, 'grade'>,
  baseValue: number,
  baseSize: Size | SizeLabel,
  size: Size | SizeLabel,
): number {
  if (rangeOfSize(baseSize) === 'kids' || rangeOfSize(size) === 'kids')
    return gradeInRange(pom.grade, baseValue, baseSize, size, 'girthMajor', 'kids');
  const b = SIZES.indexOf(baseSize as Size);
  const t = SIZES.indexOf(size as Size);
  if (b < 0 || t < 0) return round1(baseValue);
  let v = baseValue;
  if (t > b) for (let i = b; i < t; i++) v += stepBetween(pom, i, i + 1);
  if (t < b) for (let i = b; i > t; i--) v -= stepBetween(pom, i - 1, i);
  return round1(Math.max(0.1, v));
}

// Value at size M implied by a value measured at another size (inverse of gradeValue).
export function baseFromSize(pom: Pick<GrammarPom, 'grade'>, value: number, size: Size): number {
  const atM = gradeValue(pom, value, size, 'M');
  return atM;
}

export function gradedValues(
  pom: Pick<GrammarPom, 'grade'>,
  baseValue: number,
  baseSize: Size,
): Record<Size, number> {
  return Object.fromEntries(SIZES.map((s) => [s, gradeValue(pom, baseValue, baseSize, s)])) as Record<
    Size,
    number
  >;
}

export const formatCm = (cm: number): string => `${round1(cm)} cm`;

// Parses '62 cm', '62', 62, '62.5cm' into centimetres; undefined if not a number.
export function parseCm(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(cm)?\s*$/i.exec(value);
  return m ? Number(m[1]) : undefined;
}

/** Steps (cm) of a graded row that differ by at most this still read as one step (the table is rounded to 0.1 cm). */
export const EVEN_GRADE_SPREAD_CM = 0.1;

/**
 * What a graded table's Grade column says for one row: its grade step where the row steps evenly between neighbouring
 * sizes, else the range of its steps (a body table that steps unevenly, e.g. +2.9 +2.6 +3.6 +4.5 +5.0 -> 2.6 to 5.0).
 * The PDF's graded spec and the studio's measurements table both show this.
 */
export function gradeColumn(
  row: { gradeStep: number; values: Record<string, number | undefined> },
  sizes: readonly string[],
): { even: true; step: number } | { even: false; min: number; max: number } {
  const vals = sizes
    .map((s) => row.values[s])
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const steps = vals.slice(1).map((v, i) => round1(v - vals[i]));
  if (steps.length < 2) return { even: true, step: row.gradeStep };
  const min = Math.min(...steps);
  const max = Math.max(...steps);
  return max - min > EVEN_GRADE_SPREAD_CM + 1e-9
    ? { even: false, min, max }
    : { even: true, step: row.gradeStep };
}

/** The Grade column's text, each number written by `fmt` (cm or inches): '3.6', or '2.6-5.0' where the steps differ. */
export function gradeColumnText(
  row: { gradeStep: number; values: Record<string, number | undefined> },
  sizes: readonly string[],
  fmt: (cm: number) => string,
): string {
  const g = gradeColumn(row, sizes);
  return g.even ? fmt(g.step) : `${fmt(g.min)}-${fmt(g.max)}`;
}
