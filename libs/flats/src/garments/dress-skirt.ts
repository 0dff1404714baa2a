import { quad, type Pt } from '../geometry';
import { type Ctx, xAtYAbs, drawDart } from './shared';
import { CAPS, ticks } from '../bounds';

// The skirt of a dress: waist seam or waistband, gathers and tiers, darts, a wrap line, a back vent, drape lines.

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
  if (sil === 'fit-and-flare')
    for (const x of ticks(-wx + 2, wx - 1, 3, CAPS.ribLines))
      sk.line([x, waistY + 0.3], [x * 1.25, waistY + 7], 'rib', 'gathers');
  if (sil === 'tiered') {
    const tiers = 3;
    for (let i = 1; i < tiers; i++) {
      const y = waistY + ((L - waistY) * i) / tiers;
      const x = xAtYAbs(body, y);
      sk.poly(quad([-x, y], [0, y + 1], [x, y], 6), 'seam', 'tier');
      for (const g of ticks(-x + 1.5, x - 1, 2.5, CAPS.ribLines))
        sk.line([g, y + 0.5], [g * 1.05, y + 4], 'rib', 'gathers');
    }
  }
  if (sil === 'sheath' || sil === 'fit-and-flare' || sil === 'a-line') {
    // darts: bust darts from the side (front), waist darts (front and back)
    const cx = wx * 0.45;
    for (const sgn of [1, -1]) {
      drawDart(
        sk,
        [sgn * cx, waistY - (view === 'front' ? 11 : 13)],
        [sgn * cx, waistY + (sil === 'sheath' ? 12 : 0.1)],
        1.6,
      );
      if (view === 'front') {
        const y = waistY - 14;
        const x = xAtYAbs(body, y);
        sk.poly(
          [
            [sgn * x, y - 0.8],
            [sgn * (x - 8), y + 0.6],
            [sgn * x, y + 1.4],
          ],
          'dart',
          'dart',
        );
      }
    }
  }
  if (sil === 'wrap' && view === 'front' && f.closure !== 'wrap') {
    sk.poly(
      quad([-8, waistY], [hemHalf * 0.2, (waistY + L) / 2], [hemHalf * 0.55, L - 0.3], 6),
      'seam',
      'wrap',
    );
  }
  if (sil === 'sheath' && view === 'back') {
    sk.line([0, L - 14], [0, L], 'opening', 'vent');
    sk.line([1.2, L - 14], [1.2, L - 0.4], 'stitch', 'vent');
  }
  if (sil === 'a-line' || sil === 'fit-and-flare')
    for (const x of [-hemHalf * 0.45, hemHalf * 0.45])
      sk.poly(
        quad([x * 0.55, waistY + 14], [x * 0.9, (waistY + L) / 2 + 10], [x, L - 1.5], 5),
        'rib',
        'drape',
      );
}
