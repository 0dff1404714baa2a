import { add, chain, mul, offset, perp, quad, unit, type Pt } from '../geometry';
import { type Spots, type Ctx, get, xAtYAbs } from './shared';

// A top's or dress's pockets on the front view: patch and cargo pockets, welt or in-seam pockets, a kangaroo pocket.

export function drawTopPockets(
  ctx: Ctx,
  g: { body: Pt[]; hc: number; L: number; hemTop: number; UA: Pt; NW: number; spots: Spots },
) {
  const { sk, f, kind, view } = ctx;
  if (view !== 'front') return;
  const p = f.pockets;
  const { hc, L, hemTop, UA, body } = g;
  const patch = (x0: number, y0: number, w: number, h: number, pointed: boolean, flap: boolean) => {
    const pts: Pt[] = pointed
      ? [
          [x0, y0],
          [x0 + w, y0],
          [x0 + w, y0 + h - 1.5],
          [x0 + w / 2, y0 + h],
          [x0, y0 + h - 1.5],
        ]
      : [
          [x0, y0],
          [x0 + w, y0],
          [x0 + w, y0 + h],
          [x0, y0 + h],
        ];
    sk.shape(pts, 'part', 'pocket');
    sk.poly(offset([...pts.slice(1), pts[0]].reverse(), -0.5).slice(0), 'stitch', 'pocket');
    const wKey = flap ? 'cargoPocketWidth' : 'pocketWidth';
    const hKey = flap ? 'cargoPocketHeight' : 'pocketHeight';
    if (!g.spots[wKey] && x0 > 0) {
      g.spots[wKey] = [
        [x0, y0 + h + 1.2],
        [x0 + w, y0 + h + 1.2],
      ];
      g.spots[hKey] = [
        [x0 + w + 1.2, y0],
        [x0 + w + 1.2, y0 + h],
      ];
      g.spots.pocketOpening ??= [
        [x0, y0 - (flap ? 2 : 1)],
        [x0 + w, y0 - (flap ? 2 : 1)],
      ];
    }
    sk.line([x0, y0 + 2.2], [x0 + w, y0 + 2.2], 'stitch', 'pocket-opening');
    sk.line([x0, y0], [x0 + w, y0], 'opening', 'pocket-opening');
    if (flap) {
      const fl: Pt[] = [
        [x0 - 0.3, y0 - 1],
        [x0 + w + 0.3, y0 - 1],
        [x0 + w + 0.3, y0 + 3.5],
        [x0 + w / 2, y0 + 4.5],
        [x0 - 0.3, y0 + 3.5],
      ];
      sk.shape(fl, 'part', 'pocket-flap');
      sk.poly(offset(fl.slice(1, 5), -0.5), 'stitch', 'pocket-flap');
      sk.button([x0 + w / 2, y0 + 3.2], 0.55);
    }
  };
  if (p === 'patch') {
    if (kind === 'shirt' || kind === 'long-sleeve' || kind === 'tee')
      patch(hc * 0.22, UA[1] - 3, Math.min(12.5, hc * 0.5), 14, kind === 'shirt', false);
    else if (kind === 'dress')
      for (const sgn of [1, -1]) patch(sgn > 0 ? hc * 0.3 : -hc * 0.3 - 14, L * 0.55, 14, 15, false, false);
    else
      for (const sgn of [1, -1])
        patch(sgn > 0 ? hc * 0.25 : -hc * 0.25 - 16, hemTop - 22, 16, 17, false, false);
  } else if (p === 'cargo') {
    for (const sgn of [1, -1]) patch(sgn > 0 ? hc * 0.2 : -hc * 0.2 - 12.5, UA[1] - 2, 12.5, 14, false, true);
    if (kind === 'jacket' || kind === 'dress')
      for (const sgn of [1, -1])
        patch(sgn > 0 ? hc * 0.25 : -hc * 0.25 - 16, hemTop - 22, 16, 17, false, true);
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
        if (sgn > 0)
          g.spots.pocketOpening = [
            [x0 - 2, y0],
            [x1 - 2, y1],
          ];
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
    const pts: Pt[] = chain(
      [
        [-wt, y0],
        [wt, y0],
      ],
      quad([wt, y0], [wt + 1, y0 + (y1 - y0) * 0.55], [wb, y1 - 5], 5),
      [
        [wb, y1],
        [-wb, y1],
      ],
      quad([-wb, y1 - 5], [-wt - 1, y0 + (y1 - y0) * 0.55], [-wt, y0], 5),
    );
    if (f.closure === 'zip-full' || f.closure === 'buttons-full' || f.closure === 'snaps') {
      for (const sgn of [1, -1]) {
        const half = chain(
          [
            [sgn * 2, y0],
            [sgn * wt, y0],
          ],
          quad([sgn * wt, y0], [sgn * (wt + 1), y0 + (y1 - y0) * 0.55], [sgn * wb, y1 - 5], 5),
          [
            [sgn * wb, y1],
            [sgn * 2, y1],
          ],
        );
        sk.shape(half, 'part', 'pocket');
        sk.line([sgn * 2.6, y0 + 0.6], [sgn * 2.6, y1 - 0.3], 'stitch', 'pocket');
      }
    } else {
      sk.shape(pts, 'part', 'pocket');
      sk.poly(offset(pts.slice(0, 2), 0.6), 'stitch', 'pocket');
    }
    g.spots.kangarooWidth = [
      [-wb, y1 - 1.2],
      [wb, y1 - 1.2],
    ];
    g.spots.kangarooHeight = [
      [wt * 0.5, y0],
      [wt * 0.5, y1],
    ];
    g.spots.pocketOpening = [
      [wt + 1.4, y0],
      [wb + 1.2, y1 - 5],
    ];
    for (const sgn of [1, -1]) {
      const open = quad([sgn * wt, y0], [sgn * (wt + 1), y0 + (y1 - y0) * 0.55], [sgn * wb, y1 - 5], 5);
      sk.poly(open, 'opening', 'pocket-opening');
      sk.poly(offset(open, sgn * -0.7), 'stitch', 'pocket-opening');
    }
  }
}
