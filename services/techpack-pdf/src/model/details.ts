import { CUSTOM_DETAIL, detailById, grammarFamilyOf, type GarmentSpec } from '@techpack/catalog';
import type { BomLine, GarmentComponent, PackDetail, TechPack, TechPackUpdate } from '@techpack/contracts';

// The designer's details (catalogue details and custom components) and the components the pack adds to the grammar's
// (labels from the branding, the logo artwork, the designer's own BOM lines). Removing a detail removes everything it
// brought: its component, operation, BOM line, point of measure, trims entry and measurement.

type Change = { field: string; from: string; to: string };

/** Details per pack: each brings an operation, a BOM line and a POM row, within the pack's import bounds. */
export const MAX_DETAILS = 40;

const camel = (key: string) =>
  key.replace(/-(\w)/g, (_, ch: string) => ch.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

/** PUT `details`: add, edit, remove. Returns the change made, or undefined. A detail the type does not take is a 400. */
export function applyDetailsUpdate(
  pack: TechPack,
  body: NonNullable<TechPackUpdate['details']>,
): { changes: Change[] } | undefined {
  const update = Array.isArray(body) ? asEdits(pack.details ?? [], body) : body;
  const details: PackDetail[] = [...(pack.details ?? [])];
  const changes: Change[] = [];
  const family = grammarFamilyOf(pack.aiAnalysis.garmentType);
  for (const key of update.remove ?? []) {
    const at = details.findIndex((d) => d.key === key);
    if (at < 0) continue;
    const [gone] = details.splice(at, 1);
    // what it brought: its measurement (the row follows the detail) and its trims entry
    const def = detailById(gone.detail);
    if (def) {
      const pomKey = `${camel(gone.key)}${def.pom[0]}`;
      delete pack.measurements[pomKey];
      delete pack.provenance[`measurements.${pomKey}`];
    }
    delete pack.trims[gone.key];
    changes.push({ field: `details.${gone.key}`, from: gone.name ?? gone.detail, to: '-' });
  }
  for (const [key, edit] of Object.entries(update.edit ?? {})) {
    const d = details.find((x) => x.key === key);
    if (!d) continue;
    const next = {
      ...d,
      ...edit,
      ...(edit.params ? { params: { ...(d.params ?? {}), ...edit.params } } : {}),
    };
    if (JSON.stringify(next) === JSON.stringify(d)) continue;
    details[details.indexOf(d)] = next;
    changes.push({ field: `details.${key}`, from: JSON.stringify(d), to: JSON.stringify(next) });
  }
  for (const add of update.add ?? []) {
    const def = detailById(add.detail ?? '');
    if (add.detail !== CUSTOM_DETAIL && (!def || !def.families.includes(family)))
      throw Object.assign(
        new Error(`Detail "${add.detail}" does not apply to a ${pack.aiAnalysis.garmentType}`),
        { field: 'details.add' },
      );
    let key = add.key ?? (add.detail === CUSTOM_DETAIL ? 'custom' : add.detail!);
    const taken = new Set([
      ...details.map((d) => d.key),
      ...(pack.garment?.components ?? []).filter((c) => c.source === 'grammar').map((c) => c.key),
    ]);
    for (let n = 2; taken.has(key); n++)
      key = `${(add.key ?? add.detail ?? 'custom').replace(/-\d+$/, '')}-${n}`;
    details.push({ ...add, key, detail: add.detail! });
    changes.push({ field: `details.${key}`, from: '-', to: add.name ?? def?.name ?? 'Custom component' });
  }
  if (details.length > MAX_DETAILS)
    throw Object.assign(new Error(`At most ${MAX_DETAILS} details per tech pack`), { field: 'details.add' });
  if (!changes.length) return undefined;
  pack.details = details;
  return { changes };
}

/** The whole list (a whole-pack save) as the edits that make it: removed, changed, added. */
function asEdits(
  current: PackDetail[],
  list: PackDetail[],
): Exclude<NonNullable<TechPackUpdate['details']>, PackDetail[]> {
  const byKey = new Map(current.map((d) => [d.key, d]));
  const given = new Set(list.map((d) => d.key));
  const edit: Record<string, Omit<PackDetail, 'key' | 'detail'>> = {};
  const add: PackDetail[] = [];
  for (const d of list) {
    const was = byKey.get(d.key);
    if (!was || was.detail !== d.detail) add.push(d);
    else if (JSON.stringify(was) !== JSON.stringify(d)) {
      const { key: _k, detail: _d, ...rest } = d;
      edit[d.key] = rest;
    }
  }
  return {
    remove: current
      .filter(
        (d) => !given.has(d.key) || byKey.get(d.key)!.detail !== list.find((x) => x.key === d.key)?.detail,
      )
      .map((d) => d.key),
    edit,
    add,
  };
}

const component = (
  key: string,
  kind: string,
  name: string,
  placement: string,
  source: GarmentComponent['source'],
  needs: Partial<GarmentComponent['needs']>,
): GarmentComponent => ({
  key,
  kind,
  name,
  placement,
  source,
  drawn: false,
  needs: { operation: false, material: true, measure: false, ...needs },
});

/** The pack's BOM lines tagged with their component; the components the pack adds to the grammar's. */
export function packComponents(pack: TechPack, spec: GarmentSpec): GarmentComponent[] {
  const out: GarmentComponent[] = spec.components.map((c) => ({ ...c }));
  const has = (k: string) => out.some((c) => c.key === k);
  for (const l of pack.bom as BomLine[]) {
    if (l.component) continue; // the grammar's (a key the garment lacks stays, for the check to report)
    if (l.category === 'label' && /logo|artwork/i.test(l.item)) {
      l.component = 'artwork';
      if (!has('artwork'))
        out.push({
          ...component('artwork', 'label', 'Logo artwork', pack.branding.logoPosition, 'grammar', {}),
          drawn: true,
        });
    } else if (l.category === 'label') l.component = 'labels';
    else if (l.category === 'hang-tag' || l.category === 'packaging') l.component = 'packaging';
    else {
      // a line the designer added (or a hardware choice the grammar's lines do not cover)
      l.component = 'designer-lines';
      if (!has('designer-lines'))
        out.push(
          component('designer-lines', 'trim', "Designer's own BOM lines", 'See each line', 'designer', {}),
        );
    }
  }
  for (const c of out) if (c.key === 'labels' || c.key === 'packaging') c.needs.material = true;
  return out;
}

export { grammarFamilyOf };
