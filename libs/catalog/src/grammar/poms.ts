// Points of measure: how to measure, the stable codes, the unisex size-M blocks per class and feature.
import type { Fabric, GarmentKind } from '../fabrics';
import { isKnit } from './fabric';
import type { GrammarFamily, GrammarPom } from './types';
import { HOW, POM_CODES } from './pom-codes';

export { HOW, POM_CODES };
import { MIN_TOLERANCE_CM } from './types';

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Tolerance for a grade step: 40 % of the step (bands of neighbouring sizes never overlap), at least 0.3 cm. */
export function toleranceFor(grade: number, kind: GrammarPom['kind']): number {
  if (kind === 'detail' || grade <= 0) return MIN_TOLERANCE_CM;
  return Math.max(MIN_TOLERANCE_CM, round1(Math.min(grade * 0.4, 1.5)));
}

export function pom(key: string, name: string, base: number, grade: number, kind: GrammarPom['kind'], feature?: string, how?: string): GrammarPom {
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

export const TOP_LENGTH: Record<string, number> = { cropped: 0.78, hip: 1, thigh: 1.18, 'knee-or-longer': 1.45 };
export const DRESS_LENGTH: Record<string, number> = { mini: 82, knee: 98, midi: 115, maxi: 140 };
export const SKIRT_LENGTH: Record<string, number> = { mini: 42, knee: 58, midi: 75, maxi: 96 };
export const RIB_CUFF_KINDS: GarmentKind[] = ['hoodie', 'sweatshirt', 'sweater'];

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

export function topPoms(kind: GarmentKind, v: Record<string, string>, fabric: Fabric, padded: boolean): GrammarPom[] {
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
    // knitwear also measures the sleeve from the centre back neck (a dependent measurement: dependent-poms.ts)
    if (long && RIB_CUFF_KINDS.includes(kind) && !strapless) out.push(pom('cbSleeveLength', 'Sleeve length from centre back neck', b.shoulder / 2 + len, 1.8, 'length', 'sleeve'));
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

export function bottomPoms(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>): GrammarPom[] {
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
