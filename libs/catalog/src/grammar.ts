// The garment grammar: from garment type + features + fabric it derives what a factory needs
// (points of measure, BOM lines, construction operations, care, trims and artwork defaults).
// Pure functions, no I/O. Feature keys and values are those of libs/contracts/src/features.ts
// (garment-attributes-guide.md); this library takes them as plain strings so it does not depend on contracts.

import { SIZES, type Size } from './enums';
import { FABRICS, fabricByName, type Fabric, type GarmentKind } from './fabrics';
import { END_OF_RANGE_FACTOR } from './grading';
import { trimById } from './trims';
import { FEATURE_VALUES_BY_FAMILY, MAIN_COLOUR_VALUES, featureFamilyOf, type FeatureFamily } from './features';
import { perSizeInRange } from './sizing/grade';
import { fitToRange } from './sizing/apply';
import { SIZE_RANGE_SPECS, defaultSizeRange, fitFromSilhouette, type Fit, type GradeClass, type SizeLabel, type SizeRange } from './sizing/ranges';
import { fabricClassOf, type FabricClass } from './sizing/tolerances';

export type FeatureValues = Partial<Record<string, string>>;
export type GrammarFamily = FeatureFamily;

export interface GrammarPom {
  code: string; // preferred code: stable for a key across garments and revisions
  key: string;
  name: string;
  howToMeasure: string;
  base: number; // cm at size M
  grade: number; // cm per size step (0 for detail heights)
  tolerance: number; // +/- cm, at least 0.3
  kind: 'girth' | 'length' | 'detail';
  feature?: string; // the feature that brought this POM
  gradeClass?: GradeClass; // which column of the range's body table its steps follow
}

export type GrammarBomCategory = 'fabric' | 'lining' | 'trim' | 'thread' | 'hardware' | 'label' | 'hang-tag' | 'packaging';
export interface GrammarBomLine {
  key: string; // stable id of the line ('fabric.main', 'trim.zip', ...)
  category: GrammarBomCategory;
  item: string;
  description: string;
  placement: string;
  color: string;
  quantity: number; // size M
  unit: string;
  quantityBySize?: Record<string, number>; // where the quantity varies with size
}

export interface GrammarOperation {
  operation: string;
  isoStitch: string;
  stitchName: string;
  isoSeam: string;
  seamName: string;
  spi: number;
  seamAllowanceCm: number;
  notes: string;
}

export interface GarmentArtwork {
  logoPosition: string;
  logoWidth: number;
  logoHeight: number;
  logoFromTop: number;
  logoFromLeft: number;
  logoMethod: string;
}

export interface GarmentSpec {
  garmentType: string;
  kind: GarmentKind;
  family: GrammarFamily;
  label: string; // 'Hooded puffer jacket'
  features: Record<string, string>; // resolved values (type defaults where the input was unclear / missing)
  assumed: string[]; // keys whose value came from the type default
  fabric: Fabric;
  padded: boolean;
  poms: GrammarPom[];
  bom: GrammarBomLine[];
  operations: GrammarOperation[];
  thread: string;
  finishing: string;
  care: { instruction: string; lines: string[] };
  trims: Record<string, string>;
  hardware: string;
  lining: string;
  trim: string;
  artwork: GarmentArtwork;
  mainLabel: string;
  description: string;
  sizeRange: SizeRange;
  fit: Fit;
  sizes: readonly SizeLabel[];
  baseSize: SizeLabel; // the size the blocks (POM bases) are drawn at
  fabricClass: FabricClass;
}

export const MIN_TOLERANCE_CM = 0.3;

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
const BOTTOM_DEFAULTS: Defaults = { waist: 'fly-and-waistband', pockets: 'inset', pattern: 'solid', fabric_look: 'woven-heavy', silhouette: 'straight' };

/** The value each feature takes for a garment type when nothing better is known (the 'assumed' default). */
export function typeDefaults(garmentType: string): Defaults {
  const t = garmentType.toLowerCase();
  const fam = grammarFamilyOf(t);
  if (fam === 'top') {
    if (t.includes('hood') || t.includes('sweatshirt'))
      return { ...TOP_DEFAULTS, sleeve: 'long', neckline: t.includes('hood') ? 'hooded' : 'crew', collar: t.includes('hood') ? 'hood' : 'none', hood: t.includes('hood') ? 'yes' : 'no', pockets: t.includes('hood') ? 'kangaroo' : 'none', fabric_look: 'fleece' };
    if (t === 'shirt' || t.includes('blouse') || t.includes('button'))
      return { ...TOP_DEFAULTS, sleeve: 'long', neckline: 'collared', collar: 'point', front_closure: 'buttons-full', fabric_look: 'woven-light' };
    if (t.includes('polo')) return { ...TOP_DEFAULTS, neckline: 'collared', collar: 'polo', front_closure: 'buttons-partial' };
    if (t.includes('sweater') || t.includes('jumper') || t.includes('cardigan')) return { ...TOP_DEFAULTS, sleeve: 'long', fabric_look: 'rib-or-sweater-knit' };
    if (t.includes('long')) return { ...TOP_DEFAULTS, sleeve: 'long' };
    return { ...TOP_DEFAULTS };
  }
  if (fam === 'outerwear') {
    const vest = t.includes('vest') || t.includes('gilet');
    const puffer = t.includes('puffer');
    return { ...TOP_DEFAULTS, sleeve: vest ? 'sleeveless' : 'long', neckline: 'collared', collar: 'stand', front_closure: 'zip-full', pockets: 'inset', fabric_look: puffer || vest ? 'quilted-or-padded' : 'shell' };
  }
  if (fam === 'dress') return { ...TOP_DEFAULTS, waist: 'n/a', fabric_look: 'woven-light', length: 'knee', silhouette: 'a-line' };
  if (fam === 'skirt') return { ...BOTTOM_DEFAULTS, waist: 'plain-waistband', pockets: 'none', fabric_look: 'woven-light', length: 'knee', silhouette: 'a-line' };
  if (fam === 'shorts') return { ...BOTTOM_DEFAULTS, length: 'short', silhouette: 'regular' };
  if (t.includes('jogger')) return { ...BOTTOM_DEFAULTS, waist: 'elastic-or-drawcord', fabric_look: 'fleece', silhouette: 'tapered', length: 'full' };
  if (t.includes('jean')) return { ...BOTTOM_DEFAULTS, fabric_look: 'denim', length: 'full' };
  return { ...BOTTOM_DEFAULTS, length: 'full' };
}

// The values each key takes per family: the guide's vocabulary (features.ts); main colour is handled on its own.
const VALID = Object.fromEntries(
  (['top', 'outerwear', 'dress', 'skirt', 'pants', 'shorts'] as const).map((fam) => [
    fam,
    Object.fromEntries(
      Object.entries(FEATURE_VALUES_BY_FAMILY).flatMap(([key, byFam]) => (key !== 'main_colour' && byFam[fam] ? [[key, byFam[fam]!]] : [])),
    ),
  ]),
) as Record<GrammarFamily, Record<string, readonly string[]>>;

/** Feature values with the type defaults filled in where the input is missing, unclear or not valid for the garment. */
export function resolveFeatures(garmentType: string, input: FeatureValues): { values: Record<string, string>; assumed: string[] } {
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
  if (input.main_colour && input.main_colour !== 'unclear' && input.main_colour !== 'n/a') values.main_colour = input.main_colour;
  // consistency: a hood answer wins over collar / neckline; a hood collar means a hood
  if (values.hood === 'yes') {
    values.collar = 'hood';
    values.neckline = 'hooded';
  } else if (values.collar === 'hood' || values.neckline === 'hooded') {
    if (assumed.includes('hood') || input.hood === undefined) values.hood = 'yes';
    else {
      values.collar = fam === 'outerwear' ? 'stand' : 'none';
      values.neckline = fam === 'outerwear' ? 'collared' : 'crew';
    }
  }
  if (values.collar && ['point', 'camp', 'polo', 'stand', 'lapel'].includes(values.collar) && !['collared', 'turtleneck', 'v-neck', 'wrap'].includes(values.neckline ?? '')) values.neckline = 'collared';
  if (values.neckline === 'collared' && values.collar === 'none') values.collar = fam === 'outerwear' ? 'stand' : 'point';
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
    if (v.waist === 'elastic-or-drawcord' && (v.silhouette === 'tapered' || ['fleece', 'jersey'].includes(v.fabric_look ?? ''))) return 'joggers';
    return 'pants';
  }
  if (v.hood === 'yes') return 'hoodie';
  if (t.includes('hood') || t.includes('sweatshirt')) return 'sweatshirt';
  if (v.collar === 'polo') return 'polo';
  if (woven && (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') || v.front_closure === 'buttons-full')) return 'shirt';
  if (t === 'shirt' || t.includes('blouse')) return 'shirt';
  if (v.fabric_look === 'rib-or-sweater-knit' && !t.includes('t-shirt') && v.sleeve !== 'short' && v.sleeve !== 'sleeveless') return 'sweater';
  if (v.fabric_look === 'fleece' && v.sleeve === 'long') return 'sweatshirt';
  // a t-shirt with elbow-length sleeves is still a t-shirt (as labelled in the attribute data); other tops with elbow
  // or long sleeves are long-sleeve tops
  if (v.sleeve === 'elbow' && /\bt[- ]?shirt\b|\btee\b/.test(t)) return 'tee';
  if (v.sleeve === 'long' || v.sleeve === 'elbow') return 'long-sleeve';
  return 'tee';
}

const KIND_LABEL: Record<GarmentKind, string> = {
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

const FABRIC_BY_LOOK: Record<string, Partial<Record<GarmentKind | 'default', string>>> = {
  jersey: { polo: 'cotton-pique', dress: 'viscose-jersey', skirt: 'viscose-jersey', pants: 'french-terry', joggers: 'french-terry', shorts: 'french-terry', hoodie: 'french-terry', sweatshirt: 'french-terry', jacket: 'french-terry', default: 'cotton-jersey' },
  'rib-or-sweater-knit': { sweater: 'cotton-sweater-knit', tee: 'cotton-rib', 'long-sleeve': 'cotton-rib', dress: 'cotton-rib', skirt: 'cotton-rib', default: 'cotton-sweater-knit' },
  fleece: { jacket: 'heavy-fleece', vest: 'heavy-fleece', default: 'cotton-fleece' },
  'woven-light': { shirt: 'cotton-poplin', dress: 'viscose-challis', skirt: 'viscose-challis', tee: 'viscose-challis', 'long-sleeve': 'viscose-challis', pants: 'linen', joggers: 'linen', shorts: 'polyester-microfibre', jacket: 'nylon-ripstop', vest: 'nylon-ripstop', default: 'cotton-poplin' },
  'woven-heavy': { shirt: 'cotton-oxford', jacket: 'organic-cotton-canvas', vest: 'organic-cotton-canvas', dress: 'cotton-twill-light', default: 'cotton-twill' },
  denim: { shirt: 'denim-shirting', dress: 'denim-shirting', tee: 'denim-shirting', 'long-sleeve': 'denim-shirting', jeans: 'denim-12oz', skirt: 'stretch-denim', default: 'denim-12oz' },
  'quilted-or-padded': { default: 'quilted-nylon' },
  shell: { shorts: 'polyester-microfibre', jacket: 'nylon-ripstop', vest: 'nylon-ripstop', 'long-sleeve': 'nylon-ripstop', default: 'nylon-ripstop' },
  'leather-or-suede': { default: 'genuine-leather' },
  'lace-or-sheer': { dress: 'cotton-lace', skirt: 'cotton-lace', default: 'polyester-chiffon' },
};

/** The default main fabric for a garment class and fabric look (a puffer is not canvas, a sweater is not 180 gsm jersey). */
export function defaultFabricFor(kind: GarmentKind, fabricLook: string | undefined, waist?: string): Fabric {
  const row = FABRIC_BY_LOOK[fabricLook ?? ''];
  let id = row?.[kind] ?? row?.default;
  if (kind === 'shorts' && fabricLook === 'woven-light' && waist === 'fly-and-waistband') id = 'cotton-twill-light';
  if (kind === 'joggers' && fabricLook === 'fleece') id = 'cotton-fleece';
  return fabricByName(id ?? '') ?? FABRICS[0];
}

export const isKnit = (f: Pick<Fabric, 'family'>) => f.family === 'knit';

// ------------------------------------------------------------------------------------------ points of measure

const HOW: Record<string, string> = {
  length: 'From the high point shoulder (HPS), straight down to the bottom edge of the hem.',
  centreBackLength: 'From the centre back neck seam straight down to the hem.',
  chestWidth: 'Straight across, 2.5 cm (1") below the armhole, side seam to side seam.',
  shoulderWidth: 'Across the back from shoulder point to shoulder point, following the shoulder seams.',
  acrossFront: 'Straight across the front, 13 cm below HPS, armhole seam to armhole seam.',
  sweep: 'Straight across the bottom edge, side seam to side seam, relaxed.',
  hemRibHeight: 'Height of the hem rib band, from the attaching seam to the edge.',
  armhole: 'Straight from the shoulder point down to the underarm point.',
  sleeveLengthLong: 'From the shoulder point along the top of the sleeve to the end of the sleeve (cuff included).',
  sleeveLengthShort: 'From the shoulder point along the top of the sleeve to the sleeve opening.',
  bicep: 'Straight across the sleeve, 2.5 cm (1") below the underarm, perpendicular to the sleeve fold.',
  sleeveOpening: 'Straight across the sleeve opening edge, relaxed.',
  cuffOpening: 'Straight across the cuff edge, relaxed.',
  cuffWidth: 'Cuff length from buttonhole end to button, cuff closed (circumference).',
  cuffHeight: 'Height of the cuff, from the attaching seam to the edge.',
  neckWidth: 'Straight across from one HPS to the other, seam to seam.',
  frontNeckDrop: 'From the imaginary line between the HPS straight down to the front neck seam.',
  backNeckDrop: 'From the imaginary line between the HPS straight down to the back neck seam.',
  neckbandHeight: 'Height of the neckband at centre back, seam to edge.',
  collarPoint: 'Length of the collar point, from the collar band seam to the collar tip.',
  collarHeight: 'Height of the collar (or stand) at centre back, seam to edge.',
  collarLength: 'Along the collar band from the button centre to the buttonhole end, buttoned.',
  lapelWidth: 'Widest point of the lapel, perpendicular to the lapel edge.',
  hoodHeight: 'From the HPS (hood attaching seam) straight up to the top of the hood, hood laid flat.',
  hoodWidth: 'Straight across the widest part of the hood, from the front edge to the back seam.',
  hoodOpening: 'Along the front edge of the hood from one neck seam end to the other, relaxed.',
  zipLength: 'Along centre front from the top of the collar to the bottom of the zip, teeth only.',
  placketLength: 'From the top of the placket (neck seam) down to the bottom of the placket.',
  placketWidth: 'Finished width of the front placket.',
  pocketWidth: 'Width of the patch pocket at its top edge.',
  pocketHeight: 'Height of the patch pocket at its centre.',
  pocketOpening: 'Along the pocket opening edge, end to end.',
  kangarooWidth: 'Kangaroo pocket width along the bottom edge.',
  kangarooHeight: 'Kangaroo pocket height at centre front, from the hem seam to the top edge.',
  cargoPocketWidth: 'Width of the cargo pocket, bellows closed.',
  cargoPocketHeight: 'Height of the cargo pocket from the flap seam to the bottom, bellows closed.',
  waist: 'Straight across the top edge of the waistband, relaxed, side to side.',
  waistExtended: 'Straight across the top edge of the waistband, elastic fully stretched.',
  waistbandHeight: 'Height of the waistband at centre back.',
  hip: 'Straight across, 18 cm below the top of the waistband, side to side.',
  thigh: 'Straight across the leg, 2.5 cm below the crotch point, parallel to the hem.',
  knee: 'Straight across the leg at half the inseam length.',
  legOpening: 'Straight across the leg opening, relaxed.',
  legCuffHeight: 'Height of the leg rib cuff, seam to edge.',
  frontRise: 'From the crotch seam to the top of the waistband at centre front, along the seam.',
  backRise: 'From the crotch seam to the top of the waistband at centre back, along the seam.',
  inseam: 'Along the inside leg seam from the crotch point to the hem.',
  outseam: 'Along the side seam from the top of the waistband to the hem.',
  flyLength: 'From the top of the waistband down to the bottom of the fly / zip opening.',
  waistPosition: 'From the HPS straight down to the waist seam or narrowest point.',
  waistWidth: 'Straight across at the waist position, side seam to side seam.',
  highHip: 'Straight across, 10 cm below the waist position.',
  skirtLength: 'From the top of the waistband (or waist seam) at centre front straight down to the hem.',
  hemHeight: 'Height of the finished hem at the side seam, from the fold to the stitch line.',
  pocketFromHps: 'From the HPS straight down to the top edge of the pocket.',
  pocketFromCf: 'From centre front horizontally to the nearest edge of the pocket.',
  pocketFromWaist: 'From the top of the waistband straight down to the top edge of the back pocket.',
  armholeBinding: 'Finished width of the armhole binding or facing.',
};

// One code per key, everywhere: a code never names another point of measure.
export const POM_CODES: Record<string, string> = {
  length: 'A1',
  centreBackLength: 'B6',
  chestWidth: 'A4',
  shoulderWidth: 'B1',
  acrossFront: 'A6',
  sweep: 'A10',
  hemRibHeight: 'A11',
  armhole: 'C1',
  sleeveLength: 'C12',
  bicep: 'C4',
  sleeveOpening: 'C6',
  cuffWidth: 'C7',
  cuffHeight: 'C8',
  armholeBinding: 'C9',
  neckWidth: 'D1',
  frontNeckDrop: 'D2',
  backNeckDrop: 'D3',
  collarPoint: 'D4',
  collarHeight: 'D5',
  collarLength: 'D6',
  neckbandHeight: 'D7',
  lapelWidth: 'D8',
  hoodHeight: 'E1',
  hoodWidth: 'E2',
  hoodOpening: 'E3',
  zipLength: 'F1',
  flyLength: 'F2',
  placketLength: 'F3',
  placketWidth: 'F4',
  waistPosition: 'G1',
  waistWidth: 'G2',
  highHip: 'G3',
  skirtLength: 'G4',
  waist: 'H1',
  waistbandHeight: 'H2',
  hip: 'H3',
  thigh: 'H5',
  knee: 'H6',
  legOpening: 'H7',
  frontRise: 'H8',
  backRise: 'H9',
  inseam: 'H10',
  outseam: 'H11',
  waistExtended: 'H12',
  legCuffHeight: 'H13',
  pocketWidth: 'P1',
  pocketHeight: 'P2',
  pocketOpening: 'P3',
  kangarooWidth: 'P4',
  kangarooHeight: 'P5',
  cargoPocketWidth: 'P6',
  cargoPocketHeight: 'P7',
  pocketFromHps: 'P8',
  pocketFromCf: 'P9',
  pocketFromWaist: 'P10',
  panelSeamFromHem: 'K1',
  hemHeight: 'A12',
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Tolerance for a grade step: 40 % of the step (bands of neighbouring sizes never overlap), at least 0.3 cm. */
export function toleranceFor(grade: number, kind: GrammarPom['kind']): number {
  if (kind === 'detail' || grade <= 0) return MIN_TOLERANCE_CM;
  return Math.max(MIN_TOLERANCE_CM, round1(Math.min(grade * 0.4, 1.5)));
}

function pom(key: string, name: string, base: number, grade: number, kind: GrammarPom['kind'], feature?: string, how?: string): GrammarPom {
  const g = kind === 'detail' ? 0 : grade;
  return { code: POM_CODES[key] ?? key, key, name, howToMeasure: how ?? HOW[key] ?? HOW[key.replace(/Long|Short$/, '')] ?? '', base: round1(base), grade: g, tolerance: toleranceFor(g, kind), kind, ...(feature ? { feature } : {}) };
}

interface TopBase {
  length: number;
  chest: number;
  shoulder: number;
  armhole: number;
  sleeveLong: number;
  bicep: number;
  opening: number;
  neck: number;
  sweep: number;
}
const TOP_BASES: Partial<Record<GarmentKind, TopBase>> = {
  tee: { length: 70, chest: 52, shoulder: 45, armhole: 22, sleeveLong: 62, bicep: 19, opening: 17, neck: 18, sweep: 52 },
  polo: { length: 72, chest: 53, shoulder: 45, armhole: 23, sleeveLong: 62, bicep: 19, opening: 16, neck: 17, sweep: 53 },
  'long-sleeve': { length: 70, chest: 51, shoulder: 44, armhole: 22, sleeveLong: 62, bicep: 18, opening: 10, neck: 18, sweep: 51 },
  sweater: { length: 68, chest: 55, shoulder: 47, armhole: 23, sleeveLong: 61, bicep: 20, opening: 10, neck: 19, sweep: 48 },
  shirt: { length: 76, chest: 56, shoulder: 46, armhole: 24, sleeveLong: 63, bicep: 20, opening: 12, neck: 17, sweep: 55 },
  hoodie: { length: 70, chest: 58, shoulder: 50, armhole: 25, sleeveLong: 60, bicep: 21, opening: 10, neck: 20, sweep: 48 },
  sweatshirt: { length: 68, chest: 57, shoulder: 49, armhole: 24, sleeveLong: 60, bicep: 21, opening: 10, neck: 19, sweep: 48 },
  jacket: { length: 72, chest: 60, shoulder: 48, armhole: 26, sleeveLong: 65, bicep: 22, opening: 14, neck: 20, sweep: 58 },
  vest: { length: 70, chest: 58, shoulder: 44, armhole: 27, sleeveLong: 0, bicep: 0, opening: 0, neck: 20, sweep: 56 },
  dress: { length: 100, chest: 46, shoulder: 38, armhole: 20, sleeveLong: 58, bicep: 16, opening: 12, neck: 17, sweep: 70 },
};

const TOP_LENGTH: Record<string, number> = { cropped: 0.78, hip: 1, thigh: 1.18, 'knee-or-longer': 1.45 };
const DRESS_LENGTH: Record<string, number> = { mini: 82, knee: 98, midi: 115, maxi: 140 };
const SKIRT_LENGTH: Record<string, number> = { mini: 42, knee: 58, midi: 75, maxi: 96 };
const RIB_CUFF_KINDS: GarmentKind[] = ['hoodie', 'sweatshirt', 'sweater'];

// A dress has a waist a factory measures (HPS to waist, half waist); a waist seam adds the skirt's own length.
const WAIST_SEAM_SILHOUETTES = ['fit-and-flare', 'tiered', 'wrap', 'a-line'];
function dressWaistPoms(v: Record<string, string>, length: number, chest: number): GrammarPom[] {
  const seam = v.waist === 'plain-waistband' || WAIST_SEAM_SILHOUETTES.includes(v.silhouette ?? '');
  const shaped = seam || v.silhouette === 'sheath';
  const out = [
    pom('waistPosition', seam ? 'HPS to waist seam' : 'HPS to waist', 40, 1, 'length', 'silhouette'),
    pom('waistWidth', seam ? '1/2 Waist (at waist seam)' : '1/2 Waist (at the waist position)', shaped ? chest - 8 : chest - 2, 2.5, 'girth', 'silhouette'),
  ];
  if (seam) out.push(pom('skirtLength', 'Skirt length (waist seam to hem)', length - 40, 1, 'length', 'silhouette'));
  if (v.waist === 'plain-waistband') out.push(pom('waistbandHeight', 'Waistband height', 4, 0, 'detail', 'waist'));
  return out;
}

function topPoms(kind: GarmentKind, v: Record<string, string>, fabric: Fabric, padded: boolean): GrammarPom[] {
  const b = { ...(TOP_BASES[kind] ?? TOP_BASES.tee!) };
  const sil = v.silhouette;
  // the fit's ease (oversized, slim, ...) is applied with the size range (sizing/apply.ts)
  if (sil === 'fitted' && kind === 'dress') b.chest -= 1;
  if (padded) Object.assign(b, { chest: b.chest + 3, armhole: b.armhole + 1, bicep: b.bicep + 2, sweep: b.sweep + 3 });
  if (kind === 'dress') {
    b.length = DRESS_LENGTH[v.length ?? 'knee'] ?? 98;
    if (v.silhouette === 'a-line' || v.silhouette === 'fit-and-flare' || v.silhouette === 'tiered') b.sweep = 80;
    if (v.silhouette === 'sheath') b.sweep = 50;
  } else b.length = round1(b.length * (TOP_LENGTH[v.length ?? 'hip'] ?? 1));
  const knit = isKnit(fabric);
  const out: GrammarPom[] = [];
  const strapless = v.neckline === 'strapless';
  out.push(pom('length', kind === 'dress' ? 'Total length from HPS' : 'Body length from HPS', b.length, kind === 'dress' ? 1.5 : 1.5, 'length', undefined, strapless ? 'From the top edge at centre front straight down to the hem.' : undefined));
  if (kind !== 'dress') out.push(pom('centreBackLength', 'Centre back length', b.length - 2, 1.5, 'length'));
  out.push(pom('chestWidth', kind === 'dress' ? '1/2 Bust (2.5 cm below armhole)' : '1/2 Chest (2.5 cm below armhole)', b.chest, 2.5, 'girth'));
  if (!strapless) out.push(pom('shoulderWidth', 'Across shoulder', v.sleeve === 'sleeveless' && kind !== 'vest' ? b.shoulder - 6 : b.shoulder, 1.2, 'girth'));
  if (kind !== 'dress' && !strapless) out.push(pom('acrossFront', 'Across front', b.shoulder - 5, 1.2, 'girth'));
  if (!strapless) out.push(pom('armhole', v.sleeve === 'sleeveless' ? 'Armhole depth (sleeveless)' : 'Armhole straight', b.armhole, 1, 'girth'));
  // sleeves
  const sleeve = v.sleeve ?? 'short';
  if (sleeve === 'sleeveless') {
    if (!strapless) out.push(pom('armholeBinding', 'Armhole binding / facing width', knit ? 1 : 1.2, 0, 'detail', 'sleeve'));
  } else {
    const long = sleeve === 'long';
    const len = long ? b.sleeveLong : sleeve === 'elbow' ? round1(b.sleeveLong * 0.55) : kind === 'shirt' ? 25 : 20;
    out.push(pom('sleeveLength', long ? 'Sleeve length from shoulder point (long)' : sleeve === 'elbow' ? 'Sleeve length from shoulder point (elbow)' : 'Sleeve length from shoulder point (short)', len, long ? 1.2 : 1, 'length', 'sleeve', long ? HOW.sleeveLengthLong : HOW.sleeveLengthShort));
    out.push(pom('bicep', '1/2 Bicep (2.5 cm below underarm)', b.bicep || 19, 0.8, 'girth', 'sleeve'));
    if (long && kind === 'shirt') {
      out.push(pom('cuffWidth', 'Cuff width (buttoned)', 23, 0.5, 'girth', 'sleeve'));
      out.push(pom('cuffHeight', 'Cuff height', 6.5, 0, 'detail', 'sleeve'));
    } else if (long && (RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit))) {
      out.push(pom('sleeveOpening', '1/2 Cuff opening (relaxed)', 10, 0.5, 'girth', 'sleeve', HOW.cuffOpening));
      out.push(pom('cuffHeight', 'Cuff rib height', 7, 0, 'detail', 'sleeve'));
    } else {
      const opening = long ? b.opening : sleeve === 'elbow' ? round1((b.bicep || 19) * 0.85) : round1((b.bicep || 19) * 0.9);
      out.push(pom('sleeveOpening', '1/2 Sleeve opening', opening, 0.6, 'girth', 'sleeve'));
    }
  }
  // neck, collar, hood
  const collar = v.collar ?? 'none';
  if (!strapless) out.push(pom('neckWidth', 'Neck width (HPS to HPS)', v.neckline === 'boat' ? 26 : b.neck, 0.6, 'girth'));
  if (v.hood === 'yes') {
    out.push(pom('hoodHeight', 'Hood height from HPS', padded ? 37 : 35, 1, 'length', 'hood'));
    out.push(pom('hoodWidth', 'Hood width', 25, 0.6, 'girth', 'hood'));
    out.push(pom('hoodOpening', 'Hood opening (front edge)', 62, 1, 'length', 'hood'));
  } else if (['point', 'camp', 'polo'].includes(collar)) {
    out.push(pom('collarPoint', 'Collar point length', collar === 'polo' ? 7 : collar === 'camp' ? 8 : 7.5, 0, 'detail', 'collar'));
    out.push(pom('collarHeight', collar === 'polo' ? 'Collar height at centre back' : 'Collar band height at centre back', collar === 'polo' ? 7 : 3.5, 0, 'detail', 'collar'));
    if (collar === 'point') out.push(pom('collarLength', 'Collar band length (buttoned)', 40, 1.2, 'girth', 'collar'));
  } else if (collar === 'stand' || v.neckline === 'turtleneck') {
    out.push(pom('collarHeight', v.neckline === 'turtleneck' ? 'Turtleneck height (unfolded)' : 'Collar height at centre back', v.neckline === 'turtleneck' ? 18 : 7, 0, 'detail', v.neckline === 'turtleneck' ? 'neckline' : 'collar'));
  } else if (collar === 'lapel') {
    out.push(pom('lapelWidth', 'Lapel width', 8, 0, 'detail', 'collar'));
    out.push(pom('collarPoint', 'Collar point length', 6, 0, 'detail', 'collar'));
  } else if (!strapless) {
    const drop = v.neckline === 'v-neck' ? 15 : v.neckline === 'scoop' ? 12 : v.neckline === 'boat' ? 4 : v.neckline === 'square' ? 11 : kind === 'dress' ? 10 : 9;
    out.push(pom('frontNeckDrop', 'Front neck drop', drop, 0.5, 'length', 'neckline'));
    out.push(pom('backNeckDrop', 'Back neck drop', 2, 0, 'detail', 'neckline'));
    if (knit) out.push(pom('neckbandHeight', 'Neckband height', kind === 'sweater' || kind === 'sweatshirt' ? 2.5 : 2, 0, 'detail', 'neckline'));
  }
  if (kind === 'dress') out.push(...dressWaistPoms(v, b.length, b.chest));
  // front closure
  const fc = v.front_closure ?? 'none';
  if (fc === 'zip-full') out.push(pom('zipLength', 'Front zip length', b.length - 2 + (collar === 'stand' ? 7 : 0), 1.5, 'length', 'front_closure'));
  if (fc === 'zip-partial') out.push(pom('placketLength', 'Zip opening length', 18, 0, 'detail', 'front_closure'));
  if (fc === 'buttons-partial') {
    out.push(pom('placketLength', 'Placket length', 14, 0, 'detail', 'front_closure'));
    out.push(pom('placketWidth', 'Placket width', 3, 0, 'detail', 'front_closure'));
  }
  if (fc === 'buttons-full' || fc === 'snaps') out.push(pom('placketWidth', kind === 'jacket' || kind === 'vest' ? 'Front facing / placket width' : 'Front placket width', kind === 'shirt' ? 3.5 : 4, 0, 'detail', 'front_closure'));
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'patch') {
    out.push(pom('pocketWidth', 'Patch pocket width', kind === 'jacket' ? 17 : 12, 0, 'detail', 'pockets'));
    out.push(pom('pocketHeight', 'Patch pocket height', kind === 'jacket' ? 18 : 13.5, 0, 'detail', 'pockets'));
  }
  if (pk === 'inset') out.push(pom('pocketOpening', 'Pocket opening', kind === 'jacket' || kind === 'vest' ? 17 : 15, 0, 'detail', 'pockets'));
  if (pk === 'kangaroo') {
    out.push(pom('kangarooWidth', 'Kangaroo pocket width (bottom)', 36, 1, 'girth', 'pockets'));
    out.push(pom('kangarooHeight', 'Kangaroo pocket height', 20, 0, 'detail', 'pockets'));
  }
  if (pk === 'cargo') {
    out.push(pom('cargoPocketWidth', 'Cargo pocket width', 17, 0, 'detail', 'pockets'));
    out.push(pom('cargoPocketHeight', 'Cargo pocket height', 19, 0, 'detail', 'pockets'));
  }
  // hem
  if (RIB_CUFF_KINDS.includes(kind)) out.push(pom('hemRibHeight', 'Hem rib height', 6, 0, 'detail'));
  else if (!padded) out.push(pom('hemHeight', 'Hem height (finished)', knit ? 2 : kind === 'dress' ? 3 : 1.5, 0, 'detail'));
  if (pk === 'patch' && kind !== 'jacket') out.push(pom('pocketFromHps', 'Chest pocket top from HPS', 19, 0.5, 'length', 'pockets'), pom('pocketFromCf', 'Chest pocket from centre front', 6, 0.3, 'girth', 'pockets'));
  out.push(pom('sweep', RIB_CUFF_KINDS.includes(kind) ? '1/2 Sweep (hem rib, relaxed)' : '1/2 Sweep (hem)', b.sweep, kind === 'dress' && b.sweep >= 70 ? 3 : 2.5, 'girth'));
  return out;
}

function bottomPoms(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>): GrammarPom[] {
  const out: GrammarPom[] = [];
  const elastic = v.waist === 'elastic-or-drawcord';
  out.push(pom('waist', '1/2 Waist (relaxed)', fam === 'skirt' ? 36 : elastic ? 36 : 40, 2.5, 'girth'));
  if (elastic) out.push(pom('waistExtended', '1/2 Waist (extended)', fam === 'skirt' ? 48 : 52, 2.5, 'girth', 'waist'));
  out.push(pom('waistbandHeight', 'Waistband height', elastic ? 4 : fam === 'skirt' ? 3.5 : 4, 0, 'detail', 'waist'));
  out.push(pom('hip', '1/2 Hip (18 cm below waist)', fam === 'skirt' ? 50 : fam === 'shorts' ? 53 : 52, 2.5, 'girth'));
  if (v.waist === 'fly-and-waistband') out.push(pom('flyLength', 'Fly opening length', fam === 'shorts' ? 14 : kind === 'jeans' ? 17 : 18, 0, 'detail', 'waist'));
  if (v.waist === 'plain-waistband') out.push(pom('flyLength', fam === 'skirt' ? 'Zip opening length (invisible zip)' : 'Zip opening length', 18, 0, 'detail', 'waist'));
  if (fam === 'skirt') {
    out.push(pom('skirtLength', 'Skirt length at centre front', SKIRT_LENGTH[v.length ?? 'knee'] ?? 58, 1, 'length'));
    const flare = v.silhouette === 'pencil' ? 48 : v.silhouette === 'a-line' ? 62 : 75;
    out.push(pom('sweep', '1/2 Sweep (hem)', flare, 3, 'girth'));
  } else {
    const sil = v.silhouette ?? 'straight';
    const legs: Record<string, [number, number, number]> = { skinny: [28, 17, 13], straight: [31, 22, 19], wide: [34, 29, 28], tapered: [31, 20, 14], regular: [32, 0, 29] };
    const [thigh, knee, opening] = legs[sil] ?? legs.straight;
    out.push(pom('thigh', '1/2 Thigh (2.5 cm below crotch)', fam === 'shorts' ? (sil === 'wide' ? 35 : 32) : thigh, 1.3, 'girth'));
    const shorts = fam === 'shorts';
    if (!shorts && v.length !== 'cropped') out.push(pom('knee', '1/2 Knee', knee, 0.8, 'girth'));
    out.push(pom('legOpening', kind === 'joggers' ? '1/2 Leg opening (cuff, relaxed)' : '1/2 Leg opening', shorts ? (sil === 'wide' ? 33 : 29) : opening, shorts ? 1 : 0.6, 'girth'));
    if (kind === 'joggers') out.push(pom('legCuffHeight', 'Leg cuff rib height', 7, 0, 'detail', 'silhouette'));
    out.push(pom('frontRise', 'Front rise incl. waistband', 27, 0.8, 'length'));
    out.push(pom('backRise', 'Back rise incl. waistband', 37, 1, 'length'));
    const inseam = shorts ? (v.length === 'bermuda' ? 25 : 13) : v.length === 'cropped' ? 66 : 79;
    out.push(pom('inseam', 'Inseam', inseam, shorts ? 0.5 : 1, 'length'));
    out.push(pom('outseam', 'Outseam incl. waistband', inseam + 26, shorts ? 1 : 1.5, 'length'));
  }
  const pk = v.pockets ?? 'none';
  if (fam !== 'skirt' && !(kind === 'joggers')) out.push(pom('hemHeight', 'Leg hem height (finished)', kind === 'jeans' ? 1.5 : 2.5, 0, 'detail'));
  if (pk === 'patch' || kind === 'jeans') out.push(pom('pocketFromWaist', 'Back pocket top from waistband top', 8, 0.3, 'length', 'pockets'));
  if (pk === 'inset' || kind === 'jeans') out.push(pom('pocketOpening', kind === 'jeans' ? 'Front pocket opening (scoop)' : 'Side pocket opening', kind === 'jeans' ? 11 : 16, 0, 'detail', 'pockets'));
  if (pk === 'patch' || kind === 'jeans') {
    out.push(pom('pocketWidth', 'Back patch pocket width', 14, 0, 'detail', 'pockets'));
    out.push(pom('pocketHeight', 'Back patch pocket height', 15, 0, 'detail', 'pockets'));
  }
  if (pk === 'cargo') {
    out.push(pom('cargoPocketWidth', 'Cargo pocket width', 18, 0, 'detail', 'pockets'));
    out.push(pom('cargoPocketHeight', 'Cargo pocket height', 20, 0, 'detail', 'pockets'));
  }
  return out;
}

// ------------------------------------------------------------------------------------------ construction

const op = (operation: string, isoStitch: string, stitchName: string, isoSeam: string, seamName: string, spi: number, seamAllowanceCm: number, notes: string): GrammarOperation => ({
  operation,
  isoStitch,
  stitchName,
  isoSeam,
  seamName,
  spi,
  seamAllowanceCm,
  notes,
});
const OL4 = '4-thread overlock (safety)';
const COVER = '2-needle coverstitch';
const LOCK = 'Lockstitch';
const NEAT = 'Lockstitch, edges neatened with 3-thread overlock (504)';

function operationsFor(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>, fabric: Fabric, padded: boolean): GrammarOperation[] {
  const ops: GrammarOperation[] = [];
  const knit = isKnit(fabric);
  const leather = fabric.family === 'leather';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  const seam = (name: string, notes = '') => {
    if (knit) ops.push(op(name, '514', OL4, '1.01.01', 'Superimposed plain seam', 12, 0.6, notes));
    else if (leather) ops.push(op(name, '301', `${LOCK} (leather needle)`, '1.01.01', 'Plain seam, glued open and topstitched', 8, 1, notes || 'Seam allowances glued and hammered flat'));
    else if (padded) ops.push(op(name, '301', LOCK, '1.01.01', 'Plain seam, shell to shell', 10, 1, notes || 'Wadding caught in seam'));
    else if ((kind === 'shirt' || kind === 'jeans') && /side|inseam|seat|yoke/i.test(name)) ops.push(op(name, '401', '2-needle chainstitch (felling)', '2.04.06', 'Flat-felled seam', 12, 1, notes));
    else ops.push(op(name, '301 + 504', NEAT, '1.01.01', 'Superimposed plain seam, neatened', 12, 1, notes));
  };
  const hem = (name: string, depth: number) => {
    if (knit) ops.push(op(name, '406', COVER, '6.02.01', 'Turned hem, coverstitched', 12, depth, `Hem depth ${depth} cm, 0.6 cm needle gauge`));
    else if (leather) ops.push(op(name, '301', LOCK, '6.02.01', 'Turned hem, glued and topstitched', 8, depth, ''));
    else ops.push(op(name, '301', LOCK, '6.03.01', 'Turned-twice hem', 12, depth, fam === 'dress' || fam === 'skirt' ? 'Blind stitch (ISO 103) alternative' : 'Topstitch 0.6 cm'));
  };
  if (upper) {
    if (v.neckline !== 'strapless') seam('Shoulder seams', knit ? 'Stabilise with twill tape 1 cm' : '');
    if (v.sleeve === 'sleeveless') {
      if (knit) ops.push(op('Armhole finishing', '602', '2-needle coverstitch with top cover (binding)', '8.03.03', 'Bound edge', 12, 0, 'Self-fabric binding 1 cm, stretched 5 %'));
      else if (padded || kind === 'vest') ops.push(op('Armhole finishing', '301', LOCK, '8.03.03', 'Bound edge', 10, 0, 'Self or lycra binding 1 cm'));
      else ops.push(op('Armhole finishing', '301', LOCK, '1.06.03', 'Facing, understitched', 12, 1, 'Fused facing, understitch 0.2 cm'));
    } else {
      seam('Sleeve attach (set-in)', 'Ease evenly at sleeve cap');
      seam('Side seams and underarm', 'One pass, armhole seams matched');
    }
    if (v.sleeve === 'sleeveless') seam('Side seams');
    const sleeveEnd = v.sleeve === 'long' ? (kind === 'shirt' ? 'shirt-cuff' : RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit) ? 'rib' : padded ? 'elastic' : 'hem') : v.sleeve === 'sleeveless' ? 'none' : 'hem';
    if (sleeveEnd === 'shirt-cuff') ops.push(op('Cuffs and sleeve plackets', '301', LOCK, '1.06.03', 'Enclosed seam, topstitched', 14, 0.6, 'Edge-stitch 0.15 cm; buttonholes ISO 304'));
    if (sleeveEnd === 'rib') ops.push(op('Cuff rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to sleeve opening'));
    if (sleeveEnd === 'elastic') ops.push(op('Sleeve end (elastic binding)', '301', LOCK, '8.03.03', 'Bound edge with elastic', 10, 0, 'Elastic 10 mm inside binding'));
    if (sleeveEnd === 'hem') hem('Sleeve hem', knit ? 2 : 1.5);
    // neck
    if (v.hood === 'yes') {
      ops.push(op('Hood centre seam', knit ? '514' : '301', knit ? OL4 : NEAT, '1.01.01', 'Superimposed seam', 12, knit ? 0.6 : 1, knit ? 'Topstitch 406 over seam' : ''));
      ops.push(op('Hood attach', knit ? '514' : '301', knit ? OL4 : LOCK, '1.01.01', 'Superimposed seam, taped', 12, knit ? 0.6 : 1, 'Back neck tape covers the seam'));
      ops.push(op('Hood edge and drawcord channel', knit ? '406' : '301', knit ? COVER : LOCK, '6.02.01', 'Turned channel', 12, 2.5, 'Eyelets before turning; cord threaded, bartacked at centre back'));
    } else if (['point', 'camp', 'polo'].includes(v.collar ?? '')) {
      ops.push(op('Collar make and attach', '301', LOCK, '1.06.03', 'Enclosed seam, topstitched', 14, 0.6, v.collar === 'polo' ? 'Flat-knit collar attached with 514, back neck taped' : 'Fused collar and band, edge-stitch 0.15 cm'));
    } else if (v.collar === 'stand' || v.collar === 'lapel' || v.neckline === 'turtleneck') {
      ops.push(op(v.collar === 'lapel' ? 'Collar and lapels' : 'Collar attach', knit ? '514' : '301', knit ? OL4 : LOCK, '1.06.03', 'Enclosed seam', 12, knit ? 0.6 : 1, knit ? '' : 'Fused collar, topstitch 0.6 cm'));
    } else if (v.neckline !== 'strapless') {
      if (knit) {
        ops.push(op('Neckband attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Band stretched 10-12 %'));
        ops.push(op('Back neck tape / topstitch', '406', COVER, '5.31.01', 'Decorative topstitch over seam', 12, 0, '0.6 cm gauge'));
      } else ops.push(op('Neckline finishing', '301', LOCK, '1.06.03', 'Facing, understitched', 12, 1, 'Fused facing'));
    }
    // closure
    const fc = v.front_closure ?? 'none';
    if (fc === 'zip-full' || fc === 'zip-partial') ops.push(op(fc === 'zip-full' ? 'Front zip attach' : 'Zip placket', '301', LOCK, '1.06.02', 'Zip inserted, topstitched', 10, 1, 'Topstitch 0.6 cm; zip guard behind teeth'));
    if (fc === 'buttons-full' || fc === 'buttons-partial') ops.push(op(fc === 'buttons-full' ? 'Front placket' : 'Placket (partial)', '301', LOCK, '6.03.01', 'Folded placket, fused', 14, 1, 'Buttonholes ISO 304, buttons lockstitched 4-hole'));
    if (fc === 'snaps') ops.push(op('Front placket with snaps', '301', LOCK, '6.03.01', 'Folded placket, fused', 12, 1, 'Snaps set by press, reinforced'));
    if (fc === 'wrap') ops.push(op('Wrap front ties', '301', LOCK, '1.06.03', 'Enclosed seam', 12, 1, 'Tie loops bartacked'));
    if (kind === 'dress' && v.waist === 'plain-waistband') ops.push(op('Waistband attach (bodice to skirt)', knit ? '514' : '301 + 504', knit ? OL4 : NEAT, '1.01.01', 'Superimposed seam', 12, 1, 'Waist seam stay-taped'));
    if (kind === 'dress' && fc === 'none' && knit) ops.push(op('Pull-on (no zip, no darts)', '514', OL4, '-', 'No opening', 12, 0, 'Neck opening must pass 58 cm head girth stretched; check at fit'));
    if (kind === 'dress' && fc === 'none' && !knit) ops.push(op('Invisible zip (centre back)', '301', LOCK, '1.01.01', 'Invisible zip insertion', 12, 1.5, 'Zip foot; seam neatened 504'));
  }
  // waist for bottoms
  if (fam === 'pants' || fam === 'shorts' || fam === 'skirt') {
    if (fam === 'skirt') seam('Side seams');
    else {
      seam('Inseam');
      seam('Outseam');
      seam('Seat / back rise');
    }
    if (v.waist === 'elastic-or-drawcord') {
      ops.push(op('Elastic waistband (casing)', knit ? '406' : '301', knit ? COVER : LOCK, '3.05.01', 'Folded band enclosing elastic', 10, 1, 'Elastic joined by lapping, channel topstitched; drawcord through 2 eyelets at CF'));
    } else if (v.waist === 'fly-and-waistband') {
      ops.push(op('Fly and front rise', '301', LOCK, '1.06.02', 'Fly with J-stitch', 10, 1, 'Bartack (ISO 304) at fly base'));
      ops.push(op('Waistband attach', '301', LOCK, '3.05.01', 'Folded band', 10, 1, 'Belt loops bartacked; buttonhole ISO 304'));
    } else {
      ops.push(op('Invisible zip', '301', LOCK, '1.01.01', 'Invisible zip insertion', 12, 1.5, 'Zip foot; hook and bar at waistband'));
      ops.push(op('Waistband attach', '301', LOCK, '3.05.01', 'Folded waistband', 12, 1, 'Stitch-in-the-ditch'));
    }
    if (kind === 'joggers') ops.push(op('Leg cuff rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to leg opening'));
    else hem(fam === 'skirt' ? 'Hem' : 'Leg hem', knit ? 2 : fam === 'skirt' ? 3 : 2);
  }
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'patch' || kind === 'jeans') ops.push(op('Patch pockets', '301', LOCK, '5.31.01', 'Patch pocket, edge-stitched', 12, 1, 'Corners bartacked (ISO 304)'));
  if (pk === 'inset' || kind === 'jeans') ops.push(op(kind === 'jeans' ? 'Front scoop pockets' : 'Inset pockets with pocket bags', '301', LOCK, '1.06.02', 'Pocket bag seam, neatened 504', 12, 1, 'Pocket mouth bartacked'));
  if (pk === 'kangaroo') ops.push(op('Kangaroo pocket', knit ? '406' : '301', knit ? COVER : LOCK, '5.31.01', 'Patch pocket, topstitched', 12, 1, 'Hand openings bound; bartack at top corners'));
  if (pk === 'cargo') ops.push(op('Cargo pockets with flaps', '301', LOCK, '5.31.01', 'Bellows pocket', 12, 1, 'Flaps with snaps; bartacks at corners'));
  // hem of tops
  if (upper) {
    if (RIB_CUFF_KINDS.includes(kind)) ops.push(op('Hem rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to body'));
    else if (padded) ops.push(op('Hem (elastic binding)', '301', LOCK, '8.03.03', 'Bound edge', 10, 0, 'Elastic drawcord channel optional'));
    else hem('Body hem', knit ? 2 : kind === 'dress' ? 3 : 1.5);
  }
  if (padded) {
    ops.push(op('Quilting (shell + wadding + lining)', '301', LOCK, '1.01.01', 'Channel quilting through all layers', 10, 0, 'Channels 6 cm, wadding cut 1 cm short of seam lines'));
    ops.push(op('Lining make and bag out', '301', LOCK, '1.01.01', 'Bagged lining', 10, 1, 'Lining turned through sleeve seam, closed by machine'));
  } else if (kind === 'jacket' && !knit) ops.push(op('Lining make and bag out', '301', LOCK, '1.01.01', 'Bagged lining', 10, 1, 'Jump pleat 2 cm at centre back'));
  if (fabric.construction === 'sweater-knit') {
    const gauge = /(\d+)gg/.exec(fabric.name)?.[1] ?? '12';
    ops.push(op(`Knit panels (${gauge} gauge, ${/cable/i.test(fabric.name) ? 'cable' : 'jersey'} stitch)`, '-', `Flat knit, ${gauge}gg`, '-', 'Fully fashioned panels', 0, 0, 'Rib 1x1 at hem and cuffs; panels knitted to shape, not cut'));
    ops.push(op('Linking (shoulders, sleeves, neck rib)', '101', 'Linking (chainstitch, point to point)', '1.01.01', 'Linked seam', 0, 0, 'Linked loop for loop, no overlock; side seams mattress-stitched'));
  }
  if (v.pattern === 'check' || v.pattern === 'stripe') ops.push(op(`Cutting: ${v.pattern}s matched`, '-', '-', '-', 'Pattern matching', 0, 0, v.pattern === 'check' ? 'Match checks at centre front, side seams, pockets, yoke and sleeves at the front armhole notch; allow one repeat extra per garment' : 'Match stripes at side seams and sleeve to body at the underarm; allow one repeat extra per garment'));
  if (kind === 'jeans') ops.push(op('Rivets and back yoke', '401', '2-needle chainstitch (felling)', '2.04.06', 'Flat-felled yoke seam', 10, 1, 'Rivets at front pocket corners'));
  return ops;
}

// ------------------------------------------------------------------------------------------ care

const CARE_LINES: Record<string, string[]> = {
  'machine-wash-cold': ['Machine wash cold 30 °C, similar colours', 'Do not bleach', 'Tumble dry low', 'Iron low, do not iron print', 'Do not dry clean'],
  'machine-wash-warm': ['Machine wash warm 40 °C', 'Do not bleach', 'Tumble dry medium', 'Iron medium', 'Do not dry clean'],
  'hand-wash-only': ['Hand wash cold', 'Do not bleach', 'Do not tumble dry; dry flat in shade', 'Iron low', 'Do not dry clean'],
  'dry-clean-only': ['Dry clean only (P)', 'Do not wash', 'Do not bleach', 'Do not tumble dry', 'Iron low'],
  'delicate-cycle': ['Machine wash 30 °C, delicate cycle', 'Do not bleach', 'Line dry', 'Iron low', 'Do not dry clean'],
};

const CARE_RANK = ['machine-wash-warm', 'machine-wash-cold', 'delicate-cycle', 'hand-wash-only', 'dry-clean-only'];

export type Fibre = 'cotton' | 'polyester' | 'polyamide' | 'elastane' | 'viscose' | 'wool' | 'cashmere' | 'silk' | 'linen' | 'leather' | 'acrylic' | 'other';

/** Fibres and percentages of a composition text ('80% Cotton, 20% Polyester'). */
export function parseComposition(text: string): { fibre: Fibre; label: string; percent: number }[] {
  const out: { fibre: Fibre; label: string; percent: number }[] = [];
  const first = text.split(';')[0];
  for (const m of first.matchAll(/(\d+(?:\.\d+)?)\s*%\s*([A-Za-z][A-Za-z -]*)/g)) {
    const label = m[2].trim();
    const l = label.toLowerCase();
    const fibre: Fibre = /leather|lambskin|cowhide|suede/.test(l)
      ? 'leather'
      : /cashmere/.test(l)
        ? 'cashmere'
        : /wool|merino/.test(l)
          ? 'wool'
          : /silk/.test(l)
            ? 'silk'
            : /viscose|rayon|bamboo|modal|lyocell/.test(l)
              ? 'viscose'
              : /linen|flax/.test(l)
                ? 'linen'
                : /elastane|spandex|lycra/.test(l)
                  ? 'elastane'
                  : /polyamide|nylon/.test(l)
                    ? 'polyamide'
                    : /polyester/.test(l)
                      ? 'polyester'
                      : /acrylic/.test(l)
                        ? 'acrylic'
                        : /cotton/.test(l)
                          ? 'cotton'
                          : 'other';
    out.push({ fibre, label, percent: Number(m[1]) });
  }
  return out;
}

/** Care that suits the fibre (wool and cashmere hand wash, silk and leather dry clean, viscose and padded delicate). */
export function careForFibre(composition: string, opts: { padded?: boolean; denim?: boolean } = {}): { instruction: string; lines: string[] } {
  const fibres = parseComposition(composition);
  const share = (f: Fibre) => fibres.filter((x) => x.fibre === f).reduce((s, x) => s + x.percent, 0);
  let instruction = 'machine-wash-cold';
  if (share('leather') > 0) instruction = 'dry-clean-only';
  else if (share('silk') >= 50) instruction = 'dry-clean-only';
  else if (share('wool') + share('cashmere') >= 30) instruction = share('wool') + share('cashmere') >= 100 && /flannel/i.test(composition) ? 'dry-clean-only' : 'hand-wash-only';
  else if (opts.padded || share('viscose') >= 50) instruction = 'delicate-cycle';
  const lines = [...CARE_LINES[instruction]];
  if (share('leather') > 0) lines.splice(0, 1, 'Professional leather clean only');
  if (share('elastane') > 0 && instruction !== 'dry-clean-only') lines.push('Do not tumble dry hot (elastane)');
  if (opts.denim) lines.push('Wash inside out with similar colours; indigo may bleed');
  if (opts.padded) lines.splice(2, 1, 'Tumble dry low with dryer balls to restore loft');
  return { instruction, lines };
}

/** Does a care instruction contradict the fibre? (machine washing wool, silk or leather; warm washing viscose or elastane.) */
export function careContradiction(instruction: string, composition: string): string | undefined {
  const fibres = parseComposition(composition);
  const share = (f: Fibre) => fibres.filter((x) => x.fibre === f).reduce((s, x) => s + x.percent, 0);
  const machine = instruction.startsWith('machine-wash') || instruction === 'delicate-cycle';
  if (share('leather') > 0 && instruction !== 'dry-clean-only') return 'Leather cannot be washed: use dry-clean-only (specialist leather clean)';
  if (share('silk') >= 50 && machine) return 'Silk should not be machine washed: use hand-wash-only or dry-clean-only';
  if (share('wool') + share('cashmere') >= 30 && instruction.startsWith('machine-wash')) return 'Wool and cashmere felt in a machine wash: use hand-wash-only or dry-clean-only';
  if ((share('viscose') >= 50 || share('elastane') > 0) && instruction === 'machine-wash-warm') return 'Viscose and elastane do not take a warm wash: use machine-wash-cold or delicate-cycle';
  return undefined;
}

// ------------------------------------------------------------------------------------------ BOM, trims, artwork

const BASE_CONSUMPTION: Record<GarmentKind, number> = {
  tee: 1.1,
  polo: 1.2,
  'long-sleeve': 1.3,
  sweater: 1.5,
  shirt: 1.6,
  hoodie: 1.8,
  sweatshirt: 1.6,
  jacket: 2.0,
  vest: 1.3,
  dress: 2.2,
  skirt: 1.0,
  pants: 1.4,
  jeans: 1.5,
  joggers: 1.4,
  shorts: 0.8,
};

/** Metres (or m2) at size M scaled per size: +/- 4 % per size step (5 % into XXL). */
export function perSize(atM: number, stepShare = 0.04, decimals = 2): Record<Size, number> {
  const m = SIZES.indexOf('M');
  const f = 10 ** decimals;
  return Object.fromEntries(
    SIZES.map((s, i) => {
      let factor = 1 + (i - m) * stepShare;
      if (i === SIZES.length - 1) factor += stepShare * (END_OF_RANGE_FACTOR - 1);
      return [s, Math.round(atM * factor * f) / f];
    }),
  ) as Record<Size, number>;
}

function bomFor(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>, fabric: Fabric, padded: boolean, poms: GrammarPom[], bodyColour: string, range: SizeRange): { bom: GrammarBomLine[]; trims: Record<string, string>; hardware: string; lining: string; trim: string } {
  const bom: GrammarBomLine[] = [];
  const ps = (atBase: number, share = 0.04, decimals = 2) => perSizeInRange(atBase, range, share, decimals);
  const trims: Record<string, string> = {};
  const matched = bodyColour;
  const knit = isKnit(fabric);
  const pomBase = (key: string) => poms.find((p) => p.key === key)?.base;
  let consumption = BASE_CONSUMPTION[kind];
  if (v.sleeve === 'short') consumption -= kind === 'tee' || kind === 'polo' ? 0 : 0.2;
  if (v.sleeve === 'sleeveless') consumption -= 0.3;
  if (v.hood === 'yes' && kind !== 'hoodie') consumption += 0.3;
  if (fam === 'top' || fam === 'outerwear') consumption *= TOP_LENGTH[v.length ?? 'hip'] ?? 1;
  if (fam === 'dress') consumption *= (DRESS_LENGTH[v.length ?? 'knee'] ?? 98) / 98;
  if (fam === 'skirt') consumption *= (SKIRT_LENGTH[v.length ?? 'knee'] ?? 58) / 58;
  const width = fabric.widthCm || 150;
  const leather = fabric.family === 'leather';
  const main = leather ? Math.round(consumption * 1.5 * 1.2 * 100) / 100 : Math.round(consumption * (150 / width) * 100) / 100;
  bom.push({
    key: 'fabric.main',
    category: 'fabric',
    item: fabric.name,
    description: `${fabric.composition}, ${fabric.gsm} g/m2, ${fabric.construction}${fabric.widthCm ? `, ${fabric.widthCm} cm usable width` : ''}`,
    placement: fam === 'pants' || fam === 'shorts' || fam === 'skirt' ? 'Body, waistband, pocket facings' : v.sleeve === 'sleeveless' ? 'Body' : 'Body, sleeves' + (v.hood === 'yes' ? ', hood' : ''),
    color: bodyColour,
    quantity: main,
    unit: leather ? 'm2 (hide, 20 % cutting loss)' : `m (${width} cm width)`,
    quantityBySize: ps(main),
  });
  let lining = 'none';
  if (padded || (kind === 'jacket' && !knit && !leather) || (leather && (kind === 'jacket' || kind === 'vest'))) {
    lining = 'polyester-lining';
    const l = trimById('lining-taffeta');
    const q = Math.round(main * (leather ? 0.6 : 0.9) * 100) / 100;
    bom.push({ key: 'lining.body', category: 'lining', item: l.name, description: l.spec, placement: 'Body' + (v.sleeve === 'sleeveless' ? '' : ', sleeves') + (v.hood === 'yes' ? ', hood' : ''), color: matched, quantity: q, unit: 'm (150 cm width)', quantityBySize: ps(q) });
  }
  if (padded) {
    const w = trimById(kind === 'vest' ? 'wadding-120' : 'wadding-160');
    const area = Math.round(main * 1.4 * 0.9 * 100) / 100;
    bom.push({ key: 'trim.wadding', category: 'trim', item: w.name, description: w.spec, placement: 'Between shell and lining, all quilted panels', color: 'White', quantity: area, unit: 'm2', quantityBySize: ps(area) });
    trims.wadding = `${w.spec}, ${area} m2 at size M`;
  }
  const add = (key: string, category: GrammarBomCategory, trimId: string, placement: string, quantity: number, color: string, extra = '', bySize = false) => {
    const tr = trimById(trimId);
    bom.push({ key, category, item: tr.name, description: tr.spec + (extra ? `, ${extra}` : ''), placement, color, quantity, unit: tr.unit === 'pcs' ? 'pcs' : tr.unit, ...(bySize ? { quantityBySize: ps(quantity, 0.05) } : {}) });
    trims[key.replace(/^(trim|hardware)\./, '')] = `${tr.spec}${extra ? `, ${extra}` : ''}: ${quantity} ${tr.unit} (${placement})`;
  };
  let hardware = 'none';
  let trim = 'none';
  // ribs
  const ribNeck = knit && !['point', 'camp', 'polo', 'stand', 'lapel'].includes(v.collar ?? '') && v.hood !== 'yes' && v.neckline !== 'strapless' && (fam === 'top' || fam === 'dress');
  const ribCuffs = v.sleeve === 'long' && (RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit));
  if (ribNeck || ribCuffs || RIB_CUFF_KINDS.includes(kind) || kind === 'joggers') {
    const where = [ribNeck && 'neckband', ribCuffs && 'cuffs', RIB_CUFF_KINDS.includes(kind) && 'hem band', kind === 'joggers' && 'leg cuffs'].filter(Boolean).join(', ');
    const q = round1((ribNeck ? 0.1 : 0) + (ribCuffs ? 0.15 : 0) + (RIB_CUFF_KINDS.includes(kind) ? 0.25 : 0) + (kind === 'joggers' ? 0.15 : 0));
    add('trim.rib', 'trim', RIB_CUFF_KINDS.includes(kind) || kind === 'joggers' ? 'rib-2x2' : 'rib-1x1', where, q, matched);
    trim = 'cotton-ribbing';
  }
  if (knit && (fam === 'top' || fam === 'dress') && v.neckline !== 'strapless') add('trim.tape', 'trim', 'tape-twill-10', 'Back neck and shoulders', 0.5, matched);
  if (!knit && !leather && v.sleeve === 'sleeveless' && !padded && kind !== 'vest') {
    add('trim.binding', 'trim', 'tape-bias-12', 'Armholes', 1.0, matched);
    trim = 'bias-tape';
  }
  // hood
  if (v.hood === 'yes') {
    add('trim.drawcord', 'trim', padded || kind === 'jacket' || kind === 'vest' ? 'drawcord-round-5' : 'drawcord-flat-10', 'Hood channel', 1.4, matched, 'length 140 cm finished');
    if (padded || kind === 'jacket' || kind === 'vest') add('trim.stoppers', 'trim', 'stopper-1hole', 'Hood cord ends', 2, 'Black');
    add('trim.eyelets', 'hardware', 'eyelet-10', 'Hood front, either side of centre', 2, 'Gunmetal');
    if (hardware === 'none') hardware = 'metal-grommets';
  }
  // collars and plackets
  if (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') && !knit && !leather) add('trim.interlining', 'trim', 'interlining-woven', kind === 'shirt' ? 'Collar, band, cuffs, placket' : 'Collar and facings', 0.5, 'White');
  // closures
  const fc = v.front_closure ?? 'none';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  if (upper && fc === 'zip-full') {
    const zl = Math.round(pomBase('zipLength') ?? 66);
    const zid = padded || kind === 'jacket' || kind === 'vest' ? (leather ? 'zip-metal-5-open' : 'zip-vislon-5-open') : 'zip-coil-5-open';
    add('hardware.zip', 'hardware', zid, 'Centre front', 1, matched, `${zl} cm at size ${SIZE_RANGE_SPECS[range].baseSize}, graded with body length`);
    hardware = 'zipper';
  }
  if (upper && fc === 'zip-partial') {
    add('hardware.zip', 'hardware', 'zip-coil-3-closed', 'Centre front placket', 1, matched, '18 cm');
    hardware = 'zipper';
  }
  if (upper && fc === 'buttons-full') {
    const n = Math.max(5, Math.round(((pomBase('length') ?? 72) - 10) / 9));
    const cuffs = v.sleeve === 'long' && kind === 'shirt' ? 2 : 0;
    const big = kind === 'jacket' || kind === 'vest';
    add('hardware.buttons', 'hardware', big ? 'button-32L' : 'button-18L', `Centre front x${n}${cuffs ? `, cuffs x${cuffs}` : ''}, spare x1`, n + cuffs + 1, matched);
    hardware = 'plastic-buttons';
  }
  if (upper && fc === 'buttons-partial') {
    add('hardware.buttons', 'hardware', 'button-16L', 'Placket x3, spare x1', 4, matched);
    hardware = 'plastic-buttons';
  }
  if (upper && fc === 'snaps') {
    const n = Math.max(4, Math.round(((pomBase('length') ?? 72) - 10) / 11));
    add('hardware.snaps', 'hardware', 'snap-15', `Centre front x${n}`, n, 'Antique brass');
    hardware = 'metal-buttons';
  }
  // a knit dress pulls on: no zip (wovens need the opening)
  if (kind === 'dress' && fc === 'none' && !knit) {
    add('hardware.zip', 'hardware', 'zip-invisible-3', 'Centre back', 1, matched, `${Math.round((pomBase('length') ?? 98) * 0.55)} cm`);
    hardware = 'zipper';
  }
  // waist
  if (v.waist === 'elastic-or-drawcord') {
    const waistRelaxed = pomBase('waist') ?? 36;
    const elasticM = round1((waistRelaxed * 2 * 0.95) / 100 + 0.02);
    add('trim.elastic', 'trim', 'elastic-35', 'Waistband casing', elasticM, 'White', 'cut length per size', true);
    if (fam !== 'skirt') {
      add('trim.drawcord', 'trim', 'drawcord-flat-10', 'Waistband, out through 2 eyelets at centre front', 1.3, matched, 'length 130 cm finished');
      add('trim.eyelets', 'hardware', 'eyelet-10', 'Waistband centre front', 2, 'Gunmetal');
    }
    trim = 'elastic-band';
  }
  if (v.waist === 'fly-and-waistband') {
    add('hardware.zip', 'hardware', kind === 'jeans' || fabric.construction === 'denim' || fabric.gsm >= 240 ? 'zip-metal-4.5-fly' : 'zip-coil-3-fly', 'Fly', 1, kind === 'jeans' ? 'Antique brass teeth, tape matched' : matched, `${Math.round(pomBase('flyLength') ?? 18)} cm`);
    const denim = kind === 'jeans' || fabric.construction === 'denim';
    add('hardware.buttons', 'hardware', denim ? 'button-shank-27L' : 'button-24L', 'Waistband centre front', 1, denim ? 'Antique brass' : matched);
    if (denim && (v.pockets ?? 'none') !== 'none') add('hardware.rivets', 'hardware', 'rivet-9', 'Front pocket corners', kind === 'jeans' ? 6 : 4, 'Antique brass');
    bom.push({ key: 'trim.beltLoops', category: 'trim', item: 'Belt loops (self fabric)', description: 'Self-fabric loops 1.2 x 5 cm finished, bartacked', placement: 'Waistband', color: bodyColour, quantity: kind === 'jeans' ? 5 : fam === 'shorts' ? 5 : 7, unit: 'pcs' });
    trims.beltLoops = `Self-fabric belt loops x${kind === 'jeans' || fam === 'shorts' ? 5 : 7}`;
    hardware = kind === 'jeans' ? 'rivets' : 'metal-buttons';
  }
  if (v.waist === 'plain-waistband') {
    add('hardware.zip', 'hardware', 'zip-invisible-3', fam === 'skirt' ? 'Centre back' : 'Side seam', 1, matched, '18 cm');
    add('hardware.hook', 'hardware', 'hook-bar', 'Waistband above zip', 1, 'Silver');
    add('trim.interlining', 'trim', 'interlining-nonwoven', 'Waistband', 0.2, 'White');
    hardware = 'zipper';
  }
  // swim shorts carry a mesh liner; yarn-dyed checks and stripes are cut to match
  if (kind === 'shorts' && /swim/.test(fabric.id)) bom.push({ key: 'lining.swimLiner', category: 'lining', item: 'Polyester Mesh Liner', description: '100% Polyester mesh, 80 g/m2, brief liner', placement: 'Inner brief, attached at waistband', color: 'White', quantity: 0.35, unit: 'm (160 cm width)', quantityBySize: ps(0.35) });
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'inset' || kind === 'jeans' || (pk === 'cargo' && fam !== 'top')) add('trim.pocketing', 'trim', 'pocketing', pk === 'cargo' ? 'Side pocket bags' : 'Pocket bags', fam === 'outerwear' ? 0.35 : 0.3, 'White', '', false);
  if (pk === 'cargo') add('hardware.cargoSnaps', 'hardware', 'snap-15', 'Cargo pocket flaps', 2, 'Antique brass');
  if (!leather) {
    const thread = knit ? 'Polyester core-spun Tex 27 (needles), textured polyester Tex 18 (loopers)' : kind === 'jeans' ? 'Polyester core-spun Tex 40, topstitch Tex 70 (gold)' : 'Polyester core-spun Tex 27';
    const threadM = knit ? 180 : kind === 'jeans' ? 250 : 220;
    bom.push({ key: 'thread', category: 'thread', item: 'Sewing thread', description: thread, placement: 'All seams', color: kind === 'jeans' ? `Topstitch gold; seams ${bodyColour}` : matched, quantity: threadM, unit: 'm', quantityBySize: ps(threadM, 0.03, 0) });
    trims.thread = thread;
  } else {
    bom.push({ key: 'thread', category: 'thread', item: 'Sewing thread', description: 'Bonded nylon Tex 70', placement: 'All seams', color: matched, quantity: 150, unit: 'm', quantityBySize: ps(150, 0.03, 0) });
    trims.thread = 'Bonded nylon Tex 70';
  }
  return { bom, trims, hardware, lining, trim };
}

function artworkFor(fam: GrammarFamily, kind: GarmentKind, v: Record<string, string>, fabric: Fabric, padded: boolean): GarmentArtwork {
  const method = fabric.family === 'leather' ? 'laser-engrave' : padded || fabric.construction === 'ripstop' || fabric.construction === 'softshell' ? 'heat-transfer' : fabric.construction === 'fleece' || fabric.construction === 'sweater-knit' || fabric.construction === 'pique' || fabric.construction === 'denim' ? 'embroidery' : 'screen-print';
  if (fam === 'pants' || fam === 'shorts' || fam === 'skirt') {
    if ((v.pockets ?? 'none') !== 'none' || kind === 'jeans') return { logoPosition: 'pocket', logoWidth: 4, logoHeight: 3, logoFromTop: 6, logoFromLeft: 0, logoMethod: method === 'screen-print' ? 'screen-print' : 'embroidery' };
    return { logoPosition: 'hem-bottom', logoWidth: 4, logoHeight: 3, logoFromTop: 6, logoFromLeft: 0, logoMethod: method };
  }
  const centreFront = (v.front_closure ?? 'none') !== 'none';
  if (centreFront) return { logoPosition: 'left-chest', logoWidth: 7, logoHeight: 7, logoFromTop: 20, logoFromLeft: 0, logoMethod: method };
  return { logoPosition: 'center-chest', logoWidth: 8, logoHeight: 8, logoFromTop: kind === 'dress' ? 16 : 18, logoFromLeft: 0, logoMethod: method };
}

const CLOSURE_TEXT: Record<string, string> = {
  'buttons-full': 'full button front',
  'buttons-partial': 'button placket',
  'zip-full': 'full front zip',
  'zip-partial': 'half zip',
  snaps: 'snap front',
  wrap: 'wrap front',
};
const POCKET_TEXT: Record<string, string> = { patch: 'patch pockets', inset: 'inset pockets', cargo: 'cargo pockets', kangaroo: 'kangaroo pocket' };
const WAIST_TEXT: Record<string, string> = { 'fly-and-waistband': 'fly front and waistband with belt loops', 'elastic-or-drawcord': 'elastic waist with drawcord', 'plain-waistband': 'plain waistband with zip' };
const COLLAR_TEXT: Record<string, string> = { point: 'point collar', camp: 'camp collar', polo: 'polo collar', stand: 'stand collar', lapel: 'lapel collar' };

/** Label for the class with its defining features: 'Hooded puffer jacket', 'Short-sleeve shirt', 'Joggers'. */
function labelFor(kind: GarmentKind, v: Record<string, string>, padded: boolean): string {
  let label = KIND_LABEL[kind];
  if (kind === 'jacket' && padded) label = 'Puffer jacket';
  if (kind === 'vest' && padded) label = 'Puffer vest';
  if (kind === 'shirt' && v.sleeve === 'short') label = 'Short-sleeve shirt';
  if (kind === 'dress' && v.sleeve === 'sleeveless') label = 'Sleeveless dress';
  if (v.hood === 'yes' && kind !== 'hoodie') label = `Hooded ${label.toLowerCase()}`;
  if (kind === 'sweatshirt' && v.front_closure === 'zip-full') label = 'Zip sweatshirt';
  if (kind === 'hoodie' && v.front_closure === 'zip-full') label = 'Zip hoodie';
  return label;
}

function describe(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>, fabric: Fabric, label: string): string {
  const parts: string[] = [];
  if (fam === 'top' || fam === 'outerwear' || fam === 'dress') {
    if (v.sleeve && v.sleeve !== 'sleeveless' && !/sleeve/i.test(label)) parts.push(`${v.sleeve === 'elbow' ? 'elbow-length' : v.sleeve} sleeves`);
    if (v.hood !== 'yes' && COLLAR_TEXT[v.collar ?? '']) parts.push(COLLAR_TEXT[v.collar!]);
    else if (v.hood !== 'yes' && v.neckline && v.neckline !== 'collared') parts.push(`${v.neckline} neckline`);
    if (CLOSURE_TEXT[v.front_closure ?? '']) parts.push(CLOSURE_TEXT[v.front_closure!]);
  } else if (WAIST_TEXT[v.waist ?? '']) parts.push(WAIST_TEXT[v.waist!]);
  if (POCKET_TEXT[v.pockets ?? '']) parts.push(POCKET_TEXT[v.pockets!]);
  if (kind === 'jeans' && v.pockets !== 'patch') parts.push('five-pocket styling');
  const sil = v.silhouette && v.silhouette !== 'regular' ? `${v.silhouette} ` : '';
  const len = v.length && !['hip', 'full', 'short'].includes(v.length) ? `${v.length.replace('-or-', ' or ')}-length ` : '';
  if (v.pattern && v.pattern !== 'solid') parts.push(`${v.pattern.replace('-', ' ')} pattern`);
  const pattern = '';
  return `${sil}${len}${label.toLowerCase()} in ${fabric.name.toLowerCase()} (${fabric.composition}, ${fabric.gsm} g/m2)${parts.length ? `, ${parts.join(', ')}` : ''}${pattern}.`.replace(/^./, (c) => c.toUpperCase());
}

export interface GrammarInput {
  garmentType: string;
  features: FeatureValues;
  /** a fabric chosen by the designer (name or id); otherwise the default for the garment and fabric look */
  fabric?: string;
  /** colour text for the body ('Navy 19-3832 TCX'), used for matched trims */
  bodyColour?: string;
  /** size range (default from the type: dresses and skirts women's, the rest unisex) */
  sizeRange?: SizeRange;
  /** fit (default from the silhouette answer) */
  fit?: Fit;
}

const KIND_LOOK: Partial<Record<GarmentKind, string>> = { joggers: 'fleece', sweater: 'rib-or-sweater-knit', jeans: 'denim', polo: 'jersey', sweatshirt: 'fleece', hoodie: 'fleece' };

/** Derives the whole garment: POMs, BOM, construction, care, trims and artwork defaults. */
export function deriveGarment(input: GrammarInput): GarmentSpec {
  const { values: v, assumed } = resolveFeatures(input.garmentType, input.features);
  const fam = grammarFamilyOf(input.garmentType);
  const kind = garmentKindOf(input.garmentType, v);
  // a fabric look nobody saw follows the class the other features describe (joggers are fleece, a sweater is knitted)
  if (assumed.includes('fabric_look') && KIND_LOOK[kind]) v.fabric_look = KIND_LOOK[kind]!;
  const chosen = input.fabric ? fabricByName(input.fabric) : undefined;
  const fabric = chosen ?? defaultFabricFor(kind, v.fabric_look, v.waist);
  const padded = v.fabric_look === 'quilted-or-padded' || fabric.construction === 'quilted';
  const sizeRange = input.sizeRange ?? defaultSizeRange(input.garmentType);
  const fit = input.fit ?? fitFromSilhouette(v.silhouette);
  const fabricClass = fabricClassOf(fabric, padded);
  const drafted = fam === 'top' || fam === 'outerwear' || fam === 'dress' ? topPoms(kind, v, fabric, padded) : bottomPoms(kind, fam, v);
  // a colour-block's panels are measured where they join (the seam's height from the hem)
  if (v.pattern === 'colour-block') drafted.push(pom('panelSeamFromHem', 'Colour-block panel seam from hem', fam === 'pants' ? 30 : fam === 'shorts' ? 10 : 20, 0.5, 'length', 'pattern', 'From the hem straight up to the colour-block panel seam, at centre front.'));
  const poms = fitToRange(drafted, { range: sizeRange, fit, fabricClass, sleeve: v.sleeve });
  const { bom, trims, hardware, lining, trim } = bomFor(kind, fam, v, fabric, padded, poms, input.bodyColour ?? 'Body colour', sizeRange);
  const operations = operationsFor(kind, fam, v, fabric, padded);
  const knit = isKnit(fabric);
  let care = careForFibre(fabric.composition, { padded, denim: fabric.construction === 'denim' });
  // the fabric's own care (lace, flannel, ...) wins when it is gentler than what the fibre alone allows
  if (CARE_RANK.indexOf(fabric.care) > CARE_RANK.indexOf(care.instruction)) care = { instruction: fabric.care, lines: [...CARE_LINES[fabric.care]] };
  const label = labelFor(kind, v, padded);
  return {
    garmentType: input.garmentType,
    kind,
    family: fam,
    label,
    features: v,
    assumed,
    fabric,
    padded,
    poms,
    bom,
    operations,
    thread: bom.find((l) => l.key === 'thread')?.description ?? '',
    finishing: fam === 'top' && knit ? 'Trim threads, steam press, fold to 25 x 30 cm' : padded ? 'Trim threads, check quilting for wadding migration, fold loosely, no press on shell' : 'Trim threads, press, fold with tissue or hang in garment bag',
    care,
    trims,
    hardware,
    lining,
    trim,
    artwork: artworkFor(fam, kind, v, fabric, padded),
    mainLabel: fam === 'pants' || fam === 'shorts' || fam === 'skirt' ? 'Woven main label, centre back waistband' : 'Woven main label, centre back neck',
    description: describe(kind, fam, v, fabric, label),
    sizeRange,
    fit,
    sizes: SIZE_RANGE_SPECS[sizeRange].sizes,
    baseSize: SIZE_RANGE_SPECS[sizeRange].baseSize,
    fabricClass,
  };
}

/** POM keys a feature needs (for the check "a feature without its POMs"). */
export function requiredPomKeys(spec: Pick<GarmentSpec, 'poms'>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of spec.poms) if (p.feature) (out[p.feature] ??= []).push(p.key);
  return out;
}

/** The values each feature can take for a garment type (keys that do not apply are absent); no contracts import, for the web app. */
export function featureOptionsFor(garmentType: string): Record<string, readonly string[]> {
  return { ...VALID[grammarFamilyOf(garmentType)], main_colour: MAIN_COLOUR_VALUES };
}
