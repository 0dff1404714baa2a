import { formatCm, parseCm, type PomGroup } from '@techpack/catalog';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';
import { derivePack } from './derive';
import { applyTradeUpdate } from './trade-update';
import { applyCostOverrides } from '../get-cost/apply-cost-overrides';
import { followCorrections } from './follow';
import { fieldError } from './type-rules';
import { applyBomEdits } from './bom-edits';
import { applyColourways, syncSampleBody } from './colourways';
import { appendRevision } from './revision-log';
import { applyDetailsUpdate } from './details';
import { applyFactoryLanguage } from './factory-language-update';
import { applyAnalysisUpdate } from './update-analysis';
import { applyPomUpdate } from './update-poms';
import { applyMaterialsUpdate } from './update-materials';
import { text, type Change } from './update-log';

// ------------------------------------------------------------------------------------------ designer's edits

// Applies the designer's edits; edited fields become provenance 'user'; every section is re-derived.
export function applyUpdate(
  pack: TechPack,
  update: TechPackUpdate,
  now: Date,
): { pack: TechPack; changed: string[] } {
  const next: TechPack = structuredClone(pack);
  const changed: string[] = [];
  const changes: Change[] = [];
  // a change made by a section's own function: its fields and its old -> new records
  const record = (fields: string[], made: Change[]) => {
    changed.push(...fields);
    changes.push(...made);
  };
  const mark = (path: string, from?: unknown, to?: unknown) => {
    next.provenance[path] = 'user';
    changed.push(path);
    if (from !== undefined || to !== undefined) changes.push({ field: path, from: text(from), to: text(to) });
  };
  if (!next.pomCodes) {
    next.pomCodes = {};
    for (const r of next.pointsOfMeasure?.rows ?? [])
      if (!Object.values(next.pomCodes).includes(r.code)) next.pomCodes[r.key] = r.code;
  }
  applyTradeUpdate(next, update, mark); // size range, fit, artwork: before the sample size
  if (update.selectedSize && update.selectedSize !== next.selectedSize) {
    // re-express measurements at the new size
    for (const row of next.pointsOfMeasure.rows)
      next.measurements[row.key] = formatCm(
        row.values[update.selectedSize] ?? parseCm(next.measurements[row.key]) ?? 0,
      );
    changes.push({ field: 'selectedSize', from: next.selectedSize, to: update.selectedSize });
    next.selectedSize = update.selectedSize;
    changed.push('selectedSize');
  }
  if (update.measurements) {
    for (const [k, v] of Object.entries(update.measurements)) {
      const cm = parseCm(v);
      if (cm === undefined) continue;
      const current = parseCm(next.measurements[k]);
      if (current !== cm) {
        const was = next.measurements[k];
        next.measurements[k] = formatCm(cm);
        mark(`measurements.${k}`, was, next.measurements[k]);
      }
    }
  }
  applyAnalysisUpdate(next, pack, update, mark, changed, changes);
  if (update.styleName !== undefined && update.styleName !== next.styleName) {
    mark('styleName', next.styleName, update.styleName);
    next.styleName = update.styleName;
  }
  if (update.pdfUnit && update.pdfUnit !== (next.pdfUnit ?? 'cm')) {
    changes.push({ field: 'pdfUnit', from: next.pdfUnit ?? 'cm', to: update.pdfUnit });
    next.pdfUnit = update.pdfUnit;
    changed.push('pdfUnit');
  }
  applyFactoryLanguage(next, update, changes, changed);
  applyPomUpdate(next, next.pomCodes, update, mark, changed, changes);
  applyMaterialsUpdate(next, update, mark);
  // the designer's BOM lines, then the colourways (which may name lines added just now)
  const bomEdited = update.bomEdits ? applyBomEdits(next, update.bomEdits) : undefined;
  if (bomEdited) record(bomEdited.fields, bomEdited.changes);
  const colourwayChange = update.colourways ? applyColourways(next, update.colourways) : undefined;
  if (colourwayChange) record(['colourways'], [colourwayChange]);
  followCorrections({
    next,
    changed,
    changes,
    typeSetInUpdate: changed.includes('aiAnalysis.garmentType'),
    coloursSetInUpdate: changed.includes('colors'),
    fabricSetInUpdate: changed.includes('materials.mainFabric'),
  });
  const bodyChange = syncSampleBody(next, !!colourwayChange, next.colors[0]?.hex !== pack.colors[0]?.hex);
  if (bodyChange) record([bodyChange.field], [bodyChange]);
  const detailChange = update.details ? detailsUpdate(next, update.details) : undefined;
  if (detailChange) record(['details'], detailChange.changes);
  const costChange = applyCostOverrides(next, update.costOverrides);
  if (costChange) record(['costOverrides'], [costChange]);
  return { pack: rederive(next, changed, now, changes, pack), changed };
}

/** PUT `details`; a detail the garment type does not take is a 400 naming the field. */
function detailsUpdate(next: TechPack, details: NonNullable<TechPackUpdate['details']>) {
  try {
    return applyDetailsUpdate(next, details);
  } catch (e) {
    throw fieldError('details.add', (e as Error).message);
  }
}

/** Rebuilds every section from the features, records a revision with old and new values. */
export function rederive(
  pack: TechPack,
  changed: string[],
  now: Date,
  changes: Change[] = [],
  before?: TechPack,
): TechPack {
  if (changed.length === 0) return pack;
  const oldRows = new Map((before ?? pack).pointsOfMeasure.rows.map((r) => [r.key, r]));
  derivePack(pack);
  const newKeys = new Set(pack.pointsOfMeasure.rows.map((r) => r.key));
  const added = pack.pointsOfMeasure.rows
    .filter((r) => !oldRows.has(r.key))
    .map((r) => `${r.code} ${r.name}`);
  const removed = [...oldRows.values()].filter((r) => !newKeys.has(r.key)).map((r) => `${r.code} ${r.name}`);
  // any change that adds or removes a point of measure says so (a fabric change can drop a knit-only rib height)
  if ((added.length || removed.length) && !changed.some((c) => c.startsWith('pointsOfMeasure')))
    changes.push({
      field: 'pointsOfMeasure',
      from: removed.length ? `removed: ${removed.join('; ')}` : '-',
      to: added.length ? `added: ${added.join('; ')}` : '-',
    });
  if (
    before &&
    before.materials.mainFabric !== pack.materials.mainFabric &&
    !changed.includes('materials.mainFabric')
  )
    changes.push({
      field: 'materials.mainFabric',
      from: before.materials.mainFabric,
      to: pack.materials.mainFabric,
    });
  // measured colours follow a changed pattern answer (a print's motif colours, a solid's one fabric)
  const names = (p: TechPack) => p.colors.map((c) => c.name).join(', ');
  if (before && names(before) !== names(pack) && !changed.includes('colors'))
    changes.push({ field: 'colors', from: names(before), to: names(pack) });
  const at = now.toISOString();
  pack.updatedAt = at;
  const last = pack.revisions[pack.revisions.length - 1];
  const groups = [
    ...new Set(changed.map((c) => (c.startsWith('aiAnalysis.features.') ? 'features' : c.split('.')[0]))),
  ];
  appendRevision(pack.revisions, {
    rev: (last?.rev ?? 0) + 1,
    at,
    by: 'user',
    summary: `Designer changed ${groups.join(', ')}${groups.includes('features') || groups.includes('aiAnalysis') ? '; sections re-derived from the features' : ''}`,
    fields: [...new Set(changed)],
    ...(changes.length ? { changes } : {}),
  });
  return pack;
}

export const TOP_GROUPS: PomGroup[] = ['tee', 'long-sleeve', 'shirt', 'hoodie', 'jacket', 'dress'];
