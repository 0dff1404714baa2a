import { formatCm, parseCm, toleranceFor } from '@techpack/catalog';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';
import { customPomOf, codeFor, nextCustomCode } from './grade-table';
import { fieldError } from './type-rules';
import type { Change, Mark } from './update-log';

// PUT `pointsOfMeasure`: the designer's own points of measure added or deleted (a standard one cannot be), and the
// tolerance or grade of any point edited. `codes`: the pack's pomCodes (a new point takes the next free code).
export function applyPomUpdate(
  next: TechPack,
  codes: Record<string, string>,
  update: TechPackUpdate,
  mark: Mark,
  changed: string[],
  changes: Change[],
): void {
  if (!update.pointsOfMeasure) return;
  const { add = [], remove = [], edit = {} } = update.pointsOfMeasure;
  next.customPoms ??= {};
  next.pomOverrides ??= {};
  for (const p of add) {
    let key =
      p.key ??
      (p.name
        .replace(/[^A-Za-z0-9 ]/g, '')
        .replace(/ (\w)/g, (_, c: string) => c.toUpperCase())
        .replace(/^./, (c) => c.toLowerCase()) ||
        'custom');
    if (!/^[A-Za-z]/.test(key)) key = `pom${key}`;
    key = key.slice(0, 40);
    const base = key;
    let n = 2;
    while (key in next.measurements || next.pointsOfMeasure.rows.some((r) => r.key === key))
      key = `${base}${n++}`;
    const cm = parseCm(p.value)!;
    const auto = customPomOf(key, cm);
    const grade = p.grade ?? auto.grade;
    next.customPoms[key] = {
      name: p.name,
      howToMeasure: p.howToMeasure || auto.howToMeasure,
      grade,
      tolerance: p.tolerance ?? toleranceFor(grade, grade === 0 ? 'detail' : 'girth'),
    };
    next.measurements[key] = formatCm(cm);
    codeFor(codes, key, nextCustomCode(codes));
    mark(`measurements.${key}`, '-', `${p.name} ${formatCm(cm)} (${codes[key]})`);
  }
  for (const key of remove) {
    if (!next.customPoms[key])
      throw fieldError(
        `pointsOfMeasure.remove`,
        `Only points of measure added by the designer can be deleted (${key} is a standard point of measure)`,
      );
    changes.push({
      field: `pointsOfMeasure.${key}`,
      from: `${next.customPoms[key].name} (${codes[key] ?? '-'})`,
      to: 'deleted',
    });
    delete next.customPoms[key];
    delete next.measurements[key];
    delete next.provenance[`measurements.${key}`];
    delete next.pomOverrides[key];
    changed.push(`pointsOfMeasure.${key}`); // its code stays reserved in pomCodes
  }
  for (const [key, e] of Object.entries(edit)) {
    const row =
      next.pointsOfMeasure.rows.find((r) => r.key === key) ??
      (next.customPoms[key]
        ? { tolerance: next.customPoms[key].tolerance, gradeStep: next.customPoms[key].grade }
        : undefined);
    if (!row) throw fieldError(`pointsOfMeasure.edit.${key}`, `Unknown point of measure: ${key}`);
    const o = { ...next.pomOverrides[key] };
    if (e.tolerance !== undefined && e.tolerance !== row.tolerance) {
      changes.push({
        field: `pointsOfMeasure.${key}.tolerance`,
        from: String(row.tolerance),
        to: String(e.tolerance),
      });
      o.tolerance = e.tolerance;
    }
    if (e.grade !== undefined && e.grade !== row.gradeStep) {
      changes.push({
        field: `pointsOfMeasure.${key}.grade`,
        from: String(row.gradeStep),
        to: String(e.grade),
      });
      o.grade = e.grade;
    }
    if (o.tolerance !== next.pomOverrides[key]?.tolerance || o.grade !== next.pomOverrides[key]?.grade) {
      next.pomOverrides[key] = o;
      changed.push(`pointsOfMeasure.${key}`);
    }
  }
}
