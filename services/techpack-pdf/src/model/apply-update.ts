import { PALETTE, fabricByName, formatCm, nearestPaletteColor, parseCm, toleranceFor, type PomGroup } from '@techpack/catalog';
import { FEATURE_LABELS, featureValuesFor, isValidFeatureValue, type AiAnalysis, type FeatureKey, type Revision, type TechPack, type TechPackColor, type TechPackUpdate } from '@techpack/contracts';
import { fabricDetails, featuresOf, assumedFeatures } from './features';
import { customPomOf, codeFor, nextCustomCode } from './sections';
import { derivePack } from './derive';
import { applyTradeUpdate } from './trade-update';
import { applyCostOverrides } from '../get-cost/apply-cost-overrides';
import { followCorrections } from './follow';
import { assertProductType, fieldError } from './type-rules';
import { applyBomEdits } from './bom-edits';
import { applyColourways, syncSampleBody } from './colourways';
import { appendRevision } from './revision-log';
import { applyDetailsUpdate } from './details';
import { applyFactoryLanguage } from './factory-language-update';

// ------------------------------------------------------------------------------------------ designer's edits

function paletteColor(hex: string, name: string, pantone?: string): TechPackColor {
  const upper = hex.toUpperCase();
  const exact = PALETTE.find((p) => p.hex.toUpperCase() === upper);
  if (exact) return { name: name || exact.name, hex: upper, pantone: pantone || exact.pantone };
  const near = nearestPaletteColor(upper);
  return { name, hex: upper, pantone: pantone || (near.deltaE < 3 ? near.pantone : 'Custom') };
}

type Change = NonNullable<Revision['changes']>[number];
// Equal as data, whatever the key order (the database's JSON and the schemas reorder keys).
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const text = (v: unknown): string => (v === undefined || v === null ? '-' : typeof v === 'string' ? v : JSON.stringify(v));

// Applies the designer's edits; edited fields become provenance 'user'; every section is re-derived.
export function applyUpdate(pack: TechPack, update: TechPackUpdate, now: Date): { pack: TechPack; changed: string[] } {
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
    for (const r of next.pointsOfMeasure?.rows ?? []) if (!Object.values(next.pomCodes).includes(r.code)) next.pomCodes[r.key] = r.code;
  }
  applyTradeUpdate(next, update, mark); // size range, fit, artwork (issue 52): before the sample size
  if (update.selectedSize && update.selectedSize !== next.selectedSize) {
    // re-express measurements at the new size
    for (const row of next.pointsOfMeasure.rows) next.measurements[row.key] = formatCm(row.values[update.selectedSize] ?? parseCm(next.measurements[row.key]) ?? 0);
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
  if (update.aiAnalysis) {
    const { garmentType, silhouette, styleCategory, description, components, features } = update.aiAnalysis as Partial<AiAnalysis> & { features?: Record<string, string | { value: string }> };
    if (garmentType && garmentType !== next.aiAnalysis.garmentType) {
      assertProductType(garmentType);
      mark('aiAnalysis.garmentType', next.aiAnalysis.garmentType, garmentType);
      next.aiAnalysis.garmentType = garmentType;
      next.upload.garmentType = garmentType;
      // features that still apply stay; the rest take the new type's defaults
      next.aiAnalysis.features = assumedFeatures(garmentType, featuresOf(pack.aiAnalysis));
    }
    if (features) {
      const current = featuresOf(next.aiAnalysis);
      const type = next.aiAnalysis.garmentType;
      for (const [k, raw] of Object.entries(features)) {
        if (raw === undefined) continue;
        const key = k as FeatureKey;
        const value = typeof raw === 'string' ? raw : raw.value;
        if (!isValidFeatureValue(key, value, type)) {
          throw fieldError(`aiAnalysis.features.${key}`, `Invalid ${FEATURE_LABELS[key].toLowerCase()} for a ${type}: choose one of ${['unclear', ...featureValuesFor(key, type)].join(', ')}`);
        }
        const old = current[key];
        if (old?.value === value && old.source === 'user') continue;
        // the studio's Save echoes the whole analysis: an unchanged answer with its source is not a confirmation
        if (old?.value === value && typeof raw === 'object' && typeof (raw as { source?: unknown }).source === 'string' && (raw as { source?: string }).source !== 'user') continue;
        current[key] = { value, confidence: 1, source: 'user' };
        changed.push(`aiAnalysis.features.${key}`);
        changes.push({ field: `features.${key}`, from: old ? `${old.value} (${old.source})` : '-', to: `${value} (user)` });
      }
      next.aiAnalysis.features = current;
    }
    // text the grammar writes from the features is re-derived with them: a copy sent alongside a feature change is stale
    const featureChange = changed.some((c) => c.startsWith('aiAnalysis.features.') || c === 'aiAnalysis.garmentType');
    if (silhouette && !featureChange && silhouette !== next.aiAnalysis.silhouette) {
      mark('aiAnalysis.silhouette', next.aiAnalysis.silhouette, silhouette);
      next.aiAnalysis.silhouette = silhouette;
    }
    if (styleCategory && styleCategory !== next.aiAnalysis.styleCategory) {
      mark('aiAnalysis.styleCategory', next.aiAnalysis.styleCategory, styleCategory);
      next.aiAnalysis.styleCategory = styleCategory;
    }
    if (description && !featureChange && description !== next.aiAnalysis.description) {
      mark('aiAnalysis.description', next.aiAnalysis.description, description);
      next.aiAnalysis.description = description;
    }
    if (components && !featureChange && !sameJson(components, next.aiAnalysis.components)) {
      next.aiAnalysis.components = { ...next.aiAnalysis.components, ...components, assumed: [] };
      mark('aiAnalysis.components');
    }
  }
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
  if (update.pointsOfMeasure) {
    const { add = [], remove = [], edit = {} } = update.pointsOfMeasure;
    next.customPoms ??= {};
    next.pomOverrides ??= {};
    for (const p of add) {
      let key = p.key ?? (p.name.replace(/[^A-Za-z0-9 ]/g, '').replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase()) || 'custom');
      if (!/^[A-Za-z]/.test(key)) key = `pom${key}`;
      key = key.slice(0, 40);
      const base = key;
      let n = 2;
      while (key in next.measurements || next.pointsOfMeasure.rows.some((r) => r.key === key)) key = `${base}${n++}`;
      const cm = parseCm(p.value)!;
      const auto = customPomOf(key, cm);
      const grade = p.grade ?? auto.grade;
      next.customPoms[key] = { name: p.name, howToMeasure: p.howToMeasure || auto.howToMeasure, grade, tolerance: p.tolerance ?? toleranceFor(grade, grade === 0 ? 'detail' : 'girth') };
      next.measurements[key] = formatCm(cm);
      codeFor(next.pomCodes, key, nextCustomCode(next.pomCodes));
      mark(`measurements.${key}`, '-', `${p.name} ${formatCm(cm)} (${next.pomCodes[key]})`);
    }
    for (const key of remove) {
      if (!next.customPoms[key]) throw fieldError(`pointsOfMeasure.remove`, `Only points of measure added by the designer can be deleted (${key} is a standard point of measure)`);
      changes.push({ field: `pointsOfMeasure.${key}`, from: `${next.customPoms[key].name} (${next.pomCodes[key] ?? '-'})`, to: 'deleted' });
      delete next.customPoms[key];
      delete next.measurements[key];
      delete next.provenance[`measurements.${key}`];
      delete next.pomOverrides[key];
      changed.push(`pointsOfMeasure.${key}`); // its code stays reserved in pomCodes
    }
    for (const [key, e] of Object.entries(edit)) {
      const row = next.pointsOfMeasure.rows.find((r) => r.key === key) ?? (next.customPoms[key] ? { tolerance: next.customPoms[key].tolerance, gradeStep: next.customPoms[key].grade } : undefined);
      if (!row) throw fieldError(`pointsOfMeasure.edit.${key}`, `Unknown point of measure: ${key}`);
      const o = { ...next.pomOverrides[key] };
      if (e.tolerance !== undefined && e.tolerance !== row.tolerance) {
        changes.push({ field: `pointsOfMeasure.${key}.tolerance`, from: String(row.tolerance), to: String(e.tolerance) });
        o.tolerance = e.tolerance;
      }
      if (e.grade !== undefined && e.grade !== row.gradeStep) {
        changes.push({ field: `pointsOfMeasure.${key}.grade`, from: String(row.gradeStep), to: String(e.grade) });
        o.grade = e.grade;
      }
      if (o.tolerance !== next.pomOverrides[key]?.tolerance || o.grade !== next.pomOverrides[key]?.grade) {
        next.pomOverrides[key] = o;
        changed.push(`pointsOfMeasure.${key}`);
      }
    }
  }
  if (update.materials) {
    const m = update.materials;
    if (m.mainFabric && m.mainFabric !== next.materials.mainFabric) {
      mark('materials.mainFabric', next.materials.mainFabric, m.mainFabric);
      next.materials.mainFabric = m.mainFabric;
      const fab = fabricByName(m.mainFabric);
      if (fab) next.materials.fabricDetails = fabricDetails(fab);
      mark('materials.fabricDetails');
    }
    if (m.fabricDetails && Object.keys(m.fabricDetails).length > 0) {
      const merged = { ...next.materials.fabricDetails, ...m.fabricDetails };
      if (!sameJson(merged, next.materials.fabricDetails)) {
        mark('materials.fabricDetails', next.materials.fabricDetails, merged);
        next.materials.fabricDetails = merged;
      }
    }
    if (m.lining && m.lining !== next.materials.lining) {
      mark('materials.lining', next.materials.lining, m.lining);
      next.materials.lining = m.lining;
    }
    if (m.trim && m.trim !== next.materials.trim) {
      mark('materials.trim', next.materials.trim, m.trim);
      next.materials.trim = m.trim;
    }
  }
  if (update.colors) {
    const seen = new Set<string>();
    const colors = update.colors
      .map((c) => paletteColor(c.hex, c.name, c.pantone))
      .filter((c) => (seen.has(c.hex) ? false : (seen.add(c.hex), true)));
    if (!sameJson(colors, next.colors)) {
      mark('colors', next.colors.map((c) => c.name).join(', '), colors.map((c) => c.name).join(', '));
      next.colors = colors;
    }
  }
  if (update.branding) {
    for (const [k, v] of Object.entries(update.branding)) {
      if (v === undefined) continue;
      const value = k === 'logo' && v === '' ? null : v;
      const was = (next.branding as Record<string, unknown>)[k];
      if (was !== value) {
        (next.branding as Record<string, unknown>)[k] = value;
        if (k === 'logo') mark('branding.logo');
        else mark(`branding.${k}`, was, value);
      }
    }
  }
  if (update.trims && !sameJson(update.trims, next.trims)) {
    next.trims = { ...update.trims };
    mark('trims');
  }
  if (update.specialFeatures) {
    for (const [k, v] of Object.entries(update.specialFeatures)) {
      const was = (next.specialFeatures as Record<string, unknown>)[k];
      if (v !== undefined && was !== v) {
        (next.specialFeatures as Record<string, unknown>)[k] = v;
        mark(`specialFeatures.${k}`, was, v);
      }
    }
  }
  // issue 53: the designer's BOM lines, then the colourways (which may name lines added just now)
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
export function rederive(pack: TechPack, changed: string[], now: Date, changes: Change[] = [], before?: TechPack): TechPack {
  if (changed.length === 0) return pack;
  const oldRows = new Map((before ?? pack).pointsOfMeasure.rows.map((r) => [r.key, r]));
  derivePack(pack);
  const newKeys = new Set(pack.pointsOfMeasure.rows.map((r) => r.key));
  const added = pack.pointsOfMeasure.rows.filter((r) => !oldRows.has(r.key)).map((r) => `${r.code} ${r.name}`);
  const removed = [...oldRows.values()].filter((r) => !newKeys.has(r.key)).map((r) => `${r.code} ${r.name}`);
  // any change that adds or removes a point of measure says so (a fabric change can drop a knit-only rib height)
  if ((added.length || removed.length) && !changed.some((c) => c.startsWith('pointsOfMeasure'))) changes.push({ field: 'pointsOfMeasure', from: removed.length ? `removed: ${removed.join('; ')}` : '-', to: added.length ? `added: ${added.join('; ')}` : '-' });
  if (before && before.materials.mainFabric !== pack.materials.mainFabric && !changed.includes('materials.mainFabric')) changes.push({ field: 'materials.mainFabric', from: before.materials.mainFabric, to: pack.materials.mainFabric });
  // measured colours follow a changed pattern answer (a print's motif colours, a solid's one fabric)
  const names = (p: TechPack) => p.colors.map((c) => c.name).join(', ');
  if (before && names(before) !== names(pack) && !changed.includes('colors')) changes.push({ field: 'colors', from: names(before), to: names(pack) });
  const at = now.toISOString();
  pack.updatedAt = at;
  const last = pack.revisions[pack.revisions.length - 1];
  const groups = [...new Set(changed.map((c) => (c.startsWith('aiAnalysis.features.') ? 'features' : c.split('.')[0])))];
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
