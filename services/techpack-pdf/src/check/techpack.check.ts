import { careContradiction, careForFibre, parseComposition, requiredPomKeys } from '@techpack/catalog';
import {
  FEATURE_KEYS,
  FEATURE_LABELS,
  type TechPack,
  type TechPackCheck,
  type TechPackCheckIssue,
  type TechPackUpdate,
} from '@techpack/contracts';
import { featuresOf, garmentSpecOf, openItems, statusOf } from '../model/techpack.model';
import { crossCheck } from './cross-checks';
import { measureChecks } from './measure-checks';
import { componentChecks } from './component-checks';
import { atDimensionFloor, easeCheck } from './ease-check';

// GET /api/tech-pack/{id}/check: what a factory would send back. Pure: the pack in, the issues out.
// Errors make a pack unfit to send; warnings are to confirm. A freshly generated pack has no errors.

const NO_COLOUR = /^\s*(|-|tbc|n\/a|matched|none|per brand)\s*$/i;
const CENTRE_FRONT_FULL = ['zip-full', 'buttons-full', 'snaps', 'wrap'];
const CENTRE_FRONT_PARTIAL = ['zip-partial', 'buttons-partial'];

export function checkTechPack(pack: TechPack): TechPackCheck {
  const issues: TechPackCheckIssue[] = [];
  const add = (
    code: string,
    severity: 'error' | 'warning',
    message: string,
    fields: string[],
    fix?: TechPackUpdate,
  ) => issues.push({ code, severity, message, fields, ...(fix ? { fix } : {}) });
  const spec = garmentSpecOf(pack);
  const rows = pack.pointsOfMeasure.rows;
  const row = (key: string) => rows.find((r) => r.key === key);
  const kindOf = new Map(spec.poms.map((p) => [p.key, p.kind]));

  // centre back longer than the body
  const cb = row('centreBackLength');
  const body = row('length');
  if (
    cb &&
    body &&
    pack.pointsOfMeasure.sizes.some((s) => (cb.values[s] ?? 0) >= (body.values[s] ?? Infinity))
  ) {
    add(
      'CB_LONGER_THAN_BODY',
      'error',
      `Centre back length (${cb.values[pack.selectedSize]} cm) is not shorter than the body length from HPS (${body.values[pack.selectedSize]} cm)`,
      ['measurements.centreBackLength', 'measurements.length'],
      {
        measurements: { centreBackLength: Math.round(((body.values[pack.selectedSize] ?? 0) - 2) * 10) / 10 },
      },
    );
  }
  // grading and tolerances
  for (const r of rows) {
    const vals = pack.pointsOfMeasure.sizes.map((s) => r.values[s]);
    const kind =
      kindOf.get(r.key) ??
      (pack.customPoms?.[r.key] ? (pack.customPoms[r.key].grade === 0 ? 'detail' : 'girth') : 'girth');
    if (r.gradeStep > 0 && vals.some((v, i) => i > 0 && !(v > vals[i - 1])))
      add('POM_NOT_GRADING', 'error', `${r.code} ${r.name} does not grow with size`, [
        `measurements.${r.key}`,
      ]);
    if (r.gradeStep === 0 && kind !== 'detail')
      add(
        'POM_NOT_GRADING',
        'warning',
        `${r.code} ${r.name} does not grow with size (grade 0): confirm it is a fixed detail`,
        [`pointsOfMeasure.${r.key}`],
        {
          pointsOfMeasure: {
            edit: { [r.key]: { grade: spec.poms.find((p) => p.key === r.key)?.grade || 0.5 } },
          },
        },
      );
    if (r.tolerance < 0.3)
      add(
        'TOLERANCE_TOO_TIGHT',
        'error',
        `${r.code} ${r.name}: tolerance +/-${r.tolerance} cm cannot be measured; use at least 0.3 cm (1/8")`,
        [`pointsOfMeasure.${r.key}`],
        { pointsOfMeasure: { edit: { [r.key]: { tolerance: 0.3 } } } },
      );
    if (
      r.gradeStep >= 1 &&
      r.tolerance * 2 >= r.gradeStep &&
      !atDimensionFloor(r.key, kind, r.tolerance, r.values[pack.selectedSize])
    )
      add(
        'TOLERANCE_BANDS_OVERLAP',
        'error',
        `${r.code} ${r.name}: tolerance +/-${r.tolerance} cm overlaps the neighbouring size (grade ${r.gradeStep} cm)`,
        [`pointsOfMeasure.${r.key}`],
        {
          pointsOfMeasure: {
            edit: { [r.key]: { tolerance: Math.max(0.3, Math.floor(r.gradeStep * 4) / 10) } },
          },
        },
      );
  }
  // fibre content
  const composition = pack.materials.fabricDetails.composition;
  const fibres = parseComposition(composition);
  const total = Math.round(fibres.reduce((s, f) => s + f.percent, 0) * 10) / 10;
  if (fibres.length === 0)
    add(
      'FIBRE_CONTENT_MISSING',
      'warning',
      `Fibre content "${composition}" gives no percentages: the care label needs them`,
      ['materials.fabricDetails'],
    );
  else if (total !== 100)
    add('FIBRE_NOT_100', 'error', `Fibre percentages add to ${total} %, not 100 % (${composition})`, [
      'materials.fabricDetails',
    ]);
  // BOM: duplicates, contradictions, colours
  const seen = new Map<string, string>();
  for (const l of pack.bom) {
    const k = `${l.category}|${l.item.toLowerCase()}|${l.placement.toLowerCase()}`;
    if (seen.has(k))
      add(
        'BOM_DUPLICATE',
        'error',
        `BOM lines ${seen.get(k)} and ${l.ref} are the same item (${l.item}, ${l.placement})`,
        [`bom.${seen.get(k)}`, `bom.${l.ref}`],
      );
    else seen.set(k, l.ref);
    if (l.category !== 'fabric' && NO_COLOUR.test(l.color))
      add('TRIM_WITHOUT_COLOUR', 'error', `${l.ref} ${l.item} has no colour`, [`bom.${l.ref}`]);
  }
  const closureLines = (re: RegExp) =>
    pack.bom.filter((l) => (l.category === 'hardware' || l.category === 'trim') && re.test(l.item));
  const buttons = closureLines(/button/i);
  if (new Set(buttons.map((b) => b.placement.split(/[ ,]/)[0].toLowerCase())).size < buttons.length)
    add(
      'BOM_CONTRADICTION',
      'error',
      `Two button lines for the same place: ${buttons.map((b) => `${b.ref} ${b.item}`).join(', ')}`,
      buttons.map((b) => `bom.${b.ref}`),
    );
  const mainFabrics = pack.bom.filter((l) => l.category === 'fabric');
  if (mainFabrics.length > 1)
    add(
      'BOM_CONTRADICTION',
      'error',
      `More than one main fabric line: ${mainFabrics.map((l) => l.ref).join(', ')}`,
      mainFabrics.map((l) => `bom.${l.ref}`),
    );
  const linings = pack.bom.filter((l) => l.category === 'lining');
  if (pack.materials.lining === 'none' && linings.length > 0)
    add(
      'BOM_CONTRADICTION',
      'warning',
      `Materials say no lining but the BOM has ${linings.map((l) => l.ref).join(', ')}`,
      ['materials.lining'],
    );
  const v = spec.features;
  if (v.waist === 'elastic-or-drawcord' && pack.bom.some((l) => /fly zip/i.test(l.item)))
    add('BOM_CONTRADICTION', 'error', 'Elastic or drawcord waist with a fly zip in the BOM', [
      'aiAnalysis.features.waist',
      'bom',
    ]);
  // artwork over a closure
  const b = pack.branding;
  const fc = v.front_closure ?? 'none';
  const centred =
    (b.logoPosition === 'center-chest' || b.logoPosition === 'hem-bottom') &&
    Math.abs(b.logoFromLeft) < b.logoWidth / 2 + 2;
  const placket = row('placketLength')?.values[pack.selectedSize] ?? 18;
  if (
    spec.family !== 'pants' &&
    spec.family !== 'shorts' &&
    spec.family !== 'skirt' &&
    centred &&
    (CENTRE_FRONT_FULL.includes(fc) ||
      (CENTRE_FRONT_PARTIAL.includes(fc) && b.logoPosition === 'center-chest' && b.logoFromTop < placket + 2))
  )
    add(
      'ARTWORK_OVER_CLOSURE',
      'error',
      `The ${b.logoPosition.replace('-', ' ')} logo sits over the ${fc.replace('-', ' ')} closure`,
      ['branding.logoPosition', 'aiAnalysis.features.front_closure'],
      {
        branding: {
          logoPosition: 'left-chest',
          logoFromLeft: 0,
          logoWidth: Math.min(b.logoWidth, 8),
          logoHeight: Math.min(b.logoHeight, 8),
        },
      },
    );
  if (b.logoPosition === 'pocket' && (v.pockets ?? 'none') === 'none' && spec.kind !== 'jeans')
    add(
      'ARTWORK_ON_MISSING_POCKET',
      'warning',
      'The logo is placed on a pocket but the garment has no pockets',
      ['branding.logoPosition', 'aiAnalysis.features.pockets'],
    );
  // care vs fibre
  const contradiction = careContradiction(b.careInstructions, composition);
  if (contradiction)
    add(
      'CARE_CONTRADICTS_FIBRE',
      'error',
      `Care "${b.careInstructions}" for ${composition}: ${contradiction}`,
      ['branding.careInstructions'],
      {
        branding: {
          careInstructions: careForFibre(composition, { padded: spec.padded }).instruction as never,
        },
      },
    );
  // features and their POMs
  const need = requiredPomKeys(spec);
  for (const [feature, keys] of Object.entries(need)) {
    const missing = keys.filter((k) => !row(k));
    if (missing.length)
      add(
        'FEATURE_WITHOUT_POMS',
        'error',
        `${FEATURE_LABELS[feature as keyof typeof FEATURE_LABELS] ?? feature} "${v[feature]}" has no ${missing.join(', ')} point(s) of measure`,
        missing.map((k) => `measurements.${k}`),
      );
  }
  const specKeys = new Set(spec.poms.map((p) => p.key));
  for (const r of rows) {
    if (!specKeys.has(r.key) && !pack.customPoms?.[r.key])
      add(
        'POM_WITHOUT_FEATURE',
        'warning',
        `${r.code} ${r.name} was kept from an earlier version but the current features do not need it`,
        [`measurements.${r.key}`],
      );
  }
  crossCheck(pack, spec, add);
  measureChecks(pack, add);
  easeCheck(pack, spec, add);
  componentChecks(pack, spec, add);
  // answers still to confirm: asked one at a time on the confirm screen (no fix that confirms them all at once)
  const features = featuresOf(pack.aiAnalysis);
  const unconfirmed = openItems(pack);
  const toConfirm = unconfirmed
    .filter((i) => i.key !== 'garmentType')
    .map((i) => i.key as (typeof FEATURE_KEYS)[number]);
  if (toConfirm.length)
    add(
      'FEATURES_TO_CONFIRM',
      'warning',
      `${toConfirm.length} feature(s) to confirm: ${toConfirm.map((k) => `${FEATURE_LABELS[k].toLowerCase()} (${features[k].value})`).join(', ')}`,
      toConfirm.map((k) => `aiAnalysis.features.${k}`),
    );
  if (unconfirmed.some((i) => i.key === 'garmentType'))
    add('TYPE_TO_CONFIRM', 'warning', `Garment type "${pack.aiAnalysis.garmentType}" to confirm`, [
      'aiAnalysis.garmentType',
    ]);
  issues.sort((x, y) => (x.severity === y.severity ? 0 : x.severity === 'error' ? -1 : 1));
  const ok = !issues.some((i) => i.severity === 'error');
  const status = statusOf(pack);
  // ready: the designer confirmed it (a draft never is, however sure the analysis); canConfirm: nothing stops them
  return {
    ok,
    issues,
    status,
    ready: status === 'ready',
    canConfirm: ok && unconfirmed.length === 0,
    unconfirmed,
  };
}

/** Open warnings and errors as lines for the PDF's provenance page. */
export function checkLines(pack: TechPack): string[] {
  return checkTechPack(pack).issues.map(
    (i) => `${i.severity === 'error' ? 'ERROR' : 'Warning'}: ${i.message}`,
  );
}
