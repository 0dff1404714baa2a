import {
  FEATURE_LABELS,
  featureValuesFor,
  isValidFeatureValue,
  type AiAnalysis,
  type FeatureKey,
  type TechPack,
  type TechPackUpdate,
} from '@techpack/contracts';
import { featuresOf, assumedFeatures } from './features';
import { assertProductType, fieldError } from './type-rules';
import { sameJson, type Change, type Mark } from './update-log';

// PUT `aiAnalysis`: the garment type (its features that still apply stay), the designer's feature answers, and the
// text the grammar writes from them. `pack` is the pack before the update.
export function applyAnalysisUpdate(
  next: TechPack,
  pack: TechPack,
  update: TechPackUpdate,
  mark: Mark,
  changed: string[],
  changes: Change[],
): void {
  if (!update.aiAnalysis) return;
  const { garmentType, silhouette, styleCategory, description, components, features } =
    update.aiAnalysis as Partial<AiAnalysis> & { features?: Record<string, string | { value: string }> };
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
        throw fieldError(
          `aiAnalysis.features.${key}`,
          `Invalid ${FEATURE_LABELS[key].toLowerCase()} for a ${type}: choose one of ${['unclear', ...featureValuesFor(key, type)].join(', ')}`,
        );
      }
      const old = current[key];
      if (old?.value === value && old.source === 'user') continue;
      // the studio's Save echoes the whole analysis: an unchanged answer with its source is not a confirmation
      if (
        old?.value === value &&
        typeof raw === 'object' &&
        typeof (raw as { source?: unknown }).source === 'string' &&
        (raw as { source?: string }).source !== 'user'
      )
        continue;
      current[key] = { value, confidence: 1, source: 'user' };
      changed.push(`aiAnalysis.features.${key}`);
      changes.push({
        field: `features.${key}`,
        from: old ? `${old.value} (${old.source})` : '-',
        to: `${value} (user)`,
      });
    }
    next.aiAnalysis.features = current;
  }
  // text the grammar writes from the features is re-derived with them: a copy sent alongside a feature change is stale
  const featureChange = changed.some(
    (c) => c.startsWith('aiAnalysis.features.') || c === 'aiAnalysis.garmentType',
  );
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
