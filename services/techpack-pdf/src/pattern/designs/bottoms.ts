// Bottoms: Titan (FreeSewing's trouser block) drafts pants and, with its floor raised to the inseam, shorts; Penelope
// (pencil skirt with darts and waistband) drafts the skirt, its hem let out past the seat for an A-line sweep.
import { Penelope } from '@freesewing/penelope';
import { Titan } from '@freesewing/titan';
import { lowerBody } from '../body';
import { along, bbox, crossingsAt, seamOf, widthAt } from '../geometry';
import type { DesignPlan, Inputs, Lever, Parts } from './types';

const cm = (mm: number) => Math.round(mm) / 10;

function measureTitan(p: Parts): Record<string, number> {
  const front = p['titan.front'],
    back = p['titan.back'];
  const F = seamOf(front),
    B = seamOf(back);
  const fp = front.points,
    bp = back.points;
  const fb = bbox(F),
    bb = bbox(B);
  const legAt = (dy: (q: typeof fp) => number) => (widthAt(F, dy(fp)) + widthAt(B, dy(bp))) / 2;
  return {
    waist: cm(along(F, fp.styleWaistIn, fp.styleWaistOut) + along(B, bp.styleWaistIn, bp.styleWaistOut)),
    // 18 cm below the waist; the knee at half the inseam
    hip: cm(
      widthAt(F, (fp.styleWaistIn.y + fp.styleWaistOut.y) / 2 + 180) +
        widthAt(B, (bp.styleWaistIn.y + bp.styleWaistOut.y) / 2 + 180),
    ),
    thigh: cm(legAt((q) => q.fork.y + 25)),
    knee: cm(legAt((q) => (q.fork.y + q.floorIn.y) / 2)),
    legOpening: cm((widthAt(F, fb.maxY - 1) + widthAt(B, bb.maxY - 1)) / 2),
    frontRise: cm(along(F, fp.styleWaistIn, fp.fork)),
    backRise: cm(along(B, bp.styleWaistIn, bp.fork)),
    inseam: cm(along(F, fp.fork, fp.floorIn)),
    outseam: cm(along(F, fp.styleWaistOut, fp.floorOut)),
  };
}

// Titan hangs the leg straight from the knee (fitKnee): the hem points are moved in by `legTaper` mm each side, so the
// inseam and side seam run straight from the knee to a narrower hem (below 0: flared out to a wider one; the paths
// hold these points: they follow).
function taperLegs(parts: Parts, inputs: Inputs) {
  const t = Number(inputs.options.legTaper) || 0;
  if (!t) return;
  for (const name of ['titan.front', 'titan.back']) {
    const p = parts[name]?.points;
    if (!p?.floorIn || !p.floorOut || !p.floor) continue;
    const half = Math.abs(p.floorOut.x - p.floor.x);
    const d = Math.max(-half, Math.min(t, half * 0.45));
    p.floorOut.x += Math.sign(p.floor.x - p.floorOut.x) * d;
    p.floorIn.x += Math.sign(p.floor.x - p.floorIn.x) * d;
  }
}

// Titan draws the thigh from the seat and the fork. The pattern maker's thigh alteration: `thighTake` mm off each
// piece's width at the thigh (negative lets it out), half at the inseam (the fork and the control points round it,
// at most a third of the crotch extension) and the rest at the side seam below the seat (its control point there; the knee keeps its
// straight grain).
function fitThigh(parts: Parts, inputs: Inputs) {
  const take = Number(inputs.options.thighTake) || 0;
  if (!take) return;
  const pieces: [string, string[], string[], string][] = [
    ['titan.front', ['fork', 'forkCp1', 'crotchSeamCurveCp1'], ['seatOutCp2'], 'cfSeat'],
    ['titan.back', ['fork', 'forkCp2', 'crossSeamCurveCp2'], ['seatOutCp1'], 'cbSeat'],
  ];
  for (const [name, inseam, side, centre] of pieces) {
    const p = parts[name]?.points;
    if (!p?.fork || !p.knee || !p[centre]) continue;
    const ext = Math.abs(p.fork.x - p[centre].x);
    const atFork = Math.sign(take) * Math.min(Math.abs(take) / 2, ext / 3);
    const atSide = (take - atFork) * 2.4; // the seam moves at the thigh about 0.42 of its control point's move
    const moved = new Set<object>();
    const shift = (names: string[], d: number) => {
      for (const n of names) {
        const q = p[n];
        // the side seam's curve through the seat (a short rise) has the seat itself as a control point: the hip stays
        if (!q || moved.has(q) || q === p.seatOut) continue;
        moved.add(q);
        q.x += Math.sign(p.knee.x - q.x) * d;
      }
    };
    shift(inseam, atFork);
    shift(side, atSide);
  }
}

const NOT_DRAFTED_BOTTOM = {
  waistbandHeight: 'the waistband is not drafted: the pattern stops at the waist seam',
  flyLength: 'the fly and its facing are not drafted',
  pocketOpening: 'the pockets are not drafted',
  hemHeight: 'the hem is a turn-up of the cutting line, not a pattern line',
};

export const titan = (shorts = false): DesignPlan => ({
  id: 'titan',
  label: shorts
    ? 'Titan (FreeSewing) trouser block, cut to a shorts inseam'
    : 'Titan (FreeSewing) trouser block',
  design: Titan,
  pieces: {
    'titan.front': { name: 'Front', component: 'legs' },
    'titan.back': { name: 'Back', component: 'legs' },
  },
  drafts: ['body', 'legs', 'front', 'back', 'hem'],
  initial(spec, b) {
    const m = lowerBody(b);
    if (spec.waist) m.waist = Math.round(spec.waist * 20);
    if (spec.hip) m.seat = Math.round(spec.hip * 20 * 0.95);
    if (spec.frontRise) m.crossSeamFront = Math.round(spec.frontRise * 10);
    if (spec.frontRise && spec.backRise) m.crossSeam = Math.round((spec.frontRise + spec.backRise) * 10);
    // the side seam runs waist to hem (the outseam), the inseam fork to hem: the fork's depth is their difference
    if (spec.outseam) m.waistToFloor = Math.round(spec.outseam * 10);
    if (spec.inseam)
      m.waistToUpperLeg = Math.max(
        150,
        (spec.outseam ? m.waistToFloor - Math.round(spec.inseam * 10) : m.waistToUpperLeg) / 1.02,
      );
    if (spec.inseam && !spec.outseam)
      m.waistToFloor = m.waistToUpperLeg * 1.02 + Math.round(spec.inseam * 10);
    if (spec.knee) m.knee = Math.round(spec.knee * 20 * 0.9);
    if (shorts && spec.legOpening) m.knee = Math.round(spec.legOpening * 20 * 0.9);
    // the taper from the knee to the opening, half the difference on each seam of each piece (mm)
    const legTaper = !shorts && spec.knee && spec.legOpening ? ((spec.knee - spec.legOpening) * 10) / 2 : 0;
    return {
      measurements: m,
      options: {
        waistEase: 0,
        seatEase: 0.02,
        kneeEase: 0.06,
        lengthBonus: 0,
        fitKnee: true,
        legTaper,
        thighTake: 0,
      },
    };
  },
  settle(inputs: Inputs) {
    const m = inputs.measurements;
    // the back rise is the cross seam less the front rise
    if (m.crossSeam < m.crossSeamFront + 100) m.crossSeam = m.crossSeamFront + 100;
    // a short leg still has its knee between the fork and the hem
    if (shorts) m.waistToKnee = Math.round(m.waistToUpperLeg + (m.waistToFloor - m.waistToUpperLeg) * 0.8);
  },
  coupled: true,
  adjust(parts, inputs) {
    taperLegs(parts, inputs);
    fitThigh(parts, inputs);
  },
  measure: measureTitan,
  levers: [
    ...(shorts
      ? []
      : [{ key: 'legOpening', input: 'o', name: 'legTaper', gain: -0.2, min: -100, max: 200 } as Lever]),
    { key: 'waist', input: 'm', name: 'waist', gain: 0.05 },
    { key: 'hip', input: 'm', name: 'seat', gain: 0.05 },
    { key: 'frontRise', input: 'm', name: 'crossSeamFront', gain: 0.1 },
    { key: 'backRise', input: 'm', name: 'crossSeam', gain: 0.1 },
    { key: 'outseam', input: 'm', name: 'waistToFloor', gain: 0.1 },
    { key: 'inseam', input: 'm', name: 'waistToUpperLeg', gain: -0.1, min: 150 },
    { key: 'thigh', input: 'o', name: 'thighTake', gain: -0.1, min: -60, max: 120 },
    { key: shorts ? 'legOpening' : 'knee', input: 'm', name: 'knee', gain: 0.05 },
  ],
  unreached: {
    ...NOT_DRAFTED_BOTTOM,
    thigh:
      'the thigh is taken in or let out at the inseam (at most a third of the crotch extension) and the side seam',
    legOpening: 'the leg tapers from the knee to the opening at most 45% of the knee width per seam',
  },
});

function measurePenelope(p: Parts): Record<string, number> {
  const front = p['penelope.front'],
    back = p['penelope.back'],
    band = p['penelope.waistband'];
  const F = seamOf(front),
    B = seamOf(back);
  const fb = bbox(F),
    bb = bbox(B);
  const fold = front.points.lWaist.x;
  const half = (poly: typeof F, y: number, x0: number) =>
    Math.max(...crossingsAt(poly, y).map((x) => Math.abs(x - x0)), 0);
  const bandHeight = band ? Math.abs(band.points.TR.x - band.points.TL.x) / 2 : 0;
  return {
    waist: cm(band ? Math.abs(band.points.BL.y - band.points.TL.y) : 0),
    // 18 cm below the top of the waistband
    hip: cm(
      half(F, front.points.lWaist.y + 180 - bandHeight, fold) +
        widthAt(B, back.points.lWaist.y + 180 - bandHeight),
    ),
    skirtLength: cm(fb.maxY - front.points.lWaist.y + bandHeight),
    sweep: cm(half(F, fb.maxY - 1, fold) + widthAt(B, bb.maxY - 1)),
    waistbandHeight: cm(bandHeight),
  };
}

export const penelope = (): DesignPlan => ({
  id: 'penelope',
  label: "Penelope (FreeSewing) skirt with darts and waistband, hem let out to the spec's sweep",
  design: Penelope,
  pieces: {
    'penelope.front': { name: 'Front', component: 'body' },
    'penelope.back': { name: 'Back', component: 'body' },
    'penelope.waistband': { name: 'Waistband', component: 'waistband' },
  },
  drafts: ['body', 'front', 'back', 'waistband', 'hem'],
  initial(spec, b) {
    const m = lowerBody(b);
    const meas: Record<string, number> = {
      waist: m.waist,
      seat: m.seat,
      waistToHips: m.waistToHips,
      waistToSeat: m.waistToSeat,
      waistToKnee: m.waistToKnee,
    };
    if (spec.waist) meas.waist = Math.round(spec.waist * 20);
    if (spec.hip) meas.seat = Math.round(spec.hip * 20);
    // Penelope's hem falls ~4.5 cm below its waist to knee (the waistband above it adds the rest)
    if (spec.skirtLength) meas.waistToKnee = Math.round(spec.skirtLength * 10 - 45);
    // the plain ratio leaves the sweep ~3.5% short (the hem's curve)
    const hemBonus = spec.sweep && spec.hip ? (spec.sweep / spec.hip - 1) * 2 + spec.sweep * 0.0024 : 0;
    return {
      measurements: meas,
      options: {
        waistEase: 0,
        seatEase: 0,
        hemBonus,
        backVent: false,
        waistbandWidth: spec.waistbandHeight ? (spec.waistbandHeight * 20 + 3) / meas.waistToKnee : 0.1,
      },
    };
  },
  measure: measurePenelope,
  levers: [
    { key: 'waist', input: 'm', name: 'waist', gain: 0.05 },
    { key: 'hip', input: 'm', name: 'seat', gain: 0.05 },
    { key: 'skirtLength', input: 'm', name: 'waistToKnee', gain: 0.1 },
    { key: 'sweep', input: 'o', name: 'hemBonus', gain: 20, min: -0.35, max: 1.4 },
    { key: 'waistbandHeight', input: 'o', name: 'waistbandWidth', gain: 30, min: 0.02, max: 0.4 },
  ],
  unreached: {
    flyLength: 'the zip is not drafted (a zip in the centre back seam)',
    hemHeight: NOT_DRAFTED_BOTTOM.hemHeight,
    // past that its side seam loops back on itself: the sweep shrinks as the hem is let out
    sweep:
      "Penelope lets its hem out to an A-line only until its side seam loops back (hemBonus 1.4 at knee length, less on a shorter skirt): the sweep drafted is the widest it reaches, a flared skirt's past that is not reached",
  },
});
