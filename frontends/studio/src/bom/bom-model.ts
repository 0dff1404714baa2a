import type { BomLine, Colourway, TechPackColor } from '@techpack/contracts';

// The studio's side of the designer's BOM and colourways (PUT /api/tech-pack/{id} bomEdits / colourways).
// Types only from the contracts package: its values are not bundled into the studio.

export type { BomLine, Colourway };

export const BOM_CATEGORY_OPTIONS = [
  'fabric',
  'lining',
  'trim',
  'thread',
  'hardware',
  'label',
  'hang-tag',
  'packaging',
] as const;
export const BOM_UNITS = ['pcs', 'm', 'm2', 'cm', 'set', 'cone', 'kg'] as const;
export const MAX_COLOURWAYS = 12;
export const HEX = /^#[0-9A-Fa-f]{6}$/;

// The form of one line: text fields as typed, quantity per size optional.
export interface BomForm {
  category: string;
  item: string;
  description: string;
  placement: string;
  supplier: string;
  articleNumber: string;
  unit: string;
  quantity: string;
  perSize: boolean;
  quantityBySize: Record<string, string>;
  color: string;
}

export type BomFormErrors = Partial<Record<keyof BomForm | `size.${string}`, string>>;

export function formOf(line?: BomLine, sizes: readonly string[] = []): BomForm {
  const bySize = line?.quantityBySize;
  return {
    category: line?.category ?? 'trim',
    item: line?.item ?? '',
    description: line?.description ?? '',
    placement: line?.placement ?? '',
    supplier: line?.supplier ?? '',
    articleNumber: line?.articleNumber ?? '',
    unit: line?.unit ?? 'pcs',
    quantity: line ? String(line.quantity) : '1',
    perSize: !!bySize,
    quantityBySize: Object.fromEntries(
      sizes.map((s) => [s, bySize?.[s] !== undefined ? String(bySize[s]) : '']),
    ),
    color: line?.color ?? '',
  };
}

const QTY = /^\s*\d{1,5}(\.\d{1,3})?\s*$/;
export const QUANTITY_ERROR = 'Enter a quantity from 0 to 10000';

/** Errors next to their fields; empty when the form can be sent. */
export function validateForm(f: BomForm): BomFormErrors {
  const errors: BomFormErrors = {};
  if (!f.item.trim()) errors.item = 'Item is required';
  if (!f.unit.trim()) errors.unit = 'Unit is required';
  if (!f.perSize && (!QTY.test(f.quantity) || Number(f.quantity) > 10_000)) errors.quantity = QUANTITY_ERROR;
  if (f.perSize)
    for (const [size, v] of Object.entries(f.quantityBySize))
      if (v.trim() !== '' && (!QTY.test(v) || Number(v) > 10_000)) errors[`size.${size}`] = QUANTITY_ERROR;
  if (f.perSize && Object.values(f.quantityBySize).every((v) => v.trim() === ''))
    errors.quantity = 'Enter the quantity of at least one size';
  return errors;
}

type LineFields = {
  category: string;
  item: string;
  description: string;
  placement: string;
  supplier: string;
  articleNumber: string;
  unit: string;
  quantity?: number;
  quantityBySize?: Record<string, number> | null;
  color: string;
};

/** The fields the form gives a line (a new line sends all of them). */
export function fieldsOf(f: BomForm): LineFields {
  const bySize = Object.fromEntries(
    Object.entries(f.quantityBySize)
      .filter(([, v]) => v.trim() !== '')
      .map(([s, v]) => [s, Number(v)]),
  );
  return {
    category: f.category,
    item: f.item.trim(),
    description: f.description,
    placement: f.placement,
    supplier: f.supplier,
    articleNumber: f.articleNumber,
    unit: f.unit.trim(),
    ...(f.perSize ? { quantityBySize: bySize } : { quantity: Number(f.quantity), quantityBySize: null }),
    color: f.color,
  };
}

// A value as data, whatever its key order (a pack read back from the database has its keys reordered).
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/** Only what differs from the line: an edit that changes nothing sends nothing and keeps the line derived. */
export function editOf(line: BomLine, f: BomForm): Partial<LineFields> {
  const next = fieldsOf(f);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) {
    const was = (line as Record<string, unknown>)[k];
    if (k === 'quantityBySize' && v === null && was === undefined) continue;
    if (canonical(v) !== canonical(was)) out[k] = v;
  }
  return out as Partial<LineFields>;
}

export const categoryLabel = (c: string) => c.charAt(0).toUpperCase() + c.slice(1).replace(/-/g, ' ');

/** The sample size's quantity, and the range over the size run where it varies by size ('' when it does not). */
export function quantityParts(line: BomLine, sizes: readonly string[]): { quantity: string; range: string } {
  const quantity = `${line.quantity} ${line.unit}`;
  const by = line.quantityBySize;
  const known = by ? sizes.filter((s) => by[s] !== undefined) : [];
  if (!by || known.length < 2) return { quantity, range: '' };
  return {
    quantity,
    range: `${known[0]} ${by[known[0]]} – ${known[known.length - 1]} ${by[known[known.length - 1]]}`,
  };
}

/** A readable quantity: the sample size's quantity, with the range where it varies by size. */
export function quantityText(line: BomLine, sizes: readonly string[]): string {
  const { quantity, range } = quantityParts(line, sizes);
  return range ? `${quantity} (${range})` : quantity;
}

// ------------------------------------------------------------------------------------------ colourways

export type Cell = TechPackColor | undefined;

/** The components a colourway colours: every line but packaging and hang tags (they follow the brand, not the style). */
export const colourable = (bom: readonly BomLine[]) =>
  bom.filter((l) => l.category !== 'packaging' && l.category !== 'hang-tag');

/** A new colourway copies the sample's components, so the designer changes only what differs. */
export function newColourway(list: readonly Colourway[], name: string): Colourway {
  return { name, colours: { ...(list[0]?.colours ?? {}) } };
}

export function colourwayErrors(list: readonly Colourway[]): Record<number, string> {
  const errors: Record<number, string> = {};
  list.forEach((cw, i) => {
    const name = cw.name.trim();
    if (!name || name.length > 60) errors[i] = 'Name the colourway (1-60 characters)';
    else if (list.findIndex((o) => o.name.trim().toLowerCase() === name.toLowerCase()) !== i)
      errors[i] = 'Another colourway has this name';
  });
  return errors;
}

/** The PUT body of the matrix: names trimmed, colours as given (the server fills Pantone from the palette). */
export const colourwaysBody = (list: readonly Colourway[]) =>
  list.map((cw) => ({
    name: cw.name.trim(),
    colours: Object.fromEntries(
      Object.entries(cw.colours).map(([ref, c]) => [
        ref,
        { name: c.name, hex: c.hex.toUpperCase(), ...(c.pantone ? { pantone: c.pantone } : {}) },
      ]),
    ),
  }));

/** The body colour of a colourway: its first fabric line's colour. */
export function bodyColour(cw: Colourway | undefined, bom: readonly BomLine[]): Cell {
  if (!cw) return undefined;
  const fabric = bom.find((l) => l.category === 'fabric' && cw.colours[l.ref]);
  return fabric ? cw.colours[fabric.ref] : undefined;
}
