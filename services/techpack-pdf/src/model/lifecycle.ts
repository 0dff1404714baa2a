import { ANALYZED_GARMENT_TYPES, FEATURE_KEYS, FEATURE_LABELS, featureValuesFor, type ConfirmTechPack, type OpenItem, type TechPack, type TechPackStatus } from '@techpack/contracts';
import { featuresOf } from './features';
import { applyUpdate, rederive } from './apply-update';

// A pack is a draft until the designer confirms it. What is open: every answer the designer has not given or
// confirmed that is an estimate, a type default or unclear, and every answer marked detected whose confidence is
// thin (the analyzer's detected answers are right about 19 times in 20 overall, but not at its threshold's edge).

/** Detected answers below this calibrated confidence are asked again on the confirm screen. */
export const THIN_MARGIN = 0.8;

export const statusOf = (pack: Pick<TechPack, 'status'>): TechPackStatus => pack.status ?? 'draft';

/** The answers still to confirm, least certain first. */
export function openItems(pack: TechPack): OpenItem[] {
  const items: OpenItem[] = [];
  const a = pack.aiAnalysis;
  const typeProv = pack.provenance['aiAnalysis.garmentType'];
  if (typeProv !== 'user') {
    const thin = typeProv === 'detected' && a.confidence < THIN_MARGIN;
    if (typeProv !== 'detected' || thin)
      items.push({
        field: 'aiAnalysis.garmentType',
        key: 'garmentType',
        label: 'Garment type',
        value: a.garmentType,
        source: typeProv ?? 'estimated',
        confidence: a.confidence,
        reason: thin ? 'thin-margin' : 'estimated',
        options: [...ANALYZED_GARMENT_TYPES],
      });
  }
  const features = featuresOf(a);
  for (const k of FEATURE_KEYS) {
    const f = features[k];
    if (!f || f.value === 'n/a' || (f.source === 'user' && f.value !== 'unclear')) continue;
    const reason: OpenItem['reason'] | undefined =
      f.value === 'unclear' ? 'unclear' : f.source === 'estimated' ? 'estimated' : f.source === 'assumed' ? 'assumed' : f.confidence < THIN_MARGIN ? 'thin-margin' : undefined;
    if (!reason) continue;
    items.push({ field: `aiAnalysis.features.${k}`, key: k, label: FEATURE_LABELS[k], value: f.value, source: f.source, confidence: f.confidence, reason, options: [...featureValuesFor(k, a.garmentType)] });
  }
  return items.sort((x, y) => x.confidence - y.confidence);
}

/**
 * The designer's answers recorded as theirs (an answer equal to the current value confirms it), every section
 * re-derived. The caller decides ready or 409 from openItems and the check.
 */
export function applyConfirm(pack: TechPack, body: ConfirmTechPack, now: Date): { pack: TechPack; changed: string[] } {
  const features = Object.fromEntries(Object.entries(body.features ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : (v as { value: string }).value]));
  const { pack: next, changed } = applyUpdate(pack, { aiAnalysis: { ...(body.garmentType ? { garmentType: body.garmentType } : {}), features } }, now);
  // confirming the type as it stands: no change of value, but the answer becomes the designer's
  if (body.garmentType && body.garmentType === next.aiAnalysis.garmentType && next.provenance['aiAnalysis.garmentType'] !== 'user') {
    const confirmed = changed.length > 0 ? next : structuredClone(next);
    confirmed.provenance['aiAnalysis.garmentType'] = 'user';
    if (changed.length > 0) return { pack: confirmed, changed: [...changed, 'aiAnalysis.garmentType'] };
    return { pack: rederive(confirmed, ['aiAnalysis.garmentType'], now, [{ field: 'aiAnalysis.garmentType', from: `${confirmed.aiAnalysis.garmentType} (${pack.provenance['aiAnalysis.garmentType'] ?? 'estimated'})`, to: `${confirmed.aiAnalysis.garmentType} (user)` }], pack), changed: ['aiAnalysis.garmentType'] };
  }
  return { pack: next, changed };
}

/** Marks a pack ready (its style number frozen from now on) and records the revision. */
export function markReady(pack: TechPack, now: Date): TechPack {
  const next = structuredClone(pack);
  next.status = 'ready';
  next.confirmedAt = now.toISOString();
  next.styleNumberFrozen = true;
  next.updatedAt = now.toISOString();
  const last = next.revisions[next.revisions.length - 1];
  next.revisions.push({ rev: (last?.rev ?? 0) + 1, at: now.toISOString(), by: 'user', summary: 'Designer confirmed the tech pack: ready to share', fields: ['status'], changes: [{ field: 'status', from: 'draft', to: 'ready' }] });
  return next;
}
