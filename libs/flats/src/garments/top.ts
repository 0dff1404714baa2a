import { chain, cubic, ellipseQuarter, mirrorAll, offset, quad, smooth, type Pt } from '../geometry';
import {
  type Spots,
  type Built,
  type Ctx,
  ctxSpots,
  get,
  mirrorSign,
  mirrorSign1,
  xAtYAbs,
  fabricFills,
} from './shared';
import {
  drawHoodFront,
  drawHoodBack,
  drawCollar,
  drawClosure,
  drawTopPockets,
  drawDressSkirt,
} from './top-parts';
import { necklineOf, neckCurve, drawNeckFinish } from './top-neck';
import { layOutSleeve, sleevePanels, drawSleeveHems } from './top-sleeve';
import { drawBackCollar, drawTopBack } from './top-back';
import { measureTop, type TopSleeve } from './top-spots';
import { CAPS, ticks } from '../bounds';

// Tops and dresses: the body from the measurements, then its parts in their own modules: neckline (./top-neck.ts),
// sleeves (./top-sleeve.ts), hood, collar, closure, pockets, a dress's skirt (./top-parts.ts), the back's seams
// (./top-back.ts), measurement spots and logo positions (./top-spots.ts).

// ------------------------------------------------------------------------------------------------ tops and dresses

const TOP_DEFAULTS: Record<
  string,
  { L: number; C: number; S: number; A: number; B: number; sleeve: number }
> = {
  tee: { L: 70, C: 52, S: 44, A: 22, B: 19, sleeve: 20 },
  shirt: { L: 76, C: 56, S: 46, A: 24, B: 20, sleeve: 63 },
  'long-sleeve': { L: 70, C: 51, S: 44, A: 22, B: 18, sleeve: 62 },
  hoodie: { L: 70, C: 58, S: 50, A: 25, B: 21, sleeve: 60 },
  jacket: { L: 72, C: 58, S: 47, A: 26, B: 21, sleeve: 64 },
  dress: { L: 100, C: 46, S: 38, A: 20, B: 16, sleeve: 20 },
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
  const BND = get(m, ['backNeckDrop'], 2);
  const A = get(m, ['armhole'], d.A);
  const W = get(m, ['sweep'], isDress ? C * 1.4 : C);
  const hoodie = kind === 'hoodie';
  const ribHem = hoodie || f.fabric === 'rib-or-sweater-knit';
  const hemRib = ribHem ? get(m, ['hemRibHeight'], 6) : 0;
  const hood = f.hood;

  // neckline shape (./top-neck.ts)
  const collar = f.collar;
  const { neckKind, collared, NW, FND } = necklineOf(ctx, C);
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
  const armhole =
    sleeveless || strapless
      ? quad(SP, [SP[0] + 0.5, UA[1] - 1], UA, 8)
      : quad(SP, [SP[0] - 0.6, UA[1] - dy * 0.12], UA, 8);

  // neck curve right half, from HPS to centre
  const drop = front ? FND : BND;
  const neckR = neckCurve({ front, neckKind, strapless, HPS, NW, drop, hc, topY });

  const rightHalf = strapless
    ? chain(
        [[hc * 0.9, topY]],
        smooth(
          [
            [hc * 0.9, topY],
            [hc, UA[1]],
          ],
          1,
        ),
        side,
        hem,
      )
    : chain([HPS, SP], armhole, side, hem);
  const neckLeftToRight = chain(mirrorAll([...neckR]), [...neckR].reverse());
  // body polygon: neck (left HPS -> right HPS), right half down to centre hem, left half back up
  const neckForPoly =
    front && neckKind === 'wrap'
      ? chain(
          mirrorAll(ellipseQuarter(NW / 2, drop * 0.6, 0, 6)),
          [...ellipseQuarter(NW / 2, drop * 0.6, 0, 6)].reverse(),
        )
      : neckLeftToRight;
  const body = chain(neckForPoly.slice(0, -1), rightHalf, mirrorAll([...rightHalf].reverse()).slice(1, -1));

  // sleeves (./top-sleeve.ts)
  const sleeve: TopSleeve | undefined =
    !sleeveless && !strapless ? layOutSleeve(ctx, { SP, UA, oversized, defaults: d }) : undefined;

  // ---------------------------------------------------------------- draw
  const sleeves = sleevePanels(sleeve, armhole, oversized);
  if (hood && !ctx.outlineOnly && !front) drawHoodBack(ctx, HPS, BND);
  for (const sl of sleeves) sk.panel(sl, 'sleeve');
  sk.panel(body, 'body');
  if (oversized && sleeve)
    for (const sgn of [1, -1])
      sk.poly(
        mirrorSign(quad(SP, [SP[0] + 1.5, (SP[1] + UA[1]) / 2], [UA[0], UA[1]], 6), sgn),
        'seam',
        'armhole',
      );
  const spots: Spots = ctxSpots(ctx);
  const hemTop = L - hemRib;

  if (hood && front) drawHoodFront(ctx, HPS, FND, NW);
  if (ctx.outlineOnly) return { spots, logo: () => undefined };

  // neck finish
  if (!hood && !strapless) drawNeckFinish(ctx, { neckKind, collared, knit, HPS, NW, drop });
  if (strapless)
    sk.poly(
      offset(
        [
          [-hc * 0.9, topY + 1.2],
          [hc * 0.9, topY + 1.2],
        ],
        0,
      ),
      'stitch',
      'neck-band',
    );
  if ((sleeveless || strapless) && !strapless)
    for (const sgn of [1, -1]) sk.poly(mirrorSign(offset(armhole, -1), sgn), 'stitch', 'armhole');

  // collars and closures (front), yokes and seams (back)
  const closureTop = drop;
  if (front) {
    if (collared) drawCollar(ctx, { NW, FND: drop, L, hemTop, hc, spots });
    drawClosure(ctx, {
      top: collar === 'lapel' && collared ? L * 0.42 : closureTop,
      hemTop,
      L,
      spots,
      neckKind,
      NW,
      hc,
      collared,
    });
  } else {
    if (
      collared &&
      (collar === 'stand' ||
        collar === 'point' ||
        collar === 'polo' ||
        collar === 'camp' ||
        collar === 'lapel')
    )
      drawBackCollar(ctx, { NW, BND, spots });
    drawTopBack(ctx, { body, hc, L, BND, waistY, topY, fitted, isDress, strapless });
  }

  // shoulder seams, side seams are outline; topstitch at hem and sleeve hems
  if (!strapless)
    for (const sgn of [1, -1]) sk.line(mirrorSign1(HPS, sgn), mirrorSign1(SP, sgn), 'seam', 'shoulder');
  if (ribHem) {
    const xr = xAtYAbs(body, hemTop);
    sk.line([-xr, hemTop], [xr, hemTop], 'seam', 'hem-rib');
    for (const x of ticks(-xr + 0.9, xr - 0.4, 1, CAPS.ribLines))
      sk.line([x, hemTop + 0.5], [x, L - 0.5], 'rib', 'rib');
  } else {
    const hemLine = chain(mirrorAll(hem), [...hem].reverse());
    const hemStitch = offset(hemLine, kind === 'shirt' ? -0.8 : -2.2).map(([x, y]) => [x * 0.985, y] as Pt);
    sk.poly(hemStitch, 'stitch', 'hem');
    if (f.fabric === 'denim')
      sk.poly(
        offset(hemLine, -2.8).map(([x, y]) => [x * 0.985, y] as Pt),
        'stitch',
        'hem',
      );
  }
  if (sleeve) drawSleeveHems(ctx, sleeve);

  // dress waist seam, skirt details
  if (isDress) drawDressSkirt(ctx, body, waistY, L, hemHalf);

  // pockets
  drawTopPockets(ctx, { body, hc, L, hemTop, UA, NW, spots });

  // quilting and pattern fills
  fabricFills(ctx, [body, ...sleeves], { from: strapless ? topY + 2 : 2, to: hemTop - 0.5 });

  // ---------------------------------------------------------------- measurement spots, logo positions (./top-spots.ts)
  const logo = measureTop(ctx, {
    body,
    spots,
    UA,
    HPS,
    SP,
    L,
    BND,
    FND,
    NW,
    hc,
    hemTop,
    hemRib,
    waistY,
    isDress,
    strapless,
    collared,
    knit,
    sleeve,
  });
  return { spots, logo };
}
