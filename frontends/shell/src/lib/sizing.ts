import { INCH_PER_CM } from '@techpack/catalog';

// Sizing Fixer constants (spec section 2).
export const MEASUREMENT_KEYS = ['length', 'chestWidth', 'sleeveLength', 'shoulderWidth'] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];
export type Measurements = Record<MeasurementKey, number>;

export const MEASUREMENT_LABELS: Record<MeasurementKey, string> = {
  length: 'Length',
  chestWidth: 'Chest width',
  sleeveLength: 'Sleeve length',
  shoulderWidth: 'Shoulder width',
};

export const BASE_CM: Measurements = { length: 70, chestWidth: 52, sleeveLength: 20, shoulderWidth: 44 };
export const INCREMENTS_CM: Measurements = { chestWidth: 5, length: 2.5, sleeveLength: 1, shoulderWidth: 2 };
export const SIZING_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

// Numeric input: parsed as a decimal, anything invalid becomes 0.
export function parseMeasurement(raw: string): number {
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) ? n : 0;
}

// cm x 0.393701, rounded to 2 decimals, shown with 2 decimals; 'N/A' when missing.
export function toInches(cm: number | null | undefined): string {
  if (cm === null || cm === undefined || !Number.isFinite(cm)) return 'N/A';
  return (Math.round(cm * INCH_PER_CM * 100) / 100).toFixed(2);
}

// The value for the size at index i: base + i x increment (cm).
export function gradedCm(
  base: number | undefined,
  increment: number | undefined,
  index: number,
): number | undefined {
  if (base === undefined || increment === undefined || !Number.isFinite(base) || !Number.isFinite(increment))
    return undefined;
  return base + index * increment;
}

export function sizeChart(
  base: Partial<Measurements>,
  inc: Partial<Measurements>,
): { size: string; values: Record<MeasurementKey, string> }[] {
  return SIZING_SIZES.map((size, i) => ({
    size,
    values: Object.fromEntries(
      MEASUREMENT_KEYS.map((k) => [k, toInches(gradedCm(base[k], inc[k], i))]),
    ) as Record<MeasurementKey, string>,
  }));
}
