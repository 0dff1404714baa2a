import { gradeInRange, parseCm, type GarmentSpec } from '@techpack/catalog';
import type { GradedSpec, TechPack } from '@techpack/contracts';

// Quantities that follow the pack's own graded measurements (the grammar gives them at its standard size M):
// lengths that hang off the body length, fabric consumption, zip and elastic lengths. Estimates, and said to be.

const r2 = (n: number) => Math.round(n * 100) / 100;
const r1 = (n: number) => Math.round(n * 10) / 10;

// Points of measure that follow the body length by the same centimetres when the designer has not set them.
const FOLLOW_LENGTH = ['centreBackLength', 'zipLength'];
const LENGTH_KEYS = ['length', 'skirtLength', 'outseam'];

/** The pack's value of a POM at size M (the designer's, re-expressed at M), if it has one. */
function atM(pack: TechPack, spec: GarmentSpec, key: string): number | undefined {
  const p = spec.poms.find((x) => x.key === key);
  const v = parseCm(pack.measurements[key]);
  if (!p || v === undefined) return undefined;
  const grade = pack.pomOverrides?.[key]?.grade ?? p.grade;
  // sizes of the pack's range: the grammar's base size is M for adults, 8Y for kids
  return gradeInRange(grade, v, pack.selectedSize, spec.baseSize, p.gradeClass, spec.sizeRange);
}

/**
 * Before the measurements are derived: POMs that hang off a length the designer set move with it (a 64 cm body
 * keeps its centre back 2 cm shorter and its front zip inside the opening). `scaleOf(key)` is the photo's proportion
 * factor the derivation will apply to that POM's base: the move is in shown centimetres (the body the designer saw,
 * 77 cm, set to 80 moves the centre back 3 cm, not 3 cm times the factor twice). Mutates spec.poms.
 */
export function followDesignerLengths(
  pack: TechPack,
  spec: GarmentSpec,
  scaleOf: (key: string) => number = () => 1,
): void {
  if (pack.provenance['measurements.length'] !== 'user') return;
  const body = spec.poms.find((p) => p.key === 'length');
  const given = atM(pack, spec, 'length');
  if (!body || given === undefined) return;
  const delta = given - r1(body.base * scaleOf('length'));
  if (Math.abs(delta) < 0.05) return;
  for (const p of spec.poms) {
    if (!FOLLOW_LENGTH.includes(p.key) || pack.provenance[`measurements.${p.key}`] === 'user') continue;
    const scale = scaleOf(p.key);
    p.base = (r1(p.base * scale) + delta) / scale;
  }
}

/**
 * After the graded table: fabric (and lining, wadding) consumption per size scaled with the length the pack now
 * has against the grammar's, zip lengths from the zip opening POM, elastic cut lengths from the waist. Mutates spec.bom.
 */
export function followGradedQuantities(spec: GarmentSpec, graded: GradedSpec): void {
  const row = (key: string) => graded.rows.find((r) => r.key === key);
  const lengthKey = LENGTH_KEYS.find((k) => row(k) && spec.poms.some((p) => p.key === k));
  const lengthRow = lengthKey ? row(lengthKey) : undefined;
  const lengthPom = spec.poms.find((p) => p.key === lengthKey);
  const base = spec.baseSize;
  const ratio = (s: string) => {
    if (!lengthRow || !lengthPom) return 1;
    const standard = gradeInRange(
      lengthPom.grade,
      lengthPom.base,
      base,
      s,
      lengthPom.gradeClass,
      spec.sizeRange,
    );
    return standard > 0 ? (lengthRow.values[s] ?? standard) / standard : 1;
  };
  for (const line of spec.bom) {
    if (
      (line.category === 'fabric' || line.category === 'lining' || line.key === 'trim.wadding') &&
      line.quantityBySize
    ) {
      // most of a marker's length is the body length; sleeves, facings and trims are not (70 % follows it)
      const by = Object.fromEntries(
        graded.sizes.map((s) => [s, r2((line.quantityBySize![s] ?? line.quantity) * (0.3 + 0.7 * ratio(s)))]),
      ) as Record<string, number>;
      line.quantityBySize = by;
      line.quantity = by[base] ?? line.quantity;
    }
    if (line.key === 'hardware.zip') {
      const zip = row('zipLength');
      if (zip && /cm at size \w+/.test(line.description)) {
        const text = `${Math.round(zip.values[base] ?? 0)} cm at size ${base}`;
        line.description = line.description.replace(/\d+(\.\d+)? cm at size \w+/, text);
        if (spec.trims.zip) spec.trims.zip = spec.trims.zip.replace(/\d+(\.\d+)? cm at size \w+/, text);
      } else if (spec.family === 'dress' && lengthRow && /invisible/i.test(line.item + line.description))
        line.description = line.description.replace(
          /\d+(\.\d+)? cm$/,
          `${Math.round((lengthRow.values[base] ?? 0) * 0.55)} cm`,
        );
    }
    if (line.key === 'trim.elastic') {
      const waist = row('waist') ?? row('waistRelaxed');
      if (waist) {
        const by = Object.fromEntries(
          graded.sizes.map((s) => [s, r2(((waist.values[s] ?? 0) * 2 * 0.95) / 100 + 0.02)]),
        ) as Record<string, number>;
        if (spec.trims.elastic)
          spec.trims.elastic = spec.trims.elastic.replace(/: \d+(\.\d+)? /, `: ${by[base]} `);
        line.quantityBySize = by;
        line.quantity = by[base] ?? line.quantity;
      }
    }
  }
  // cords and bindings cut from the edge they finish, at size M (a hood cord: the opening and two 38 cm tails; a waist
  // cord: the full waist and two 25 cm tails; armhole binding: two armholes of twice the straight depth, 10 cm for joins)
  const lengthAtM = (line: GarmentSpec['bom'][number], metres: number) => {
    line.quantity = r2(metres);
    line.description = line.description.replace(
      /length \d+ cm finished/,
      `length ${Math.round(metres * 100)} cm finished`,
    );
    const key = line.key.replace(/^(trim|hardware)\./, '');
    if (spec.trims[key])
      spec.trims[key] = spec.trims[key]
        .replace(/length \d+ cm finished/, `length ${Math.round(metres * 100)} cm finished`)
        .replace(/: \d+(\.\d+)? m /, `: ${r2(metres)} m `);
  };
  for (const line of spec.bom) {
    if (line.key === 'trim.drawcord' && /hood/i.test(line.placement) && row('hoodOpening'))
      lengthAtM(line, ((row('hoodOpening')!.values.M ?? 62) + 76) / 100);
    else if (line.key === 'trim.drawcord' && /waist/i.test(line.placement) && row('waist'))
      lengthAtM(line, ((row('waist')!.values.M ?? 40) * 2 + 50) / 100);
    else if (line.key === 'trim.binding' && /armhole/i.test(line.placement) && row('armhole'))
      lengthAtM(line, ((row('armhole')!.values.M ?? 22) * 2 * 2 + 10) / 100);
  }
  // facings and pocket bags only where there are pockets
  const pockets = spec.features.pockets ?? 'none';
  if (pockets === 'none' && spec.kind !== 'jeans')
    for (const line of spec.bom) line.placement = line.placement.replace(/,\s*pocket facings/i, '');
}

/** Zip length at size M written on a BOM line ('66 cm at size M' / '18 cm'), for the check. */
export function zipLengthOf(description: string): number | undefined {
  const m = /(\d+(?:\.\d+)?) cm(?: at size \w+)?/.exec(description);
  return m ? Number(m[1]) : undefined;
}
