import { SIZES } from '@techpack/catalog';
import type { GradedSpec, PomRow } from './types';
import { humanize, parseMeasurement } from './format';

const round1 = (n: number) => Math.round(n * 10) / 10;

// The value of a row at `size` when it is graded from the base size by `gradeStep` per size.
export function gradedValue(
  base: number,
  gradeStep: number,
  baseSize: string,
  size: string,
  sizes: readonly string[] = SIZES,
): number {
  const offset = sizes.indexOf(size) - sizes.indexOf(baseSize);
  return round1(base + offset * gradeStep);
}

export function regradeRow(
  row: PomRow,
  spec: Pick<GradedSpec, 'baseSize' | 'sizes'>,
  base = row.values[spec.baseSize],
): PomRow {
  const values: Record<string, number> = {};
  for (const size of spec.sizes)
    values[size] = gradedValue(base ?? 0, row.gradeStep, spec.baseSize, size, spec.sizes);
  return { ...row, values };
}

export type PomField = 'value' | 'tolerance' | 'gradeStep';

// One cell edit in the graded table. Editing the base size regrades the row; another size is an override.
export function editPom(
  spec: GradedSpec,
  rowIndex: number,
  field: PomField,
  cm: number,
  size?: string,
): GradedSpec {
  const rows = spec.rows.map((row, i) => {
    if (i !== rowIndex) return row;
    if (field === 'tolerance') return { ...row, tolerance: cm, provenance: 'user' as const };
    if (field === 'gradeStep')
      return regradeRow({ ...row, gradeStep: cm, provenance: 'user' as const }, spec);
    if (!size || size === spec.baseSize) return regradeRow({ ...row, provenance: 'user' as const }, spec, cm);
    return { ...row, values: { ...row.values, [size]: cm }, provenance: 'user' as const };
  });
  return { ...spec, rows };
}

export interface MeasurementRow {
  key: string;
  label: string;
  cm: number | null;
  raw: string | number;
}

// The plain `measurements` map as rows (tech packs without a graded table, and the viewer's key figures).
export function measurementRows(measurements: Record<string, string | number> | undefined): MeasurementRow[] {
  return Object.entries(measurements ?? {}).map(([key, raw]) => ({
    key,
    label: humanize(key),
    cm: parseMeasurement(raw),
    raw,
  }));
}

// `measurements` keeps the same text style the server used ('62 cm' stays text, numbers stay numbers).
export function writeMeasurement(previous: string | number | undefined, cm: number): string | number {
  return typeof previous === 'number' ? cm : `${cm} cm`;
}
