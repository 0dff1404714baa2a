// Tolerances per point-of-measure class and fabric class (+/- cm). Wovens are held tight where the fabric holds its shape
// (Proper Cloth's published shirt and jacket tolerances: half chest +/- 1/4", centre back length +/- 3/8", sleeve
// +/- 1/4", collar +1/4"/-1/8"); knits, sweater knits and padded garments relax and are measured with more play (factory
// practice: knit and padded lengths +/- 1.0-1.5 cm, half chest +/- 1.0 cm); closures, collars and necks stay tight in
// every fabric. Never under 0.3 cm; where the size step allows, under half the smallest step so sizes never overlap.
import type { Fabric } from '../fabrics';
import { smallestStep, type gradeClassOf } from './grade';
import type { SizeRange } from './ranges';

export const FABRIC_CLASSES = ['knit', 'woven', 'stretch-woven', 'padded', 'sweater-knit'] as const;
export type FabricClass = (typeof FABRIC_CLASSES)[number];
export const POM_CLASSES = [
  'bodyLength',
  'halfGirth',
  'sleeveLength',
  'legLength',
  'rise',
  'minorGirth',
  'shoulder',
  'neck',
  'closure',
  'detail',
] as const;
export type PomClass = (typeof POM_CLASSES)[number];

export const MIN_TOLERANCE = 0.3;

// rows: point-of-measure class; columns: knit, woven, stretch woven, padded, sweater knit (cm)
export const TOLERANCE_TABLE: Record<PomClass, Record<FabricClass, number>> = {
  bodyLength: { knit: 1.0, woven: 1.0, 'stretch-woven': 1.0, padded: 1.5, 'sweater-knit': 1.5 },
  halfGirth: { knit: 1.0, woven: 0.6, 'stretch-woven': 0.8, padded: 1.0, 'sweater-knit': 1.5 },
  sleeveLength: { knit: 1.0, woven: 0.6, 'stretch-woven': 0.6, padded: 1.0, 'sweater-knit': 1.5 },
  legLength: { knit: 1.0, woven: 1.0, 'stretch-woven': 1.0, padded: 1.5, 'sweater-knit': 1.5 },
  rise: { knit: 0.6, woven: 0.5, 'stretch-woven': 0.5, padded: 0.6, 'sweater-knit': 1.0 },
  minorGirth: { knit: 0.6, woven: 0.5, 'stretch-woven': 0.5, padded: 1.0, 'sweater-knit': 1.0 },
  shoulder: { knit: 0.6, woven: 0.6, 'stretch-woven': 0.6, padded: 1.0, 'sweater-knit': 1.0 },
  neck: { knit: 0.5, woven: 0.3, 'stretch-woven': 0.3, padded: 0.5, 'sweater-knit': 0.6 },
  closure: { knit: 0.5, woven: 0.5, 'stretch-woven': 0.5, padded: 0.5, 'sweater-knit': 0.5 },
  detail: { knit: 0.3, woven: 0.3, 'stretch-woven': 0.3, padded: 0.5, 'sweater-knit': 0.5 },
};

/** The fabric's tolerance class: padded, sweater knit, knit, stretch woven (elastane in a woven) or woven. */
export function fabricClassOf(
  fabric: Pick<Fabric, 'family' | 'construction' | 'composition'>,
  padded = false,
): FabricClass {
  if (padded || fabric.construction === 'quilted') return 'padded';
  if (fabric.construction === 'sweater-knit') return 'sweater-knit';
  if (fabric.family === 'knit') return 'knit';
  if (/elastane|spandex|lycra/i.test(fabric.composition)) return 'stretch-woven';
  return 'woven';
}

const BY_KEY: Record<string, PomClass> = {
  length: 'bodyLength',
  centreBackLength: 'bodyLength',
  skirtLength: 'bodyLength',
  waistPosition: 'bodyLength',
  chestWidth: 'halfGirth',
  waist: 'halfGirth',
  waistExtended: 'halfGirth',
  hip: 'halfGirth',
  highHip: 'halfGirth',
  sweep: 'halfGirth',
  waistWidth: 'halfGirth',
  sleeveLength: 'sleeveLength',
  cbSleeveLength: 'sleeveLength',
  inseam: 'legLength',
  outseam: 'legLength',
  frontRise: 'rise',
  backRise: 'rise',
  shoulderWidth: 'shoulder',
  acrossFront: 'shoulder',
  neckWidth: 'neck',
  frontNeckDrop: 'neck',
  backNeckDrop: 'neck',
  collarLength: 'neck',
  collarHeight: 'neck',
  collarPoint: 'neck',
  neckbandHeight: 'neck',
  zipLength: 'closure',
  flyLength: 'closure',
  placketLength: 'closure',
  placketWidth: 'closure',
  hoodOpening: 'minorGirth',
};

export function pomClassOf(key: string, kind: string): PomClass {
  return BY_KEY[key] ?? (kind === 'detail' ? 'detail' : kind === 'length' ? 'sleeveLength' : 'minorGirth');
}

/**
 * The tolerance of a point of measure: the table's value for its class and fabric, brought under half the smallest
 * step between neighbouring sizes of the range (where that stays at or above 0.3 cm), never below 0.3 cm.
 */
export function tableTolerance(
  key: string,
  kind: string,
  fabricClass: FabricClass,
  grade = 0,
  cls?: ReturnType<typeof gradeClassOf>,
  range?: SizeRange,
  base?: number,
): number {
  const pomClass = pomClassOf(key, kind);
  const t = TOLERANCE_TABLE[pomClass][fabricClass];
  const floor = dimensionFloor(pomClass, base);
  if (grade <= 0 || !cls || cls === 'none' || !range) return Math.max(MIN_TOLERANCE, t, floor);
  const half = smallestStep(grade, cls, range) / 2;
  // the largest tenth strictly under half the step, so the bands of neighbouring sizes do not touch
  const safe = Math.ceil(half * 10) / 10 - 0.1;
  return (
    Math.round(
      Math.max(MIN_TOLERANCE, floor, Math.min(t, safe >= MIN_TOLERANCE ? safe : MIN_TOLERANCE)) * 10,
    ) / 10
  );
}

/**
 * The least tolerance a dimension of this size can be sewn to (factory practice: a long seam moves more than a short
 * one): lengths over 60 cm +/-1.0, over 30 cm +/-0.6, inseams and outseams at least +/-0.6, half girths over 40 cm
 * +/-0.6. Above the step rule: a long length's band may touch its neighbour's where the range grades less than 2 cm.
 */
export function dimensionFloor(pomClass: PomClass, base: number | undefined): number {
  if (base === undefined) return 0;
  if (pomClass === 'bodyLength' || pomClass === 'legLength' || pomClass === 'sleeveLength') {
    if (base > 60) return 1.0;
    if (base > 30 || pomClass === 'legLength') return 0.6;
    return 0;
  }
  if (pomClass === 'halfGirth' && base > 40) return 0.6;
  return 0;
}
