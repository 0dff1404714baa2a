// Finished measurements against the body: a garment's full girth at bust and waist is the body's girth (the range's
// cited body table, ranges.ts) plus ease. Woven cloth does not stretch, so it needs positive ease; a knit may sit below
// the body only as far as its stretch allows (jersey and rib about 5 % of the body, a sweater knit none); padding needs
// room for its loft. Minimum ease in cm on the full girth, by fabric class (pattern-making practice: Aldrich,
// "Metric Pattern Cutting for Women's Wear", close-fitting bodice blocks carry 5-8 cm at the bust, 2-4 cm at the waist).
import { SIZE_RANGE_SPECS, type SizeRange } from './ranges';
import type { FabricClass } from './tolerances';

export const EASE_POINTS = { chestWidth: 'chest', waistWidth: 'waist' } as const;
export type EasePoint = keyof typeof EASE_POINTS;

const MIN_EASE: Record<FabricClass, { chest: number; waist: number } | { stretchShare: number }> = {
  woven: { chest: 6, waist: 3 },
  'stretch-woven': { chest: 3, waist: 1.5 },
  padded: { chest: 12, waist: 8 },
  'sweater-knit': { chest: 0, waist: 0 },
  knit: { stretchShare: 0.05 },
};

/** The least full girth (cm) a garment of this fabric class may finish at, for a body girth. */
export function minFinishedGirth(body: number, point: 'chest' | 'waist', fabricClass: FabricClass): number {
  const rule = MIN_EASE[fabricClass] ?? MIN_EASE.woven;
  return 'stretchShare' in rule ? body * (1 - rule.stretchShare) : body + rule[point];
}

/** The body girth (cm) of the range's table at a size, for a point with ease; undefined where the table has none. */
export function bodyGirthAt(range: SizeRange, size: string, point: 'chest' | 'waist'): number | undefined {
  const spec = SIZE_RANGE_SPECS[range];
  const i = spec.sizes.indexOf(size as never);
  return i >= 0 ? spec.body[point][i] : undefined;
}

/** The half measure a point must reach at a size (half the least finished girth); undefined where no rule applies. */
export function minHalfGirth(
  key: string,
  range: SizeRange,
  size: string,
  fabricClass: FabricClass,
): number | undefined {
  const point = EASE_POINTS[key as EasePoint];
  if (!point) return undefined;
  const body = bodyGirthAt(range, size, point);
  return body === undefined
    ? undefined
    : Math.round((minFinishedGirth(body, point, fabricClass) / 2) * 10) / 10;
}
