import {
  POM_CODES,
  defaultSizeRange,
  gradeInRange,
  isSizeRange,
  sampleSizeOf,
  sizesOf,
  parseCm,
  toleranceFor,
  type GrammarPom,
} from '@techpack/catalog';
import type { PomRow, TechPack } from '@techpack/contracts';

// ------------------------------------------------------------------------------------------ graded table and codes

export function customPomOf(
  key: string,
  value: number,
): { name: string; howToMeasure: string; tolerance: number; grade: number } {
  const grade = value > 40 ? 1.5 : 0.6;
  return {
    name: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
    howToMeasure: 'As specified by the designer; confirm the measuring point on the sample.',
    tolerance: toleranceFor(grade, 'girth'),
    grade,
  };
}

/** Gives `key` its code: the one it already has, else its library code if free, else the next free one. Never reuses a code. */
export function codeFor(codes: Record<string, string>, key: string, preferred: string): string {
  if (codes[key]) return codes[key];
  const used = new Set(Object.values(codes));
  let code = preferred;
  if (used.has(code)) {
    let n = 1;
    const stem = /^X\d+$/.test(preferred) ? 'X' : `${preferred}.`;
    while (used.has(stem === 'X' ? `X${n}` : `${stem}${n}`)) n++;
    code = stem === 'X' ? `X${n}` : `${stem}${n}`;
  }
  codes[key] = code;
  return code;
}

export function nextCustomCode(codes: Record<string, string>): string {
  let n = 1;
  const used = new Set(Object.values(codes));
  while (used.has(`X${n}`)) n++;
  return `X${n}`;
}

// Graded spec around `baseSize`: base values are the pack's measurements at that size.
export function gradeTable(pack: TechPack, poms: GrammarPom[]) {
  const codes = pack.pomCodes!;
  const baseSize = pack.selectedSize;
  // the pack's size range: its sizes, and steps that follow its body table
  const range = isSizeRange(pack.sizeRange) ? pack.sizeRange : defaultSizeRange(pack.aiAnalysis.garmentType);
  const sizes = sizesOf(range);
  const overrides = pack.pomOverrides ?? {};
  const rows: PomRow[] = [];
  const seen = new Set<string>();
  for (const p of poms) {
    const o = overrides[p.key] ?? {};
    const grade = o.grade ?? p.grade;
    const tolerance = o.tolerance ?? p.tolerance;
    const given = parseCm(pack.measurements[p.key]);
    const base =
      given ??
      gradeInRange(grade, p.base, sampleSizeOf(range), baseSize, p.gradeClass ?? 'girthMajor', range);
    rows.push({
      code: codeFor(codes, p.key, p.code),
      key: p.key,
      name: p.name,
      howToMeasure: p.howToMeasure,
      tolerance,
      gradeStep: grade,
      values: Object.fromEntries(
        sizes.map((s) => [s, gradeInRange(grade, base, baseSize, s, p.gradeClass ?? 'girthMajor', range)]),
      ),
      provenance: pack.provenance[`measurements.${p.key}`] ?? 'standard',
      ...(p.component ? { component: p.component } : {}),
      gradeClass: p.gradeClass ?? 'girthMajor',
    });
    seen.add(p.key);
  }
  // the designer's own points of measure (and measurements kept from an earlier garment)
  for (const [key, value] of Object.entries(pack.measurements)) {
    if (seen.has(key)) continue;
    const v = parseCm(value);
    if (v === undefined) continue;
    const c = pack.customPoms?.[key] ?? customPomOf(key, v);
    const o = overrides[key] ?? {};
    const grade = o.grade ?? c.grade;
    rows.push({
      code: codes[key] ?? codeFor(codes, key, POM_CODES[key] ?? nextCustomCode(codes)),
      key,
      name: c.name,
      howToMeasure: c.howToMeasure,
      tolerance: o.tolerance ?? c.tolerance,
      gradeStep: grade,
      values: Object.fromEntries(
        sizes.map((s) => [s, gradeInRange(grade, v, baseSize, s, 'girthMajor', range)]),
      ),
      provenance: pack.provenance[`measurements.${key}`] ?? 'user',
      component: 'body', // the designer's own point of measure: on the body unless a detail brought it
      gradeClass: 'girthMajor',
    });
  }
  return { unit: 'cm' as const, baseSize, sizes: [...sizes], rows, sizeRange: range };
}
