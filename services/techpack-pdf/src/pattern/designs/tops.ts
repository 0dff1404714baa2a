// Tops on FreeSewing's Brian block, drafted by Teagan: the t-shirt, the long-sleeve top (Teagan's sleeve carried to the
// wrist and tapered), the t-shirt dress (lengthened, waist fitted) and the hoodie's body and sleeves. The measures read
// the drafted front, back and sleeve.
import { Teagan } from '@freesewing/teagan';
import { upperBody } from '../body';
import { bbox, reachAt, seamOf, widthAt } from '../geometry';
import type { DesignPlan, Inputs, Lever, Parts, SpecAt } from './types';

const cm = (mm: number) => Math.round(mm) / 10;

/** The points of measure of a Brian-family top, from its front, back and sleeve (cm). */
export function measureTop(
  front: Parts[string],
  back: Parts[string],
  sleeve: Parts[string] | undefined,
): Record<string, number> {
  const F = seamOf(front),
    B = seamOf(back);
  const fp = front.points,
    bp = back.points;
  const foldF = fp.cfNeck.x,
    foldB = bp.cbNeck.x;
  const hps = fp.neck.y;
  const fb = bbox(F),
    bb = bbox(B);
  const chestY = fp.armhole.y + 25;
  const out: Record<string, number> = {
    length: cm(fb.maxY - hps),
    centreBackLength: cm(bb.maxY - bp.cbNeck.y),
    chestWidth: cm(reachAt(F, chestY, foldF) + reachAt(B, chestY, foldB)),
    sweep: cm(reachAt(F, fb.maxY - 1, foldF) + reachAt(B, bb.maxY - 1, foldB)),
    shoulderWidth: cm(2 * Math.abs(bp.shoulder.x - foldB)),
    // across front 13 cm below HPS (above the underarm on a small size); the armhole straight, shoulder point to underarm
    acrossFront: cm(2 * reachAt(F, Math.min(hps + 130, fp.armhole.y - 5), foldF)),
    armhole: cm(Math.hypot(fp.shoulder.x - fp.armhole.x, fp.shoulder.y - fp.armhole.y)),
    neckWidth: cm(2 * Math.abs(fp.neck.x - foldF)),
    frontNeckDrop: cm(fp.cfNeck.y - hps),
    backNeckDrop: cm(bp.cbNeck.y - bp.neck.y),
  };
  const waistY = fp.cfWaist?.y ?? fp.waist?.y;
  if (waistY !== undefined) {
    out.waistWidth = cm(reachAt(F, waistY, foldF) + reachAt(B, waistY, foldB));
    out.waistPosition = cm(waistY - hps);
    out.skirtLength = cm(fb.maxY - waistY);
  }
  if (sleeve) {
    const S = seamOf(sleeve);
    const sb = bbox(S);
    out.sleeveLength = cm(sb.maxY - sb.minY);
    // 2.5 cm below the underarm (a sleeve that ends above that: just above its hem)
    out.bicep = cm(widthAt(S, Math.min(sleeve.points.bicepsLeft.y + 25, sb.maxY - 1)) / 2);
    out.sleeveOpening = cm(widthAt(S, sb.maxY - 1) / 2);
  }
  return out;
}

// Shared levers: the body measurements and options of Brian that move each point of measure.
const TOP_LEVERS: Lever[] = [
  { key: 'chestWidth', input: 'o', name: 'chestEase', gain: 50, min: -0.2, max: 1.2 },
  { key: 'shoulderWidth', input: 'm', name: 'shoulderToShoulder', gain: 0.1, pulls: { acrossFront: 0.6 } },
  { key: 'armhole', input: 'o', name: 'armholeDepth', gain: 32, min: -0.3, max: 1 },
  // Teagan places the neck point `necklineWidth` of the way from Brian's HPS to the shoulder point (below 0: inside it)
  { key: 'neckWidth', input: 'o', name: 'necklineWidth', gain: 35, min: -0.5, max: 0.7 },
  { key: 'bicep', input: 'm', name: 'biceps', gain: 0.032, min: 150, max: 900 },
  { key: 'acrossFront', input: 'o', name: 'acrossBackFactor', gain: 15, min: 0.6, max: 1.1 },
];

function topInputs(spec: SpecAt, body: ReturnType<typeof upperBody>, lengthFrom: number): Inputs {
  const chest = body.chest;
  // where Brian's block leaves each point off the body's plain ratio (its first round's residual): the shoulder width
  // is its shoulder to shoulder, the biceps about 6 cm short of the spec's at a 99 cm chest (less on a larger one),
  // the across front 2.5 cm wide at Brian's factor
  if (spec.shoulderWidth) body.shoulderToShoulder = Math.round(spec.shoulderWidth * 10);
  if (spec.bicep) body.biceps += Math.round(60 - 3 * (chest / 10 - 99));
  return {
    measurements: { ...body },
    options: {
      ...(spec.acrossFront ? { acrossBackFactor: 0.81 } : {}),
      chestEase: spec.chestWidth ? (spec.chestWidth * 20) / chest - 1 : 0.1,
      lengthBonus: spec.length ? (spec.length * 10) / lengthFrom - 1 : 0.1,
      hipsEase: spec.sweep ? (spec.sweep * 20) / body.hips - 1 : 0.1,
    },
  };
}

export type TopKind = 'tee' | 'long-sleeve' | 'dress' | 'hoodie';

const TOP_LABEL: Record<TopKind, string> = {
  tee: 'Teagan (FreeSewing) t-shirt',
  'long-sleeve': 'Teagan (FreeSewing) with its sleeve carried to the wrist',
  dress: 'Teagan (FreeSewing) lengthened to a t-shirt dress, waist fitted',
  hoodie: 'Teagan (FreeSewing) body and long sleeves of the hoodie',
};

export const teagan = (kind: TopKind = 'tee'): DesignPlan => {
  const dress = kind === 'dress';
  return {
    id: 'teagan',
    label: TOP_LABEL[kind],
    design: Teagan,
    pieces: {
      'teagan.front': { name: 'Front', component: 'body' },
      'teagan.back': { name: 'Back', component: 'body' },
      'teagan.sleeve': { name: 'Sleeve', component: 'sleeves' },
    },
    drafts: ['body', 'front', 'back', 'sleeves', 'sleeve', 'hem'],
    initial(spec, b) {
      const body = upperBody(b);
      const inputs = topInputs(spec, body, body.hpsToWaistBack + body.waistToHips);
      // the sleeve's hem: its depth below the top of the cap (the sleeve's length) and its width, in mm (placed by `adjust`)
      inputs.options.sleeveHemDepth = spec.sleeveLength ? spec.sleeveLength * 10 : 200;
      inputs.options.sleeveHemWidth = spec.sleeveOpening ? spec.sleeveOpening * 20 : 0;
      inputs.options.necklineDepth = 0.25;
      inputs.options.necklineWidth = 0.05;
      if (dress) inputs.options.fitWaist = true;
      return inputs;
    },
    measure: (p) => measureTop(p['teagan.front'], p['teagan.back'], p['teagan.sleeve']),
    // a sleeveless top (no sleeve in the spec) is cut without Teagan's sleeve; its armhole is bound
    // Teagan hangs its sleeve hem `sleeveLength` x half the sleeve's width below the biceps line, `sleeveEase` wider than
    // the biceps: the same two points, placed at the depth below the cap's top and the width the levers ask for
    // (millimetres), so the sleeve's width and cap height (fitted by Teagan to the armhole) no longer drag its length
    // and opening along; the hem stays at least 2 cm below the biceps line
    adjust(parts, inputs) {
      const p = parts['teagan.sleeve']?.points;
      if (!p?.hemLeft || !p.hemRight || !p.bicepsLeft || !p.bicepsRight) return;
      const depth = Number(inputs.options.sleeveHemDepth) || 0,
        width = Number(inputs.options.sleeveHemWidth) || 0;
      const mid = (p.bicepsLeft.x + p.bicepsRight.x) / 2;
      const top = p.top?.y ?? Math.min(p.capQ2?.y ?? 0, p.capQ3?.y ?? 0);
      if (depth > 0) p.hemLeft.y = p.hemRight.y = Math.max(top + depth, p.bicepsLeft.y + 20);
      if (width > 0) {
        const w = Math.min(width, p.bicepsRight.x - p.bicepsLeft.x);
        p.hemLeft.x = mid - w / 2;
        p.hemRight.x = mid + w / 2;
      }
    },
    omit: (spec) => (spec.sleeveLength === undefined ? ['teagan.sleeve'] : []),
    // the chest ease moves the armhole and the sleeve's cap, the neck's width its drops: the levers are stepped together
    coupled: true,
    levers: [
      ...TOP_LEVERS,
      { key: 'length', input: 'o', name: 'lengthBonus', gain: 60, min: -0.5, max: 3 },
      { key: 'sweep', input: 'o', name: 'hipsEase', gain: 50, min: -0.2, max: 2 },
      { key: 'sleeveLength', input: 'o', name: 'sleeveHemDepth', gain: 0.1, min: 30, max: 1200, exact: true },
      {
        key: 'sleeveOpening',
        input: 'o',
        name: 'sleeveHemWidth',
        gain: 0.05,
        min: 40,
        max: 900,
        exact: true,
      },
      { key: 'frontNeckDrop', input: 'o', name: 'necklineDepth', gain: 44, min: 0.05, max: 1 },
      { key: 'backNeckDrop', input: 'o', name: 'backNeckCutout', gain: 45, min: 0, max: 0.4 },
      // a spec without a back neck drop: the centre back length sets it (the body length is HPS to hem)
      {
        key: 'centreBackLength',
        input: 'o',
        name: 'backNeckCutout',
        gain: -40,
        min: 0,
        max: 0.4,
        when: (s) => s.backNeckDrop === undefined,
      },
      ...(dress
        ? [
            { key: 'waistWidth', input: 'o', name: 'waistEase', gain: 40, min: -0.2, max: 1 } as Lever,
            { key: 'waistPosition', input: 'm', name: 'hpsToWaistBack', gain: 0.1 } as Lever,
          ]
        : []),
    ],
    unreached: {
      // shown only where the row is out
      bicep:
        "Teagan fits its sleeve cap to the armhole: a deep (oversized) armhole's cap ends a few cm above a short sleeve's hem, and the biceps 2.5 cm below the underarm lies on the taper to the opening",
      sleeveLength:
        "the sleeve's hem stays 2 cm below the biceps line: a sleeve shorter than Teagan's cap (fitted to the armhole) is not reached",
      neckbandHeight: 'the neckband is not drafted (a rib strip cut to the neckline length)',
      hemHeight: 'the hem is a turn-up of the cutting line, not a pattern line',
      cuffHeight: 'the cuff is not drafted (a rib strip)',
      hemRibHeight: 'the hem rib is not drafted (a rib strip)',
      hoodHeight: 'the hood is not drafted',
      hoodWidth: 'the hood is not drafted',
      hoodOpening: 'the hood is not drafted',
      kangarooWidth: 'the kangaroo pocket is not drafted',
      kangarooHeight: 'the kangaroo pocket is not drafted',
    },
  };
};
