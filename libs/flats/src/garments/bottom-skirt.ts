import { chain, mirrorAll, offset, quad, smooth, type Pt } from '../geometry';
import { type Spots, type Ctx, get, xAtYAbs, drawDart } from './shared';

// A skirt's body below the waistband: side seams flaring to the hem, pleats or drape lines, darts, a back vent and
// the centre back zip, with the spots of its length, sweep and hem.

/** Draws the skirt's panel and details into ctx.sk, its spots into `g.spots`; returns its polygon and hem height. */
export function drawSkirtBody(
  ctx: Ctx,
  g: { Wt: number; H: number; wbH: number; hipY: number; spots: Spots },
): { outline: Pt[]; poly: Pt[]; hemY: number } {
  const { sk, m, f, view } = ctx;
  const front = view === 'front';
  const { Wt, H, wbH, hipY, spots } = g;
  let outline: Pt[];
  const lengthDefault = { mini: 42, knee: 58, midi: 75, maxi: 95 }[f.length] ?? 58;
  const Lk = get(m, ['length', 'skirtLength'], lengthDefault);
  const sw = get(m, ['sweep'], H * 2 * 1.2) / 2;
  const hemY = Lk;
  const flare = f.silhouette === 'flared' || f.silhouette === 'pleated';
  const side = smooth(
    [
      [Wt, 0],
      [H, Math.min(hipY, Lk * 0.4)],
      [sw, Lk - (flare ? 1.5 : 0.6)],
    ],
    6,
  );
  const hem = quad([sw, Lk - (flare ? 1.5 : 0.6)], [sw * 0.5, Lk + (flare ? 1.2 : 0.3)], [0, Lk], 6);
  const right = chain(side, hem);
  outline = chain(mirrorAll([...right].reverse()), right.slice(1, -1));
  outline = chain([[-Wt, 0]], outline.slice(1));
  const poly = chain(right, mirrorAll([...right].reverse()).slice(1));
  sk.panel(poly, 'body');
  if (!ctx.outlineOnly) {
    const hemLine = chain(mirrorAll(hem), [...hem].reverse());
    sk.poly(
      offset(hemLine, -2).map(([x, y]) => [x * 0.985, y] as Pt),
      'stitch',
      'hem',
    );
    if (f.silhouette === 'pleated') {
      for (let i = -6; i <= 6; i++) {
        if (i === 0 && !front) continue;
        const x0 = (Wt * i) / 7;
        const x1 = (sw * i) / 7;
        sk.line([x0, wbH], [x1, Lk + (1 - Math.abs(i) / 7) * 0.9], 'seam', 'pleat');
        sk.line([x0 + 0.4, wbH + 0.3], [x0 + (H * i) / 7 - x0 + 0.4, Math.min(hipY, 14)], 'stitch', 'pleat');
      }
    } else if (f.silhouette === 'flared' || f.silhouette === 'a-line') {
      for (const x of [-sw * 0.5, sw * 0.5])
        sk.poly(quad([x * 0.45, hipY], [x * 0.8, Lk * 0.6], [x, Lk - 1]), 'rib', 'drape');
    }
    if (f.silhouette === 'pencil' || f.silhouette === 'a-line')
      for (const sgn of [1, -1])
        drawDart(sk, [sgn * Wt * 0.42, wbH], [sgn * Wt * 0.43, wbH + (front ? 9 : 12)], 1.2);
    if (f.silhouette === 'pencil' && !front) {
      sk.line([0, Lk - 16], [0, Lk], 'opening', 'vent');
      sk.line([1.5, Lk - 16], [1.5, Lk - 0.3], 'stitch', 'vent');
    }
    if (!front) {
      const zl = get(m, ['zipLength', 'flyLength'], 18);
      sk.line([0, wbH], [0, f.silhouette === 'pencil' ? Lk - 16 : Lk], 'seam', 'cb-seam');
      sk.line([0, 0.3], [0, zl], 'zip', 'cb-zip');
      sk.line([-0.8, zl], [0.8, zl], 'seam', 'cb-zip');
      spots.zipLength = [
        [2.2, 0],
        [2.2, zl],
      ];
      spots.flyLength = spots.zipLength; // a skirt's zip opening
    }
  }
  spots.length = [
    [3, 0],
    [3, Lk],
  ];
  spots.skirtLength = spots.length;
  const swAt = xAtYAbs(poly, Lk - 1.5);
  spots.sweep = [
    [-swAt, Lk - 1.5],
    [swAt, Lk - 1.5],
  ];
  // the finished hem near the side seam, from the fold up to the stitch line
  spots.hemHeight = [
    [-(swAt - 3), Lk - 0.3],
    [-(swAt - 3), Lk - 0.3 - get(m, ['hemHeight'], 2)],
  ];
  return { outline, poly, hemY };
}
