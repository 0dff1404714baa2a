import {
  BOM_LIMITS,
  BOM_MESSAGES,
  type BomEdits,
  type BomLine,
  type BomLineEdit,
  type BomUser,
  type Revision,
  type TechPack,
} from '@techpack/contracts';
import { colourwaysOnLines, invalidField } from './colourways';

// The designer's BOM. The BOM is re-derived from the garment on every change (sections.ts deriveBom); what
// the designer did to it is kept apart in `pack.bomUser` and laid over each derivation:
//   added    lines the designer added (full lines with their own ref)
//   edits    derived ref -> the fields the designer changed (the line is then origin 'user')
//   removed  derived refs the designer removed
// Derived refs are numbered per prefix in derivation order; an added line keeps its ref for good, and a derived line
// that would take an added line's ref is shown under the next free ref (`alias` maps it back).

type Change = NonNullable<Revision['changes']>[number];

const PREFIX: Record<BomLine['category'], string> = {
  fabric: 'F',
  lining: 'F',
  trim: 'T',
  thread: 'T',
  hardware: 'H',
  label: 'L',
  'hang-tag': 'P',
  packaging: 'P',
};
const EDITABLE = [
  'category',
  'item',
  'description',
  'placement',
  'supplier',
  'articleNumber',
  'unit',
  'quantity',
  'quantityBySize',
  'color',
] as const;

const emptyUser = (): BomUser => ({ added: [], edits: {}, removed: [] });

function nextRef(prefix: string, taken: Set<string>): string {
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** A line with the designer's fields on it; the quantity follows the quantity of the sample size where one is set. */
function withFields(
  line: BomLine,
  fields: BomLineEdit | Record<string, unknown>,
  sampleSize: string,
): BomLine {
  const next: BomLine = { ...line };
  for (const k of EDITABLE) {
    const v = (fields as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (k === 'quantityBySize' && v === null) delete next.quantityBySize;
    else (next as Record<string, unknown>)[k] = v;
  }
  const bySize = next.quantityBySize?.[sampleSize];
  if (bySize !== undefined && (fields as Record<string, unknown>).quantity === undefined)
    next.quantity = bySize;
  return next;
}

/** Lays the designer's BOM over a freshly derived one (pack.bom), then each line's colour per colourway. Mutates `pack`. */
export function overlayBom(pack: TechPack): TechPack {
  const user = pack.bomUser;
  const lines: BomLine[] = [];
  const alias: Record<string, string> = {};
  const added = (user?.added ?? []) as unknown as BomLine[];
  const taken = new Set(added.map((l) => l.ref));
  for (const line of pack.bom) {
    if (user?.removed.includes(line.ref)) continue;
    let ref = line.ref;
    if (taken.has(ref)) {
      ref = nextRef(ref.replace(/\d+$/, ''), taken);
      alias[ref] = line.ref;
    }
    taken.add(ref);
    const edit = user?.edits[line.ref];
    lines.push(
      edit
        ? { ...withFields(line, edit, pack.selectedSize), ref, origin: 'user', provenance: 'user' }
        : { ...line, ref, origin: 'derived' },
    );
  }
  for (const a of added) {
    // after the last line of its category, so the BOM keeps reading fabric, trims, labels, packaging
    const line: BomLine = { ...withFields(a, {}, pack.selectedSize), origin: 'user', provenance: 'user' };
    let at = -1;
    lines.forEach((l, i) => {
      if (l.category === line.category) at = i;
    });
    if (at < 0) lines.push(line);
    else lines.splice(at + 1, 0, line);
  }
  if (user) user.alias = alias;
  pack.bom = lines;
  colourwaysOnLines(pack);
  return pack;
}

// Values compared as the designer sees them: key order, float noise below 1/10 000 and '' against nothing are no change.
const canon = (v: unknown): unknown => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'number') return Math.round(v * 1e4) / 1e4;
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, canon(o[k])]),
    );
  }
  return v;
};
const same = (a: unknown, b: unknown) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

const shown = (v: unknown): string =>
  v === undefined || v === null ? '-' : typeof v === 'string' ? v : JSON.stringify(v);

/**
 * Applies `bomEdits` (add, then edit, then remove) to the pack's designer BOM and to the lines shown now, so that
 * colourways sent in the same request can name the new refs. Unknown refs are a 400 naming the field; nothing is
 * applied then (the caller works on a copy). Returns the revision's changes (empty when nothing changed).
 */
export function applyBomEdits(pack: TechPack, edits: BomEdits): { changes: Change[]; fields: string[] } {
  const user: BomUser = structuredClone(pack.bomUser ?? emptyUser());
  const changes: Change[] = [];
  const fields: string[] = [];
  const addedIndex = (ref: string) => user.added.findIndex((l) => l.ref === ref);
  const resolve = (ref: string, field: string): { added: number; derived?: string } => {
    const i = addedIndex(ref);
    if (i >= 0) return { added: i };
    if (!pack.bom.some((l) => l.ref === ref)) throw invalidField(BOM_MESSAGES.unknownRef(ref), field);
    return { added: -1, derived: user.alias?.[ref] ?? ref };
  };

  for (const [i, a] of (edits.add ?? []).entries()) {
    if (user.added.length >= BOM_LIMITS.userLines)
      throw invalidField(BOM_MESSAGES.userLines, `bomEdits.add.${i}`);
    const taken = new Set([
      ...pack.bom.map((l) => l.ref),
      ...user.added.map((l) => String(l.ref)),
      ...Object.keys(user.edits),
      ...user.removed,
    ]);
    const ref = nextRef(PREFIX[a.category], taken);
    const line = withFields(
      {
        ref,
        category: a.category,
        item: a.item,
        description: '',
        placement: '',
        color: '',
        quantity: 1,
        unit: 'pcs',
        supplier: 'TBC',
        articleNumber: '',
        provenance: 'user',
        origin: 'user',
      },
      a,
      pack.selectedSize,
    );
    user.added.push(line as unknown as Record<string, unknown>);
    pack.bom.push(line);
    changes.push({ field: `bom.${ref}`, from: '-', to: `${line.item} (${line.category})` });
    fields.push(`bom.${ref}`);
  }

  for (const [ref, e] of Object.entries(edits.edit ?? {})) {
    const at = resolve(ref, `bomEdits.edit.${ref}`);
    const current = pack.bom.find((l) => l.ref === ref) ?? (user.added[at.added] as unknown as BomLine);
    const diff = EDITABLE.filter((k) => e[k] !== undefined && !same(e[k], current?.[k]));
    if (diff.length === 0) continue;
    const picked = Object.fromEntries(diff.map((k) => [k, e[k]]));
    if (at.added >= 0)
      user.added[at.added] = withFields(
        user.added[at.added] as unknown as BomLine,
        picked,
        pack.selectedSize,
      ) as unknown as Record<string, unknown>;
    else user.edits[at.derived!] = { ...user.edits[at.derived!], ...picked };
    const idx = pack.bom.findIndex((l) => l.ref === ref);
    if (idx >= 0)
      pack.bom[idx] = {
        ...withFields(pack.bom[idx], picked, pack.selectedSize),
        origin: 'user',
        provenance: 'user',
      };
    for (const k of diff)
      changes.push({ field: `bom.${ref}.${k}`, from: shown(current?.[k]), to: shown(e[k]) });
    fields.push(`bom.${ref}`);
  }

  for (const ref of edits.remove ?? []) {
    const at = resolve(ref, `bomEdits.remove`);
    const line = pack.bom.find((l) => l.ref === ref);
    if (at.added >= 0) user.added.splice(at.added, 1);
    else {
      if (!user.removed.includes(at.derived!)) user.removed.push(at.derived!);
      delete user.edits[at.derived!];
    }
    pack.bom = pack.bom.filter((l) => l.ref !== ref);
    // a removed component has no colour in any colourway
    for (const cw of pack.colourways ?? []) delete cw.colours[ref];
    changes.push({
      field: `bom.${ref}`,
      from: line ? `${line.item} (${line.category})` : ref,
      to: 'deleted',
    });
    fields.push(`bom.${ref}`);
  }
  if (fields.length > 0) pack.bomUser = user;
  return { changes, fields };
}
