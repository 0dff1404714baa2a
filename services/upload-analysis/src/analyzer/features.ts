import {
  FEATURE_KEYS,
  NOT_APPLICABLE,
  UNCLEAR,
  artworkRequest,
  featureApplies,
  featureFamilyOf,
  featureValuesFor,
  isPatternedValue,
  type FeatureAnswer,
  type FeatureKey,
  type GarmentFeatures,
} from '@techpack/contracts';
import type { GarmentComponents } from '@techpack/contracts';
import type { GarmentClassification } from './analyzer.port';
import { colourFamilyOf, type ColourStats } from '@techpack/garment-classifier/photo';

const round3 = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;

// A type that names its sleeves: a t-shirt's are not long, a long-sleeve top's are long or elbow-length (in the
// labelled train photos: t-shirts short 151, elbow 3, never long; long-sleeve tops long 153, elbow 3, never short).
const SLEEVES_OF_TYPE: Record<string, readonly string[]> = {
  't-shirt': ['sleeveless', 'short', 'elbow'],
  tshirt: ['sleeveless', 'short', 'elbow'],
  tee: ['sleeveless', 'short', 'elbow'],
  'long-sleeve top': ['elbow', 'long'],
  'long sleeve top': ['elbow', 'long'],
  longsleeve: ['elbow', 'long'],
};

/** The values a key can take for this garment type; the sleeve as the type's name says it. */
function valuesFor(key: FeatureKey, garmentType: string): readonly string[] {
  const values = featureValuesFor(key, garmentType);
  const sleeves = key === 'sleeve' ? SLEEVES_OF_TYPE[garmentType.trim().toLowerCase()] : undefined;
  return sleeves ? values.filter((v) => sleeves.includes(v)) : values;
}

/**
 * One key's answer from its attribute head: probabilities restricted to the values the key can take for this garment
 * type (renormalised), the most likely value, `detected` only at or above the head's cross-validated threshold
 * (answers that confident were right >= 0.94 on held-out train folds), else `estimated`.
 */
export function answerFromHead(
  key: FeatureKey,
  garmentType: string,
  head: { values: string[]; probabilities: number[]; detectThreshold: number } | undefined,
): FeatureAnswer {
  if (!featureApplies(key, garmentType)) return { value: NOT_APPLICABLE, confidence: 1, source: 'assumed' };
  // a dress has a waist only where a separate waistband shows: the head was not trained on dress waists
  if (key === 'waist' && featureFamilyOf(garmentType) === 'dress')
    return { value: NOT_APPLICABLE, confidence: 1, source: 'assumed' };
  const allowed = valuesFor(key, garmentType);
  if (!head) return { value: UNCLEAR, confidence: 0, source: 'estimated' };
  let total = 0;
  let best = -1;
  head.values.forEach((v, i) => {
    if (!allowed.includes(v)) return;
    total += head.probabilities[i];
    if (best < 0 || head.probabilities[i] > head.probabilities[best]) best = i;
  });
  if (best < 0 || total <= 0) return { value: UNCLEAR, confidence: 0, source: 'estimated' };
  const confidence = head.probabilities[best] / total;
  return {
    value: head.values[best],
    confidence: round3(confidence),
    source: confidence >= head.detectThreshold ? 'detected' : 'estimated',
  };
}

/** analysis.features from the classifier's attribute heads and the measured garment colours. */
export function buildFeatures(
  garmentType: string,
  classification: Pick<GarmentClassification, 'attributes'>,
  colours: ColourStats,
): GarmentFeatures {
  const out = {} as GarmentFeatures;
  for (const key of FEATURE_KEYS) {
    if (key === 'main_colour') continue;
    out[key] = answerFromHead(key, garmentType, classification.attributes?.[key]);
  }
  // keep the hood answers consistent: a detected hood is also the neckline and the collar
  if (out.hood.value === 'yes' && out.hood.source === 'detected') {
    if (featureValuesFor('neckline', garmentType).includes('hooded'))
      out.neckline = { ...out.hood, value: 'hooded' };
    if (featureValuesFor('collar', garmentType).includes('hood')) out.collar = { ...out.hood, value: 'hood' };
  }
  // a type the designer named that defines a feature: a hoodie has its hood whatever the photo suggests
  if (garmentType.toLowerCase() === 'hoodie') {
    out.hood = { value: 'yes', confidence: 1, source: 'user' };
    out.neckline = { value: 'hooded', confidence: 1, source: 'user' };
    out.collar = { value: 'hood', confidence: 1, source: 'user' };
  }
  out.main_colour = mainColourAnswer(colours, classification.attributes?.main_colour);
  return out;
}

/**
 * Main colour family: the measured colour of the largest garment area (background left out) against labelled train
 * garments; `detected` at the vote share where leave-one-out train answers were right >= 0.94. Where no colour model
 * is available the image head answers (estimated at best).
 */
export function mainColourAnswer(
  colours: ColourStats,
  head?: { values: string[]; probabilities: number[]; detectThreshold: number },
): FeatureAnswer {
  const fam = colourFamilyOf(colours, head);
  if (fam)
    return {
      value: fam.value,
      confidence: round3(fam.confidence),
      source: fam.detected ? 'detected' : 'estimated',
    };
  return answerFromHead('main_colour', 't-shirt', head);
}

/** A stripe, check, print or colour-block answer (detected or estimated): the colourway lists the pattern's colours. */
export function isPatterned(f: Pick<GarmentFeatures, 'pattern'> | undefined): boolean {
  return isPatternedValue(f?.pattern.value);
}

const WORDS: Partial<Record<FeatureKey, Record<string, string>>> = {
  sleeve: {
    sleeveless: 'Sleeveless',
    short: 'Short sleeves',
    elbow: 'Elbow-length sleeves',
    long: 'Long sleeves',
  },
  neckline: {
    crew: 'Crew neck',
    scoop: 'Scoop neck',
    'v-neck': 'V-neck',
    boat: 'Boat neck',
    square: 'Square neck',
    turtleneck: 'Turtleneck',
    hooded: 'Hooded',
    strapless: 'Strapless',
    wrap: 'Wrap (crossover) neckline',
  },
  collar: {
    point: 'Point collar',
    camp: 'Camp collar',
    polo: 'Polo collar with placket',
    stand: 'Stand collar',
    lapel: 'Lapel collar',
    hood: 'Hood',
  },
  front_closure: {
    none: 'Pullover (no front opening)',
    'buttons-full': 'Full button front',
    'buttons-partial': 'Partial button placket',
    'zip-full': 'Full-length front zip',
    'zip-partial': 'Half zip',
    snaps: 'Snap front',
    wrap: 'Wrap front',
  },
  pockets: {
    none: 'No pockets',
    patch: 'Patch pockets',
    inset: 'Inset pockets',
    cargo: 'Cargo pockets',
    kangaroo: 'Kangaroo pocket',
  },
  waist: {
    'fly-and-waistband': 'Waistband with zip fly',
    'elastic-or-drawcord': 'Elastic / drawcord waist',
    'plain-waistband': 'Plain waistband',
  },
};
const COMPONENT_OF: [FeatureKey, string][] = [
  ['sleeve', 'sleeves'],
  ['neckline', 'neckline'],
  ['collar', 'collar'],
  ['front_closure', 'closure'],
  ['pockets', 'pockets'],
  ['waist', 'waistband'],
];

/**
 * The components read from the features: where a feature has a value, its words replace the outline's rule of
 * thumb; a component counts as seen only when its feature was detected (else it is listed in `assumed`).
 */
export function componentsFromFeatures(components: GarmentComponents, f: GarmentFeatures): GarmentComponents {
  const out: GarmentComponents = { ...components };
  const assumed = new Set<string>((components.assumed as string[] | undefined) ?? []);
  for (const [key, comp] of COMPONENT_OF) {
    const a = f[key];
    const words = WORDS[key]?.[a.value];
    if (a.value === NOT_APPLICABLE) continue;
    if (words) out[comp] = words;
    else if (key === 'collar' && a.value === 'none') delete out[comp];
    if (out[comp] === undefined) continue;
    if (a.source === 'detected' && (words || a.value === 'none')) assumed.delete(comp);
    else assumed.add(comp);
  }
  // a patterned fabric: the colourway lists its colours, the factory needs the artwork and its repeat
  const pattern = f.pattern.value;
  if (isPatterned(f)) {
    out.artwork = artworkRequest(pattern);
    if (f.pattern.source !== 'detected') assumed.add('artwork');
  }
  out.assumed = [...assumed];
  return out;
}
