import { add, offset, quad, type Pt } from '../geometry';
import { type Spots, type Ctx, mirrorSign, mirrorSign1, xAtYAbs } from './shared';

// The pockets of pants, shorts and skirts (drawn by buildBottom, ./bottom.ts): front, back, cargo and kangaroo.

export function drawBottomPockets(
  ctx: Ctx,
  g: {
    Wt: number;
    H: number;
    wbH: number;
    hipY: number;
    FR: number;
    hemY: number;
    legs: Pt[][];
    spots: Spots;
  },
) {
  const { sk, f, kind, view } = ctx;
  const front = view === 'front';
  const skirt = kind === 'skirt';
  const shorts = kind === 'shorts';
  const { Wt, H, wbH, hipY, FR, hemY, legs, spots } = g;
  const p = f.pockets;
  if (front && p === 'inset') {
    for (const sgn of [1, -1]) {
      const open =
        skirt || f.fabric === 'denim'
          ? quad([Wt - 9, wbH], [Wt - 8.5, wbH + 6.5], [H - 0.3, wbH + 7.5], 5)
          : [[Wt - 6, wbH] as Pt, [H - 0.2, Math.min(hipY, wbH + 14)] as Pt];
      sk.poly(mirrorSign(open, sgn), 'opening', 'pocket-opening');
      sk.poly(mirrorSign(offset(open, -0.6), sgn), 'stitch', 'pocket-opening');
      if (sgn > 0)
        spots.pocketOpening = [add(open[0], [-1.5, 0] as Pt), add(open[open.length - 1], [-1.5, 1.5] as Pt)];
      if (f.fabric === 'denim') {
        sk.poly(
          mirrorSign(
            [
              [Wt - 3.5, wbH],
              [Wt - 3.2, wbH + 4],
              [Wt - 0.4, wbH + 4.2],
            ],
            sgn,
          ),
          'seam',
          'pocket',
        );
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
        const welt: Pt[] = [
          [x0 + 1, y0 + 1],
          [x0 + w - 1, y0 + 1],
          [x0 + w - 1, y0 + 2.2],
          [x0 + 1, y0 + 2.2],
        ];
        sk.shape(mirrorSign(welt, sgn), 'part', 'pocket');
        sk.line(
          mirrorSign1([x0 + 1, y0 + 1.6], sgn),
          mirrorSign1([x0 + w - 1, y0 + 1.6], sgn),
          'opening',
          'pocket-opening',
        );
      } else {
        const pts: Pt[] = [
          [x0, y0],
          [x0 + w, y0],
          [x0 + w - 0.5, y0 + w * 0.95],
          [x0 + w / 2, y0 + w * 1.1],
          [x0 + 0.5, y0 + w * 0.95],
        ];
        sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
        sk.poly(mirrorSign(offset([...pts.slice(1), pts[0]].reverse(), -0.5), sgn), 'stitch', 'pocket');
        sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + w, y0], sgn), 'opening', 'pocket-opening');
        if (sgn > 0) {
          spots.pocketWidth = [
            [x0, y0 - 1.2],
            [x0 + w, y0 - 1.2],
          ];
          spots.pocketHeight = [
            [x0 + w + 1.2, y0],
            [x0 + w + 1.2, y0 + w * 1.1],
          ];
        }
        sk.line(
          mirrorSign1([x0, y0 + 2], sgn),
          mirrorSign1([x0 + w, y0 + 2], sgn),
          'stitch',
          'pocket-opening',
        );
      }
    }
  }
  if (!front && skirt && p === 'patch') {
    for (const sgn of [1, -1]) {
      const x0 = Wt * 0.2;
      const y0 = wbH + 7;
      const pts: Pt[] = [
        [x0, y0],
        [x0 + 12, y0],
        [x0 + 12, y0 + 13],
        [x0, y0 + 13],
      ];
      sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
      sk.line(
        mirrorSign1([x0, y0 + 2], sgn),
        mirrorSign1([x0 + 12, y0 + 2], sgn),
        'stitch',
        'pocket-opening',
      );
      sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + 12, y0], sgn), 'opening', 'pocket-opening');
    }
  }
  if (front && p === 'patch' && skirt) {
    for (const sgn of [1, -1]) {
      const x0 = Wt * 0.35;
      const y0 = hipY - 3;
      const pts: Pt[] = [
        [x0, y0],
        [x0 + 13, y0],
        [x0 + 13, y0 + 14],
        [x0, y0 + 14],
      ];
      sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
      sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + 13, y0], sgn), 'opening', 'pocket-opening');
      sk.line(
        mirrorSign1([x0, y0 + 2], sgn),
        mirrorSign1([x0 + 13, y0 + 2], sgn),
        'stitch',
        'pocket-opening',
      );
    }
  }
  if (front && p === 'patch' && !skirt) {
    for (const sgn of [1, -1]) {
      const open: Pt[] = [
        [Wt - 7, wbH],
        [H - 0.2, wbH + 12],
      ];
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
      const pts: Pt[] = [
        [x0, y0],
        [x0 + w, y0],
        [x0 + w, y0 + h],
        [x0, y0 + h],
      ];
      sk.shape(mirrorSign(pts, sgn), 'part', 'pocket');
      sk.poly(mirrorSign(offset([...pts.slice(1), pts[0]].reverse(), -0.5), sgn), 'stitch', 'pocket');
      sk.line(mirrorSign1([x0, y0], sgn), mirrorSign1([x0 + w, y0], sgn), 'opening', 'pocket-opening');
      if (sgn > 0 && p === 'cargo') {
        spots.cargoPocketWidth = [
          [x0, y0 + h + 1.2],
          [x0 + w, y0 + h + 1.2],
        ];
        spots.cargoPocketHeight = [
          [x0 - 1.2, y0],
          [x0 - 1.2, y0 + h],
        ];
      }
      if (p === 'cargo') {
        const fl: Pt[] = [
          [x0 - 0.4, y0 - 1.2],
          [x0 + w + 0.4, y0 - 1.2],
          [x0 + w + 0.4, y0 + 4],
          [x0 - 0.4, y0 + 4],
        ];
        sk.shape(mirrorSign(fl, sgn), 'part', 'pocket-flap');
        sk.poly(mirrorSign(offset(fl.slice(1, 4), -0.5), sgn), 'stitch', 'pocket-flap');
        sk.button(mirrorSign1([x0 + w / 2, y0 + 2.6], sgn), 0.55);
        // box pleat in the middle of the pocket
        sk.line(
          mirrorSign1([x0 + w / 2 - 1.5, y0 + 4], sgn),
          mirrorSign1([x0 + w / 2 - 1.5, y0 + h], sgn),
          'fold',
          'pleat',
        );
        sk.line(
          mirrorSign1([x0 + w / 2 + 1.5, y0 + 4], sgn),
          mirrorSign1([x0 + w / 2 + 1.5, y0 + h], sgn),
          'fold',
          'pleat',
        );
      }
    }
  }
}
