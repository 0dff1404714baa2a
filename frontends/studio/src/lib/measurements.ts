import { gradeValue, pomNameOf, SIZES, type Size } from '@techpack/catalog';
import type { GradedSpec, PomRow } from './types';
import { humanize, parseMeasurement } from './format';

const round1 = (n: number) => Math.round(n * 10) / 10;
const isCatalogSize = (s: string): s is Size => (SIZES as readonly string[]).includes(s);

// The value of a row at `size` when it is graded from the base size by `gradeStep` per size.
// The catalog's grade rule is the one the server uses (the step into XXL is larger), so the browser and a
// reload always show the same table; a size outside the catalog's range grades linearly.
export function gradedValue(
  base: number,
  gradeStep: number,
  baseSize: string,
  size: string,
  sizes: readonly string[] = SIZES,
): number {
  if (isCatalogSize(baseSize) && isCatalogSize(size)) return gradeValue({ grade: gradeStep }, base, baseSize, size);
  const offset = sizes.indexOf(size) - sizes.indexOf(baseSize);
  return round1(base + offset * gradeStep);
}

// The base-size value that grades to `value` at `size` (editing any size column moves the whole row).
export function baseForValueAt(
  value: number,
  gradeStep: number,
  baseSize: string,
  size: string,
  sizes: readonly string[] = SIZES,
): number {
  const probe = 1000;
  const delta = gradedValue(probe, gradeStep, baseSize, size, sizes) - probe;
  return round1(value - delta);
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
    // Another size: the grade rule follows, so the row is regraded from the base value that gives `cm` there.
    const base = baseForValueAt(cm, row.gradeStep, spec.baseSize, size, spec.sizes);
    return regradeRow({ ...row, provenance: 'user' as const }, spec, base);
  });
  return { ...spec, rows };
}

export interface MeasurementRow {
  key: string;
  label: string;
  cm: number | null;
  raw: string | number;
}

// The garment grammar's name of a measurement key, half measures spelled out ('sweep' -> '1/2 Sweep (hem)').
export const measurementLabel = (key: string): string => pomNameOf(key) ?? humanize(key);

// The plain `measurements` map as rows (tech packs without a graded table, and the viewer's key figures). A key the
// pack's own graded table names is called by that name: the grammar names some points after the garment (a skirt's
// `flyLength` is its 'Zip opening length (invisible zip)'), which the name by key alone (a fly, as pants have) cannot.
export function measurementRows(
  measurements: Record<string, string | number> | undefined,
  spec?: { rows?: { key?: string; name: string }[] },
): MeasurementRow[] {
  const named = new Map((spec?.rows ?? []).filter((r) => r.key).map((r) => [r.key as string, r.name]));
  return Object.entries(measurements ?? {}).map(([key, raw]) => ({
    key,
    label: named.get(key) ?? measurementLabel(key),
    cm: parseMeasurement(raw),
    raw,
  }));
}

// `measurements` keeps the same text style the server used ('62 cm' stays text, numbers stay numbers).
export function writeMeasurement(previous: string | number | undefined, cm: number): string | number {
  return typeof previous === 'number' ? cm : `${cm} cm`;
}
