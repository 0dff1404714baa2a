// When the photo did not show the fabric (its look was assumed or only estimated), the pack does not pretend: it says
// "Fabric to be confirmed" with the three likeliest library fabrics for the garment, and the style name is built only
// from what was seen (no "Jeans" from a denim guess, no "Puffer" from a padded guess).
import { defaultFabricFor } from './grammar';
import type { GarmentKind } from './fabrics';

export const FABRIC_TO_CONFIRM = 'Fabric to be confirmed';

// fabric looks in order of likelihood per garment class (the attribute data's most frequent looks first)
const LIKELY_LOOKS: Partial<Record<GarmentKind, string[]>> = {
  tee: ['jersey', 'rib-or-sweater-knit', 'woven-light'],
  polo: ['jersey', 'woven-light', 'rib-or-sweater-knit'],
  'long-sleeve': ['jersey', 'rib-or-sweater-knit', 'fleece'],
  sweater: ['rib-or-sweater-knit', 'fleece', 'jersey'],
  shirt: ['woven-light', 'woven-heavy', 'denim'],
  hoodie: ['fleece', 'jersey', 'shell'],
  sweatshirt: ['fleece', 'jersey', 'rib-or-sweater-knit'],
  jacket: ['shell', 'woven-heavy', 'quilted-or-padded'],
  vest: ['quilted-or-padded', 'shell', 'fleece'],
  dress: ['woven-light', 'jersey', 'lace-or-sheer'],
  skirt: ['woven-light', 'woven-heavy', 'denim'],
  pants: ['woven-heavy', 'denim', 'woven-light'],
  jeans: ['denim', 'woven-heavy', 'woven-light'],
  joggers: ['fleece', 'jersey', 'woven-light'],
  shorts: ['woven-heavy', 'woven-light', 'jersey'],
};

/** The three likeliest library fabrics for a garment class, the current look's first. */
export function likeliestFabrics(
  kind: GarmentKind,
  currentLook: string | undefined,
  waist?: string,
): string[] {
  const looks = [
    ...new Set([
      ...(currentLook ? [currentLook] : []),
      ...(LIKELY_LOOKS[kind] ?? ['woven-light', 'jersey', 'woven-heavy']),
    ]),
  ];
  const names: string[] = [];
  for (const look of looks) {
    const f = defaultFabricFor(kind, look, waist);
    if (!names.includes(f.name)) names.push(f.name);
    if (names.length === 3) break;
  }
  return names;
}

// class labels that only a fabric guess gives, and what the seen features alone say
const FABRIC_BORN: Record<string, string> = {
  Jeans: 'Pants',
  'Puffer jacket': 'Jacket',
  'Puffer vest': 'Vest',
  Sweater: 'Long-sleeve top',
};

/** The style label when the fabric was not seen: no class name that only the fabric estimate gave. */
export function labelWithoutFabricGuess(label: string): string {
  return FABRIC_BORN[label] ?? label.replace(/^Hooded puffer /, 'Hooded ');
}
