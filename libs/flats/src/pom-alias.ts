import type { Spots } from './garments';

// Where a POM row's dimension line goes on the drawing: the view it belongs to, and the spot a key names
// (./render.ts draws the callouts).

// POMs measured on the back view; every other known key is shown on the front.
export const BACK_KEYS = new Set([
  'centreBackLength',
  'backNeckDrop',
  'shoulderWidth',
  'backRise',
  'waistbandHeight',
  'hoodWidth',
  'collarHeight',
  'neckbandHeight',
]);

/** A key the engine does not know, mapped to one it does by its words (the grammar may add keys). */
const KNOWN_KEYS = new Set([
  'length',
  'centreBackLength',
  'chestWidth',
  'bust',
  'shoulderWidth',
  'acrossFront',
  'armhole',
  'sleeveLength',
  'bicep',
  'sleeveOpening',
  'cuffWidth',
  'cuffHeight',
  'collarPoint',
  'collarHeight',
  'neckWidth',
  'frontNeckDrop',
  'backNeckDrop',
  'sweep',
  'hemRibHeight',
  'hoodHeight',
  'hoodWidth',
  'zipLength',
  'waistPosition',
  'waist',
  'highHip',
  'skirtLength',
  'hip',
  'thigh',
  'knee',
  'legOpening',
  'frontRise',
  'backRise',
  'inseam',
  'outseam',
  'waistbandHeight',
  'hoodOpening',
  'placketLength',
  'placketWidth',
  'pocketWidth',
  'pocketHeight',
  'pocketOpening',
  'kangarooWidth',
  'kangarooHeight',
  'cargoPocketWidth',
  'cargoPocketHeight',
  'flyLength',
  'waistWidth',
  'waistExtended',
  'neckbandHeight',
  'lapelWidth',
  'legCuffHeight',
  'hemHeight',
]);

export function aliasOf(key: string, spots: Spots): string | undefined {
  if (spots[key]) return key;
  if (KNOWN_KEYS.has(key)) return undefined; // known, but not on this garment as drawn (a hood row without a hood): shown beside it
  const k = key.slice(0, 200).toLowerCase(); // a key is a short camelCase word; a longer one is matched on its start
  const rules: [RegExp, string][] = [
    [/hood.*(height|length)/, 'hoodHeight'],
    [/hood.*width/, 'hoodWidth'],
    [/sleeve.*(length|len)/, 'sleeveLength'],
    [/(sleeve|cuff).*(open|width)/, 'sleeveOpening'],
    [/cuff.*(height|depth)/, 'cuffHeight'],
    [/bicep|upper.?arm/, 'bicep'],
    [/armhole/, 'armhole'],
    [/(chest|bust)/, 'chestWidth'],
    [/shoulder/, 'shoulderWidth'],
    [/(hem|sweep|bottom).*(width|opening)|sweep/, 'sweep'],
    [/(hem|bottom).*(rib|band).*height|rib.*height/, 'hemRibHeight'],
    [/front.*neck.*drop/, 'frontNeckDrop'],
    [/back.*neck.*drop/, 'backNeckDrop'],
    [/neck.*width/, 'neckWidth'],
    [/collar.*(height|stand)/, 'collarHeight'],
    [/collar.*point/, 'collarPoint'],
    [/(zip|placket|closure)/, 'zipLength'],
    [/waist.*band.*height|waistband/, 'waistbandHeight'],
    [/waist.*pos/, 'waistPosition'],
    [/high.*hip/, 'highHip'],
    [/hip|seat/, 'hip'],
    [/waist/, 'waist'],
    [/thigh/, 'thigh'],
    [/knee/, 'knee'],
    [/leg.*open|hem.*leg/, 'legOpening'],
    [/front.*rise/, 'frontRise'],
    [/back.*rise/, 'backRise'],
    [/inseam|inside.*leg/, 'inseam'],
    [/outseam|side.*length/, 'outseam'],
    [/skirt.*length/, 'skirtLength'],
    [/centre.*back|center.*back|cb.*length/, 'centreBackLength'],
    [/length/, 'length'],
  ];
  for (const [re, target] of rules) if (re.test(k) && spots[target]) return target;
  return undefined;
}
