import { CODE_WORDS } from './code-words';

// The one label table of the web app: the words a screen shows for every code the product stores (garment types,
// feature values, option codes, fabric families and constructions, BOM categories). The printed documents' words
// (CODE_WORDS) are its first part, so a screen and the PDF say the same thing; a code missing here is shown as a
// sentence (first letter capital, hyphens and underscores as spaces), never as the code itself.
const SCREEN_WORDS: Record<string, string> = {
  // garment types (the analyzer's and the grammar's)
  't-shirt': 'T-Shirt',
  t_shirt: 'T-Shirt',
  tshirt: 'T-Shirt',
  'long-sleeve top': 'Long-sleeve top',
  'long-sleeve': 'Long-sleeve top',
  long_sleeve_top: 'Long-sleeve top',
  // feature values
  'v-neck': 'V-neck',
  'buttons-full': 'Full button front',
  'buttons-partial': 'Part button front (placket)',
  'zip-full': 'Full zip',
  'zip-partial': 'Half zip',
  'fly-and-waistband': 'Fly and waistband',
  'elastic-or-drawcord': 'Elastic or drawcord',
  'plain-waistband': 'Plain waistband',
  'rib-or-sweater-knit': 'Rib or sweater knit',
  'woven-light': 'Light woven',
  'woven-heavy': 'Heavy woven',
  'quilted-or-padded': 'Quilted or padded',
  'leather-or-suede': 'Leather or suede',
  'lace-or-sheer': 'Lace or sheer',
  'knee-or-longer': 'Knee length or longer',
  'a-line': 'A-line',
  'fit-and-flare': 'Fit and flare',
  'colour-block': 'Colour block',
  'light-blue': 'Light blue',
  'olive-khaki': 'Olive / khaki',
  'beige-camel': 'Beige / camel',
  'cream-ivory': 'Cream / ivory',
  multicolour: 'Multicolour',
  'n/a': 'Not applicable',
  unclear: 'Not clear',
  // fabric families and constructions
  'non-woven': 'Non-woven',
  'french-terry': 'French terry',
  'sweater-knit': 'Sweater knit',
  'swim-tricot': 'Swim tricot',
  'faux-fur': 'Faux fur',
  'pu-coated': 'PU-coated',
  'suede-look': 'Suede-look',
  hide: 'Leather hide',
  // options of the materials tab and the BOM
  'hang-tag': 'Hang tag',
};

export const LABELS: Readonly<Record<string, string>> = { ...CODE_WORDS, ...SCREEN_WORDS };

/** The words a screen shows for a stored code: its label, else the code as a sentence. */
export function labelOf(code: string | null | undefined): string {
  if (!code) return '';
  const hit = LABELS[code] ?? LABELS[code.toLowerCase()];
  if (hit) return hit;
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
