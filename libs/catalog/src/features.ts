// The garment feature vocabulary: keys and values exactly as shared/datasets/garment-attributes-guide.md gives them.
// Pure data (no zod), so the grammar, the services and the web app share one copy; libs/contracts builds the
// schemas on it and re-exports it.

export const FEATURE_KEYS = [
  'sleeve',
  'neckline',
  'collar',
  'hood',
  'front_closure',
  'waist',
  'pockets',
  'pattern',
  'fabric_look',
  'length',
  'silhouette',
  'main_colour',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

// Where a feature value came from:
// - detected: seen in the photo, with a calibrated confidence at which such answers are right at least 9 times in 10
// - estimated: a likely value the designer should confirm
// - assumed: a default for the garment type
// - user: set by the designer
export const FEATURE_SOURCES = ['detected', 'estimated', 'assumed', 'user'] as const;
export type FeatureSource = (typeof FEATURE_SOURCES)[number];

export const UNCLEAR = 'unclear';
export const NOT_APPLICABLE = 'n/a';

// Garment families the guide's "applies to" column speaks of.
export type FeatureFamily = 'top' | 'outerwear' | 'dress' | 'skirt' | 'pants' | 'shorts';

export function featureFamilyOf(garmentType: string): FeatureFamily {
  const t = garmentType.toLowerCase();
  if (/jacket|coat|outwear|outerwear|blazer|vest|gilet|parka|puffer/.test(t)) return 'outerwear';
  if (t.includes('dress')) return 'dress';
  if (t.includes('skirt')) return 'skirt';
  if (t.includes('short')) return 'shorts';
  if (/pant|trouser|jean|jogger/.test(t)) return 'pants';
  return 'top'; // t-shirt, shirt, long-sleeve top, hoodie, polo, sweater
}

const UPPER: FeatureFamily[] = ['top', 'outerwear', 'dress'];
const BOTTOM: FeatureFamily[] = ['pants', 'shorts', 'skirt'];

// Values of each key per family (without 'unclear' / 'n/a'). A family missing from a key's map: the key is n/a.
const upper = <T extends readonly string[]>(v: T) =>
  Object.fromEntries(UPPER.map((f) => [f, v])) as Partial<Record<FeatureFamily, T>>;
const all = <T extends readonly string[]>(v: T) =>
  Object.fromEntries([...UPPER, ...BOTTOM].map((f) => [f, v])) as Partial<Record<FeatureFamily, T>>;

export const SLEEVE_VALUES = ['sleeveless', 'short', 'elbow', 'long'] as const;
export const NECKLINE_VALUES = [
  'crew',
  'scoop',
  'v-neck',
  'boat',
  'square',
  'turtleneck',
  'collared',
  'hooded',
  'strapless',
  'wrap',
] as const;
export const COLLAR_VALUES = ['none', 'point', 'camp', 'polo', 'stand', 'lapel', 'hood'] as const;
export const HOOD_VALUES = ['yes', 'no'] as const;
export const FRONT_CLOSURE_VALUES = [
  'none',
  'buttons-full',
  'buttons-partial',
  'zip-full',
  'zip-partial',
  'snaps',
  'wrap',
] as const;
export const WAIST_VALUES = ['fly-and-waistband', 'elastic-or-drawcord', 'plain-waistband'] as const;
export const POCKETS_VALUES = ['none', 'patch', 'inset', 'cargo', 'kangaroo'] as const;
export const PATTERN_VALUES = ['solid', 'stripe', 'check', 'print', 'colour-block'] as const;
/** A stripe, check, print or colour-block answer: the colourway lists the pattern's colours, the factory needs its artwork. */
export function isPatternedValue(pattern: string | undefined): boolean {
  return (
    pattern !== undefined && pattern !== 'solid' && (PATTERN_VALUES as readonly string[]).includes(pattern)
  );
}
/** What a patterned fabric asks of the designer: 'Print fabric: supply the artwork and the repeat size'. */
export const artworkRequest = (pattern: string) =>
  `${pattern.charAt(0).toUpperCase()}${pattern.slice(1)} fabric: supply the artwork and the repeat size`;
export const FABRIC_LOOK_VALUES = [
  'jersey',
  'rib-or-sweater-knit',
  'fleece',
  'woven-light',
  'woven-heavy',
  'denim',
  'quilted-or-padded',
  'shell',
  'leather-or-suede',
  'lace-or-sheer',
] as const;
export const MAIN_COLOUR_VALUES = [
  'black',
  'white',
  'grey',
  'navy',
  'blue',
  'light-blue',
  'green',
  'olive-khaki',
  'yellow',
  'orange',
  'red',
  'burgundy',
  'pink',
  'purple',
  'brown',
  'beige-camel',
  'cream-ivory',
  'multicolour',
] as const;

export const FEATURE_VALUES_BY_FAMILY: Record<
  FeatureKey,
  Partial<Record<FeatureFamily, readonly string[]>>
> = {
  sleeve: upper(SLEEVE_VALUES),
  neckline: upper(NECKLINE_VALUES),
  collar: upper(COLLAR_VALUES),
  hood: upper(HOOD_VALUES),
  front_closure: upper(FRONT_CLOSURE_VALUES),
  waist: { pants: WAIST_VALUES, shorts: WAIST_VALUES, skirt: WAIST_VALUES, dress: ['plain-waistband'] },
  pockets: all(POCKETS_VALUES),
  pattern: all(PATTERN_VALUES),
  fabric_look: all(FABRIC_LOOK_VALUES),
  length: {
    top: ['cropped', 'hip', 'thigh', 'knee-or-longer'],
    outerwear: ['cropped', 'hip', 'thigh', 'knee-or-longer'],
    dress: ['mini', 'knee', 'midi', 'maxi'],
    skirt: ['mini', 'knee', 'midi', 'maxi'],
    pants: ['full', 'cropped'],
    shorts: ['short', 'bermuda'],
  },
  silhouette: {
    top: ['fitted', 'regular', 'oversized'],
    outerwear: ['fitted', 'regular', 'oversized'],
    dress: ['sheath', 'a-line', 'fit-and-flare', 'shift', 'wrap', 'tiered'],
    skirt: ['pencil', 'a-line', 'pleated', 'flared'],
    pants: ['skinny', 'straight', 'wide', 'tapered'],
    shorts: ['regular', 'wide'],
  },
  main_colour: all(MAIN_COLOUR_VALUES),
};

// Every value a key can take in any family (the guide's list), plus 'unclear' and 'n/a'.
export const FEATURE_VALUES: Record<FeatureKey, readonly string[]> = Object.fromEntries(
  FEATURE_KEYS.map((k) => {
    const set = new Set<string>();
    for (const vs of Object.values(FEATURE_VALUES_BY_FAMILY[k])) for (const v of vs ?? []) set.add(v);
    return [k, [...set, UNCLEAR, NOT_APPLICABLE]];
  }),
) as unknown as Record<FeatureKey, readonly string[]>;

/** Does the key apply to this garment type at all? (dress waist: only when a separate waistband is seen.) */
export function featureApplies(key: FeatureKey, garmentType: string): boolean {
  return FEATURE_VALUES_BY_FAMILY[key][featureFamilyOf(garmentType)] !== undefined;
}

/** The values a key can take for a garment type, without 'unclear' / 'n/a' ([] where the key does not apply). */
export function featureValuesFor(key: FeatureKey, garmentType: string): readonly string[] {
  return FEATURE_VALUES_BY_FAMILY[key][featureFamilyOf(garmentType)] ?? [];
}

/** Is `value` a valid answer of `key` for this garment type ('unclear' always is; 'n/a' only where it does not apply, or for a dress waist). */
export function isValidFeatureValue(key: FeatureKey, value: string, garmentType: string): boolean {
  if (value === UNCLEAR) return true;
  const values = featureValuesFor(key, garmentType);
  if (value === NOT_APPLICABLE)
    return values.length === 0 || (key === 'waist' && featureFamilyOf(garmentType) === 'dress');
  return values.includes(value);
}

export const FEATURE_LABELS: Record<FeatureKey, string> = {
  sleeve: 'Sleeve',
  neckline: 'Neckline',
  collar: 'Collar',
  hood: 'Hood',
  front_closure: 'Front closure',
  waist: 'Waist',
  pockets: 'Pockets',
  pattern: 'Pattern',
  fabric_look: 'Fabric look',
  length: 'Length',
  silhouette: 'Silhouette',
  main_colour: 'Main colour',
};
