// Points of measure (POM) per garment type, following techpack-conventions.md.
// Garment laid flat; '1/2' means half of the circumference. All values in cm.
// `base` is the value for size M; `grade` the step per size; `tolerance` the +/- allowed on a sample.
// Rule: tolerance < grade / 2, otherwise neighbouring sizes overlap (checked by poms.spec.ts).

export interface PointOfMeasure {
  code: string;
  key: string; // key in the tech pack's `measurements` map
  name: string;
  howToMeasure: string;
  base: number; // cm at size M
  grade: number; // cm per size step
  tolerance: number; // +/- cm
  kind: 'girth' | 'length' | 'detail';
}

export type PomGroup = 'tee' | 'shirt' | 'long-sleeve' | 'jacket' | 'hoodie' | 'pants' | 'shorts' | 'dress' | 'skirt';

const p = (
  code: string,
  key: string,
  name: string,
  howToMeasure: string,
  base: number,
  grade: number,
  tolerance: number,
  kind: PointOfMeasure['kind'],
): PointOfMeasure => ({ code, key, name, howToMeasure, base, grade, tolerance, kind });

const HOW = {
  length: 'From the high point shoulder (HPS), straight down to the bottom edge of the hem.',
  cbLength: 'From the centre back neck seam straight down to the hem.',
  chest: 'Straight across, 2.5 cm (1") below the armhole, side seam to side seam.',
  shoulder: 'Across the back from shoulder point to shoulder point, following the shoulder seams.',
  acrossFront: 'Straight across the front, 13 cm below HPS, armhole seam to armhole seam.',
  armhole: 'Straight from the shoulder point down to the underarm point.',
  sleeveShort: 'From the shoulder point along the top of the sleeve to the sleeve opening.',
  sleeveLong: 'From the shoulder point along the top of the sleeve to the end of the cuff.',
  bicep: 'Straight across the sleeve, 2.5 cm (1") below the underarm, perpendicular to the sleeve fold.',
  sleeveOpening: 'Straight across the sleeve opening (or cuff) edge, relaxed.',
  neckWidth: 'Straight across from one HPS to the other, seam to seam.',
  frontNeck: 'From the imaginary line between the HPS points straight down to the front neck seam.',
  backNeck: 'From the imaginary line between the HPS points straight down to the back neck seam.',
  sweep: 'Straight across the bottom edge of the hem, relaxed, side to side.',
  waist: 'Straight across the top edge of the waistband, relaxed, buttoned or closed.',
  hip: 'Straight across, 18 cm (7") below the top of the waistband, parallel to it.',
  thigh: 'Straight across the leg, 2.5 cm (1") below the crotch point, perpendicular to the leg fold.',
  knee: 'Straight across the leg, halfway down the inseam.',
  legOpening: 'Straight across the leg opening at the hem.',
  frontRise: 'From the crotch seam junction up to the top of the waistband at centre front.',
  backRise: 'From the crotch seam junction up to the top of the waistband at centre back.',
  inseam: 'From the crotch seam junction along the inside leg seam to the hem.',
  outseam: 'From the top of the waistband along the side seam to the hem.',
  waistband: 'Height of the waistband at centre back.',
  waistPos: 'From the HPS straight down to the narrowest point of the waist.',
  skirtLength: 'From the top of the waistband (or waist seam) straight down to the hem at centre front.',
  hood: 'From the HPS up over the hood to its highest point.',
  hoodWidth: 'Straight across the hood at its widest point, laid flat.',
  cuffHeight: 'Height of the cuff or rib from the seam to the edge.',
  collarPoint: 'Length of the collar point, from the neckband seam to the collar tip.',
};

const TOP_BASE = (length: number, chest: number, shoulder: number) => [
  p('A1', 'length', 'Body length from HPS', HOW.length, length, 1.5, 0.6, 'length'),
  p('B6', 'centreBackLength', 'Centre back length', HOW.cbLength, length - 2, 1.5, 0.6, 'length'),
  p('A4', 'chestWidth', '1/2 Chest (2.5 cm below armhole)', HOW.chest, chest, 2.5, 1, 'girth'),
  p('B1', 'shoulderWidth', 'Across shoulder', HOW.shoulder, shoulder, 1.2, 0.5, 'girth'),
  p('A6', 'acrossFront', 'Across front', HOW.acrossFront, shoulder - 5, 1.2, 0.5, 'girth'),
];

const NECK = (width: number, front: number, back: number) => [
  p('D1', 'neckWidth', 'Neck width (HPS to HPS)', HOW.neckWidth, width, 0.6, 0.25, 'detail'),
  p('D2', 'frontNeckDrop', 'Front neck drop', HOW.frontNeck, front, 0.4, 0.15, 'detail'),
  p('D3', 'backNeckDrop', 'Back neck drop', HOW.backNeck, back, 0.2, 0.08, 'detail'),
];

export const POINTS_OF_MEASURE: Record<PomGroup, PointOfMeasure[]> = {
  tee: [
    ...TOP_BASE(70, 52, 44),
    p('C1', 'armhole', 'Armhole straight', HOW.armhole, 22, 1, 0.4, 'girth'),
    p('C12', 'sleeveLength', 'Sleeve length from shoulder point', HOW.sleeveShort, 20, 1, 0.4, 'length'),
    p('C4', 'bicep', '1/2 Bicep (2.5 cm below underarm)', HOW.bicep, 19, 0.8, 0.3, 'girth'),
    p('C6', 'sleeveOpening', '1/2 Sleeve opening', HOW.sleeveOpening, 17, 0.6, 0.25, 'girth'),
    ...NECK(18, 9, 2),
    p('A10', 'sweep', '1/2 Sweep (hem)', HOW.sweep, 52, 2.5, 1, 'girth'),
  ],
  shirt: [
    ...TOP_BASE(76, 56, 46),
    p('C1', 'armhole', 'Armhole straight', HOW.armhole, 24, 1, 0.4, 'girth'),
    p('C12', 'sleeveLength', 'Sleeve length from shoulder point', HOW.sleeveLong, 63, 1.2, 0.5, 'length'),
    p('C4', 'bicep', '1/2 Bicep (2.5 cm below underarm)', HOW.bicep, 20, 0.8, 0.3, 'girth'),
    p('C7', 'cuffWidth', 'Cuff width (buttoned)', HOW.sleeveOpening, 12, 0.5, 0.2, 'detail'),
    p('C8', 'cuffHeight', 'Cuff height', HOW.cuffHeight, 6.5, 0.4, 0.15, 'detail'),
    p('D4', 'collarPoint', 'Collar point length', HOW.collarPoint, 7.5, 0.4, 0.15, 'detail'),
    p('D1', 'neckWidth', 'Neck width (HPS to HPS)', HOW.neckWidth, 17, 0.6, 0.25, 'detail'),
    p('A10', 'sweep', '1/2 Sweep (hem)', HOW.sweep, 55, 2.5, 1, 'girth'),
  ],
  'long-sleeve': [
    ...TOP_BASE(70, 51, 44),
    p('C1', 'armhole', 'Armhole straight', HOW.armhole, 22, 1, 0.4, 'girth'),
    p('C12', 'sleeveLength', 'Sleeve length from shoulder point', HOW.sleeveLong, 62, 1.2, 0.5, 'length'),
    p('C4', 'bicep', '1/2 Bicep (2.5 cm below underarm)', HOW.bicep, 18, 0.8, 0.3, 'girth'),
    p('C6', 'sleeveOpening', '1/2 Sleeve opening (cuff, relaxed)', HOW.sleeveOpening, 10, 0.5, 0.2, 'detail'),
    ...NECK(18, 9, 2),
    p('A10', 'sweep', '1/2 Sweep (hem)', HOW.sweep, 51, 2.5, 1, 'girth'),
  ],
  hoodie: [
    ...TOP_BASE(70, 58, 50),
    p('C1', 'armhole', 'Armhole straight', HOW.armhole, 25, 1, 0.4, 'girth'),
    p('C12', 'sleeveLength', 'Sleeve length from shoulder point', HOW.sleeveLong, 60, 1.2, 0.5, 'length'),
    p('C4', 'bicep', '1/2 Bicep (2.5 cm below underarm)', HOW.bicep, 21, 0.8, 0.3, 'girth'),
    p('C6', 'sleeveOpening', '1/2 Cuff opening (relaxed)', HOW.sleeveOpening, 10, 0.5, 0.2, 'detail'),
    p('C8', 'cuffHeight', 'Cuff rib height', HOW.cuffHeight, 7, 0.4, 0.15, 'detail'),
    p('E1', 'hoodHeight', 'Hood height from HPS', HOW.hood, 35, 0.6, 0.25, 'detail'),
    p('E2', 'hoodWidth', 'Hood width', HOW.hoodWidth, 25, 0.6, 0.25, 'detail'),
    p('A11', 'hemRibHeight', 'Hem rib height', HOW.cuffHeight, 7, 0.4, 0.15, 'detail'),
    p('A10', 'sweep', '1/2 Sweep (hem rib, relaxed)', HOW.sweep, 48, 2.5, 1, 'girth'),
  ],
  jacket: [
    ...TOP_BASE(72, 58, 47),
    p('C1', 'armhole', 'Armhole straight', HOW.armhole, 26, 1, 0.4, 'girth'),
    p('C12', 'sleeveLength', 'Sleeve length from shoulder point', HOW.sleeveLong, 64, 1.2, 0.5, 'length'),
    p('C4', 'bicep', '1/2 Bicep (2.5 cm below underarm)', HOW.bicep, 21, 0.8, 0.3, 'girth'),
    p('C6', 'sleeveOpening', '1/2 Sleeve opening', HOW.sleeveOpening, 14, 0.6, 0.25, 'girth'),
    p('D4', 'collarHeight', 'Collar height at centre back', HOW.cuffHeight, 8, 0.4, 0.15, 'detail'),
    p('F1', 'zipLength', 'Front zip / placket length', 'From the top of the collar to the bottom of the closure, along centre front.', 66, 1.5, 0.6, 'length'),
    p('A10', 'sweep', '1/2 Sweep (hem)', HOW.sweep, 56, 2.5, 1, 'girth'),
  ],
  pants: [
    p('H1', 'waist', '1/2 Waist (relaxed)', HOW.waist, 40, 2.5, 1, 'girth'),
    p('H3', 'hip', '1/2 Hip (18 cm below waist)', HOW.hip, 52, 2.5, 1, 'girth'),
    p('H5', 'thigh', '1/2 Thigh (2.5 cm below crotch)', HOW.thigh, 31, 1.3, 0.6, 'girth'),
    p('H6', 'knee', '1/2 Knee', HOW.knee, 22, 0.8, 0.3, 'girth'),
    p('H7', 'legOpening', '1/2 Leg opening', HOW.legOpening, 18, 0.6, 0.25, 'girth'),
    p('H8', 'frontRise', 'Front rise incl. waistband', HOW.frontRise, 27, 0.8, 0.3, 'length'),
    p('H9', 'backRise', 'Back rise incl. waistband', HOW.backRise, 37, 1, 0.4, 'length'),
    p('H10', 'inseam', 'Inseam', HOW.inseam, 81, 1, 0.4, 'length'),
    p('H11', 'outseam', 'Outseam incl. waistband', HOW.outseam, 105, 1.5, 0.6, 'length'),
    p('H2', 'waistbandHeight', 'Waistband height', HOW.waistband, 4, 0.3, 0.1, 'detail'),
  ],
  shorts: [
    p('H1', 'waist', '1/2 Waist (relaxed)', HOW.waist, 40, 2.5, 1, 'girth'),
    p('H3', 'hip', '1/2 Hip (18 cm below waist)', HOW.hip, 53, 2.5, 1, 'girth'),
    p('H5', 'thigh', '1/2 Thigh (2.5 cm below crotch)', HOW.thigh, 32, 1.3, 0.6, 'girth'),
    p('H7', 'legOpening', '1/2 Leg opening', HOW.legOpening, 29, 1, 0.4, 'girth'),
    p('H8', 'frontRise', 'Front rise incl. waistband', HOW.frontRise, 27, 0.8, 0.3, 'length'),
    p('H9', 'backRise', 'Back rise incl. waistband', HOW.backRise, 37, 1, 0.4, 'length'),
    p('H10', 'inseam', 'Inseam', HOW.inseam, 18, 0.6, 0.25, 'length'),
    p('H11', 'outseam', 'Outseam incl. waistband', HOW.outseam, 46, 1, 0.4, 'length'),
    p('H2', 'waistbandHeight', 'Waistband height', HOW.waistband, 4, 0.3, 0.1, 'detail'),
  ],
  dress: [
    p('A1', 'length', 'Total length from HPS', HOW.length, 100, 1.5, 0.6, 'length'),
    p('A4', 'chestWidth', '1/2 Bust (2.5 cm below armhole)', HOW.chest, 46, 2.5, 1, 'girth'),
    p('B1', 'shoulderWidth', 'Across shoulder', HOW.shoulder, 38, 1.2, 0.5, 'girth'),
    p('G1', 'waistPosition', 'Waist position from HPS', HOW.waistPos, 40, 1, 0.4, 'length'),
    p('G2', 'waist', '1/2 Waist', 'Straight across at the waist position, side seam to side seam.', 38, 2.5, 1, 'girth'),
    p('G3', 'highHip', '1/2 High hip (10 cm below waist)', 'Straight across, 10 cm below the waist position.', 46, 2.5, 1, 'girth'),
    p('G4', 'skirtLength', 'Skirt length, waist to hem', HOW.skirtLength, 60, 1, 0.4, 'length'),
    p('C1', 'armhole', 'Armhole straight', HOW.armhole, 20, 1, 0.4, 'girth'),
    ...NECK(17, 10, 2),
    p('A10', 'sweep', '1/2 Sweep (hem)', HOW.sweep, 70, 3, 1.2, 'girth'),
  ],
  skirt: [
    p('H1', 'waist', '1/2 Waist (relaxed)', HOW.waist, 36, 2.5, 1, 'girth'),
    p('H3', 'hip', '1/2 Hip (18 cm below waist)', HOW.hip, 50, 2.5, 1, 'girth'),
    p('A10', 'sweep', '1/2 Sweep (hem)', HOW.sweep, 62, 3, 1.2, 'girth'),
    p('G4', 'length', 'Skirt length at centre front', HOW.skirtLength, 55, 1, 0.4, 'length'),
    p('H2', 'waistbandHeight', 'Waistband height', HOW.waistband, 3.5, 0.3, 0.1, 'detail'),
    p('F2', 'zipLength', 'Zip opening length', 'From the top of the waistband down to the zip stop.', 18, 0.6, 0.25, 'detail'),
  ],
};

// Maps any garment name (analyzer class, form value, label) to its POM group.
export function pomGroupOf(garmentType: string): PomGroup {
  const t = garmentType.toLowerCase();
  if (t.includes('hood') || t.includes('sweatshirt')) return 'hoodie';
  if (t.includes('jacket') || t.includes('coat') || t.includes('outwear') || t.includes('outerwear') || t.includes('blazer')) return 'jacket';
  if (t.includes('dress')) return 'dress';
  if (t.includes('skirt')) return 'skirt';
  if (t.includes('short')) return 'shorts';
  if (t.includes('pant') || t.includes('trouser') || t.includes('jean')) return 'pants';
  if (t.includes('long-sleeve') || t.includes('long sleeve') || t.includes('longsleeve')) return 'long-sleeve';
  if (t === 'shirt' || t.includes('button') || t.includes('blouse')) return 'shirt';
  return 'tee';
}

export function pointsOfMeasureFor(garmentType: string): PointOfMeasure[] {
  return POINTS_OF_MEASURE[pomGroupOf(garmentType)];
}

export const POM_GROUP_LABELS: Record<PomGroup, string> = {
  tee: 'T-shirt',
  shirt: 'Woven shirt',
  'long-sleeve': 'Long-sleeve top',
  jacket: 'Jacket',
  hoodie: 'Hoodie',
  pants: 'Pants',
  shorts: 'Shorts',
  dress: 'Dress',
  skirt: 'Skirt',
};
