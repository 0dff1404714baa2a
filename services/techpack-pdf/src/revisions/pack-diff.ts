import type { DiffSection, FieldChange, PackDiff, TechPack } from '@techpack/contracts';

// The field-level difference between two revisions of a pack, old value beside new, grouped by the sections a
// technical designer reads: measurements per size, components, BOM lines, colours and colourways, construction, care,
// artwork, status, and the garment's details (type, features, fabric).

type Value = string | number | boolean | null;
type Flat = Map<string, { label: string; value: Value }>;

export const SECTION_LABELS: Record<DiffSection, string> = {
  measurements: 'Measurements',
  components: 'Components',
  bom: 'BOM',
  colours: 'Colours and colourways',
  construction: 'Construction',
  care: 'Care',
  artwork: 'Artwork and branding',
  status: 'Status',
  details: 'Garment details',
  approvals: 'Approvals',
};

const humanise = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

function scalar(v: unknown): Value {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v);
}

// Every leaf of an object under `prefix`, labelled by its path (arrays of plain values read as one list).
function flatten(out: Flat, value: unknown, field: string, label: string): void {
  if (
    value !== null &&
    typeof value === 'object' &&
    !(Array.isArray(value) && value.every((x) => typeof x !== 'object' || x === null))
  ) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i + 1), v] as const)
      : Object.entries(value);
    for (const [k, v] of entries) flatten(out, v, `${field}.${k}`, `${label}: ${humanise(k)}`);
    return;
  }
  if (value === undefined) return;
  out.set(field, { label, value: scalar(value) });
}

function compare(a: Flat, b: Flat): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, x] of a) {
    const y = b.get(field);
    if (!y) changes.push({ field, label: x.label, from: x.value, to: null });
    else if (y.value !== x.value) changes.push({ field, label: y.label, from: x.value, to: y.value });
  }
  for (const [field, y] of b)
    if (!a.has(field)) changes.push({ field, label: y.label, from: null, to: y.value });
  return changes;
}

function measurements(p: TechPack): Flat {
  const out: Flat = new Map();
  for (const row of p.pointsOfMeasure?.rows ?? []) {
    const name = `${row.code} ${row.name}`;
    const base = `pointsOfMeasure.${row.key}`;
    out.set(`${base}.name`, { label: `${name}: name`, value: row.name });
    out.set(`${base}.code`, { label: `${name}: code`, value: row.code });
    out.set(`${base}.tolerance`, { label: `${name}: tolerance`, value: row.tolerance });
    for (const [size, cm] of Object.entries(row.values))
      out.set(`${base}.${size}`, { label: `${name}, size ${size}`, value: cm });
  }
  return out;
}

function bom(p: TechPack): Flat {
  const out: Flat = new Map();
  for (const line of p.bom ?? []) {
    const { provenance: _p, origin: _o, colourways: _c, ref, ...fields } = line;
    flatten(out, fields, `bom.${ref}`, `BOM ${ref} ${line.item}`);
  }
  return out;
}

type WithComponents = { garment?: { components?: { key: string }[] } };
function components(p: TechPack): Flat {
  const out: Flat = new Map();
  for (const c of (p as WithComponents).garment?.components ?? []) {
    if (c && typeof c.key === 'string') flatten(out, c, `components.${c.key}`, `Component ${c.key}`);
  }
  return out;
}

function colours(p: TechPack): Flat {
  const out: Flat = new Map();
  p.colors?.forEach((c, i) =>
    out.set(`colors.${i + 1}`, { label: `Colour ${i + 1}`, value: `${c.name} ${c.hex}` }),
  );
  for (const cw of p.colourways ?? []) {
    for (const [ref, c] of Object.entries(cw.colours))
      out.set(`colourways.${cw.name}.${ref}`, {
        label: `Colourway ${cw.name}, ${ref}`,
        value: `${c.name} ${c.hex}`,
      });
  }
  return out;
}

function construction(p: TechPack): Flat {
  const out: Flat = new Map();
  p.construction?.operations.forEach((op, i) =>
    flatten(out, op, `construction.operations.${i + 1}`, `Operation ${i + 1} ${op.operation}`),
  );
  flatten(out, p.construction?.thread, 'construction.thread', 'Thread');
  flatten(out, p.construction?.finishing, 'construction.finishing', 'Finishing');
  return out;
}

function care(p: TechPack): Flat {
  const out: Flat = new Map();
  flatten(out, p.care?.instruction, 'care.instruction', 'Care instruction');
  flatten(out, p.care?.lines, 'care.lines', 'Care lines');
  flatten(out, p.care?.symbols, 'care.symbols', 'Care symbols');
  return out;
}

function artwork(p: TechPack): Flat {
  const out: Flat = new Map();
  flatten(out, p.artwork, 'artwork', 'Artwork');
  flatten(out, p.branding, 'branding', 'Branding');
  return out;
}

function status(p: TechPack): Flat {
  const out: Flat = new Map();
  out.set('status', { label: 'Status', value: p.status ?? 'draft' });
  out.set('styleNumber', { label: 'Style number', value: p.styleNumber });
  if (p.styleName) out.set('styleName', { label: 'Style name', value: p.styleName });
  return out;
}

function details(p: TechPack): Flat {
  const out: Flat = new Map();
  out.set('aiAnalysis.garmentType', { label: 'Garment type', value: p.aiAnalysis.garmentType });
  flatten(out, p.garment?.features, 'features', 'Feature');
  flatten(out, p.materials, 'materials', 'Materials');
  flatten(out, p.selectedSize, 'selectedSize', 'Sample size');
  flatten(out, p.sizeRange, 'sizeRange', 'Size range');
  flatten(out, p.fit, 'fit', 'Fit');
  flatten(out, p.trims, 'trims', 'Trims');
  return out;
}

const READERS: [DiffSection, (p: TechPack) => Flat][] = [
  ['measurements', measurements],
  ['components', components],
  ['bom', bom],
  ['colours', colours],
  ['construction', construction],
  ['care', care],
  ['artwork', artwork],
  ['status', status],
  ['details', details],
];

// The sections that differ between two packs (an edit of one of them clears its approval).
export function changedSections(a: TechPack, b: TechPack): DiffSection[] {
  return READERS.filter(([, read]) => compare(read(a), read(b)).length > 0).map(([s]) => s);
}

export function diffPacks(
  a: TechPack,
  b: TechPack,
  from: number,
  to: number,
  clearedApprovals: string[] = [],
): PackDiff {
  const sections: PackDiff['sections'] = [];
  for (const [section, read] of READERS) {
    const changes = compare(read(a), read(b));
    if (changes.length > 0) sections.push({ section, label: SECTION_LABELS[section], changes });
  }
  if (clearedApprovals.length > 0) {
    const changes = [...new Set(clearedApprovals)].map((s) => ({
      field: `approvals.${s}`,
      label: `Approval of ${SECTION_LABELS[s as DiffSection]?.toLowerCase() ?? s} cleared by an edit`,
      from: 'approved',
      to: 'not approved',
    }));
    sections.push({ section: 'approvals', label: SECTION_LABELS.approvals, changes });
  }
  return { from, to, changed: sections.reduce((n, s) => n + s.changes.length, 0), sections };
}
