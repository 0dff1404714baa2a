import {
  ANALYZED_GARMENT_TYPES,
  FEATURE_KEYS,
  FEATURE_LABELS,
  featureValuesFor,
  type OpenItem,
  type TechPack,
  type TechPackStatus,
} from '@techpack/contracts';
import { fabricByName } from '@techpack/catalog';
import { featuresOf } from './features';
import { fabricLookOf } from './follow';

// A pack is a draft until the designer confirms it. What is open: every answer the designer has not given or
// confirmed that is an estimate, a type default or unclear, and every answer marked detected whose confidence is
// thin (the analyzer's detected answers are right about 19 times in 20 overall, but not at its threshold's edge).

/** Detected answers below this calibrated confidence (just over the analyzer's 0.95 detected bar) are asked again. */
export const THIN_MARGIN = 0.97;

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
      f.value === 'unclear'
        ? 'unclear'
        : f.source === 'estimated'
          ? 'estimated'
          : f.source === 'assumed'
            ? 'assumed'
            : f.confidence < THIN_MARGIN
              ? 'thin-margin'
              : undefined;
    if (!reason) continue;
    items.push({
      field: `aiAnalysis.features.${k}`,
      key: k,
      label: FEATURE_LABELS[k],
      value: f.value,
      source: f.source,
      confidence: f.confidence,
      reason,
      options: [...featureValuesFor(k, a.garmentType)],
    });
  }
  items.sort((x, y) => x.confidence - y.confidence);
  // while the fabric is a guess it is asked first, each candidate with its look and weight
  const m = pack.materials as TechPack['materials'] & { fabricCandidates?: string[] };
  const fabric = items.findIndex((i) => i.key === 'fabric_look');
  if (fabric >= 0 && m.fabricCandidates?.length) {
    const [item] = items.splice(fabric, 1);
    const candidates = m.fabricCandidates
      .map((name) => fabricByName(name))
      .filter((f) => !!f)
      .map((f) => ({ look: fabricLookOf(f), fabric: f.name, gsm: f.gsm }));
    items.unshift({ ...item, candidates });
  }
  return items;
}
