import { add, chain, cubic, ellipseQuarter, lerp, mirrorAll, mul, offset, perp, quad, smooth, type Pt } from '../geometry';
import { type Spots, type Built, clamp, deg, type Ctx, ctxSpots, get, mirrorSign, mirrorSign1, xAtYAbs, drawDart, fabricFills } from './shared';
import { drawHoodFront, drawHoodBack, drawCollar, drawClosure, drawTopPockets, drawDressSkirt } from './top-parts';
import { measureTop, type TopSleeve } from './top-spots';
import { CAPS, ticks } from '../bounds';

// Tops and dresses.

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
  let sleeve: TopSleeve | undefined;
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
      for (const x of ticks(-NW / 2 + 1, NW / 2 - 0.5, 0.9, CAPS.ribLines)) sk.line([x, -th + 0.4], [x, -th / 2 - 0.3], 'rib', 'rib');
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
    for (const x of ticks(-xr + 0.9, xr - 0.4, 1, CAPS.ribLines)) sk.line([x, hemTop + 0.5], [x, L - 0.5], 'rib', 'rib');
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
          for (const k of ticks(0.8, s.O - 0.3, 0.9, CAPS.ribLines)) sk.line(mirrorSign1(add(a, mul(s.n, k)), sgn), mirrorSign1(add(add(a, mul(s.n, k)), mul(s.dir, cuffH - 0.4)), sgn), 'rib', 'rib');
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

  // ---------------------------------------------------------------- measurement spots, logo positions (./top-spots.ts)
  const logo = measureTop(ctx, { body, spots, UA, HPS, SP, L, BND, FND, NW, hc, hemTop, hemRib, waistY, isDress, strapless, collared, knit, sleeve });
  return { spots, logo };
}
