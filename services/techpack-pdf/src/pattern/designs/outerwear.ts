// Outerwear on FreeSewing's Bent: Brian's body block (front and back) with a two-part sleeve (top and under sleeve)
// shaped to the elbow. The jacket's shell is drafted from it: the body and sleeves; the collar, zip, pockets and
// lining are listed not drafted. After the draft, on Bent's own points: the side seam tapered from the underarm to the
// spec's sweep (Brian's falls straight from the armhole) and the centre front neck set to the spec's front neck drop
// (Brian has no option for it).
import { Bent } from '@freesewing/bent';
import { upperBody } from '../body';
import { bbox, seamOf, widthAt } from '../geometry';
import { measureTop } from './tops';
import type { DesignPlan, Parts } from './types';

const cm = (mm: number) => Math.round(mm) / 10;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** The points of measure of a Bent jacket: Brian's body measures, and the two-part sleeve's (cm). */
function measureBent(p: Parts): Record<string, number> {
  const out = measureTop(p['brian.front'], p['brian.back'], undefined);
  const top = p['library.topsleeve'],
    under = p['library.undersleeve'];
  if (!top || !under) return out;
  const T = seamOf(top),
    U = seamOf(under);
  const tp = top.points,
    up = under.points;
  // the sleeve's length: the top sleeve from the top of its cap (the shoulder point) to its hem
  const tb = bbox(T);
  out.sleeveLength = cm(tb.maxY - tb.minY);
  // the sleeve's girth is the two parts' widths together: half of it 2.5 cm below the underarm (the biceps line; a
  // sleeve that ends above that: just above its hem)
  const hem = Math.min(tp.tsWristLeft.y, tp.tsWristRight.y, up.usWristLeft.y, up.usWristRight.y);
  const y = Math.min(tp.armCenter.y + 25, hem - 1);
  out.bicep = cm((widthAt(T, y) + widthAt(U, y)) / 2);
  out.sleeveOpening = cm((dist(tp.tsWristLeft, tp.tsWristRight) + dist(up.usWristLeft, up.usWristRight)) / 2);
  return out;
}

const SHORT_SLEEVE =
  "Bent's two-part sleeve is shaped to the elbow: a sleeve that ends less than 3 cm below the elbow (a short sleeve) is not drafted";

export const bent = (): DesignPlan => ({
  id: 'bent',
  label: 'Bent (FreeSewing) jacket body and two-part sleeve',
  design: Bent,
  pieces: {
    // a jacket opens at centre front (its zip or buttons): the front is cut as a left and right pair, not on the fold
    'brian.front': { name: 'Front', component: 'body', cut: 2, onFold: false },
    'brian.back': { name: 'Back', component: 'body' },
    'library.topsleeve': { name: 'Top sleeve', component: 'sleeves' },
    'library.undersleeve': { name: 'Under sleeve', component: 'sleeves' },
  },
  drafts: ['body', 'front', 'back', 'sleeves', 'sleeve', 'hem'],
  initial(spec, b) {
    const body = upperBody(b);
    const chest = body.chest;
    if (spec.shoulderWidth) body.shoulderToShoulder = Math.round(spec.shoulderWidth * 10);
    const lengthFrom = body.hpsToWaistBack + body.waistToHips;
    return {
      measurements: { ...body },
      options: {
        chestEase: spec.chestWidth ? (spec.chestWidth * 20) / chest - 1 : 0.08,
        lengthBonus: spec.length ? (spec.length * 10) / lengthFrom - 1 : 0,
        // the sleeve's length (mm): Bent's `sleeveLengthBonus` follows it (`settle`)
        sleeveDepth: spec.sleeveLength ? spec.sleeveLength * 10 : body.shoulderToWrist,
        cuffEase: spec.sleeveOpening ? (spec.sleeveOpening * 20) / body.wrist - 1 : 0.4,
        // the hem's width (half the sweep, mm): the side seam tapered to it by `adjust`; the front neck's depth below
        // the HPS (mm), where the spec has one
        hemWidth: spec.sweep ? spec.sweep * 10 : 0,
        frontNeckDepth: spec.frontNeckDrop ? spec.frontNeckDrop * 10 : 0,
      },
    };
  },
  // the sleeve drafted to its length
  settle(inputs) {
    const m = inputs.measurements;
    inputs.options.sleeveLengthBonus =
      (Number(inputs.options.sleeveDepth) || m.shoulderToWrist) / m.shoulderToWrist - 1;
  },
  measure: measureBent,
  // the side seam's hem point moved in (or out) so the front and back together make half the sweep; the centre front
  // neck (and its curve's control point) moved to the spec's depth below the HPS
  adjust(parts, inputs) {
    // the two-part sleeve is shaped to the elbow: a sleeve that ends above it is not drafted by Bent
    if ((Number(inputs.options.sleeveDepth) || Infinity) < inputs.measurements.shoulderToElbow + 30) {
      delete parts['library.topsleeve'];
      delete parts['library.undersleeve'];
    }
    const f = parts['brian.front']?.points;
    const depth = Number(inputs.options.frontNeckDepth) || 0;
    if (f?.cfNeck && f.cfNeckCp1 && f.neck && depth > 0) {
      const d = f.neck.y + depth - f.cfNeck.y;
      f.cfNeck.y += d;
      f.cfNeckCp1.y += d;
    }
    const width = Number(inputs.options.hemWidth) || 0;
    if (width <= 0) return;
    for (const [name, fold] of [
      ['brian.front', 'cfHem'],
      ['brian.back', 'cbHem'],
    ] as const) {
      const p = parts[name]?.points;
      if (p?.hem && p[fold]) p.hem.x = p[fold].x + width / 2;
    }
  },
  omit: (spec) => (spec.sleeveLength === undefined ? ['library.topsleeve', 'library.undersleeve'] : []),
  // the chest ease moves the armhole and so the sleeve's cap (fitted to it) and its width: stepped together
  coupled: true,
  levers: [
    { key: 'chestWidth', input: 'o', name: 'chestEase', gain: 50, min: -0.2, max: 1.2 },
    { key: 'shoulderWidth', input: 'm', name: 'shoulderToShoulder', gain: 0.1, pulls: { acrossFront: 0.6 } },
    { key: 'armhole', input: 'o', name: 'armholeDepth', gain: 32, min: -0.3, max: 1 },
    { key: 'acrossFront', input: 'o', name: 'acrossBackFactor', gain: 15, min: 0.6, max: 1.1 },
    { key: 'neckWidth', input: 'm', name: 'neck', gain: 0.04 },
    { key: 'length', input: 'o', name: 'lengthBonus', gain: 60, min: -0.5, max: 3 },
    { key: 'frontNeckDrop', input: 'o', name: 'frontNeckDepth', gain: 0.1, min: 10, max: 400, exact: true },
    { key: 'sweep', input: 'o', name: 'hemWidth', gain: 0.1, min: 100, max: 2000, exact: true },
    {
      key: 'centreBackLength',
      input: 'o',
      name: 'backNeckCutout',
      gain: -40,
      min: 0,
      max: 0.4,
      when: (s) => s.backNeckDrop === undefined,
    },
    { key: 'backNeckDrop', input: 'o', name: 'backNeckCutout', gain: 40, min: 0, max: 0.4 },
    { key: 'sleeveLength', input: 'o', name: 'sleeveDepth', gain: 0.1, min: 50, max: 1200 },
    // the sleeve's cap is fitted to the armhole (its width and height scaled together): a higher cap, a narrower sleeve
    { key: 'bicep', input: 'o', name: 'sleevecapHeight', gain: -23, min: 0.3, max: 0.7 },
    { key: 'sleeveOpening', input: 'o', name: 'cuffEase', gain: 8, min: -0.5, max: 3 },
  ],
  unreached: {
    sleeveLength: SHORT_SLEEVE,
    bicep: SHORT_SLEEVE,
    sleeveOpening: SHORT_SLEEVE,
    collarHeight: 'the stand collar is not drafted',
    collarLength: 'the stand collar is not drafted',
    zipLength:
      'the front zip is a trim (its length runs the centre front and the collar, which is not drafted)',
    pocketOpening: 'the pockets are not drafted',
    pocketWidth: 'the pockets are not drafted',
    pocketHeight: 'the pockets are not drafted',
    hemHeight: 'the hem is a turn-up of the cutting line, not a pattern line',
    cuffHeight: 'the cuff is not drafted',
    hoodHeight: 'the hood is not drafted',
    hoodWidth: 'the hood is not drafted',
    hoodOpening: 'the hood is not drafted',
    placketWidth: 'the front facing is not drafted',
  },
});
