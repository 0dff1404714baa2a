import {
  bodyGirthAt,
  dimensionFloor,
  minHalfGirth,
  pomClassOf,
  EASE_POINTS,
  type GarmentSpec,
} from '@techpack/catalog';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';

type Add = (
  code: string,
  severity: 'error' | 'warning',
  message: string,
  fields: string[],
  fix?: TechPackUpdate,
) => void;

// The finished bust and waist at every size against the range's body table plus the fabric's least ease (a woven
// needs positive ease, a knit may sit below the body only as far as its stretch allows): an error names the size, the
// finished and body girths, and offers the least half measure at the sample size.
export function easeCheck(
  pack: TechPack,
  spec: Pick<GarmentSpec, 'sizeRange' | 'fabricClass'>,
  add: Add,
): void {
  for (const r of pack.pointsOfMeasure.rows) {
    const point = EASE_POINTS[r.key as keyof typeof EASE_POINTS];
    if (!point) continue;
    const short = pack.pointsOfMeasure.sizes.filter((size) => {
      const least = minHalfGirth(r.key, spec.sizeRange, size, spec.fabricClass);
      return least !== undefined && typeof r.values[size] === 'number' && r.values[size] < least - 0.3; // graded values are rounded to the millimetre
    });
    if (short.length === 0) continue;
    const size = short[0];
    const body = bodyGirthAt(spec.sizeRange, size, point)!;
    const least = minHalfGirth(r.key, spec.sizeRange, pack.selectedSize, spec.fabricClass);
    add(
      'EASE_BELOW_BODY',
      'error',
      `${r.code} ${r.name} at ${short.join(', ')}: ${Math.round(r.values[size] * 20) / 10} cm finished around a ${body} cm body ${point} leaves less than a ${spec.fabricClass} fabric's least ease`,
      [`measurements.${r.key}`],
      least !== undefined ? { measurements: { [r.key]: least } } : undefined,
    );
  }
}

/** A tolerance at the dimension's own floor (a long length) is accepted even where it meets the next size's band. */
export const atDimensionFloor = (key: string, kind: string, tolerance: number, value: number | undefined) =>
  tolerance <= dimensionFloor(pomClassOf(key, kind), value) + 1e-9;
