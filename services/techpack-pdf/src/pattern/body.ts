// The body a pattern is drafted for, per size: chest and waist girth (and a child's stature) from the size range's
// cited body table (libs/catalog sizing), the rest in proportion to them. The proportions are the usual ones of
// body-measurement surveys (neck about 0.38 of the chest, back waist length about a quarter of the stature...): an
// estimate, not a table. Lengths the spec fixes (body, sleeve, inseam, skirt) are set from the spec by the design's
// options, so these only seed the draft. FreeSewing takes millimetres.
import { SIZE_RANGE_SPECS, type SizeRange } from '@techpack/catalog';

export interface Body {
  chest: number;
  waist: number;
  hips: number;
  stature: number; // cm
}

// Adult statures are not in the girth tables: the usual pairing of stature with the alpha sizes (cm).
const ADULT_STATURE: Record<'womens' | 'mens', number[]> = {
  womens: [160, 162, 165, 167, 169, 170],
  mens: [170, 173, 176, 179, 182, 184],
};

export function bodyAt(range: SizeRange, size: string): Body {
  const spec = SIZE_RANGE_SPECS[range];
  const i = Math.max(0, (spec.sizes as readonly string[]).indexOf(size));
  const chest = spec.body.chest[i];
  const waist = spec.body.waist[i];
  const stature = spec.body.stature?.[i] ?? ADULT_STATURE[range === 'womens' ? 'womens' : 'mens'][i];
  // hips: about the chest on a men's figure, 5-8 cm over it on a women's (ASTM D5585's straight figure)
  const hips = range === 'womens' ? chest + 6 : range === 'kids' ? chest + 2 : chest + 1;
  return { chest, waist, hips, stature };
}

const mm = (cm: number) => Math.round(cm * 10);

/** FreeSewing's upper-body measurements (mm) for a body. */
export function upperBody(b: Body): Record<string, number> {
  return {
    chest: mm(b.chest),
    waist: mm(b.waist),
    hips: mm(b.hips),
    highBust: mm(b.chest * 0.96),
    neck: mm(b.chest * 0.38),
    shoulderToShoulder: mm(b.chest * 0.45),
    shoulderSlope: 13,
    biceps: mm(b.chest * 0.31),
    wrist: mm(b.chest * 0.17),
    hpsToBust: mm(b.stature * 0.15),
    hpsToWaistBack: mm(b.stature * 0.255),
    waistToArmpit: mm(b.stature * 0.12),
    waistToHips: mm(b.stature * 0.07),
    shoulderToWrist: mm(b.stature * 0.35),
    // the elbow: 0.56 of shoulder to wrist, the upper arm's share of the arm without the hand in Drillis and Contini's
    // segment lengths (upper arm 0.186, forearm 0.146 of the stature; D. A. Winter, Biomechanics and Motor Control of
    // Human Movement, 4th ed., fig. 4.1)
    shoulderToElbow: mm(b.stature * 0.35 * 0.56),
    head: mm(b.stature * 0.32),
  };
}

/** FreeSewing's lower-body measurements (mm) for a body. */
export function lowerBody(b: Body): Record<string, number> {
  const seat = b.hips;
  return {
    waist: mm(b.waist),
    waistBack: mm(b.waist * 0.52),
    seat: mm(seat),
    seatBack: mm(seat * 0.52),
    knee: mm(seat * 0.38),
    waistToFloor: mm(b.stature * 0.6),
    waistToKnee: mm(b.stature * 0.34),
    waistToHips: mm(b.stature * 0.07),
    waistToSeat: mm(b.stature * 0.12),
    waistToUpperLeg: mm(b.stature * 0.16),
    crossSeam: mm(b.stature * 0.4),
    crossSeamFront: mm(b.stature * 0.19),
  };
}
