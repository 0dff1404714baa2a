import {
  PALETTE,
  SIZES,
  pomGroupOf,
  typeDefaults,
  type Fabric,
  type PomGroup,
  type Size,
} from '@techpack/catalog';
import {
  FEATURE_KEYS,
  blankFeatures,
  featureApplies,
  isValidFeatureValue,
  type AiAnalysis,
  type FeatureKey,
  type GarmentFeatures,
  type Provenance,
  type TechPack,
  type TechPackColor,
} from '@techpack/contracts';

// Typical garment-box aspect (height / width) in a flat photo, to estimate length from proportions.
export const TYPICAL_ASPECT: Partial<Record<PomGroup, { aspect: number; keys: string[] }>> = {
  tee: { aspect: 1.1, keys: ['length', 'centreBackLength'] },
  'long-sleeve': { aspect: 1.05, keys: ['length', 'centreBackLength'] },
  shirt: { aspect: 1.1, keys: ['length', 'centreBackLength'] },
  hoodie: { aspect: 1.0, keys: ['length', 'centreBackLength'] },
  jacket: { aspect: 1.0, keys: ['length', 'centreBackLength'] },
  dress: { aspect: 2.0, keys: ['length'] },
  skirt: { aspect: 1.1, keys: ['skirtLength'] },
  pants: { aspect: 2.3, keys: ['inseam', 'outseam'] },
  shorts: { aspect: 1.0, keys: ['inseam', 'outseam'] },
};

export function isSize(s: string): s is Size {
  return (SIZES as readonly string[]).includes(s);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function groupOf(pack: Pick<TechPack, 'aiAnalysis'>): PomGroup {
  return pomGroupOf(pack.aiAnalysis.garmentType);
}

export function fabricDetails(f: Fabric) {
  return { gsm: f.gsm, composition: f.composition, texture: f.texture, category: f.category };
}

// ------------------------------------------------------------------------------------------ features

/** The pack's features: the analysis's, or (older packs, analyzers without features) the type's assumed defaults. */
export function featuresOf(a: Pick<AiAnalysis, 'garmentType' | 'features'>): GarmentFeatures {
  if (a.features) return a.features as GarmentFeatures;
  return assumedFeatures(a.garmentType);
}

export function assumedFeatures(garmentType: string, keep?: GarmentFeatures): GarmentFeatures {
  const defaults = typeDefaults(garmentType);
  const f = blankFeatures(
    garmentType,
    Object.fromEntries(
      Object.entries(defaults).filter(([k]) => featureApplies(k as FeatureKey, garmentType)),
    ),
  );
  if (keep) {
    for (const k of FEATURE_KEYS) {
      const old = keep[k];
      if (
        old &&
        old.value !== 'n/a' &&
        featureApplies(k, garmentType) &&
        isValidFeatureValue(k, old.value, garmentType) &&
        old.value !== 'unclear'
      )
        f[k] = old;
    }
  }
  return f;
}

export const featureValues = (f: GarmentFeatures): Record<string, string> =>
  Object.fromEntries(FEATURE_KEYS.map((k) => [k, f[k]?.value ?? 'unclear']));

// main_colour feature -> a palette colour (used only when no colours were measured)
export const COLOUR_OF_FEATURE: Record<string, TechPackColor> = {
  black: PALETTE[0],
  white: PALETTE[1],
  navy: PALETTE[2],
  red: PALETTE[3],
  blue: PALETTE[4],
  green: PALETTE[5],
  yellow: PALETTE[6],
  purple: PALETTE[7],
  orange: PALETTE[8],
  pink: PALETTE[9],
  'beige-camel': PALETTE[12],
  grey: { name: 'Grey', hex: '#8A8D8F', pantone: '17-4402 TCX Neutral Gray' },
  'cream-ivory': PALETTE[14],
  burgundy: PALETTE[15],
  'olive-khaki': PALETTE[18],
  'light-blue': { name: 'Light Blue', hex: '#9BB7D4', pantone: '15-4020 TCX Cerulean' },
  brown: { name: 'Brown', hex: '#6B4A2E', pantone: '19-1020 TCX Dark Earth' },
};

export const provOfSource = (source: string | undefined): Provenance =>
  source === 'detected'
    ? 'detected'
    : source === 'user'
      ? 'user'
      : source === 'assumed'
        ? 'standard'
        : 'estimated';
