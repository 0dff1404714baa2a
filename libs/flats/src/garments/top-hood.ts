import { chain, ellipseQuarter, mirror, mirrorAll, offset, quad, smooth, type Pt } from '../geometry';
import { type Ctx, ctxSpots, get } from './shared';

// A top's hood: sewn into the body's neckline, drawn from the front (face opening, drawcord) and the back.

export function drawHoodFront(ctx: Ctx, HPS: Pt, FND: number, NW: number) {
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
  const faceR = smooth(
    [
      [-1.5, FND * 0.8],
      [hw * 0.5, FND * 0.15 - 1.5],
      [hw * 0.72, -H * 0.38],
      [hw * 0.52, -H * 0.78],
      [0, -H + 3.5],
    ],
    5,
  );
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
    sk.shape(
      [
        [end[0] - 0.35, end[1]],
        [end[0] + 0.35, end[1]],
        [end[0] + 0.35, end[1] + 2.2],
        [end[0] - 0.35, end[1] + 2.2],
      ],
      'hardware',
      'drawcord',
    );
  }
}

export function drawHoodBack(ctx: Ctx, HPS: Pt, BND: number) {
  const { sk, m } = ctx;
  const H = get(m, ['hoodHeight'], 34);
  const Wd = get(m, ['hoodWidth'], 25);
  const hw = Math.max(HPS[0] + 3, Wd * 0.5);
  const outerR = hoodOuter(HPS, H, hw);
  const neckR = ellipseQuarter(HPS[0], BND, 0, 8);
  sk.panel(
    chain(mirrorAll(neckR), [...neckR].reverse(), outerR.slice(1), mirrorAll([...outerR].reverse()).slice(1)),
    'hood',
    'part',
  );
  sk.line([0, -H], [0, BND], 'seam', 'hood');
  sk.line([0.6, -H + 0.6], [0.6, BND], 'stitch', 'hood');
}

/** Right half of a hood's outline, from the shoulder (beside the HPS) up to the crown at centre. */
export function hoodOuter(HPS: Pt, H: number, hw: number): Pt[] {
  return smooth(
    [
      [HPS[0], 0],
      [HPS[0] + 2, -1.5],
      [hw + 0.8, -H * 0.4],
      [hw * 0.8, -H * 0.82],
      [0, -H],
    ],
    6,
  );
}
