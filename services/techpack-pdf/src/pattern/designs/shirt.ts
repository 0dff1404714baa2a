// The shirt: FreeSewing's Simon (yoke, fronts with button placket, back, sleeve with placket, cuffs, collar and stand).
import { Simon } from '@freesewing/simon';
import { upperBody } from '../body';
import { along, bbox, reachAt, seamOf, widthAt } from '../geometry';
import type { DesignPlan, Inputs, Parts } from './types';

const cm = (mm: number) => Math.round(mm) / 10;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

function measureSimon(p: Parts): Record<string, number> {
  const front = p['simon.frontRight'],
    back = p['simon.back'],
    yoke = p['simon.yoke'],
    sleeve = p['simon.sleeve'];
  const cuff = p['simon.cuff'],
    collar = p['simon.collar'],
    stand = p['simon.collarStand'];
  const F = seamOf(front),
    B = seamOf(back),
    S = seamOf(sleeve),
    ST = seamOf(stand);
  const fp = front.points,
    bp = back.points,
    yp = yoke.points;
  const fb = bbox(F),
    bb = bbox(B),
    sb = bbox(S);
  const chestY = fp.armhole.y + 25;
  const sp = sleeve.points;
  // a short sleeve: its hem line (wristLeft-wristRight), the turn-up below it is hem allowance, not sleeve; no cuff
  const short = !!sp.shortSleeveHem;
  const cp = !short && cuff?.points.bottomLeft && cuff.points.topLeft ? cuff.points : undefined;
  const cuffH = cp ? Math.abs(cp.bottomLeft.y - cp.topLeft.y) : 0;
  return {
    length: cm(fb.maxY - fp.neck.y),
    centreBackLength: cm(bb.maxY - bp.cbNeck.y),
    chestWidth: cm(reachAt(F, chestY, fp.cfNeck.x) + reachAt(B, chestY, bp.cbNeck.x)),
    sweep: cm(reachAt(F, fb.maxY - 1, fp.cfNeck.x) + reachAt(B, bb.maxY - 1, bp.cbNeck.x)),
    shoulderWidth: cm(2 * Math.abs(yp.shoulder.x - yp.cbNeck.x)),
    acrossFront: cm(2 * reachAt(F, Math.min(fp.neck.y + 130, fp.armhole.y - 5), fp.cfNeck.x)),
    armhole: cm(Math.hypot(fp.shoulder.x - fp.armhole.x, fp.shoulder.y - fp.armhole.y)),
    neckWidth: cm(2 * Math.abs(fp.neck.x - fp.cfNeck.x)),
    sleeveLength: cm(short ? sp.wristLeft.y - sb.minY : sb.maxY - sb.minY + cuffH),
    bicep: cm(widthAt(S, sleeve.points.bicepsLeft.y + 25) / 2),
    ...(cp
      ? {
          cuffWidth: cm(
            cp.buttonLineTop && cp.buttonholeLineTop
              ? Math.abs(cp.buttonLineTop.x - cp.buttonholeLineTop.x)
              : Math.abs(cp.topRight.x - cp.topLeft.x),
          ),
          cuffHeight: cm(cuffH),
        }
      : {
          sleeveOpening: cm(
            (short ? Math.abs(sp.wristRight.x - sp.wristLeft.x) : widthAt(S, sb.maxY - 1)) / 2,
          ),
        }),
    frontNeckDrop: cm(fp.cfNeck.y - fp.neck.y),
    backNeckDrop: cm(yp.cbNeck.y - yp.neck.y),
    ...(collar?.points.topMid
      ? { collarPoint: cm(dist(collar.points.rightTopEdge, collar.points.rightBottomEdge)) }
      : {}),
    // the collar band (stand) at centre back
    ...(stand?.points.topMid ? { collarHeight: cm(dist(stand.points.topMid, stand.points.bottomMid)) } : {}),
    ...(stand?.points.bottomMid
      ? {
          collarLength: cm(
            along(ST, stand.points.leftBottomCf, stand.points.rightBottomCf, stand.points.bottomMid),
          ),
        }
      : {}),
    ...(fp.placketTopIn && fp.placketTopOut
      ? { placketWidth: cm(Math.abs(fp.placketTopOut.x - fp.placketTopIn.x)) }
      : {}),
  };
}

export const simon = (): DesignPlan => ({
  id: 'simon',
  label: 'Simon (FreeSewing) shirt: yoke, fronts with plackets, back, sleeve, cuffs, collar and stand',
  design: Simon,
  pieces: {
    'simon.frontRight': { name: 'Front right', component: 'body' },
    'simon.frontLeft': { name: 'Front left', component: 'body' },
    'simon.back': { name: 'Back', component: 'body' },
    'simon.yoke': { name: 'Yoke', component: 'yoke' },
    'simon.sleeve': { name: 'Sleeve', component: 'sleeves' },
    'simon.cuff': { name: 'Cuff', component: 'cuffs' },
    'simon.collar': { name: 'Collar', component: 'collar' },
    'simon.collarStand': { name: 'Collar stand', component: 'collar' },
    'simon.sleevePlacketOverlap': { name: 'Sleeve placket overlap', component: 'sleeves' },
    'simon.sleevePlacketUnderlap': { name: 'Sleeve placket underlap', component: 'sleeves' },
  },
  drafts: ['body', 'front', 'back', 'yoke', 'sleeves', 'sleeve', 'cuffs', 'cuff', 'collar', 'placket', 'hem'],
  initial(spec, b) {
    const body = upperBody(b);
    // the shoulder width is Brian's shoulder to shoulder less ~1 cm, the collar band's length the neck's plus ~0.7 cm
    if (spec.shoulderWidth) body.shoulderToShoulder = Math.round(spec.shoulderWidth * 10 - 9);
    if (spec.collarLength) body.neck = Math.round(spec.collarLength * 10 - 7);
    // where Simon's own defaults leave each point at a size (its first round's residual, about the same at every
    // size): the options start corrected by it (their levers' gains)
    const first: Record<string, [string, number]> = {
      acrossFront: ['acrossBackFactor', 0.89],
      sleeveLength: ['sleeveLengthBonus', 0.01],
      cuffHeight: ['cuffLength', 0.11],
      collarHeight: ['collarStandWidth', 0.09],
      collarPoint: ['collarAngle', 66],
      placketWidth: ['buttonPlacketWidth', 0.088],
      neckWidth: ['collarFactor', 4.8],
    };
    const options: Inputs['options'] = {
      // the chest and cuff come out ~1.3 and ~0.9 cm off the ease's plain ratio
      chestEase: spec.chestWidth ? ((spec.chestWidth + 1.3) * 20) / body.chest - 1 : 0.15,
      hipsEase: spec.sweep ? (spec.sweep * 20) / body.hips - 1 : 0.15,
      lengthBonus: spec.length ? (spec.length * 10) / (body.hpsToWaistBack + body.waistToHips) - 1 : 0.25,
      cuffEase: spec.cuffWidth ? ((spec.cuffWidth - 0.9) * 10) / body.wrist - 1 : 0.2,
      sleeveStyle: spec.cuffWidth ? 'long' : 'short',
      // a short sleeve's hem width (mm), placed by `adjust`
      sleeveHemWidth: !spec.cuffWidth && spec.sleeveOpening ? spec.sleeveOpening * 20 : 0,
    };
    // the armhole and the biceps drift with the body (about 0.8 and 0.7 cm a size of 10 cm chest)
    if (spec.armhole) options.armholeDepth = 0.02 + (0.9 + 0.08 * (b.chest - 99)) / 34;
    if (spec.bicep) options.bicepsEase = 0.15 - (0.07 * (b.chest - 99)) / 16;
    for (const [key, [name, v]] of Object.entries(first))
      if (spec[key] !== undefined && (key !== 'sleeveLength' || spec.cuffWidth !== undefined))
        options[name] = v;
    return { measurements: { ...body }, options };
  },
  // Simon narrows a short sleeve from the biceps towards 0.6 of the wrist at full length: its hem points (and the
  // turn-up's, mirrored below them) moved to the width the spec's opening asks for (mm; no wider than the biceps line)
  adjust(parts, inputs) {
    const p = parts['simon.sleeve']?.points;
    const w = Number(inputs.options.sleeveHemWidth) || 0;
    if (!p?.shortSleeveHem || !p.wristLeft || !p.wristRight || w <= 0) return;
    const mid = (p.bicepsLeft.x + p.bicepsRight.x) / 2;
    const half = Math.min(w, p.bicepsRight.x - p.bicepsLeft.x) / 2;
    const dl = mid - half - p.wristLeft.x,
      dr = mid + half - p.wristRight.x;
    const moved = new Set<object>();
    for (const [q, d] of [
      [p.wristLeft, dl],
      [p.foldShortLeft, dl],
      [p.wristRight, dr],
      [p.foldShortRight, dr],
    ] as const)
      if (q && !moved.has(q)) {
        moved.add(q);
        q.x += d;
      }
  },
  measure: measureSimon,
  // the chest ease moves the armhole and the sleeve, the collar factor the neck and collar: stepped together
  coupled: true,
  levers: [
    { key: 'chestWidth', input: 'o', name: 'chestEase', gain: 50, min: -0.2, max: 1.2 },
    { key: 'length', input: 'o', name: 'lengthBonus', gain: 60, min: -0.3, max: 2 },
    { key: 'sweep', input: 'o', name: 'hipsEase', gain: 50, min: -0.2, max: 1.5 },
    { key: 'shoulderWidth', input: 'm', name: 'shoulderToShoulder', gain: 0.1, pulls: { acrossFront: 0.9 } },
    { key: 'acrossFront', input: 'o', name: 'acrossBackFactor', gain: 38, min: 0.6, max: 1.1 },
    { key: 'armhole', input: 'o', name: 'armholeDepth', gain: 34, min: -0.3, max: 1 },
    { key: 'collarLength', input: 'o', name: 'collarEase', gain: 39, min: -0.2, max: 0.5 },
    // Brian places the HPS at the neck (with its collar ease) over collarFactor, then fits the front neck's depth to
    // the neck: the factor widens or narrows the neck at the same neckline length
    { key: 'neckWidth', input: 'o', name: 'collarFactor', gain: -5, min: 3.5, max: 7 },
    {
      key: 'sleeveLength',
      input: 'o',
      name: 'sleeveLengthBonus',
      gain: 62,
      min: -0.6,
      max: 0.6,
      when: (s) => s.cuffWidth !== undefined,
    },
    {
      key: 'sleeveLength',
      input: 'o',
      name: 'sleeveLengthShort',
      gain: 62,
      min: 0.1,
      max: 1,
      when: (s) => s.cuffWidth === undefined,
    },
    { key: 'bicep', input: 'o', name: 'bicepsEase', gain: 16, min: -0.2, max: 1 },
    {
      key: 'sleeveOpening',
      input: 'o',
      name: 'sleeveHemWidth',
      gain: 0.05,
      min: 40,
      max: 900,
      exact: true,
      when: (s) => s.cuffWidth === undefined,
    },
    { key: 'cuffWidth', input: 'o', name: 'cuffEase', gain: 18, min: -0.3, max: 1.5 },
    { key: 'cuffHeight', input: 'o', name: 'cuffLength', gain: 60, min: 0.02, max: 0.3 },
    { key: 'collarHeight', input: 'o', name: 'collarStandWidth', gain: 39, min: 0.03, max: 0.2 },
    { key: 'collarPoint', input: 'o', name: 'collarAngle', gain: -0.08, min: 30, max: 120 },
    { key: 'placketWidth', input: 'o', name: 'buttonPlacketWidth', gain: 39, min: 0.02, max: 0.2 },
  ],
  unreached: {
    frontNeckDrop: "Simon drafts a shirt neckline for its collar stand: the front neck drop is the block's",
    backNeckDrop: "Simon drafts a shirt neckline for its collar stand: the back neck drop is the block's",
    neckbandHeight: 'a shirt has a collar stand, not a neckband',
    sleeveOpening: "the short sleeve's hem is no wider than its biceps line",
    collarPoint: 'Simon sets the collar point from the collar width and angle: the angle reaches only so far',
    neckWidth:
      'Simon fits the neckline to the collar stand: the neck width moves its front neck depth, which reaches only so far',
    hemHeight: 'the hem is a turn-up of the cutting line, not a pattern line',
  },
});
