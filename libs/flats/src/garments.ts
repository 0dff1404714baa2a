import {
  add,
  chain,
  cubic,
  ellipseQuarter,
  lerp,
  mirror,
  mirrorAll,
  mul,
  offset,
  perp,
  quad,
  slice,
  polyLength,
  smooth,
  sub,
  unit,
  xAtY,
  type Pt,
} from './geometry';
import type { Features, FlatView, GarmentKind } from './input';
import { Sketch } from './sketch';

// Garment geometry in centimetres from the measurements at one size. Tops: y = 0 at the high point shoulder (HPS);
// bottoms: y = 0 at the top of the waistband. x = 0 at centre front (front view) or centre back (back view).
// Front view: the garment's left side is on the viewer's right.

export type Spots = Record<string, [Pt, Pt]>;

export interface Built {
  /** key -> the two ends of its dimension line on this view */
  spots: Spots;
  /** where a logo goes: centre x and top y for each position on this view; undefined where the view does not show it */
  logo: (position: string, w: number, h: number, fromTop: number, fromLeft: number) => { x: number; y: number; angle?: number } | undefined;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const deg = Math.PI / 180;

interface Ctx {
  spots?: Spots;
  sk: Sketch;
  m: Record<string, number>;
  f: Features;
  kind: GarmentKind;
  view: FlatView;
  /** only the outer silhouette (size overlay) */
  outlineOnly: boolean;
}

const ctxSpots = (ctx: Ctx): Spots => (ctx.spots ??= {});

const get = (m: Record<string, number>, keys: string[], fallback: number) => {
  for (const k of keys) if (m[k] !== undefined) return m[k];
  return fallback;
};

// ------------------------------------------------------------------------------------------------ tops and dresses

const TOP_DEFAULTS: Record<string, { L: number; C: number; S: number; A: number; B: number; sleeve: number }> = {
  tee: { L: 70, C: 52, S: 44, A: 22, B: 19, sleeve: 20 },
  shirt: { L: 76, C: 56, S: 46, A: 24, B: 20, sleeve: 63 },
  'long-sleeve': { L: 70, C: 51, S: 44, A: 22, B: 18, sleeve: 62 },
  hoodie: { L: 70, C: 58, S: 50, A: 25, B: 21, sleeve: 60 },
  jacket: { L: 72, C: 58, S: 47, A: 26, B: 21, sleeve: 64 },
  dress: { L: 100, C: 46, S: 38, A: 20, B: 16, sleeve: 20 },
};

const SLEEVE_RANGE: Record<string, [number, number, number]> = {
  short: [6, 34, 20],
  elbow: [24, 48, 34],
  long: [42, 95, 62],
};

export function buildTop(ctx: Ctx): Built {
  const { sk, m, f, kind, view } = ctx;
  const front = view === 'front';
  const d = TOP_DEFAULTS[kind] ?? TOP_DEFAULTS.tee;
  const isDress = kind === 'dress';
  const knit = ['jersey', 'rib-or-sweater-knit', 'fleece'].includes(f.fabric);
  const L = get(m, ['length'], d.L);
  const C = get(m, ['chestWidth', 'bust'], d.C);
  const hc = C / 2;
  const oversized = f.silhouette === 'oversized';
  let S = get(m, ['shoulderWidth'], d.S);
  const sleeveless = f.sleeve === 'sleeveless';
  const strapless = f.neckline === 'strapless';
  let NW = get(m, ['neckWidth'], kind === 'shirt' ? 17 : Math.max(15, C * 0.34));
  let FND = get(m, ['frontNeckDrop'], kind === 'shirt' ? 7 : 9);
  const BND = get(m, ['backNeckDrop'], 2);
  const A = get(m, ['armhole'], d.A);
  const W = get(m, ['sweep'], isDress ? C * 1.4 : C);
  const hoodie = kind === 'hoodie';
  const ribHem = hoodie || f.fabric === 'rib-or-sweater-knit';
  const hemRib = ribHem ? get(m, ['hemRibHeight'], 6) : 0;
  const hood = f.hood;

  // neckline shape
  const collar = f.collar;
  const collared = !hood && ['point', 'camp', 'polo', 'stand', 'lapel'].includes(collar);
  let neckKind = f.neckline;
  if (collared) neckKind = 'collared';
  if (neckKind === 'collared' && !collared) neckKind = 'crew';
  if (hood && (neckKind === 'hooded' || neckKind === 'collared')) neckKind = 'crew';
  if (neckKind === 'hooded') neckKind = 'crew';
  if (neckKind === 'scoop') {
    NW *= 1.25;
    FND *= 1.45;
  } else if (neckKind === 'boat') {
    NW *= 1.45;
    FND = Math.max(2, FND * 0.35);
  } else if (neckKind === 'v-neck') FND *= 1.8;
  else if (neckKind === 'turtleneck') FND = Math.min(FND, 3.5);
  else if (neckKind === 'square') {
    NW *= 1.2;
    FND *= 1.3;
  } else if (neckKind === 'collared' && (collar === 'point' || collar === 'stand' || collar === 'polo')) FND = Math.min(FND, 6.5);
  if (sleeveless && !strapless) S = Math.min(S, C * 0.78);
  S = Math.max(S, NW + 6);

  const slope = (S / 2 - NW / 2) * (oversized ? 0.16 : 0.22);
  const HPS: Pt = [NW / 2, 0];
  const SP: Pt = [S / 2, slope];
  const dx = hc - S / 2;
  const dy = Math.sqrt(Math.max(A * A - dx * dx, (A * 0.6) ** 2));
  const UA: Pt = [hc, slope + dy];
  const topY = strapless ? UA[1] - 4 : 0;

  // side seam and hem
  const waistY = get(m, ['waistPosition'], isDress ? L * 0.4 : L * 0.55);
  const sideHemY = kind === 'shirt' ? L - 6 : L - 0.6;
  const hemHalf = W / 2;
  const sidePts: Pt[] = [UA];
  const fitted = f.silhouette === 'fitted' || (isDress && f.silhouette !== 'shift');
  if (isDress) {
    const wx = get(m, ['waist'], C * 0.82) / 2;
    const hh = get(m, ['highHip'], C) / 2;
    sidePts.push([wx, waistY]);
    if (waistY + 10 < L - 8) sidePts.push([Math.max(hh, wx), waistY + 10]);
  } else if (fitted && waistY < sideHemY - 6) sidePts.push([hc - C * 0.06, waistY]);
  sidePts.push([hemHalf, sideHemY]);
  const side = sidePts.length > 2 ? smooth(sidePts, 6) : sidePts;
  const hem =
    kind === 'shirt'
      ? cubic([hemHalf, sideHemY], [hemHalf * 0.6, L + 1], [hemHalf * 0.25, L], [0, L], 8)
      : isDress && f.silhouette !== 'sheath'
        ? quad([hemHalf, sideHemY], [hemHalf * 0.5, L + 1.2], [0, L], 6)
        : [[hemHalf, sideHemY] as Pt, [0, L] as Pt];
  const armhole = sleeveless || strapless ? quad(SP, [SP[0] + 0.5, UA[1] - 1], UA, 8) : quad(SP, [SP[0] - 0.6, UA[1] - dy * 0.12], UA, 8);

  // neck curve right half, from HPS to centre
  const drop = front ? FND : BND;
  let neckR: Pt[];
  if (strapless) neckR = [[hc * 0.9, topY] as Pt, [0, topY + (front ? 1 : 0)] as Pt];
  else if (front && neckKind === 'v-neck') neckR = quad(HPS, [NW * 0.2, drop * 0.55], [0, drop], 6);
  else if (front && neckKind === 'square') neckR = [HPS, [NW / 2, drop - 0.8], [NW / 2 - 0.8, drop], [0, drop]];
  else if (front && neckKind === 'wrap') neckR = quad(HPS, [NW * 0.25, drop * 0.9], [-NW * 0.2, drop * 2.3], 6);
  else neckR = ellipseQuarter(NW / 2, drop, 0, 10);

  const rightHalf = strapless
    ? chain([[hc * 0.9, topY]], smooth([[hc * 0.9, topY], [hc, UA[1]]], 1), side, hem)
    : chain([HPS, SP], armhole, side, hem);
  const neckLeftToRight = chain(mirrorAll([...neckR]), [...neckR].reverse());
  // body polygon: neck (left HPS -> right HPS), right half down to centre hem, left half back up
  const neckForPoly = front && neckKind === 'wrap' ? chain(mirrorAll(ellipseQuarter(NW / 2, drop * 0.6, 0, 6)), [...ellipseQuarter(NW / 2, drop * 0.6, 0, 6)].reverse()) : neckLeftToRight;
  const body = chain(neckForPoly.slice(0, -1), rightHalf, mirrorAll([...rightHalf].reverse()).slice(1, -1));

  // sleeves
  let sleeve: { sp: Pt; t: Pt; tb: Pt; ua: Pt; dir: Pt; n: Pt; SL: number; O: number; B: number; cuff: number } | undefined;
  if (!sleeveless && !strapless) {
    const kindSleeve = f.sleeve in SLEEVE_RANGE ? f.sleeve : 'short';
    const [lo, hi, def] = SLEEVE_RANGE[kindSleeve];
    const measured = get(m, ['sleeveLength', kindSleeve === 'short' ? 'shortSleeveLength' : 'longSleeveLength'], NaN);
    const SL = measured >= lo && measured <= hi ? measured : kindSleeve === 'long' ? Math.max(def, d.sleeve) : def;
    const B = get(m, ['bicep'], d.B);
    const Oraw = get(m, ['sleeveOpening', 'cuffWidth'], kindSleeve === 'short' ? B * 0.9 : B * 0.55);
    const O = kindSleeve === 'short' ? clamp(Oraw, B * 0.6, B * 1.02) : clamp(Oraw, B * 0.35, B * 0.95);
    const spS: Pt = oversized ? [SP[0] + 3, SP[1] + 2.5] : SP;
    const ddx = UA[0] - spS[0];
    const ddy = UA[1] - spS[1];
    const R = Math.hypot(ddx, ddy);
    let th = Math.acos(clamp(B / R, -1, 1)) - Math.atan2(ddx, ddy);
    th = kindSleeve === 'short' ? clamp(th, 16 * deg, 38 * deg) : kindSleeve === 'elbow' ? clamp(th, 30 * deg, 50 * deg) : clamp(th, 44 * deg, 62 * deg);
    const dir: Pt = [Math.cos(th), Math.sin(th)];
    const n = perp(dir);
    const t = add(spS, mul(dir, SL));
    const tb = add(t, mul(n, O));
    const cuff = kindSleeve === 'short' ? 0 : get(m, ['cuffHeight'], kind === 'shirt' ? 6 : hoodie || f.fabric === 'rib-or-sweater-knit' ? 6 : kind === 'jacket' ? 0 : 0);
    sleeve = { sp: spS, t, tb, ua: UA, dir, n, SL, O, B, cuff };
  }

  // ---------------------------------------------------------------- draw
  const sleeves: Pt[][] = [];
  if (sleeve) {
    const s = sleeve;
    const under = quad(s.tb, lerp(lerp(s.tb, s.ua, 0.5), add(s.ua, mul(s.n, 0)), 0.2), s.ua, 4);
    const arm = oversized ? quad(s.ua, [s.sp[0] - 0.8, s.ua[1] - 2], s.sp, 6) : [...armhole].reverse();
    const right = chain([s.sp, s.t, s.tb], under, arm);
    sleeves.push(right, mirrorAll(right));
  }
  if (hood && !ctx.outlineOnly && !front) drawHoodBack(ctx, HPS, BND);
  for (const sl of sleeves) sk.panel(sl, 'sleeve');
  sk.panel(body, 'body');
  if (oversized && sleeve) for (const sgn of [1, -1]) sk.poly(mirrorSign(quad(SP, [SP[0] + 1.5, (SP[1] + UA[1]) / 2], [UA[0], UA[1]], 6), sgn), 'seam', 'armhole');
  const spots: Spots = ctxSpots(ctx);
  const hemTop = L - hemRib;

  if (hood && front) drawHoodFront(ctx, HPS, FND, NW);
  if (ctx.outlineOnly) return { spots, logo: () => undefined };

  // neck finish
  if (!hood && !strapless) {
    if (!collared && neckKind !== 'turtleneck') {
      const band = knit ? 1.6 : 1;
      const inner =
        neckKind === 'v-neck' && front
          ? quad([HPS[0] + band * 0.8, band * 0.2], [NW * 0.2 + band, drop * 0.55 + band * 0.5], [0, drop + band * 1.8], 6)
          : neckKind === 'square' && front
            ? ([[NW / 2 + band * 0.8, band * 0.15], [NW / 2 + band * 0.8, drop + band - 0.8], [NW / 2 + band * 0.8 - 0.8, drop + band], [0, drop + band]] as Pt[])
            : ellipseQuarter(NW / 2 + band * 0.8, drop + band, band * 0.15, 10);
      const innerFull = chain(mirrorAll([...inner]), [...inner].reverse());
      sk.poly(innerFull, knit ? 'seam' : 'stitch', 'neck-band');
      if (knit) sk.poly(offset(innerFull, 0.45), 'stitch', 'neck-band');
      if (front && neckKind === 'v-neck' && knit) sk.line([0, drop], [0, drop + band * 1.8], 'seam', 'neck-band');
    } else if (neckKind === 'turtleneck') {
      const th = 9;
      const tube: Pt[] = [[-NW / 2 - 0.4, drop * 0.35], [-NW / 2 + 0.3, -th], [NW / 2 - 0.3, -th], [NW / 2 + 0.4, drop * 0.35]];
      const base = chain([...ellipseQuarter(NW / 2 + 0.4, drop * 0.35, 0, 6)], mirrorAll([...ellipseQuarter(NW / 2 + 0.4, drop * 0.35, 0, 6)].reverse()));
      sk.shape(chain(tube, base.slice(1, -1)), 'part', 'collar');
      sk.line([-NW / 2 + 0.1, -th / 2], [NW / 2 - 0.1, -th / 2], 'fold', 'collar');
      for (let x = -NW / 2 + 1; x < NW / 2 - 0.5; x += 0.9) sk.line([x, -th + 0.4], [x, -th / 2 - 0.3], 'rib', 'rib');
    }
  }
  if (strapless) sk.poly(offset([[-hc * 0.9, topY + 1.2], [hc * 0.9, topY + 1.2]], 0), 'stitch', 'neck-band');
  if ((sleeveless || strapless) && !strapless) for (const sgn of [1, -1]) sk.poly(mirrorSign(offset(armhole, -1), sgn), 'stitch', 'armhole');

  // collars and closures (front), yokes and seams (back)
  const closureTop = drop;
  if (front) {
    if (collared) drawCollar(ctx, { NW, FND: drop, L, hemTop, hc, spots });
    drawClosure(ctx, { top: collar === 'lapel' && collared ? L * 0.42 : closureTop, hemTop, L, spots, neckKind, NW, hc, collared });
  } else {
    if (collared && (collar === 'stand' || collar === 'point' || collar === 'polo' || collar === 'camp' || collar === 'lapel')) {
      const h = get(m, ['collarHeight'], collar === 'stand' ? (kind === 'jacket' ? 7 : 3.5) : 4.5);
      const up = collar === 'stand' ? h : 1.5;
      const lower = chain(mirrorAll(ellipseQuarter(NW / 2 + 0.6, BND + (collar === 'stand' ? 0 : h - 1.5), 0, 8)), [...ellipseQuarter(NW / 2 + 0.6, BND + (collar === 'stand' ? 0 : h - 1.5), 0, 8)].reverse());
      const upper = chain(mirrorAll(ellipseQuarter(NW / 2 + 0.3, BND * 0.4, -up, 8)), [...ellipseQuarter(NW / 2 + 0.3, BND * 0.4, -up, 8)].reverse());
      sk.shape(chain(upper, [...lower].reverse()), 'part', 'collar');
      sk.poly(offset(lower, 0.5), 'stitch', 'collar');
      spots.collarHeight = [[0, -up - BND * 0.4 + BND * 0.4], [0, BND + (collar === 'stand' ? 0 : h - 1.5)]];
    }
    if (kind === 'shirt') {
      const yokeY = 9;
      const xs = xAtYAbs(body, yokeY);
      sk.poly(quad([-xs, yokeY], [0, yokeY + 1.2], [xs, yokeY], 8), 'seam', 'yoke');
      sk.poly(quad([-xs + 0.5, yokeY + 0.6], [0, yokeY + 1.8], [xs - 0.5, yokeY + 0.6], 8), 'stitch', 'yoke');
      sk.line([-1.5, yokeY + 1.2], [-1.5, yokeY + 6], 'fold', 'pleat');
      sk.line([1.5, yokeY + 1.2], [1.5, yokeY + 6], 'fold', 'pleat');
      if (fitted) for (const sgn of [1, -1]) drawDart(sk, [sgn * hc * 0.45, waistY - 12], [sgn * hc * 0.45, waistY + 12], 1.2);
    }
    if (isDress) {
      const zl = Math.min(56, waistY + 18);
      const top = strapless ? topY : BND;
      sk.line([0, top], [0, L], 'seam', 'cb-seam');
      sk.line([0, top + 0.5], [0, zl], 'zip', 'cb-zip');
      sk.poly([[-0.8, zl], [0.8, zl]], 'seam', 'cb-zip');
    } else if (kind === 'jacket' && f.fabric !== 'quilted-or-padded') sk.line([0, BND], [0, L], 'seam', 'cb-seam');
  }

  // shoulder seams, side seams are outline; topstitch at hem and sleeve hems
  if (!strapless) for (const sgn of [1, -1]) sk.line(mirrorSign1(HPS, sgn), mirrorSign1(SP, sgn), 'seam', 'shoulder');
  if (ribHem) {
    const xr = xAtYAbs(body, hemTop);
    sk.line([-xr, hemTop], [xr, hemTop], 'seam', 'hem-rib');
    for (let x = -xr + 0.9; x < xr - 0.4; x += 1) sk.line([x, hemTop + 0.5], [x, L - 0.5], 'rib', 'rib');
  } else {
    const hemLine = chain(mirrorAll(hem), [...hem].reverse());
    const hemStitch = offset(hemLine, kind === 'shirt' ? -0.8 : -2.2).map(([x, y]) => [x * 0.985, y] as Pt);
    sk.poly(hemStitch, 'stitch', 'hem');
    if (f.fabric === 'denim') sk.poly(offset(hemLine, -2.8).map(([x, y]) => [x * 0.985, y] as Pt), 'stitch', 'hem');
  }
  if (sleeve) {
    for (const sgn of [1, -1]) {
      const s = sleeve;
      const cuffH = s.cuff;
      if (cuffH > 0) {
        const a = add(s.t, mul(s.dir, -cuffH));
        const b = add(a, mul(s.n, s.O));
        sk.line(mirrorSign1(a, sgn), mirrorSign1(b, sgn), 'seam', 'cuff');
        if (kind === 'shirt') {
          sk.line(mirrorSign1(add(a, mul(s.dir, 0.6)), sgn), mirrorSign1(add(b, mul(s.dir, 0.6)), sgn), 'stitch', 'cuff');
          const bp = add(add(a, mul(s.dir, cuffH / 2)), mul(s.n, s.O * 0.78));
          sk.button(mirrorSign1(bp, sgn), 0.5);
          const slitA = add(a, mul(s.n, s.O * 0.65));
          sk.line(mirrorSign1(slitA, sgn), mirrorSign1(add(slitA, mul(s.dir, -9)), sgn), 'seam', 'placket');
          sk.line(mirrorSign1(add(slitA, mul(s.n, 1.5)), sgn), mirrorSign1(add(add(slitA, mul(s.n, 1.5)), mul(s.dir, -9)), sgn), 'stitch', 'placket');
          // pleats at the cuff
          for (const k of [0.25, 0.38]) sk.line(mirrorSign1(add(a, mul(s.n, s.O * k)), sgn), mirrorSign1(add(add(a, mul(s.n, s.O * k)), mul(s.dir, -3)), sgn), 'fold', 'pleat');
        } else {
          for (let k = 0.8; k < s.O - 0.3; k += 0.9) sk.line(mirrorSign1(add(a, mul(s.n, k)), sgn), mirrorSign1(add(add(a, mul(s.n, k)), mul(s.dir, cuffH - 0.4)), sgn), 'rib', 'rib');
        }
      } else {
        const a = add(s.t, mul(s.dir, -2.2));
        sk.line(mirrorSign1(a, sgn), mirrorSign1(add(a, mul(s.n, s.O * 0.98)), sgn), 'stitch', 'sleeve-hem');
      }
    }
  }

  // dress waist seam, skirt details
  if (isDress) drawDressSkirt(ctx, body, waistY, L, hemHalf);

  // pockets
  drawTopPockets(ctx, { body, hc, L, hemTop, UA, NW, spots });

  // quilting and pattern fills
  fabricFills(ctx, [body, ...sleeves], { from: strapless ? topY + 2 : 2, to: hemTop - 0.5 });

  // ---------------------------------------------------------------- measurement spots
  const chestY = UA[1] + 2.5;
  const cw = xAtYAbs(body, chestY);
  spots.chestWidth = [[-cw, chestY], [cw, chestY]];
  spots.bust = spots.chestWidth;
  if (!strapless) spots.length = [[-HPS[0] - 1.5, 0], [-HPS[0] - 1.5, L]]; // from the HPS, which a strapless top does not have
  spots.centreBackLength = [[0, BND], [0, L]];
  if (!strapless) spots.shoulderWidth = [[-SP[0], SP[1] - 1.8], [SP[0], SP[1] - 1.8]];
  const afY = Math.min(13, UA[1] - 2);
  const af = xAtYAbs(body, afY);
  spots.acrossFront = [[-af + 0.4, afY], [af - 0.4, afY]];
  if (!strapless) {
    spots.armhole = [mirror(SP), mirror(UA)];
    spots.neckWidth = [[-NW / 2, -2.2], [NW / 2, -2.2]];
    spots.frontNeckDrop = [[0, 0], [0, FND]];
    spots.backNeckDrop = [[0, 0], [0, BND]];
  }
  if (!collared && !hood && !strapless) spots.neckbandHeight = [[NW / 2 + 2.5, BND * 0.5], [NW / 2 + 2.5, BND * 0.5 + (knit ? 1.6 : 1)]];
  const sw = xAtYAbs(body, L - 1.2);
  spots.sweep = [[-sw, L - 1.2], [sw, L - 1.2]];
  if (hemRib) spots.hemRibHeight = [[sw - 4, hemTop], [sw - 4, L]];
  if (isDress) {
    const wx = xAtYAbs(body, waistY);
    if (!strapless) spots.waistPosition = [[HPS[0] + 1.5, 0], [HPS[0] + 1.5, waistY]];
    spots.waist = [[-wx, waistY], [wx, waistY]];
    spots.waistWidth = spots.waist;
    const hy = Math.min(waistY + 10, L - 2);
    const hx = xAtYAbs(body, hy);
    spots.highHip = [[-hx, hy], [hx, hy]];
    spots.skirtLength = [[hx * 0.55, waistY], [hx * 0.55, L]];
  }
  if (sleeve) {
    const s = sleeve;
    const o = mul(s.n, -1.6);
    spots.sleeveLength = [add(s.sp, o), add(s.t, o)];
    const bp = add(s.sp, mul(s.dir, Math.max(0, (sub(s.ua, s.sp)[0] * s.dir[0] + sub(s.ua, s.sp)[1] * s.dir[1]) + 2.5)));
    spots.bicep = [mirror(bp), mirror(add(bp, mul(s.n, widthAcross(s, bp))))];
    const oo = mul(s.dir, 1.4);
    spots.sleeveOpening = [add(s.t, oo), add(s.tb, oo)];
    spots.cuffWidth = spots.sleeveOpening;
    if (s.cuff > 0) {
      const a = add(s.tb, mul(s.n, 1.2));
      spots.cuffHeight = [mirror(a), mirror(add(a, mul(s.dir, -s.cuff)))];
    }
  }
  const hoodH = get(m, ['hoodHeight'], 34);
  const hoodW = get(m, ['hoodWidth'], 25);
  if (hood) {
    spots.hoodHeight = [[-hoodW * 0.5 - 2.5, 0], [-hoodW * 0.5 - 2.5, -hoodH]];
    spots.hoodWidth = [[-hoodW / 2, -hoodH * 0.5], [hoodW / 2, -hoodH * 0.5]];
  }

  const logo: Built['logo'] = (pos, w, h, fromTop, fromLeft) => {
    const backPos = pos === 'center-back' || pos === 'collar-back';
    if (backPos !== !front) return undefined;
    if (pos === 'left-sleeve' || pos === 'right-sleeve') {
      if (!sleeve) return { x: (pos === 'left-sleeve' ? 1 : -1) * (hc - w / 2 - 1), y: UA[1] - h - 1 };
      const s = sleeve;
      const along = clamp(fromTop || 8, 2, s.SL - 2);
      const c = add(add(s.sp, mul(s.dir, along + w / 2)), mul(s.n, widthAcross(s, add(s.sp, mul(s.dir, along))) / 2));
      const sgn = pos === 'left-sleeve' ? 1 : -1; // wearer's left = viewer's right
      return { x: sgn * c[0], y: c[1] - h / 2, angle: sgn * Math.atan2(s.dir[1], s.dir[0]) / deg };
    }
    if (pos === 'hem-bottom') return { x: fromLeft, y: hemTop - 3 - h };
    if (pos === 'collar-back') return { x: fromLeft, y: BND + 1.5 + Math.min(fromTop, 4) };
    if (pos === 'pocket') return { x: hc * 0.45 + fromLeft, y: UA[1] + 2 + Math.min(fromTop, 6) };
    const cx = pos === 'left-chest' ? hc * 0.45 : pos === 'right-chest' ? -hc * 0.45 : 0;
    return { x: cx + fromLeft, y: fromTop };
  };
  return { spots, logo };
}

function widthAcross(s: { sp: Pt; dir: Pt; n: Pt; t: Pt; tb: Pt; ua: Pt }, p: Pt): number {
  // the sleeve's width at point p of its top line, between the top line and the underarm seam (ua -> tb)
  const proj = (q: Pt) => (q[0] - s.sp[0]) * s.dir[0] + (q[1] - s.sp[1]) * s.dir[1];
  const dist = (q: Pt) => (q[0] - s.sp[0]) * s.n[0] + (q[1] - s.sp[1]) * s.n[1];
  const a = proj(s.ua);
  const b = proj(s.tb);
  const t = clamp((proj(p) - a) / (b - a || 1), 0, 1);
  return dist(s.ua) + (dist(s.tb) - dist(s.ua)) * t;
}

const mirrorSign = (pts: Pt[], sgn: number): Pt[] => (sgn > 0 ? pts : mirrorAll(pts));
const mirrorSign1 = (p: Pt, sgn: number): Pt => (sgn > 0 ? p : mirror(p));

/** Largest |x| where a closed polygon crosses height y. */
function xAtYAbs(poly: Pt[], y: number): number {
  let best = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y)) best = Math.max(best, Math.abs(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0])));
  }
  return best;
}

function drawDart(sk: Sketch, top: Pt, bottom: Pt, width: number) {
  const mid = lerp(top, bottom, 0.5);
  sk.poly([top, [mid[0] - width / 2, mid[1]], bottom], 'dart', 'dart');
  sk.poly([top, [mid[0] + width / 2, mid[1]], bottom], 'dart', 'dart');
}

function drawHoodFront(ctx: Ctx, HPS: Pt, FND: number, NW: number) {
  const { sk, m } = ctx;
  const H = get(m, ['hoodHeight'], 34);
  const Wd = get(m, ['hoodWidth'], 25);
  const hw = Math.max(NW / 2 + 3, Wd * 0.5);
  const outerR = hoodOuter(HPS, H, hw);
  // the hood's lower edge is the body's front neckline: the hood is sewn into it
  const neckR = ellipseQuarter(HPS[0], FND, 0, 10);
  const neck = chain(mirrorAll(neckR), [...neckR].reverse());
  sk.panel(chain(neck, outerR.slice(1), mirrorAll([...outerR].reverse()).slice(1)), 'hood', 'part');
  void NW;
  if (ctx.outlineOnly) return;
  // face opening: the two front edges cross at centre front neck
  const faceR = smooth([[-1.5, FND * 0.8], [hw * 0.5, FND * 0.15 - 1.5], [hw * 0.72, -H * 0.38], [hw * 0.52, -H * 0.78], [0, -H + 3.5]], 5);
  const face = chain(faceR, mirrorAll([...faceR].reverse()).slice(1));
  sk.shape(face, 'inner', 'hood-opening');
  sk.poly(offset(faceR, -1.1), 'stitch', 'hood');
  ctxSpots(ctx).hoodOpening = [mirror(faceR[2]), [0, -H + 4]];
  sk.poly(mirrorAll(offset(faceR, -1.1)), 'stitch', 'hood');
  sk.poly(offset(faceR, -2.4), 'seam', 'hood');
  sk.poly(mirrorAll(offset(faceR, -2.4)), 'seam', 'hood');
  // drawcord through the hood channel, out of two eyelets
  for (const sgn of [1, -1]) {
    const e: Pt = [sgn * 3.2, FND * 0.75 - 1.2];
    sk.circle(e, 0.45, 'hardware', 'eyelet');
    const end: Pt = [sgn * 4.2, FND * 0.75 + 18];
    sk.poly(quad(e, [sgn * 3, FND * 0.75 + 8], end, 6), 'cord', 'drawcord');
    sk.shape([[end[0] - 0.35, end[1]], [end[0] + 0.35, end[1]], [end[0] + 0.35, end[1] + 2.2], [end[0] - 0.35, end[1] + 2.2]], 'hardware', 'drawcord');
  }
}

function drawHoodBack(ctx: Ctx, HPS: Pt, BND: number) {
  const { sk, m } = ctx;
  const H = get(m, ['hoodHeight'], 34);
  const Wd = get(m, ['hoodWidth'], 25);
  const hw = Math.max(HPS[0] + 3, Wd * 0.5);
  const outerR = hoodOuter(HPS, H, hw);
  const neckR = ellipseQuarter(HPS[0], BND, 0, 8);
  sk.panel(chain(mirrorAll(neckR), [...neckR].reverse(), outerR.slice(1), mirrorAll([...outerR].reverse()).slice(1)), 'hood', 'part');
  sk.line([0, -H], [0, BND], 'seam', 'hood');
  sk.line([0.6, -H + 0.6], [0.6, BND], 'stitch', 'hood');
}

/** Right half of a hood's outline, from the shoulder (beside the HPS) up to the crown at centre. */
function hoodOuter(HPS: Pt, H: number, hw: number): Pt[] {
  return smooth([[HPS[0], 0], [HPS[0] + 2, -1.5], [hw + 0.8, -H * 0.4], [hw * 0.8, -H * 0.82], [0, -H]], 6);
}

function drawCollar(ctx: Ctx, g: { NW: number; FND: number; L: number; hemTop: number; hc: number; spots: Spots }) {
  const { sk, f, m, kind } = ctx;
  const { NW, FND } = g;
  const c = f.collar;
  if (c === 'stand' || kind === 'jacket' && c !== 'lapel' && c !== 'point' && c !== 'camp' && c !== 'polo') {
    const h = get(m, ['collarHeight'], kind === 'jacket' ? 7 : 3.5);
    const up = kind === 'jacket' ? h * 0.75 : h * 0.8;
    const lower = ellipseQuarter(NW / 2 + 0.3, FND * 0.85, 0, 8);
    const upper = ellipseQuarter(NW / 2 - 0.2, FND * 0.85 - 0.4, -up, 8);
    for (const sgn of [1, -1]) {
      const shape = chain(mirrorSign(upper, sgn), mirrorSign([...lower].reverse(), sgn));
      sk.shape(shape, 'part', 'collar');
      sk.poly(mirrorSign(offset(upper, -0.5), sgn), 'stitch', 'collar');
    }
    return;
  }
  if (c === 'point' || c === 'polo') {
    const cp = get(m, ['collarPoint'], 7.5);
    // collar stand behind, leaves in front
    const standTop = ellipseQuarter(NW / 2 - 0.3, FND * 0.4, -2.8, 8);
    sk.shape(chain(mirrorAll(standTop), [...standTop].reverse(), [[NW / 2, 0.2]], [...ellipseQuarter(NW / 2, FND, 0, 8)].reverse().reverse(), mirrorAll([...ellipseQuarter(NW / 2, FND, 0, 8)].reverse()), [[-NW / 2, 0.2]]), 'part', 'collar-stand');
    for (const sgn of [1, -1]) {
      const tip: Pt = [NW * 0.3, FND + cp * 0.62];
      const leaf: Pt[] = chain(
        [[0.4, FND - 0.8]],
        quad([NW / 2 - 0.3, -2.6], [NW / 2 + 2.4, -1], [NW / 2 + 2.2, 2.5], 5),
        c === 'polo' ? quad([NW / 2 + 2.2, 2.5], [tip[0] + 2.5, tip[1] + 1.5], [tip[0] - 0.5, tip[1]], 5) : [[tip[0], tip[1]]],
        [[0.6, FND + 0.5]],
      );
      sk.shape(mirrorSign(leaf, sgn), 'part', 'collar');
      sk.poly(mirrorSign(offset(leaf.slice(1, leaf.length - 1), 0.5), sgn), 'stitch', 'collar');
      if (sgn < 0) g.spots.collarPoint = [mirror([NW / 2 + 2.2, 2.5]), mirror(tip)];
      if (c === 'polo') for (let t = 0.2; t < 0.9; t += 0.12) sk.line(mirrorSign1(lerp([NW / 2 + 1.8, 2.5], tip, t), sgn), mirrorSign1(lerp([NW / 2 + 1.8, 2.5], tip, t - 0.06), sgn), 'rib', 'rib');
    }
    return;
  }
  if (c === 'camp' || c === 'lapel') {
    const vY = c === 'lapel' ? g.L * 0.42 : FND + 11;
    for (const sgn of [1, -1]) {
      const roll: Pt = [0, vY];
      const lapel: Pt[] =
        c === 'lapel'
          ? [[NW / 2 - 0.5, -1.5], [NW / 2 + 2.2, 0.5], [NW / 2 + 2.8, 7], [NW / 2 + 0.6, 8.2], [NW / 2 + 6.5, 11.5], roll, [NW / 2 * 0.5, 4]]
          : [[NW / 2 - 0.3, -1.8], [NW / 2 + 3, 1.5], [NW / 2 + 3.5, 5.5], [NW / 2 + 1.5, 6.5], [NW / 2 + 4.5, 9.5], roll, [NW / 2 * 0.45, 3]];
      sk.shape(mirrorSign(lapel, sgn), 'part', 'collar');
      sk.poly(mirrorSign(offset(lapel.slice(3, 6), -0.5), sgn), 'stitch', 'collar');
      if (sgn < 0) g.spots.collarPoint = [mirror(lapel[2]), mirror(lapel[4])];
      if (sgn < 0 && c === 'lapel') g.spots.lapelWidth = [mirror(lapel[4]), mirror([lapel[4][0] - 5.5, lapel[4][1] + 2])];
    }
  }
}

function drawClosure(ctx: Ctx, g: { top: number; hemTop: number; L: number; spots: Spots; neckKind: string; NW: number; hc: number; collared: boolean }) {
  const { sk, f, kind, m } = ctx;
  const c = f.closure;
  const top = g.top;
  const bottom = g.hemTop - (kind === 'jacket' || kind === 'hoodie' ? 0 : 0.2);
  const partialEnd = Math.min(g.hemTop - 4, top + Math.max(14, get(m, ['zipLength', 'placketLength'], 0) || g.L * 0.3));
  if (c === 'zip-full' || c === 'zip-partial') {
    const end = c === 'zip-full' ? bottom : Math.min(partialEnd, top + 22);
    const start = f.hood || g.collared || kind === 'jacket' ? (kind === 'jacket' && !f.hood ? -get(m, ['collarHeight'], 7) * 0.75 + 0.4 : top) : top;
    sk.line([0, start], [0, end], 'zip', 'zip');
    sk.line([-0.35, start], [-0.35, end], 'seam', 'zip');
    sk.line([0.35, start], [0.35, end], 'seam', 'zip');
    sk.line([-1.3, start + 0.5], [-1.3, end], 'stitch', 'zip');
    sk.line([1.3, start + 0.5], [1.3, end], 'stitch', 'zip');
    // puller: slider body and a pull tab hanging from it
    const p: Pt = [0, start + 1];
    sk.shape([[p[0] - 0.7, p[1]], [p[0] + 0.7, p[1]], [p[0] + 0.45, p[1] + 1.6], [p[0] - 0.45, p[1] + 1.6]], 'hardware', 'zip-puller');
    sk.shape([[p[0] - 0.4, p[1] + 1.4], [p[0] + 0.4, p[1] + 1.4], [p[0] + 0.55, p[1] + 4.2], [p[0] - 0.55, p[1] + 4.2]], 'hardware', 'zip-puller');
    sk.circle([p[0], p[1] + 3.6], 0.2, 'seam', 'zip-puller');
    if (c === 'zip-partial') sk.shape([[-0.9, end], [0.9, end], [0.9, end + 0.6], [-0.9, end + 0.6]], 'hardware', 'zip');
    g.spots.zipLength = [[2.6, start], [2.6, end]];
    return;
  }
  if (c === 'buttons-full' || c === 'buttons-partial' || c === 'snaps') {
    const end = c === 'buttons-partial' ? partialEnd : bottom - (kind === 'shirt' ? 0 : 0.5);
    const pw = kind === 'shirt' || c === 'buttons-partial' ? 1.8 : 2.2;
    const start = top + (g.neckKind === 'v-neck' ? 0 : 0);
    sk.line([pw, start], [pw, end], 'seam', 'placket');
    sk.line([pw - 0.4, start], [pw - 0.4, end], 'stitch', 'placket');
    sk.line([-pw + 0.4, start], [-pw + 0.4, end], 'stitch', 'placket');
    if (c === 'buttons-partial') {
      sk.line([-pw, start], [-pw, end], 'seam', 'placket');
      sk.shape([[-pw, end - 0.1], [pw, end - 0.1], [pw, end + 0.8], [-pw, end + 0.8]], 'seam', 'placket');
    }
    const n = Math.max(2, Math.round((end - start) / (c === 'buttons-partial' ? 5 : 9)));
    for (let i = 0; i < n; i++) {
      const y = start + 1.6 + ((end - start - 3.2) * i) / Math.max(1, n - 1);
      if (c === 'snaps') {
        sk.circle([0, y], 0.75, 'hardware', 'snap');
        sk.circle([0, y], 0.3, 'seam', 'snap');
      } else {
        sk.button([0, y], kind === 'jacket' ? 0.95 : 0.6);
        // vertical buttonhole on the placket, beside the button
        sk.buttonhole([-0.9 - (kind === 'jacket' ? 0.6 : 0), y - 0.7], [-0.9 - (kind === 'jacket' ? 0.6 : 0), y + 0.7]);
      }
    }
    g.spots.zipLength = [[pw + 1.6, start], [pw + 1.6, end]];
    g.spots.placketLength = g.spots.zipLength;
    g.spots.placketWidth = [[-pw, (start + end) / 2 + 2.5], [pw, (start + end) / 2 + 2.5]];
    return;
  }
  if (c === 'wrap') {
    const wy = Math.min(g.hemTop - 5, get(m, ['waistPosition'], g.L * 0.45));
    sk.poly(quad([-g.NW / 2, 0.5], [-g.NW * 0.1, wy * 0.55], [g.hc * 0.9, wy], 8), 'seam', 'wrap');
    sk.poly(offset(quad([-g.NW / 2, 0.5], [-g.NW * 0.1, wy * 0.55], [g.hc * 0.9, wy], 8), 0.6), 'stitch', 'wrap');
    const k: Pt = [g.hc * 0.9, wy];
    sk.shape([k, [k[0] + 3, k[1] - 1.5], [k[0] + 3, k[1] + 1.5]], 'hardware', 'tie');
    sk.poly(quad(k, [k[0] + 2, k[1] + 8], [k[0] + 0.5, k[1] + 16], 6), 'cord', 'tie');
    sk.poly(quad(k, [k[0] + 4, k[1] + 6], [k[0] + 3.5, k[1] + 13], 6), 'cord', 'tie');
    g.spots.zipLength = [[-g.NW / 2, 0.5], [g.hc * 0.9, wy]];
  }
}

function drawTopPockets(ctx: Ctx, g: { body: Pt[]; hc: number; L: number; hemTop: number; UA: Pt; NW: number; spots: Spots }) {
  const { sk, f, kind, view } = ctx;
  if (view !== 'front') return;
  const p = f.pockets;
  const { hc, L, hemTop, UA, body } = g;
  const patch = (x0: number, y0: number, w: number, h: number, pointed: boolean, flap: boolean) => {
    const pts: Pt[] = pointed ? [[x0, y0], [x0 + w, y0], [x0 + w, y0 + h - 1.5], [x0 + w / 2, y0 + h], [x0, y0 + h - 1.5]] : [[x0, y0], [x0 + w, y0], [x0 + w, y0 + h], [x0, y0 + h]];
    sk.shape(pts, 'part', 'pocket');
    sk.poly(offset([...pts.slice(1), pts[0]].reverse(), -0.5).slice(0), 'stitch', 'pocket');
    const wKey = flap ? 'cargoPocketWidth' : 'pocketWidth';
    const hKey = flap ? 'cargoPocketHeight' : 'pocketHeight';
    if (!g.spots[wKey] && x0 > 0) {
      g.spots[wKey] = [[x0, y0 + h + 1.2], [x0 + w, y0 + h + 1.2]];
      g.spots[hKey] = [[x0 + w + 1.2, y0], [x0 + w + 1.2, y0 + h]];
      g.spots.pocketOpening ??= [[x0, y0 - (flap ? 2 : 1)], [x0 + w, y0 - (flap ? 2 : 1)]];
    }
    sk.line([x0, y0 + 2.2], [x0 + w, y0 + 2.2], 'stitch', 'pocket-opening');
    sk.line([x0, y0], [x0 + w, y0], 'opening', 'pocket-opening');
    if (flap) {
      const fl: Pt[] = [[x0 - 0.3, y0 - 1], [x0 + w + 0.3, y0 - 1], [x0 + w + 0.3, y0 + 3.5], [x0 + w / 2, y0 + 4.5], [x0 - 0.3, y0 + 3.5]];
      sk.shape(fl, 'part', 'pocket-flap');
      sk.poly(offset(fl.slice(1, 5), -0.5), 'stitch', 'pocket-flap');
      sk.button([x0 + w / 2, y0 + 3.2], 0.55);
    }
  };
  if (p === 'patch') {
    if (kind === 'shirt' || kind === 'long-sleeve' || kind === 'tee') patch(hc * 0.22, UA[1] - 3, Math.min(12.5, hc * 0.5), 14, kind === 'shirt', false);
    else if (kind === 'dress') for (const sgn of [1, -1]) patch(sgn > 0 ? hc * 0.3 : -hc * 0.3 - 14, L * 0.55, 14, 15, false, false);
    else for (const sgn of [1, -1]) patch(sgn > 0 ? hc * 0.25 : -hc * 0.25 - 16, hemTop - 22, 16, 17, false, false);
  } else if (p === 'cargo') {
    for (const sgn of [1, -1]) patch(sgn > 0 ? hc * 0.2 : -hc * 0.2 - 12.5, UA[1] - 2, 12.5, 14, false, true);
    if (kind === 'jacket' || kind === 'dress') for (const sgn of [1, -1]) patch(sgn > 0 ? hc * 0.25 : -hc * 0.25 - 16, hemTop - 22, 16, 17, false, true);
  } else if (p === 'inset') {
    for (const sgn of [1, -1]) {
      if (kind === 'jacket' || kind === 'shirt' || kind === 'long-sleeve') {
        // slanted welt pocket
        const c: Pt = [sgn * hc * 0.55, Math.min(hemTop - 12, L * 0.7)];
        const dir = unit([1, sgn * -0.35]);
        const n = perp(dir);
        const a = add(c, mul(dir, -7));
        const b = add(c, mul(dir, 7));
        const w: Pt[] = [a, b, add(b, mul(n, 2.2)), add(a, mul(n, 2.2))];
        sk.shape(w, 'part', 'pocket');
        sk.line(add(a, mul(n, 1.1)), add(b, mul(n, 1.1)), 'opening', 'pocket-opening');
        if (sgn > 0) g.spots.pocketOpening = [add(a, mul(n, 3.4)), add(b, mul(n, 3.4))];
      } else {
        // in-seam pocket: opening along the side seam
        const y0 = kind === 'dress' ? get(ctx.m, ['waistPosition'], L * 0.4) + 4 : L * 0.55;
        const y1 = y0 + 15;
        const x0 = xAtYAbs(body, y0) - 1.2;
        const x1 = xAtYAbs(body, y1) - 1.2;
        sk.line([sgn * x0, y0], [sgn * x1, y1], 'opening', 'pocket-opening');
        if (sgn > 0) g.spots.pocketOpening = [[x0 - 2, y0], [x1 - 2, y1]];
        sk.line([sgn * (x0 - 0.6), y0], [sgn * (x1 - 0.6), y1], 'stitch', 'pocket');
        sk.line([sgn * (x0 - 1.2), y0], [sgn * (x0 + 0.6), y0], 'seam', 'pocket');
        sk.line([sgn * (x1 - 1.2), y1], [sgn * (x1 + 0.6), y1], 'seam', 'pocket');
      }
    }
  } else if (p === 'kangaroo') {
    const y1 = hemTop - 0.5;
    const y0 = Math.max(UA[1] + 8, y1 - 22);
    const wb = Math.min(hc * 0.78, xAtYAbs(body, y1) - 2);
    const wt = wb * 0.68;
    const pts: Pt[] = chain([[-wt, y0], [wt, y0]], quad([wt, y0], [wt + 1, y0 + (y1 - y0) * 0.55], [wb, y1 - 5], 5), [[wb, y1], [-wb, y1]], quad([-wb, y1 - 5], [-wt - 1, y0 + (y1 - y0) * 0.55], [-wt, y0], 5));
    if (f.closure === 'zip-full' || f.closure === 'buttons-full' || f.closure === 'snaps') {
      for (const sgn of [1, -1]) {
        const half = chain([[sgn * 2, y0], [sgn * wt, y0]], quad([sgn * wt, y0], [sgn * (wt + 1), y0 + (y1 - y0) * 0.55], [sgn * wb, y1 - 5], 5), [[sgn * wb, y1], [sgn * 2, y1]]);
        sk.shape(half, 'part', 'pocket');
        sk.line([sgn * 2.6, y0 + 0.6], [sgn * 2.6, y1 - 0.3], 'stitch', 'pocket');
      }
    } else {
      sk.shape(pts, 'part', 'pocket');
      sk.poly(offset(pts.slice(0, 2), 0.6), 'stitch', 'pocket');
    }
    g.spots.kangarooWidth = [[-wb, y1 - 1.2], [wb, y1 - 1.2]];
    g.spots.kangarooHeight = [[wt * 0.5, y0], [wt * 0.5, y1]];
    g.spots.pocketOpening = [[wt + 1.4, y0], [wb + 1.2, y1 - 5]];
    for (const sgn of [1, -1]) {
      const open = quad([sgn * wt, y0], [sgn * (wt + 1), y0 + (y1 - y0) * 0.55], [sgn * wb, y1 - 5], 5);
      sk.poly(open, 'opening', 'pocket-opening');
      sk.poly(offset(open, sgn * -0.7), 'stitch', 'pocket-opening');
    }
  }
}

function drawDressSkirt(ctx: Ctx, body: Pt[], waistY: number, L: number, hemHalf: number) {
  const { sk, f, view } = ctx;
  const sil = f.silhouette;
  const wx = xAtYAbs(body, waistY);
  const waistband = f.waist === 'plain-waistband';
  if (sil === 'fit-and-flare' || sil === 'a-line' || sil === 'tiered' || waistband) {
    sk.line([-wx, waistY], [wx, waistY], 'seam', 'waist-seam');
    if (waistband) {
      const wx2 = xAtYAbs(body, waistY + 3);
      sk.line([-wx2, waistY + 3], [wx2, waistY + 3], 'seam', 'waistband');
      sk.line([-wx2 + 0.3, waistY + 2.5], [wx2 - 0.3, waistY + 2.5], 'stitch', 'waistband');
    }
  }
  if (sil === 'fit-and-flare') for (let x = -wx + 2; x < wx - 1; x += 3) sk.line([x, waistY + 0.3], [x * 1.25, waistY + 7], 'rib', 'gathers');
  if (sil === 'tiered') {
    const tiers = 3;
    for (let i = 1; i < tiers; i++) {
      const y = waistY + ((L - waistY) * i) / tiers;
      const x = xAtYAbs(body, y);
      sk.poly(quad([-x, y], [0, y + 1], [x, y], 6), 'seam', 'tier');
      for (let g = -x + 1.5; g < x - 1; g += 2.5) sk.line([g, y + 0.5], [g * 1.05, y + 4], 'rib', 'gathers');
    }
  }
  if (sil === 'sheath' || sil === 'fit-and-flare' || sil === 'a-line') {
    // darts: bust darts from the side (front), waist darts (front and back)
    const cx = wx * 0.45;
    for (const sgn of [1, -1]) {
      drawDart(sk, [sgn * cx, waistY - (view === 'front' ? 11 : 13)], [sgn * cx, waistY + (sil === 'sheath' ? 12 : 0.1)], 1.6);
      if (view === 'front') {
        const y = waistY - 14;
        const x = xAtYAbs(body, y);
        sk.poly([[sgn * x, y - 0.8], [sgn * (x - 8), y + 0.6], [sgn * x, y + 1.4]], 'dart', 'dart');
      }
    }
  }
  if (sil === 'wrap' && view === 'front' && f.closure !== 'wrap') {
    sk.poly(quad([-8, waistY], [hemHalf * 0.2, (waistY + L) / 2], [hemHalf * 0.55, L - 0.3], 6), 'seam', 'wrap');
  }
  if (sil === 'sheath' && view === 'back') {
    sk.line([0, L - 14], [0, L], 'opening', 'vent');
    sk.line([1.2, L - 14], [1.2, L - 0.4], 'stitch', 'vent');
  }
  if (sil === 'a-line' || sil === 'fit-and-flare') for (const x of [-hemHalf * 0.45, hemHalf * 0.45]) sk.poly(quad([x * 0.55, waistY + 14], [x * 0.9, (waistY + L) / 2 + 10], [x, L - 1.5], 5), 'rib', 'drape');
}

function fabricFills(ctx: Ctx, panels: Pt[][], range: { from: number; to: number }) {
  const { sk, f } = ctx;
  if (f.fabric === 'quilted-or-padded') sk.hatch(panels, 7, 'quilt', 'quilting', { from: range.from, to: range.to });
  if (f.pattern === 'stripe') sk.hatch(panels, 2.5, 'pattern', 'pattern');
  else if (f.pattern === 'check') sk.hatch(panels, 4, 'pattern', 'pattern', { vertical: true });
  else if (f.pattern === 'print') sk.dots(panels, 4.5, 'pattern');
  else if (f.pattern === 'colour-block') {
    // the sleeves (tops) or the lower part (bottoms, sleeveless) in a second colour
    const block = panels.length > 1 ? panels.slice(1) : [];
    for (const p of block) sk.shape(p, 'block', 'pattern');
    if (block.length === 0) sk.hatch(panels, 1.2, 'pattern', 'pattern', { from: range.to - (range.to - range.from) * 0.3 });
  }
}

// ------------------------------------------------------------------------------------------------ bottoms

export function buildBottom(ctx: Ctx): Built {
  const { sk, m, f, kind, view } = ctx;
  const front = view === 'front';
  const skirt = kind === 'skirt';
  const shorts = kind === 'shorts';
  const Wt = get(m, ['waist'], skirt ? 36 : 40) / 2;
  const H = get(m, ['hip'], skirt ? 50 : 52) / 2;
  const elastic = f.waist === 'elastic-or-drawcord';
  const wbH = get(m, ['waistbandHeight'], elastic ? 4.5 : 4);
  const hipY = Math.min(18, get(m, ['frontRise'], 27) - 4);
  const spots: Spots = {};
  let outline: Pt[];
  const legs: Pt[][] = [];
  let hemY = 0;
  let FR = 0;
  const logoSpots: Record<string, Pt> = {};

  if (skirt) {
    const lengthDefault = { mini: 42, knee: 58, midi: 75, maxi: 95 }[f.length] ?? 58;
    const Lk = get(m, ['length', 'skirtLength'], lengthDefault);
    const sw = get(m, ['sweep'], H * 2 * 1.2) / 2;
    hemY = Lk;
    const flare = f.silhouette === 'flared' || f.silhouette === 'pleated';
    const side = smooth([[Wt, 0], [H, Math.min(hipY, Lk * 0.4)], [sw, Lk - (flare ? 1.5 : 0.6)]], 6);
    const hem = quad([sw, Lk - (flare ? 1.5 : 0.6)], [sw * 0.5, Lk + (flare ? 1.2 : 0.3)], [0, Lk], 6);
    const right = chain(side, hem);
    outline = chain(mirrorAll([...right].reverse()), right.slice(1, -1));
    outline = chain([[-Wt, 0]], outline.slice(1));
    const poly = chain(right, mirrorAll([...right].reverse()).slice(1));
    sk.panel(poly, 'body');
    legs.push(poly);
    if (!ctx.outlineOnly) {
      const hemLine = chain(mirrorAll(hem), [...hem].reverse());
      sk.poly(offset(hemLine, -2).map(([x, y]) => [x * 0.985, y] as Pt), 'stitch', 'hem');
      if (f.silhouette === 'pleated') {
        for (let i = -6; i <= 6; i++) {
          if (i === 0 && !front) continue;
          const x0 = (Wt * i) / 7;
          const x1 = (sw * i) / 7;
          sk.line([x0, wbH], [x1, Lk + (1 - Math.abs(i) / 7) * 0.9], 'seam', 'pleat');
          sk.line([x0 + 0.4, wbH + 0.3], [x0 + (H * i) / 7 - x0 + 0.4, Math.min(hipY, 14)], 'stitch', 'pleat');
        }
      } else if (f.silhouette === 'flared' || f.silhouette === 'a-line') {
        for (const x of [-sw * 0.5, sw * 0.5]) sk.poly(quad([x * 0.45, hipY], [x * 0.8, Lk * 0.6], [x, Lk - 1]), 'rib', 'drape');
      }
      if (f.silhouette === 'pencil' || f.silhouette === 'a-line')
        for (const sgn of [1, -1]) drawDart(sk, [sgn * Wt * 0.42, wbH], [sgn * Wt * 0.43, wbH + (front ? 9 : 12)], 1.2);
      if (f.silhouette === 'pencil' && !front) {
        sk.line([0, Lk - 16], [0, Lk], 'opening', 'vent');
        sk.line([1.5, Lk - 16], [1.5, Lk - 0.3], 'stitch', 'vent');
      }
      if (!front) {
        const zl = get(m, ['zipLength', 'flyLength'], 18);
        sk.line([0, wbH], [0, f.silhouette === 'pencil' ? Lk - 16 : Lk], 'seam', 'cb-seam');
        sk.line([0, 0.3], [0, zl], 'zip', 'cb-zip');
        sk.line([-0.8, zl], [0.8, zl], 'seam', 'cb-zip');
        spots.zipLength = [[2.2, 0], [2.2, zl]];
        spots.flyLength = spots.zipLength; // a skirt's zip opening
      }
    }
    spots.length = [[3, 0], [3, Lk]];
    spots.skirtLength = spots.length;
    const swAt = xAtYAbs(poly, Lk - 1.5);
    spots.sweep = [[-swAt, Lk - 1.5], [swAt, Lk - 1.5]];
  } else {
    FR = get(m, ['frontRise'], 27);
    const BR = get(m, ['backRise'], 37);
    const IN = get(m, ['inseam'], shorts ? (f.length === 'bermuda' ? 28 : 18) : f.length === 'cropped' ? 66 : 81);
    const OS = get(m, ['outseam'], FR + IN - 2);
    const T = get(m, ['thigh'], 31);
    const LO = get(m, ['legOpening'], shorts ? 29 : f.silhouette === 'wide' ? 28 : f.silhouette === 'skinny' ? 14 : 18);
    // inseam + rise and outseam rarely agree to the millimetre: the hem sits at their mean, level
    const outerHemY = Math.max(FR + 3, (OS * 0.985 + FR + IN) / 2);
    const innerHemY = outerHemY + (shorts ? 0.6 : 0.3);
    const knitLook = f.fabric === 'fleece' || f.fabric === 'jersey' || f.fabric === 'rib-or-sweater-knit';
    const legCuff = get(m, ['legCuffHeight'], !shorts && elastic && knitLook && f.silhouette !== 'wide' ? 6 : 0);
    hemY = Math.max(innerHemY, outerHemY);
    const K = get(m, ['knee'], (T + LO) / 2);
    const kneeY = FR + IN / 2;
    const legW = Math.min(T, H + 1); // drawn leg width just below the crotch
    let cx = Math.max(LO / 2 + 0.8, H / 2 + (f.silhouette === 'wide' ? 2.5 : 1.5));
    cx = Math.max(cx, K / 2 + 0.6);
    const thighOuter = Math.max(H, legW * 0.95);
    const outer: Pt[] = shorts
      ? smooth([[Wt, 0], [H, hipY], [Math.max(thighOuter, cx + LO / 2 - 0.5), Math.min(FR + 2.5, outerHemY - 1)], [cx + LO / 2, outerHemY]], 5)
      : smooth([[Wt, 0], [H, hipY], [Math.max(H, cx + K / 2 + 0.5, thighOuter * 0.99), FR + 2.5], [cx + K / 2, kneeY], [cx + LO / 2, outerHemY]], 5);
    const inner: Pt[] = shorts ? [[cx - LO / 2, innerHemY], [0.3, FR + 0.8], [0, FR]] : smooth([[cx - LO / 2, innerHemY], [cx - K / 2, kneeY], [0.6, FR + 2], [0, FR]], 5);
    const right = chain(outer, inner);
    const poly = chain(right, mirrorAll([...right].reverse()).slice(1, -1));
    sk.panel(poly, 'body');
    legs.push(poly);
    outline = poly;
    if (!ctx.outlineOnly) {
      for (const sgn of [1, -1]) {
        const hemL = [[cx - LO / 2, innerHemY] as Pt, [cx + LO / 2, outerHemY] as Pt];
        const d = unit(sub(hemL[1], hemL[0]));
        const n = perp(d);
        const up = mul(n, -2.2);
        if (legCuff > 0) {
          // rib cuff: its seam, and rib lines down to the edge
          const c0 = add(hemL[0], mul(n, -legCuff));
          const c1 = add(hemL[1], mul(n, -legCuff));
          sk.line(mirrorSign1(c0, sgn), mirrorSign1(c1, sgn), 'seam', 'leg-cuff');
          const w = Math.hypot(c1[0] - c0[0], c1[1] - c0[1]);
          for (let k = 0.8; k < w - 0.4; k += 0.9) sk.line(mirrorSign1(add(add(c0, mul(d, k)), mul(n, 0.4)), sgn), mirrorSign1(add(add(hemL[0], mul(d, k)), mul(n, -0.4)), sgn), 'rib', 'rib');
        } else sk.line(mirrorSign1(add(hemL[0], up), sgn), mirrorSign1(add(hemL[1], up), sgn), 'stitch', 'hem');
        if (f.fabric === 'denim') sk.line(mirrorSign1(add(hemL[0], mul(n, -2.8)), sgn), mirrorSign1(add(hemL[1], mul(n, -2.8)), sgn), 'stitch', 'hem');
        // inseam and side seams are the outline; a crease line on tailored trousers
        if (!shorts && f.fabric !== 'denim' && f.fabric !== 'jersey' && f.fabric !== 'fleece' && !elastic) sk.line(mirrorSign1([cx, FR + 4], sgn), mirrorSign1([cx, hemY - 3], sgn), 'fold', 'crease');
      }
      if (front) {
        // fly or centre front seam
        if (f.waist === 'fly-and-waistband') {
          sk.line([0, wbH], [0, FR], 'seam', 'cf-seam');
          sk.poly(chain([[3.6, wbH]], quad([3.6, FR - 6], [3.6, FR - 3], [0.2, FR - 2.2], 5)), 'stitch', 'fly');
          if (f.fabric === 'denim') sk.poly(chain([[4.2, wbH]], quad([4.2, FR - 5.5], [4.2, FR - 2.4], [0.2, FR - 1.6], 5)), 'stitch', 'fly');
        } else sk.line([0, wbH], [0, FR], 'seam', 'cf-seam');
      } else {
        sk.poly(quad([0, wbH], [0.8, FR * 0.6], [0, FR], 5), 'seam', 'cb-seam');
        if (f.fabric === 'denim') {
          const yokeY = wbH + 7;
          for (const sgn of [1, -1]) {
            sk.line([0.3 * sgn, yokeY], [sgn * xAtYAbs(poly, wbH + 4), wbH + 4], 'seam', 'yoke');
            sk.line([0.3 * sgn, yokeY - 0.6], [sgn * (xAtYAbs(poly, wbH + 4) - 0.3), wbH + 3.4], 'stitch', 'yoke');
          }
        } else if (f.waist !== 'elastic-or-drawcord') for (const sgn of [1, -1]) drawDart(sk, [sgn * Wt * 0.5, wbH], [sgn * Wt * 0.5, wbH + 9], 1.2);
      }
    }
    spots.frontRise = [[-1.8, 0], [-1.8, FR]];
    if (f.waist === 'fly-and-waistband') spots.flyLength = [[5.2, 0], [5.2, FR - 2.2]];
    spots.backRise = [[-1.8, 0], [-1.8, FR]];
    void BR;
    const thighY = FR + 2.5;
    const tx = crossingsRight(poly, thighY);
    spots.thigh = [[tx[0], thighY], [tx[1], thighY]];
    if (!shorts) {
      const kx = crossingsRight(poly, kneeY);
      spots.knee = [[kx[0], kneeY], [kx[1], kneeY]];
    }
    const lo = [[cx - LO / 2, innerHemY] as Pt, [cx + LO / 2, outerHemY] as Pt];
    const nn = mul(perp(unit(sub(lo[1], lo[0]))), -1.2);
    spots.legOpening = [add(lo[0], nn), add(lo[1], nn)];
    if (legCuff > 0) {
      const dn = perp(unit(sub(lo[1], lo[0])));
      spots.legCuffHeight = [add(lo[1], mul(unit(sub(lo[1], lo[0])), 1.2)), add(add(lo[1], mul(unit(sub(lo[1], lo[0])), 1.2)), mul(dn, -legCuff))];
    }
    const innerOff = mirrorAll(offset([...inner].reverse(), -1.2));
    spots.inseam = [innerOff[0], innerOff[innerOff.length - 1]];
    spots.outseam = [[Math.max(Wt, H) + 2.5, 0], [Math.max(Wt, H) + 2.5, outerHemY]];
    logoSpots.leg = [cx, Math.max(FR + 6, 0)];
  }

  if (ctx.outlineOnly) {
    void outline;
    return { spots, logo: () => undefined };
  }

  // waistband, closures, drawcords
  const wb: Pt[] = [[-Wt, 0], [Wt, 0], [Wt + 0.1, wbH], [-Wt - 0.1, wbH]];
  sk.shape(wb, 'part', 'waistband');
  if (elastic) {
    for (let x = -Wt + 0.8; x < Wt - 0.5; x += 1.3) {
      const zig: Pt[] = [];
      for (let y = 0.5, i = 0; y <= wbH - 0.4; y += 0.7, i++) zig.push([x + (i % 2 ? 0.25 : -0.25), y]);
      sk.poly(zig, 'rib', 'shirring');
    }
    if (front) {
      for (const sgn of [1, -1]) {
        const e: Pt = [sgn * 1.6, wbH * 0.45];
        sk.circle(e, 0.45, 'hardware', 'eyelet');
        const end: Pt = [sgn * 3.2, wbH + 17];
        sk.poly(quad(e, [sgn * 1.2, wbH + 9], end, 6), 'cord', 'drawcord');
        sk.shape([[end[0] - 0.35, end[1]], [end[0] + 0.35, end[1]], [end[0] + 0.35, end[1] + 2.2], [end[0] - 0.35, end[1] + 2.2]], 'hardware', 'drawcord');
      }
    }
  } else {
    sk.line([-Wt + 0.2, 0.5], [Wt - 0.2, 0.5], 'stitch', 'waistband');
    sk.line([-Wt + 0.2, wbH - 0.5], [Wt - 0.2, wbH - 0.5], 'stitch', 'waistband');
    if (front && !skirt) {
      if (f.waist === 'fly-and-waistband') {
        sk.button([-1.5, wbH / 2], 0.75);
        sk.buttonhole([1.2, wbH / 2], [3, wbH / 2]);
      } else sk.shape([[-1.2, wbH / 2 - 0.4], [1.2, wbH / 2 - 0.4], [1.2, wbH / 2 + 0.4], [-1.2, wbH / 2 + 0.4]], 'hardware', 'hook-and-bar');
    }
    // a skirt's centre-back zip closes with a hook and bar at the waistband (as its BOM and construction say)
    if (skirt && !front && f.waist === 'plain-waistband') sk.shape([[-1.2, wbH / 2 - 0.4], [1.2, wbH / 2 - 0.4], [1.2, wbH / 2 + 0.4], [-1.2, wbH / 2 + 0.4]], 'hardware', 'hook-and-bar');
    if (f.waist === 'fly-and-waistband' || f.fabric === 'denim') {
      const loops = front ? [-Wt * 0.55, Wt * 0.55, -Wt + 1.5, Wt - 1.5] : [0, -Wt * 0.45, Wt * 0.45];
      for (const x of loops) sk.shape([[x - 0.6, -0.5], [x + 0.6, -0.5], [x + 0.6, wbH + 0.8], [x - 0.6, wbH + 0.8]], 'part', 'belt-loop');
    }
  }

  // pockets
  const p = f.pockets;
  if (front && p === 'inset') {
    for (const sgn of [1, -1]) {
      const open = skirt || f.fabric === 'denim' ? quad([Wt - 9, wbH], [Wt - 8.5, wbH + 6.5], [H - 0.3, wbH + 7.5], 5) : [[Wt - 6, wbH] as Pt, [H - 0.2, Math.min(hipY, wbH + 14)] as Pt];
      sk.poly(mirrorSign(open, sgn), 'opening', 'pocket-opening');
      sk.poly(mirrorSign(offset(open, -0.6), sgn), 'stitch', 'pocket-opening');
      if (sgn > 0) spots.pocketOpening = [add(open[0], [-1.5, 0] as Pt), add(open[open.length - 1], [-1.5, 1.5] as Pt)];
      if (f.fabric === 'denim') {
        sk.poly(mirrorSign([[Wt - 3.5, wbH], [Wt - 3.2, wbH + 4], [Wt - 0.4, wbH + 4.2]], sgn), 'seam', 'pocket');
        sk.circle(mirrorSign1(open[open.length - 1], sgn), 0.35, 'hardware', 'rivet');
        sk.circle(mirrorSign1([Wt - 8.7, wbH + 0.6], sgn), 0.35, 'hardware', 'rivet');
      }
    }
  }
  if (!front && (p === 'patch' || p === 'inset' || p === 'cargo') && !skirt) {
    for (const sgn of [1, -1]) {
      const x0 = Wt * 0.18;
      const y0 = wbH + (f.fabric === 'denim' ? 8 : 5);
      const w = Math.min(14.5, Wt * 0.72);
      if (p === 'inset' && f.fabric !== 'denim') {
        const welt: Pt[] = [[x0 + 1, y0 + 1], [x0 + w - 1, y0 + 1], [x0 + w - 1, y0 + 2.2], [x0 + 1, y0 + 2.2]];
        sk.shape(mirrorSign(welt, sgn), 'part', 'pocket');
        sk.line(mirrorSign1([x0 + 1, y0 + 1.6], sgn), mirrorSign1([x0 + w - 1, y0 + 1.6], sgn), 'opening', 'pocket-opening');
      } else {
        const pts: Pt[] = [[x0, y0], [x0 + w, y0], [x0 + w - 0.5, y0 + w * 0.95], [x0 + w / 2, y0 + w * 1.1], [x0 + 0.5, y0 + w * 0.95]];
        sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
        sk.poly(mirrorSign(offset([...pts.slice(1), pts[0]].reverse(), -0.5), sgn), 'stitch', 'pocket');
        sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + w, y0], sgn), 'opening', 'pocket-opening');
        if (sgn > 0) {
          spots.pocketWidth = [[x0, y0 - 1.2], [x0 + w, y0 - 1.2]];
          spots.pocketHeight = [[x0 + w + 1.2, y0], [x0 + w + 1.2, y0 + w * 1.1]];
        }
        sk.line(mirrorSign1([x0, y0 + 2], sgn), mirrorSign1([x0 + w, y0 + 2], sgn), 'stitch', 'pocket-opening');
      }
    }
  }
  if (!front && skirt && p === 'patch') {
    for (const sgn of [1, -1]) {
      const x0 = Wt * 0.2;
      const y0 = wbH + 7;
      const pts: Pt[] = [[x0, y0], [x0 + 12, y0], [x0 + 12, y0 + 13], [x0, y0 + 13]];
      sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
      sk.line(mirrorSign1([x0, y0 + 2], sgn), mirrorSign1([x0 + 12, y0 + 2], sgn), 'stitch', 'pocket-opening');
      sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + 12, y0], sgn), 'opening', 'pocket-opening');
    }
  }
  if (front && p === 'patch' && skirt) {
    for (const sgn of [1, -1]) {
      const x0 = Wt * 0.35;
      const y0 = hipY - 3;
      const pts: Pt[] = [[x0, y0], [x0 + 13, y0], [x0 + 13, y0 + 14], [x0, y0 + 14]];
      sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
      sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + 13, y0], sgn), 'opening', 'pocket-opening');
      sk.line(mirrorSign1([x0, y0 + 2], sgn), mirrorSign1([x0 + 13, y0 + 2], sgn), 'stitch', 'pocket-opening');
    }
  }
  if (front && p === 'patch' && !skirt) {
    for (const sgn of [1, -1]) {
      const open: Pt[] = [[Wt - 7, wbH], [H - 0.2, wbH + 12]];
      sk.poly(mirrorSign(open, sgn), 'opening', 'pocket-opening');
      sk.poly(mirrorSign(offset(open, -0.6), sgn), 'stitch', 'pocket-opening');
    }
  }
  if (p === 'cargo' || (p === 'kangaroo' && front)) {
    const y0 = skirt ? hipY + 6 : FR + 5;
    for (const sgn of [1, -1]) {
      const legPoly = legs[0];
      const xr = xAtYAbs(legPoly, y0 + 8);
      const w = shorts ? 13 : 15;
      const x0 = Math.max(2, xr - w - (p === 'kangaroo' ? 4 : 1.2));
      const h = Math.min(17, (hemY - y0) * 0.75);
      if (!front && p === 'kangaroo') continue;
      const pts: Pt[] = [[x0, y0], [x0 + w, y0], [x0 + w, y0 + h], [x0, y0 + h]];
      sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
      sk.poly(mirrorSign(offset([...pts.slice(1), pts[0]].reverse(), -0.5), sgn), 'stitch', 'pocket');
      sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + w, y0], sgn), 'opening', 'pocket-opening');
      if (sgn > 0 && p === 'cargo') {
        spots.cargoPocketWidth = [[x0, y0 + h + 1.2], [x0 + w, y0 + h + 1.2]];
        spots.cargoPocketHeight = [[x0 - 1.2, y0], [x0 - 1.2, y0 + h]];
      }
      if (p === 'cargo') {
        const fl: Pt[] = [[x0 - 0.4, y0 - 1.2], [x0 + w + 0.4, y0 - 1.2], [x0 + w + 0.4, y0 + 4], [x0 - 0.4, y0 + 4]];
        sk.shape(mirrorSign(fl, sgn), 'part', 'pocket-flap');
        sk.poly(mirrorSign(offset(fl.slice(1, 4), -0.5), sgn), 'stitch', 'pocket-flap');
        sk.button(mirrorSign1([x0 + w / 2, y0 + 2.6], sgn), 0.55);
        // box pleat in the middle of the pocket
        sk.line(mirrorSign1([x0 + w / 2 - 1.5, y0 + 4], sgn), mirrorSign1([x0 + w / 2 - 1.5, y0 + h], sgn), 'fold', 'pleat');
        sk.line(mirrorSign1([x0 + w / 2 + 1.5, y0 + 4], sgn), mirrorSign1([x0 + w / 2 + 1.5, y0 + h], sgn), 'fold', 'pleat');
      }
    }
  }

  fabricFills(ctx, legs, { from: wbH + 0.5, to: hemY - 2.5 });

  spots.waist = [[-Wt, -2.2], [Wt, -2.2]];
  if (elastic) spots.waistExtended = [[-Wt * 1.3, -5.5], [Wt * 1.3, -5.5]];
  spots.waistbandHeight = [[Wt - 3, 0], [Wt - 3, wbH]];
  const hx = xAtYAbs(legs[0], hipY);
  spots.hip = [[-hx, hipY], [hx, hipY]];

  const logo: Built['logo'] = (pos, w, h, fromTop, fromLeft) => {
    const backPos = pos === 'center-back' || pos === 'collar-back' || (pos === 'pocket' && !skirt);
    if (backPos !== !front) return undefined;
    if (pos === 'collar-back') return { x: fromLeft, y: Math.max(0.2, (wbH - h) / 2) }; // on the back waistband
    if (pos === 'pocket') return { x: Wt * 0.18 + Math.min(14.5, Wt * 0.72) / 2 + fromLeft, y: wbH + 9 + Math.min(fromTop, 4) };
    if (pos === 'hem-bottom') return { x: (skirt ? 0 : (logoSpots.leg?.[0] ?? 10)) + fromLeft, y: hemY - 4 - h };
    if (pos === 'left-sleeve' || pos === 'right-sleeve') {
      // on the side of the leg (bottoms have no sleeves): wearer's left = viewer's right
      const sgn = pos === 'left-sleeve' ? 1 : -1;
      const y = wbH + 2 + fromTop;
      return { x: sgn * (xAtYAbs(legs[0], y + h / 2) - w / 2 - 1), y };
    }
    const cx = pos === 'left-chest' ? Wt * 0.5 : pos === 'right-chest' ? -Wt * 0.5 : 0;
    return { x: cx + fromLeft, y: wbH + 1 + fromTop };
  };
  return { spots, logo };
}

/** The two crossings of the right half (x > 0) of a polygon at height y. */
function crossingsRight(poly: Pt[], y: number): [number, number] {
  const xs: number[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y)) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  }
  const r = xs.filter((x) => x >= -0.01).sort((p, q) => p - q);
  return r.length >= 2 ? [r[0], r[r.length - 1]] : [0, r[0] ?? 1];
}

export type { Ctx };
// re-exported for tests
export const _internal = { slice, polyLength, xAtY };
