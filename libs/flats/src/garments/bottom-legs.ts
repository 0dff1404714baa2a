import {
  add,
  chain,
  mirror,
  mirrorAll,
  mul,
  offset,
  perp,
  quad,
  smooth,
  sub,
  unit,
  type Pt,
} from '../geometry';
import { type Spots, type Ctx, get, mirrorSign1, xAtYAbs, drawDart, crossingsRight } from './shared';
import { CAPS, ticks } from '../bounds';

// The legs of pants and shorts below the waistband: outseam and inseam from the rise, inseam, thigh, knee and leg
// opening, the hem or rib cuff, a crease, the fly or centre seams, a denim back yoke or darts, and their spots.

/**
 * Draws both legs into ctx.sk, their spots into `g.spots`; returns the polygon, the hem height, the front rise and
 * where a logo on the leg goes.
 */
export function drawLegs(
  ctx: Ctx,
  g: { Wt: number; H: number; wbH: number; hipY: number; elastic: boolean; spots: Spots },
): { poly: Pt[]; hemY: number; FR: number; leg: Pt } {
  const { sk, m, f, kind, view } = ctx;
  const front = view === 'front';
  const shorts = kind === 'shorts';
  const { Wt, H, wbH, hipY, elastic, spots } = g;
  const FR = get(m, ['frontRise'], 27);
  const BR = get(m, ['backRise'], 37);
  const IN = get(
    m,
    ['inseam'],
    shorts ? (f.length === 'bermuda' ? 28 : 18) : f.length === 'cropped' ? 66 : 81,
  );
  const OS = get(m, ['outseam'], FR + IN - 2);
  const T = get(m, ['thigh'], 31);
  const LO = get(
    m,
    ['legOpening'],
    shorts ? 29 : f.silhouette === 'wide' ? 28 : f.silhouette === 'skinny' ? 14 : 18,
  );
  // inseam + rise and outseam rarely agree to the millimetre: the hem sits at their mean, level
  const outerHemY = Math.max(FR + 3, (OS * 0.985 + FR + IN) / 2);
  const innerHemY = outerHemY + (shorts ? 0.6 : 0.3);
  const knitLook = f.fabric === 'fleece' || f.fabric === 'jersey' || f.fabric === 'rib-or-sweater-knit';
  const legCuff = get(
    m,
    ['legCuffHeight'],
    !shorts && elastic && knitLook && f.silhouette !== 'wide' ? 6 : 0,
  );
  const hemY = Math.max(innerHemY, outerHemY);
  const K = get(m, ['knee'], (T + LO) / 2);
  const kneeY = FR + IN / 2;
  const legW = Math.min(T, H + 1); // drawn leg width just below the crotch
  let cx = Math.max(LO / 2 + 0.8, H / 2 + (f.silhouette === 'wide' ? 2.5 : 1.5));
  cx = Math.max(cx, K / 2 + 0.6);
  const thighOuter = Math.max(H, legW * 0.95);
  const outer: Pt[] = shorts
    ? smooth(
        [
          [Wt, 0],
          [H, hipY],
          [Math.max(thighOuter, cx + LO / 2 - 0.5), Math.min(FR + 2.5, outerHemY - 1)],
          [cx + LO / 2, outerHemY],
        ],
        5,
      )
    : smooth(
        [
          [Wt, 0],
          [H, hipY],
          [Math.max(H, cx + K / 2 + 0.5, thighOuter * 0.99), FR + 2.5],
          [cx + K / 2, kneeY],
          [cx + LO / 2, outerHemY],
        ],
        5,
      );
  const inner: Pt[] = shorts
    ? [
        [cx - LO / 2, innerHemY],
        [0.3, FR + 0.8],
        [0, FR],
      ]
    : smooth(
        [
          [cx - LO / 2, innerHemY],
          [cx - K / 2, kneeY],
          [0.6, FR + 2],
          [0, FR],
        ],
        5,
      );
  const right = chain(outer, inner);
  const poly = chain(right, mirrorAll([...right].reverse()).slice(1, -1));
  sk.panel(poly, 'body');
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
        for (const k of ticks(0.8, w - 0.4, 0.9, CAPS.ribLines))
          sk.line(
            mirrorSign1(add(add(c0, mul(d, k)), mul(n, 0.4)), sgn),
            mirrorSign1(add(add(hemL[0], mul(d, k)), mul(n, -0.4)), sgn),
            'rib',
            'rib',
          );
      } else sk.line(mirrorSign1(add(hemL[0], up), sgn), mirrorSign1(add(hemL[1], up), sgn), 'stitch', 'hem');
      if (f.fabric === 'denim')
        sk.line(
          mirrorSign1(add(hemL[0], mul(n, -2.8)), sgn),
          mirrorSign1(add(hemL[1], mul(n, -2.8)), sgn),
          'stitch',
          'hem',
        );
      // inseam and side seams are the outline; a crease line on tailored trousers
      if (!shorts && f.fabric !== 'denim' && f.fabric !== 'jersey' && f.fabric !== 'fleece' && !elastic)
        sk.line(mirrorSign1([cx, FR + 4], sgn), mirrorSign1([cx, hemY - 3], sgn), 'fold', 'crease');
    }
    if (front) {
      // fly or centre front seam
      if (f.waist === 'fly-and-waistband') {
        sk.line([0, wbH], [0, FR], 'seam', 'cf-seam');
        sk.poly(chain([[3.6, wbH]], quad([3.6, FR - 6], [3.6, FR - 3], [0.2, FR - 2.2], 5)), 'stitch', 'fly');
        if (f.fabric === 'denim')
          sk.poly(
            chain([[4.2, wbH]], quad([4.2, FR - 5.5], [4.2, FR - 2.4], [0.2, FR - 1.6], 5)),
            'stitch',
            'fly',
          );
      } else sk.line([0, wbH], [0, FR], 'seam', 'cf-seam');
    } else {
      sk.poly(quad([0, wbH], [0.8, FR * 0.6], [0, FR], 5), 'seam', 'cb-seam');
      if (f.fabric === 'denim') {
        const yokeY = wbH + 7;
        for (const sgn of [1, -1]) {
          sk.line([0.3 * sgn, yokeY], [sgn * xAtYAbs(poly, wbH + 4), wbH + 4], 'seam', 'yoke');
          sk.line(
            [0.3 * sgn, yokeY - 0.6],
            [sgn * (xAtYAbs(poly, wbH + 4) - 0.3), wbH + 3.4],
            'stitch',
            'yoke',
          );
        }
      } else if (f.waist !== 'elastic-or-drawcord')
        for (const sgn of [1, -1]) drawDart(sk, [sgn * Wt * 0.5, wbH], [sgn * Wt * 0.5, wbH + 9], 1.2);
    }
  }
  spots.frontRise = [
    [-1.8, 0],
    [-1.8, FR],
  ];
  if (f.waist === 'fly-and-waistband')
    spots.flyLength = [
      [5.2, 0],
      [5.2, FR - 2.2],
    ];
  spots.backRise = [
    [-1.8, 0],
    [-1.8, FR],
  ];
  void BR;
  const thighY = FR + 2.5;
  const tx = crossingsRight(poly, thighY);
  spots.thigh = [
    [tx[0], thighY],
    [tx[1], thighY],
  ];
  if (!shorts) {
    const kx = crossingsRight(poly, kneeY);
    spots.knee = [
      [kx[0], kneeY],
      [kx[1], kneeY],
    ];
  }
  const lo = [[cx - LO / 2, innerHemY] as Pt, [cx + LO / 2, outerHemY] as Pt];
  const nn = mul(perp(unit(sub(lo[1], lo[0]))), -1.2);
  spots.legOpening = [add(lo[0], nn), add(lo[1], nn)];
  if (legCuff > 0) {
    const dn = perp(unit(sub(lo[1], lo[0])));
    spots.legCuffHeight = [
      add(lo[1], mul(unit(sub(lo[1], lo[0])), 1.2)),
      add(add(lo[1], mul(unit(sub(lo[1], lo[0])), 1.2)), mul(dn, -legCuff)),
    ];
  }
  {
    // the finished leg hem at the outseam (the other leg from the cuff and the outseam), from the fold up to the stitch line
    const along = unit(sub(lo[1], lo[0]));
    const at = add(lo[1], mul(along, 1.2));
    spots.hemHeight = [mirror(at), mirror(add(at, mul(perp(along), -get(m, ['hemHeight'], 2.5))))];
  }
  const innerOff = mirrorAll(offset([...inner].reverse(), -1.2));
  spots.inseam = [innerOff[0], innerOff[innerOff.length - 1]];
  spots.outseam = [
    [Math.max(Wt, H) + 2.5, 0],
    [Math.max(Wt, H) + 2.5, outerHemY],
  ];
  return { poly, hemY, FR, leg: [cx, Math.max(FR + 6, 0)] };
}
