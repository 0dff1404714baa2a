// The building blocks of the points of measure: one point of measure (its code, how to measure, tolerance), and the
// lengths and garment kinds that the tops', bottoms', BOM's and construction's rules share.
import type { GarmentKind } from '../fabrics';
import type { GrammarPom } from './types';
import { HOW, POM_CODES } from './pom-codes';
import { MIN_TOLERANCE_CM } from './types';

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Tolerance for a grade step: 40 % of the step (bands of neighbouring sizes never overlap), at least 0.3 cm. */
export function toleranceFor(grade: number, kind: GrammarPom['kind']): number {
  if (kind === 'detail' || grade <= 0) return MIN_TOLERANCE_CM;
  return Math.max(MIN_TOLERANCE_CM, round1(Math.min(grade * 0.4, 1.5)));
}

export function pom(
  key: string,
  name: string,
  base: number,
  grade: number,
  kind: GrammarPom['kind'],
  feature?: string,
  how?: string,
): GrammarPom {
  const g = kind === 'detail' ? 0 : grade;
  return {
    code: POM_CODES[key] ?? key,
    key,
    name,
    howToMeasure: how ?? HOW[key] ?? HOW[key.replace(/Long|Short$/, '')] ?? '',
    base: round1(base),
    grade: g,
    tolerance: toleranceFor(g, kind),
    kind,
    ...(feature ? { feature } : {}),
  };
}

// The drafted lengths of each class: a top's proportion of its kind's block, a dress's and skirt's size-M draft. The
// sized value comes from the range's body at its sample size (./length-classes.ts); the BOM's fabric takes the
// class's proportion from these.
export const TOP_LENGTH: Record<string, number> = {
  cropped: 0.78,
  hip: 1,
  thigh: 1.18,
  'knee-or-longer': 1.45,
};
export const DRESS_LENGTH: Record<string, number> = { mini: 82, knee: 98, midi: 115, maxi: 140 };
export const SKIRT_LENGTH: Record<string, number> = { mini: 42, knee: 58, midi: 75, maxi: 96 };
export const RIB_CUFF_KINDS: GarmentKind[] = ['hoodie', 'sweatshirt', 'sweater'];
