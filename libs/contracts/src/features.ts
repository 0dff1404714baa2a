import { z } from 'zod';
import {
  FEATURE_KEYS,
  FEATURE_LABELS,
  FEATURE_SOURCES,
  FEATURE_VALUES,
  NOT_APPLICABLE,
  UNCLEAR,
  featureApplies,
  featureFamilyOf,
  type FeatureKey,
} from '@techpack/catalog';

// The vocabulary itself (keys, values per family, labels, the family of a garment type) lives in libs/catalog
// (pure data, shared with the grammar and the web app); here: the schemas built on it.
export {
  FEATURE_KEYS,
  type FeatureKey,
  FEATURE_SOURCES,
  type FeatureSource,
  UNCLEAR,
  NOT_APPLICABLE,
  type FeatureFamily,
  featureFamilyOf,
  SLEEVE_VALUES,
  NECKLINE_VALUES,
  COLLAR_VALUES,
  HOOD_VALUES,
  FRONT_CLOSURE_VALUES,
  WAIST_VALUES,
  POCKETS_VALUES,
  PATTERN_VALUES,
  isPatternedValue,
  artworkRequest,
  FABRIC_LOOK_VALUES,
  MAIN_COLOUR_VALUES,
  FEATURE_VALUES_BY_FAMILY,
  FEATURE_VALUES,
  featureApplies,
  featureValuesFor,
  isValidFeatureValue,
  FEATURE_LABELS,
} from '@techpack/catalog';

// Garment features: what a technical designer sees in the photo. Keys and values are exactly those of
// shared/datasets/garment-attributes-guide.md (the product's feature vocabulary).
// analysis.features.<key> = { value, confidence, source }, also kept as techPack.aiAnalysis.features.

export const featureAnswerSchema = z.object({
  value: z.string().min(1).max(40),
  confidence: z.number().min(0).max(1),
  source: z.enum(FEATURE_SOURCES),
});
export type FeatureAnswer = z.infer<typeof featureAnswerSchema>;

export const garmentFeaturesSchema = z.object(
  Object.fromEntries(FEATURE_KEYS.map((k) => [k, featureAnswerSchema])) as Record<
    FeatureKey,
    typeof featureAnswerSchema
  >,
);
export type GarmentFeatures = Record<FeatureKey, FeatureAnswer>;

// PUT /api/tech-pack/{id} { aiAnalysis: { features: { sleeve: 'short' | { value: 'short' } } } }: a designer's choice.
export const featureUpdateSchema = z
  .object(
    Object.fromEntries(
      FEATURE_KEYS.map((k) => [
        k,
        z
          .union([
            z.enum(FEATURE_VALUES[k] as [string, ...string[]], {
              errorMap: () => ({
                message: `Invalid ${FEATURE_LABELS[k].toLowerCase()}: choose one of ${FEATURE_VALUES[k].join(', ')}`,
              }),
            }),
            z
              .object({
                value: z.enum(FEATURE_VALUES[k] as [string, ...string[]], {
                  errorMap: () => ({
                    message: `Invalid ${FEATURE_LABELS[k].toLowerCase()}: choose one of ${FEATURE_VALUES[k].join(', ')}`,
                  }),
                }),
              })
              .passthrough(),
          ])
          .optional(),
      ]),
    ) as unknown as Record<FeatureKey, z.ZodOptional<z.ZodTypeAny>>,
  )
  .strict();
export type FeatureUpdate = Partial<Record<FeatureKey, string | { value: string }>>;

/** A features object where every key is 'assumed' with the given defaults, 'n/a' where the key does not apply. */
export function blankFeatures(
  garmentType: string,
  defaults: Partial<Record<FeatureKey, string>> = {},
): GarmentFeatures {
  return Object.fromEntries(
    FEATURE_KEYS.map((k) => {
      if (
        !featureApplies(k, garmentType) ||
        (k === 'waist' && featureFamilyOf(garmentType) === 'dress' && !defaults[k])
      )
        return [k, { value: NOT_APPLICABLE, confidence: 1, source: 'assumed' as const }];
      const v = defaults[k];
      return [
        k,
        v
          ? { value: v, confidence: 0.5, source: 'assumed' as const }
          : { value: UNCLEAR, confidence: 0, source: 'estimated' as const },
      ];
    }),
  ) as GarmentFeatures;
}
