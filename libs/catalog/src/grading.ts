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
export function gradeValue(pom: Pick<GrammarPom, 'grade'>, baseValue: number, baseSize: Size | SizeLabel, size: Size | SizeLabel): number {
  if (rangeOfSize(baseSize) === 'kids' || rangeOfSize(size) === 'kids') return gradeInRange(pom.grade, baseValue, baseSize, size, 'girthMajor', 'kids');
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

export function gradedValues(pom: Pick<GrammarPom, 'grade'>, baseValue: number, baseSize: Size): Record<Size, number> {
  return Object.fromEntries(SIZES.map((s) => [s, gradeValue(pom, baseValue, baseSize, s)])) as Record<Size, number>;
}

export const formatCm = (cm: number): string => `${round1(cm)} cm`;

// Parses '62 cm', '62', 62, '62.5cm' into centimetres; undefined if not a number.
export function parseCm(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(cm)?\s*$/i.exec(value);
  return m ? Number(m[1]) : undefined;
}
