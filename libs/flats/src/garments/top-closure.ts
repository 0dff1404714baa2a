import { offset, quad, type Pt } from '../geometry';
import { type Spots, type Ctx, get } from './shared';
import { CAPS } from '../bounds';

// A top's front closure: a full or partial zip, a buttoned or snapped placket, a wrap tied at the waist.

export function drawClosure(
  ctx: Ctx,
  g: {
    top: number;
    hemTop: number;
    L: number;
    spots: Spots;
    neckKind: string;
    NW: number;
    hc: number;
    collared: boolean;
  },
) {
  const { sk, f, kind, m } = ctx;
  const c = f.closure;
  const top = g.top;
  const bottom = g.hemTop - (kind === 'jacket' || kind === 'hoodie' ? 0 : 0.2);
  const partialEnd = Math.min(
    g.hemTop - 4,
    top + Math.max(14, get(m, ['zipLength', 'placketLength'], 0) || g.L * 0.3),
  );
  if (c === 'zip-full' || c === 'zip-partial') {
    const end = c === 'zip-full' ? bottom : Math.min(partialEnd, top + 22);
    const start =
      f.hood || g.collared || kind === 'jacket'
        ? kind === 'jacket' && !f.hood
          ? -get(m, ['collarHeight'], 7) * 0.75 + 0.4
          : top
        : top;
    sk.line([0, start], [0, end], 'zip', 'zip');
    sk.line([-0.35, start], [-0.35, end], 'seam', 'zip');
    sk.line([0.35, start], [0.35, end], 'seam', 'zip');
    sk.line([-1.3, start + 0.5], [-1.3, end], 'stitch', 'zip');
    sk.line([1.3, start + 0.5], [1.3, end], 'stitch', 'zip');
    // puller: slider body and a pull tab hanging from it
    const p: Pt = [0, start + 1];
    sk.shape(
      [
        [p[0] - 0.7, p[1]],
        [p[0] + 0.7, p[1]],
        [p[0] + 0.45, p[1] + 1.6],
        [p[0] - 0.45, p[1] + 1.6],
      ],
      'hardware',
      'zip-puller',
    );
    sk.shape(
      [
        [p[0] - 0.4, p[1] + 1.4],
        [p[0] + 0.4, p[1] + 1.4],
        [p[0] + 0.55, p[1] + 4.2],
        [p[0] - 0.55, p[1] + 4.2],
      ],
      'hardware',
      'zip-puller',
    );
    sk.circle([p[0], p[1] + 3.6], 0.2, 'seam', 'zip-puller');
    if (c === 'zip-partial')
      sk.shape(
        [
          [-0.9, end],
          [0.9, end],
          [0.9, end + 0.6],
          [-0.9, end + 0.6],
        ],
        'hardware',
        'zip',
      );
    g.spots.zipLength = [
      [2.6, start],
      [2.6, end],
    ];
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
      sk.shape(
        [
          [-pw, end - 0.1],
          [pw, end - 0.1],
          [pw, end + 0.8],
          [-pw, end + 0.8],
        ],
        'seam',
        'placket',
      );
    }
    const n = Math.min(
      CAPS.buttons,
      Math.max(2, Math.round((end - start) / (c === 'buttons-partial' ? 5 : 9))),
    );
    for (let i = 0; i < n; i++) {
      const y = start + 1.6 + ((end - start - 3.2) * i) / Math.max(1, n - 1);
      if (c === 'snaps') {
        sk.circle([0, y], 0.75, 'hardware', 'snap');
        sk.circle([0, y], 0.3, 'seam', 'snap');
      } else {
        sk.button([0, y], kind === 'jacket' ? 0.95 : 0.6);
        // vertical buttonhole on the placket, beside the button
        sk.buttonhole(
          [-0.9 - (kind === 'jacket' ? 0.6 : 0), y - 0.7],
          [-0.9 - (kind === 'jacket' ? 0.6 : 0), y + 0.7],
        );
      }
    }
    g.spots.zipLength = [
      [pw + 1.6, start],
      [pw + 1.6, end],
    ];
    g.spots.placketLength = g.spots.zipLength;
    g.spots.placketWidth = [
      [-pw, (start + end) / 2 + 2.5],
      [pw, (start + end) / 2 + 2.5],
    ];
    return;
  }
  if (c === 'wrap') {
    const wy = Math.min(g.hemTop - 5, get(m, ['waistPosition'], g.L * 0.45));
    sk.poly(quad([-g.NW / 2, 0.5], [-g.NW * 0.1, wy * 0.55], [g.hc * 0.9, wy], 8), 'seam', 'wrap');
    sk.poly(
      offset(quad([-g.NW / 2, 0.5], [-g.NW * 0.1, wy * 0.55], [g.hc * 0.9, wy], 8), 0.6),
      'stitch',
      'wrap',
    );
    const k: Pt = [g.hc * 0.9, wy];
    sk.shape([k, [k[0] + 3, k[1] - 1.5], [k[0] + 3, k[1] + 1.5]], 'hardware', 'tie');
    sk.poly(quad(k, [k[0] + 2, k[1] + 8], [k[0] + 0.5, k[1] + 16], 6), 'cord', 'tie');
    sk.poly(quad(k, [k[0] + 4, k[1] + 6], [k[0] + 3.5, k[1] + 13], 6), 'cord', 'tie');
    g.spots.zipLength = [
      [-g.NW / 2, 0.5],
      [g.hc * 0.9, wy],
    ];
  }
}
