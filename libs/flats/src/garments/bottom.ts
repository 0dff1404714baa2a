import { add, chain, mirror, mirrorAll, mul, offset, perp, quad, smooth, sub, unit, type Pt } from '../geometry';
import { type Spots, type Built, type Ctx, get, mirrorSign1, xAtYAbs, drawDart, fabricFills, crossingsRight } from './shared';
import { drawBottomPockets } from './bottom-pockets';
import { CAPS, ticks } from '../bounds';

// Pants, shorts and skirts.

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
    // the finished hem near the side seam, from the fold up to the stitch line
    spots.hemHeight = [[-(swAt - 3), Lk - 0.3], [-(swAt - 3), Lk - 0.3 - get(m, ['hemHeight'], 2)]];
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
          for (const k of ticks(0.8, w - 0.4, 0.9, CAPS.ribLines)) sk.line(mirrorSign1(add(add(c0, mul(d, k)), mul(n, 0.4)), sgn), mirrorSign1(add(add(hemL[0], mul(d, k)), mul(n, -0.4)), sgn), 'rib', 'rib');
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
    {
      // the finished leg hem at the outseam (the other leg from the cuff and the outseam), from the fold up to the stitch line
      const along = unit(sub(lo[1], lo[0]));
      const at = add(lo[1], mul(along, 1.2));
      spots.hemHeight = [mirror(at), mirror(add(at, mul(perp(along), -get(m, ['hemHeight'], 2.5))))];
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
    for (const x of ticks(-Wt + 0.8, Wt - 0.5, 1.3, CAPS.shirringColumns)) {
      const zig: Pt[] = ticks(0.5, wbH - 0.4, 0.7, CAPS.shirringRows, true).map((y, i) => [x + (i % 2 ? 0.25 : -0.25), y]);
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

  // pockets (./bottom-pockets.ts)
  drawBottomPockets(ctx, { Wt, H, wbH, hipY, FR, hemY, legs, spots });

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
