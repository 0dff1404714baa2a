import { chain, ellipseQuarter, mirrorAll, offset, quad, type Pt } from '../geometry';
import { type Spots, type Ctx, get, xAtYAbs, drawDart } from './shared';

// The back view of a top or dress: the collar seen from behind, a shirt's yoke and box pleat (and darts on a fitted
// shirt), a dress's centre back seam and zip, a jacket's centre back seam.

/** The back of a collar: its band above the back neckline (a stand collar's full height). */
export function drawBackCollar(ctx: Ctx, g: { NW: number; BND: number; spots: Spots }) {
  const { sk, m, f, kind } = ctx;
  const collar = f.collar;
  const { NW, BND, spots } = g;
  const h = get(m, ['collarHeight'], collar === 'stand' ? (kind === 'jacket' ? 7 : 3.5) : 4.5);
  const up = collar === 'stand' ? h : 1.5;
  const lower = chain(
    mirrorAll(ellipseQuarter(NW / 2 + 0.6, BND + (collar === 'stand' ? 0 : h - 1.5), 0, 8)),
    [...ellipseQuarter(NW / 2 + 0.6, BND + (collar === 'stand' ? 0 : h - 1.5), 0, 8)].reverse(),
  );
  const upper = chain(
    mirrorAll(ellipseQuarter(NW / 2 + 0.3, BND * 0.4, -up, 8)),
    [...ellipseQuarter(NW / 2 + 0.3, BND * 0.4, -up, 8)].reverse(),
  );
  sk.shape(chain(upper, [...lower].reverse()), 'part', 'collar');
  sk.poly(offset(lower, 0.5), 'stitch', 'collar');
  spots.collarHeight = [
    [0, -up - BND * 0.4 + BND * 0.4],
    [0, BND + (collar === 'stand' ? 0 : h - 1.5)],
  ];
}

/** Seams and details across the back: yoke and pleat, centre back seam and zip. */
export function drawTopBack(
  ctx: Ctx,
  g: {
    body: Pt[];
    hc: number;
    L: number;
    BND: number;
    waistY: number;
    topY: number;
    fitted: boolean;
    isDress: boolean;
    strapless: boolean;
  },
) {
  const { sk, f, kind } = ctx;
  const { body, hc, L, BND, waistY, topY, fitted, isDress, strapless } = g;
  if (kind === 'shirt') {
    const yokeY = 9;
    const xs = xAtYAbs(body, yokeY);
    sk.poly(quad([-xs, yokeY], [0, yokeY + 1.2], [xs, yokeY], 8), 'seam', 'yoke');
    sk.poly(quad([-xs + 0.5, yokeY + 0.6], [0, yokeY + 1.8], [xs - 0.5, yokeY + 0.6], 8), 'stitch', 'yoke');
    sk.line([-1.5, yokeY + 1.2], [-1.5, yokeY + 6], 'fold', 'pleat');
    sk.line([1.5, yokeY + 1.2], [1.5, yokeY + 6], 'fold', 'pleat');
    if (fitted)
      for (const sgn of [1, -1])
        drawDart(sk, [sgn * hc * 0.45, waistY - 12], [sgn * hc * 0.45, waistY + 12], 1.2);
  }
  if (isDress) {
    const zl = Math.min(56, waistY + 18);
    const top = strapless ? topY : BND;
    sk.line([0, top], [0, L], 'seam', 'cb-seam');
    sk.line([0, top + 0.5], [0, zl], 'zip', 'cb-zip');
    sk.poly(
      [
        [-0.8, zl],
        [0.8, zl],
      ],
      'seam',
      'cb-zip',
    );
  } else if (kind === 'jacket' && f.fabric !== 'quilted-or-padded')
    sk.line([0, BND], [0, L], 'seam', 'cb-seam');
}
