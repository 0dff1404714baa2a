import { quad, type Pt } from '../geometry';
import { type Ctx } from './shared';
import { CAPS, ticks } from '../bounds';

// The waistband of pants, shorts and skirts: elastic shirring with a drawcord out of two eyelets, or a plain band
// with its topstitching, the fly's button or a hook and bar, and belt loops.

export function drawWaistband(ctx: Ctx, g: { Wt: number; wbH: number; elastic: boolean }) {
  const { sk, f, kind, view } = ctx;
  const front = view === 'front';
  const skirt = kind === 'skirt';
  const { Wt, wbH, elastic } = g;
  const wb: Pt[] = [
    [-Wt, 0],
    [Wt, 0],
    [Wt + 0.1, wbH],
    [-Wt - 0.1, wbH],
  ];
  sk.shape(wb, 'part', 'waistband');
  if (elastic) {
    for (const x of ticks(-Wt + 0.8, Wt - 0.5, 1.3, CAPS.shirringColumns)) {
      const zig: Pt[] = ticks(0.5, wbH - 0.4, 0.7, CAPS.shirringRows, true).map((y, i) => [
        x + (i % 2 ? 0.25 : -0.25),
        y,
      ]);
      sk.poly(zig, 'rib', 'shirring');
    }
    if (front) {
      for (const sgn of [1, -1]) {
        const e: Pt = [sgn * 1.6, wbH * 0.45];
        sk.circle(e, 0.45, 'hardware', 'eyelet');
        const end: Pt = [sgn * 3.2, wbH + 17];
        sk.poly(quad(e, [sgn * 1.2, wbH + 9], end, 6), 'cord', 'drawcord');
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
  } else {
    sk.line([-Wt + 0.2, 0.5], [Wt - 0.2, 0.5], 'stitch', 'waistband');
    sk.line([-Wt + 0.2, wbH - 0.5], [Wt - 0.2, wbH - 0.5], 'stitch', 'waistband');
    if (front && !skirt) {
      if (f.waist === 'fly-and-waistband') {
        sk.button([-1.5, wbH / 2], 0.75);
        sk.buttonhole([1.2, wbH / 2], [3, wbH / 2]);
      } else
        sk.shape(
          [
            [-1.2, wbH / 2 - 0.4],
            [1.2, wbH / 2 - 0.4],
            [1.2, wbH / 2 + 0.4],
            [-1.2, wbH / 2 + 0.4],
          ],
          'hardware',
          'hook-and-bar',
        );
    }
    // a skirt's centre-back zip closes with a hook and bar at the waistband (as its BOM and construction say)
    if (skirt && !front && f.waist === 'plain-waistband')
      sk.shape(
        [
          [-1.2, wbH / 2 - 0.4],
          [1.2, wbH / 2 - 0.4],
          [1.2, wbH / 2 + 0.4],
          [-1.2, wbH / 2 + 0.4],
        ],
        'hardware',
        'hook-and-bar',
      );
    if (f.waist === 'fly-and-waistband' || f.fabric === 'denim') {
      const loops = front ? [-Wt * 0.55, Wt * 0.55, -Wt + 1.5, Wt - 1.5] : [0, -Wt * 0.45, Wt * 0.45];
      for (const x of loops)
        sk.shape(
          [
            [x - 0.6, -0.5],
            [x + 0.6, -0.5],
            [x + 0.6, wbH + 0.8],
            [x - 0.6, wbH + 0.8],
          ],
          'part',
          'belt-loop',
        );
    }
  }
}
