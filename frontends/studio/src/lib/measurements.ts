import {
  gradeClassOf,
  gradeInRange,
  isSizeRange,
  pomNameOf,
  rangeOfSize,
  type GradeClass,
  type SizeRange,
} from '@techpack/catalog';
import type { GradedSpec, PomRow } from './types';
import { humanize, parseMeasurement } from './format';

const round1 = (n: number) => Math.round(n * 10) / 10;
const CLASSES: GradeClass[] = ['girthMajor', 'girthMinor', 'lengthMajor', 'lengthMinor'];

type GradeRow = Pick<PomRow, 'key' | 'gradeStep'> & {
  gradeClass?: GradeClass;
  values?: Record<string, number>;
};
type SpecShape = Pick<GradedSpec, 'baseSize' | 'sizes'> & { sizeRange?: string };

/** The size range a table is graded in: the one the server names, else the one its labels belong to. */
export function rangeOfSpec(spec: SpecShape): SizeRange {
  return isSizeRange(spec.sizeRange) ? spec.sizeRange : (rangeOfSize(spec.baseSize) ?? 'unisex');
}

/**
 * The grade class of a row: the one the server names, else the class whose steps reproduce the row's own values (a
 * table saved before rows carried their class), else the catalog's guess from the key.
 */
export function gradeClassOfRow(row: GradeRow, spec: SpecShape): GradeClass {
  if (row.gradeClass) return row.gradeClass;
  const base = row.values?.[spec.baseSize];
  if (base !== undefined && row.gradeStep > 0) {
    const range = rangeOfSpec(spec);
    const fits = CLASSES.find((cls) =>
      spec.sizes.every(
        (s) =>
          row.values?.[s] === undefined ||
          gradeInRange(row.gradeStep, base, spec.baseSize, s, cls, range) === row.values[s],
      ),
    );
    if (fits) return fits;
  }
  return gradeClassOf(row.key, 'girth', row.gradeStep);
}

// The value of a row at `size` when it is graded from the base size: the catalog's gradeInRange, the function the
// server grades the saved table with (the steps follow the range's body table), so a preview is what a save stores.
export function gradedValue(base: number, row: GradeRow, spec: SpecShape, size: string): number {
  return gradeInRange(
    row.gradeStep,
    base,
    spec.baseSize,
    size,
    gradeClassOfRow(row, spec),
    rangeOfSpec(spec),
  );
}

// The base-size value that grades to `value` at `size` (editing any size column moves the whole row).
export function baseForValueAt(value: number, row: GradeRow, spec: SpecShape, size: string): number {
  const probe = 1000;
  const delta = gradedValue(probe, row, spec, size) - probe;
  return round1(value - delta);
}

export function regradeRow(row: PomRow, spec: SpecShape, base = row.values[spec.baseSize]): PomRow {
  const cls = gradeClassOfRow(row, spec);
  const values: Record<string, number> = {};
  for (const size of spec.sizes)
    values[size] = gradedValue(base ?? 0, { ...row, gradeClass: cls }, spec, size);
  return { ...row, gradeClass: cls, values };
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
  const rows = spec.rows.map((was, i) => {
    if (i !== rowIndex) return was;
    // the class is read from the row as it grades now, before a new grade step changes its values
    const row = { ...was, gradeClass: gradeClassOfRow(was, spec) };
    if (field === 'tolerance') return { ...row, tolerance: cm, provenance: 'user' as const };
    if (field === 'gradeStep')
      return regradeRow({ ...row, gradeStep: cm, provenance: 'user' as const }, spec);
    if (!size || size === spec.baseSize) return regradeRow({ ...row, provenance: 'user' as const }, spec, cm);
    // Another size: the grade rule follows, so the row is regraded from the base value that gives `cm` there.
    const base = baseForValueAt(cm, row, spec, size);
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
