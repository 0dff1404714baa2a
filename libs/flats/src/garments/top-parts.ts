import { add, chain, ellipseQuarter, lerp, mirror, mirrorAll, mul, offset, perp, quad, smooth, unit, type Pt } from '../geometry';
import { type Spots, type Ctx, ctxSpots, get, mirrorSign, mirrorSign1, xAtYAbs, drawDart } from './shared';
import { CAPS, ticks } from '../bounds';

// The parts of a top or dress: hood, collar, front closure, pockets, the skirt of a dress.

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

export function drawHoodBack(ctx: Ctx, HPS: Pt, BND: number) {
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
export function hoodOuter(HPS: Pt, H: number, hw: number): Pt[] {
  return smooth([[HPS[0], 0], [HPS[0] + 2, -1.5], [hw + 0.8, -H * 0.4], [hw * 0.8, -H * 0.82], [0, -H]], 6);
}

export function drawCollar(ctx: Ctx, g: { NW: number; FND: number; L: number; hemTop: number; hc: number; spots: Spots }) {
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
      if (c === 'polo') for (const t of ticks(0.2, 0.9, 0.12, CAPS.ribLines)) sk.line(mirrorSign1(lerp([NW / 2 + 1.8, 2.5], tip, t), sgn), mirrorSign1(lerp([NW / 2 + 1.8, 2.5], tip, t - 0.06), sgn), 'rib', 'rib');
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

export function drawClosure(ctx: Ctx, g: { top: number; hemTop: number; L: number; spots: Spots; neckKind: string; NW: number; hc: number; collared: boolean }) {
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
    const n = Math.min(CAPS.buttons, Math.max(2, Math.round((end - start) / (c === 'buttons-partial' ? 5 : 9))));
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

export function drawTopPockets(ctx: Ctx, g: { body: Pt[]; hc: number; L: number; hemTop: number; UA: Pt; NW: number; spots: Spots }) {
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

export function drawDressSkirt(ctx: Ctx, body: Pt[], waistY: number, L: number, hemHalf: number) {
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
  if (sil === 'fit-and-flare') for (const x of ticks(-wx + 2, wx - 1, 3, CAPS.ribLines)) sk.line([x, waistY + 0.3], [x * 1.25, waistY + 7], 'rib', 'gathers');
  if (sil === 'tiered') {
    const tiers = 3;
    for (let i = 1; i < tiers; i++) {
      const y = waistY + ((L - waistY) * i) / tiers;
      const x = xAtYAbs(body, y);
      sk.poly(quad([-x, y], [0, y + 1], [x, y], 6), 'seam', 'tier');
      for (const g of ticks(-x + 1.5, x - 1, 2.5, CAPS.ribLines)) sk.line([g, y + 0.5], [g * 1.05, y + 4], 'rib', 'gathers');
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
