import { chain, ellipseQuarter, mirrorAll, offset, quad, type Pt } from '../geometry';
import { type Ctx, get } from './shared';
import { CAPS, ticks } from '../bounds';

// A top's neckline: its kind once a collar or hood takes its place, the neck width and front drop that kind implies,
// the curve from the high point shoulder to centre, and its finish (a band, a binding, a turtleneck).

export interface Neckline {
  neckKind: string;
  collared: boolean;
  /** neck width and front neck drop, cm, as this neckline draws them */
  NW: number;
  FND: number;
}

/** The neckline drawn: the stated one, 'collared' under a collar, a crew under a hood; C is the chest width. */
export function necklineOf(ctx: Ctx, C: number): Neckline {
  const { m, f, kind } = ctx;
  const hood = f.hood;
  let NW = get(m, ['neckWidth'], kind === 'shirt' ? 17 : Math.max(15, C * 0.34));
  let FND = get(m, ['frontNeckDrop'], kind === 'shirt' ? 7 : 9);
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
  } else if (neckKind === 'collared' && (collar === 'point' || collar === 'stand' || collar === 'polo'))
    FND = Math.min(FND, 6.5);
  return { neckKind, collared, NW, FND };
}

/** The right half of the neck curve, from the high point shoulder to centre (a strapless top's straight top edge). */
export function neckCurve(g: {
  front: boolean;
  neckKind: string;
  strapless: boolean;
  HPS: Pt;
  NW: number;
  drop: number;
  hc: number;
  topY: number;
}): Pt[] {
  const { front, neckKind, strapless, HPS, NW, drop, hc, topY } = g;
  let neckR: Pt[];
  if (strapless) neckR = [[hc * 0.9, topY] as Pt, [0, topY + (front ? 1 : 0)] as Pt];
  else if (front && neckKind === 'v-neck') neckR = quad(HPS, [NW * 0.2, drop * 0.55], [0, drop], 6);
  else if (front && neckKind === 'square')
    neckR = [HPS, [NW / 2, drop - 0.8], [NW / 2 - 0.8, drop], [0, drop]];
  else if (front && neckKind === 'wrap')
    neckR = quad(HPS, [NW * 0.25, drop * 0.9], [-NW * 0.2, drop * 2.3], 6);
  else neckR = ellipseQuarter(NW / 2, drop, 0, 10);
  return neckR;
}

/** The neck's finish where there is no collar or hood: a band or binding inside the curve, or a turtleneck. */
export function drawNeckFinish(
  ctx: Ctx,
  g: { neckKind: string; collared: boolean; knit: boolean; HPS: Pt; NW: number; drop: number },
) {
  const { sk } = ctx;
  const front = ctx.view === 'front';
  const { neckKind, collared, knit, HPS, NW, drop } = g;
  if (!collared && neckKind !== 'turtleneck') {
    const band = knit ? 1.6 : 1;
    const inner =
      neckKind === 'v-neck' && front
        ? quad(
            [HPS[0] + band * 0.8, band * 0.2],
            [NW * 0.2 + band, drop * 0.55 + band * 0.5],
            [0, drop + band * 1.8],
            6,
          )
        : neckKind === 'square' && front
          ? ([
              [NW / 2 + band * 0.8, band * 0.15],
              [NW / 2 + band * 0.8, drop + band - 0.8],
              [NW / 2 + band * 0.8 - 0.8, drop + band],
              [0, drop + band],
            ] as Pt[])
          : ellipseQuarter(NW / 2 + band * 0.8, drop + band, band * 0.15, 10);
    const innerFull = chain(mirrorAll([...inner]), [...inner].reverse());
    sk.poly(innerFull, knit ? 'seam' : 'stitch', 'neck-band');
    if (knit) sk.poly(offset(innerFull, 0.45), 'stitch', 'neck-band');
    if (front && neckKind === 'v-neck' && knit)
      sk.line([0, drop], [0, drop + band * 1.8], 'seam', 'neck-band');
  } else if (neckKind === 'turtleneck') {
    const th = 9;
    const tube: Pt[] = [
      [-NW / 2 - 0.4, drop * 0.35],
      [-NW / 2 + 0.3, -th],
      [NW / 2 - 0.3, -th],
      [NW / 2 + 0.4, drop * 0.35],
    ];
    const base = chain(
      [...ellipseQuarter(NW / 2 + 0.4, drop * 0.35, 0, 6)],
      mirrorAll([...ellipseQuarter(NW / 2 + 0.4, drop * 0.35, 0, 6)].reverse()),
    );
    sk.shape(chain(tube, base.slice(1, -1)), 'part', 'collar');
    sk.line([-NW / 2 + 0.1, -th / 2], [NW / 2 - 0.1, -th / 2], 'fold', 'collar');
    for (const x of ticks(-NW / 2 + 1, NW / 2 - 0.5, 0.9, CAPS.ribLines))
      sk.line([x, -th + 0.4], [x, -th / 2 - 0.3], 'rib', 'rib');
  }
}
