// Features: the type defaults, the values each family takes, the resolved values and the garment class they describe.
import type { GarmentKind } from '../fabrics';
import { FEATURE_VALUES_BY_FAMILY, featureFamilyOf } from '../features';
import type { FeatureValues, GrammarFamily } from './types';

// ------------------------------------------------------------------------------------------ features

/** The family of a garment type: the feature vocabulary's mapping (one for the grammar, the schemas and the web app). */
export const grammarFamilyOf = (garmentType: string): GrammarFamily => featureFamilyOf(garmentType);

type Defaults = Record<string, string>;
const TOP_DEFAULTS: Defaults = {
  sleeve: 'short',
  neckline: 'crew',
  collar: 'none',
  hood: 'no',
  front_closure: 'none',
  pockets: 'none',
  pattern: 'solid',
  fabric_look: 'jersey',
  length: 'hip',
  silhouette: 'regular',
};
const BOTTOM_DEFAULTS: Defaults = {
  waist: 'fly-and-waistband',
  pockets: 'inset',
  pattern: 'solid',
  fabric_look: 'woven-heavy',
  silhouette: 'straight',
};

/** The value each feature takes for a garment type when nothing better is known (the 'assumed' default). */
export function typeDefaults(garmentType: string): Defaults {
  const t = garmentType.toLowerCase();
  const fam = grammarFamilyOf(t);
  if (fam === 'top') {
    if (t.includes('hood') || t.includes('sweatshirt'))
      return {
        ...TOP_DEFAULTS,
        sleeve: 'long',
        neckline: t.includes('hood') ? 'hooded' : 'crew',
        collar: t.includes('hood') ? 'hood' : 'none',
        hood: t.includes('hood') ? 'yes' : 'no',
        pockets: t.includes('hood') ? 'kangaroo' : 'none',
        fabric_look: 'fleece',
      };
    if (t === 'shirt' || t.includes('blouse') || t.includes('button'))
      return {
        ...TOP_DEFAULTS,
        sleeve: 'long',
        neckline: 'collared',
        collar: 'point',
        front_closure: 'buttons-full',
        fabric_look: 'woven-light',
      };
    if (t.includes('polo'))
      return { ...TOP_DEFAULTS, neckline: 'collared', collar: 'polo', front_closure: 'buttons-partial' };
    if (t.includes('sweater') || t.includes('jumper') || t.includes('cardigan'))
      return { ...TOP_DEFAULTS, sleeve: 'long', fabric_look: 'rib-or-sweater-knit' };
    if (t.includes('long')) return { ...TOP_DEFAULTS, sleeve: 'long' };
    return { ...TOP_DEFAULTS };
  }
  if (fam === 'outerwear') {
    const vest = t.includes('vest') || t.includes('gilet');
    const puffer = t.includes('puffer');
    return {
      ...TOP_DEFAULTS,
      sleeve: vest ? 'sleeveless' : 'long',
      neckline: 'collared',
      collar: 'stand',
      front_closure: 'zip-full',
      pockets: 'inset',
      fabric_look: puffer || vest ? 'quilted-or-padded' : 'shell',
    };
  }
  if (fam === 'dress')
    return {
      ...TOP_DEFAULTS,
      waist: 'n/a',
      fabric_look: 'woven-light',
      length: 'knee',
      silhouette: 'a-line',
    };
  if (fam === 'skirt')
    return {
      ...BOTTOM_DEFAULTS,
      waist: 'plain-waistband',
      pockets: 'none',
      fabric_look: 'woven-light',
      length: 'knee',
      silhouette: 'a-line',
    };
  if (fam === 'shorts') return { ...BOTTOM_DEFAULTS, length: 'short', silhouette: 'regular' };
  if (t.includes('jogger'))
    return {
      ...BOTTOM_DEFAULTS,
      waist: 'elastic-or-drawcord',
      fabric_look: 'fleece',
      silhouette: 'tapered',
      length: 'full',
    };
  if (t.includes('jean')) return { ...BOTTOM_DEFAULTS, fabric_look: 'denim', length: 'full' };
  return { ...BOTTOM_DEFAULTS, length: 'full' };
}

// The values each key takes per family: the guide's vocabulary (features.ts); main colour is handled on its own.
export const VALID = Object.fromEntries(
  (['top', 'outerwear', 'dress', 'skirt', 'pants', 'shorts'] as const).map((fam) => [
    fam,
    Object.fromEntries(
      Object.entries(FEATURE_VALUES_BY_FAMILY).flatMap(([key, byFam]) =>
        key !== 'main_colour' && byFam[fam] ? [[key, byFam[fam]!]] : [],
      ),
    ),
  ]),
) as Record<GrammarFamily, Record<string, readonly string[]>>;

/** Feature values with the type defaults filled in where the input is missing, unclear or not valid for the garment. */
export function resolveFeatures(
  garmentType: string,
  input: FeatureValues,
): { values: Record<string, string>; assumed: string[] } {
  const fam = grammarFamilyOf(garmentType);
  const defaults = typeDefaults(garmentType);
  const values: Record<string, string> = {};
  const assumed: string[] = [];
  for (const [key, valid] of Object.entries(VALID[fam])) {
    const v = input[key];
    if (v && valid.includes(v)) values[key] = v;
    else if (defaults[key] && defaults[key] !== 'n/a') {
      values[key] = defaults[key];
      assumed.push(key);
    }
  }
  if (input.main_colour && input.main_colour !== 'unclear' && input.main_colour !== 'n/a')
    values.main_colour = input.main_colour;
  // consistency: a hood answer wins over collar / neckline; a hood collar means a hood
  if (values.hood === 'yes') {
    values.collar = 'hood';
    values.neckline = 'hooded';
  } else if (values.collar === 'hood' || values.neckline === 'hooded') {
    if (assumed.includes('hood') || input.hood === undefined) {
      values.hood = 'yes';
      values.collar = 'hood';
      values.neckline = 'hooded';
    } else {
      values.collar = fam === 'outerwear' ? 'stand' : 'none';
      values.neckline = fam === 'outerwear' ? 'collared' : 'crew';
    }
  }
  if (
    values.collar &&
    ['point', 'camp', 'polo', 'stand', 'lapel'].includes(values.collar) &&
    !['collared', 'turtleneck', 'v-neck', 'wrap'].includes(values.neckline ?? '')
  )
    values.neckline = 'collared';
  if (values.neckline === 'collared' && values.collar === 'none')
    values.collar = fam === 'outerwear' ? 'stand' : 'point';
  if (values.collar === 'polo' && values.front_closure === 'none') values.front_closure = 'buttons-partial';
  return { values, assumed };
}

/** The garment class the features describe (a vest is a jacket without sleeves, joggers are pants with an elastic waist, ...). */
export function garmentKindOf(garmentType: string, v: Record<string, string>): GarmentKind {
  const t = garmentType.toLowerCase();
  const fam = grammarFamilyOf(t);
  const woven = ['woven-light', 'woven-heavy', 'denim'].includes(v.fabric_look ?? '');
  if (fam === 'outerwear') return v.sleeve === 'sleeveless' ? 'vest' : 'jacket';
  if (fam === 'dress') return 'dress';
  if (fam === 'skirt') return 'skirt';
  if (fam === 'shorts') return 'shorts';
  if (fam === 'pants') {
    if (v.fabric_look === 'denim') return 'jeans';
    if (
      v.waist === 'elastic-or-drawcord' &&
      (v.silhouette === 'tapered' || ['fleece', 'jersey'].includes(v.fabric_look ?? ''))
    )
      return 'joggers';
    return 'pants';
  }
  if (v.hood === 'yes') return 'hoodie';
  if (t.includes('hood') || t.includes('sweatshirt')) return 'sweatshirt';
  if (v.collar === 'polo') return 'polo';
  if (
    woven &&
    (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') || v.front_closure === 'buttons-full')
  )
    return 'shirt';
  if (t === 'shirt' || t.includes('blouse')) return 'shirt';
  if (
    v.fabric_look === 'rib-or-sweater-knit' &&
    !t.includes('t-shirt') &&
    v.sleeve !== 'short' &&
    v.sleeve !== 'sleeveless'
  )
    return 'sweater';
  if (v.fabric_look === 'fleece' && v.sleeve === 'long') return 'sweatshirt';
  // a t-shirt with elbow-length sleeves is still a t-shirt (as labelled in the attribute data); other tops with elbow
  // or long sleeves are long-sleeve tops
  if (v.sleeve === 'elbow' && /\bt[- ]?shirt\b|\btee\b/.test(t)) return 'tee';
  if (v.sleeve === 'long' || v.sleeve === 'elbow') return 'long-sleeve';
  return 'tee';
}

export const KIND_LABEL: Record<GarmentKind, string> = {
  tee: 'T-shirt',
  polo: 'Polo shirt',
  'long-sleeve': 'Long-sleeve top',
  sweater: 'Sweater',
  shirt: 'Shirt',
  hoodie: 'Hoodie',
  sweatshirt: 'Sweatshirt',
  jacket: 'Jacket',
  vest: 'Vest',
  dress: 'Dress',
  skirt: 'Skirt',
  pants: 'Pants',
  jeans: 'Jeans',
  joggers: 'Joggers',
  shorts: 'Shorts',
};

// ------------------------------------------------------------------------------------------ fabric
