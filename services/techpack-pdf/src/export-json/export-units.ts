import type { TechPack } from '@techpack/contracts';

// Lengths of an export in the pack's unit. The pack keeps every length in centimetres (metres for BOM consumption);
// an inch pack (pdfUnit 'in') exports them in inches (yards, square yards) and an import converts them back.
//
// Exact round trip: an exported inch value is cm / 2.54 rounded to 6 decimals; the import takes the shortest centimetre
// value (0 to 6 decimals) that exports to that same inch value, so a pack's own values (at most a few decimals) come
// back exactly and export -> import -> export always writes the same numbers. Where none does (a partner's own
// figure), the plain product is kept.
//
// Converted: measurements, pointsOfMeasure (values, tolerances, grade steps; unit), customPoms and pomOverrides
// (tolerance, grade), branding's logo size and position, BOM quantities whose unit is m, m2 or cm (unit becomes yd,
// yd2 or in). Kept as recorded: fields whose name says the unit (seamAllowanceCm, artwork's *Cm), the revision
// history, fit decisions and the BOM edit log (bomUser), which are records of what was entered.

export type ExportUnit = 'cm' | 'in';

const DECIMALS = 6;
const round = (n: number, d: number) => {
  const f = 10 ** d;
  return Math.round(n * f) / f;
};

interface Scale {
  out: (stored: number) => number;
  back: (exported: number) => number;
}

function scale(factor: number): Scale {
  const out = (v: number) => round(v / factor, DECIMALS);
  const back = (v: number) => {
    for (let d = 0; d <= DECIMALS; d++) {
      const candidate = round(v * factor, d);
      if (out(candidate) === v) return candidate;
    }
    return v * factor;
  };
  return { out, back };
}

const LENGTH = scale(2.54); // cm <-> in
const METRE = scale(0.9144); // m <-> yd
const SQUARE = scale(0.9144 * 0.9144); // m2 <-> yd2

type Dir = 'out' | 'back';
const num = (v: unknown, s: Scale, dir: Dir) => (typeof v === 'number' && Number.isFinite(v) ? s[dir](v) : v);
const mapValues = <T>(r: Record<string, T> | undefined, f: (v: T) => T) =>
  r ? Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v)])) : r;

// A measurement is a number or a text ('62 cm', '62'); a text that is not a length stays as it is.
function measurement(v: unknown, dir: Dir): unknown {
  if (typeof v === 'number') return num(v, LENGTH, dir);
  if (typeof v !== 'string') return v;
  const m = (dir === 'out' ? /^\s*(\d+(?:\.\d+)?)\s*(cm)?\s*$/i : /^\s*(\d+(?:\.\d+)?)\s*(in)?\s*$/i).exec(v);
  if (!m) return v;
  const n = LENGTH[dir](Number(m[1]));
  return m[2] ? `${n} ${dir === 'out' ? 'in' : 'cm'}` : String(n);
}

// The BOM unit's leading token says whether the quantity is a length or an area ('m (160 cm width)' is metres).
const BOM_UNITS: { out: RegExp; back: RegExp; metric: string; imperial: string; scale: Scale }[] = [
  { out: /^(m2|m²)(?![\w²])/, back: /^yd2(?!\w)/, metric: 'm2', imperial: 'yd2', scale: SQUARE },
  { out: /^m(?![\w²])/, back: /^yd(?!\w)/, metric: 'm', imperial: 'yd', scale: METRE },
  { out: /^cm(?!\w)/, back: /^in(?!\w)/, metric: 'cm', imperial: 'in', scale: LENGTH },
];

function bomLine<L extends { quantity: number; unit: string; quantityBySize?: Record<string, number> }>(
  line: L,
  dir: Dir,
): L {
  const unit = line.unit.trimStart();
  const u = BOM_UNITS.find((x) => x[dir].test(unit));
  if (!u) return line;
  const next: L = {
    ...line,
    quantity: num(line.quantity, u.scale, dir) as number,
    unit: unit.replace(u[dir], dir === 'out' ? u.imperial : u.metric),
  };
  if (line.quantityBySize)
    next.quantityBySize = mapValues(line.quantityBySize, (q) => num(q, u.scale, dir) as number);
  return next;
}

function convert(pack: TechPack, dir: Dir): TechPack {
  const len = (v: number) => num(v, LENGTH, dir) as number;
  const lenOpt = <T>(v: T) => num(v, LENGTH, dir) as T;
  const spec = pack.pointsOfMeasure;
  const b = pack.branding;
  const next: TechPack = {
    ...pack,
    measurements: mapValues(pack.measurements, (v) => measurement(v, dir) as string | number)!,
    branding: {
      ...b,
      logoWidth: lenOpt(b.logoWidth),
      logoHeight: lenOpt(b.logoHeight),
      logoFromTop: lenOpt(b.logoFromTop),
      logoFromLeft: lenOpt(b.logoFromLeft),
    },
    pointsOfMeasure: {
      ...spec,
      unit: (dir === 'out' ? 'in' : 'cm') as 'cm',
      rows: spec.rows.map((r) => ({
        ...r,
        tolerance: len(r.tolerance),
        gradeStep: len(r.gradeStep),
        values: mapValues(r.values, len)!,
      })),
    },
    bom: pack.bom.map((l) => bomLine(l, dir)),
  };
  if (pack.customPoms)
    next.customPoms = mapValues(pack.customPoms, (p) => ({
      ...p,
      tolerance: len(p.tolerance),
      grade: len(p.grade),
    }));
  if (pack.pomOverrides)
    next.pomOverrides = mapValues(pack.pomOverrides, (p) => ({
      ...p,
      ...(p.tolerance !== undefined ? { tolerance: len(p.tolerance) } : {}),
      ...(p.grade !== undefined ? { grade: len(p.grade) } : {}),
    }));
  return next;
}

// The pack as stored (cm) -> its lengths in `unit`.
export function packInUnit(pack: TechPack, unit: ExportUnit): TechPack {
  return unit === 'in' ? convert(pack, 'out') : pack;
}

// An export's pack in `unit` -> the pack as stored (cm). Runs on a document the published schema has validated (so
// the numbers it converts are numbers), before the pack's own contract checks it.
export function packFromUnit(pack: TechPack, unit: ExportUnit): TechPack {
  return unit === 'in' ? convert(pack, 'back') : pack;
}
