// A component's mark on the flat where the garment's own drawing has no line for it: a detail the designer added
// (flounce, drawcord, quilting, pockets, ...) or a part the engine does not draw. Placed from the garment's box in px
// (an approximation of where the detail sits, not a pattern), with the component's name beside it.
import type { FlatPrim } from './flat-svg';
import type { FlatResult } from './render';

type Mark = {
  key: string;
  name: string;
  placement?: string;
  mark?: { shape: string; at: string; params?: Record<string, string> };
};
type Pt = [number, number];

const MARK = '#6A1B9A';
const r1 = (n: number) => Math.round(n * 10) / 10;
const line = (a: Pt, b: Pt, role: string, dash?: string): FlatPrim => ({
  type: 'line',
  x1: r1(a[0]),
  y1: r1(a[1]),
  x2: r1(b[0]),
  y2: r1(b[1]),
  role,
  stroke: MARK,
  strokeWidth: 0.9,
  ...(dash ? { dash } : {}),
});
const path = (pts: Pt[], role: string, closed = false): FlatPrim => ({
  type: 'path',
  d: pts.map((p, i) => `${i ? 'L' : 'M'}${r1(p[0])} ${r1(p[1])}`).join('') + (closed ? 'Z' : ''),
  role,
  stroke: MARK,
  strokeWidth: 0.9,
});

/** Where on the garment box a mark goes: segments (px) the shape is drawn along. */
function anchors(at: string, g: FlatResult['garment'], bottom: boolean, sleeve: string): [Pt, Pt][] {
  const X = (f: number) => g.x + g.width * f;
  const Y = (f: number) => g.y + g.height * f;
  const sleeveY = sleeve === 'long' ? 0.55 : sleeve === 'elbow' ? 0.36 : 0.24;
  const sleeveX = sleeve === 'long' ? 0.05 : 0.1;
  switch (at) {
    case 'sleeve-end':
      return bottom
        ? [
            [
              [X(0.1), Y(0.95)],
              [X(0.35), Y(0.95)],
            ],
          ]
        : [
            [
              [X(sleeveX - 0.04), Y(sleeveY - 0.05)],
              [X(sleeveX + 0.06), Y(sleeveY + 0.03)],
            ],
            [
              [X(0.94 - sleeveX), Y(sleeveY + 0.03)],
              [X(1.04 - sleeveX), Y(sleeveY - 0.05)],
            ],
          ];
    case 'shoulder':
      return [
        [
          [X(0.28), Y(0.06)],
          [X(0.36), Y(0.1)],
        ],
        [
          [X(0.64), Y(0.1)],
          [X(0.72), Y(0.06)],
        ],
      ];
    case 'hem':
      return [
        [
          [X(0.22), Y(0.96)],
          [X(0.78), Y(0.96)],
        ],
      ];
    case 'waist':
      return bottom
        ? [
            [
              [X(0.3), Y(0.03)],
              [X(0.7), Y(0.03)],
            ],
          ]
        : [
            [
              [X(0.3), Y(0.42)],
              [X(0.7), Y(0.42)],
            ],
          ];
    case 'neck':
      return [
        [
          [X(0.42), Y(0.04)],
          [X(0.58), Y(0.04)],
        ],
      ];
    case 'chest':
      return [
        [
          [X(0.58), Y(0.26)],
          [X(0.68), Y(0.26)],
        ],
      ];
    case 'pocket-side':
      return bottom
        ? [
            [
              [X(0.18), Y(0.14)],
              [X(0.3), Y(0.14)],
            ],
            [
              [X(0.7), Y(0.14)],
              [X(0.82), Y(0.14)],
            ],
          ]
        : [
            [
              [X(0.3), Y(0.72)],
              [X(0.42), Y(0.72)],
            ],
            [
              [X(0.58), Y(0.72)],
              [X(0.7), Y(0.72)],
            ],
          ];
    case 'knee':
      return [
        [
          [X(0.14), Y(0.5)],
          [X(0.3), Y(0.5)],
        ],
        [
          [X(0.7), Y(0.5)],
          [X(0.86), Y(0.5)],
        ],
      ];
    case 'back-yoke':
      return [
        [
          [X(0.3), Y(bottom ? 0.12 : 0.16)],
          [X(0.7), Y(bottom ? 0.12 : 0.16)],
        ],
      ];
    case 'centre-front':
      return [
        [
          [X(0.5), Y(0.12)],
          [X(0.5), Y(0.9)],
        ],
      ];
    default:
      return [
        [
          [X(0.38), Y(0.5)],
          [X(0.62), Y(0.5)],
        ],
      ];
  }
}

function shape(
  kind: string,
  [a, b]: [Pt, Pt],
  role: string,
  params: Record<string, string> = {},
  scale = 4,
): FlatPrim[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const n: Pt = [-dy / len, dx / len];
  const at = (t: number, off = 0): Pt => [a[0] + dx * t + n[0] * off, a[1] + dy * t + n[1] * off];
  switch (kind) {
    case 'wave':
      return [
        path(
          Array.from({ length: 13 }, (_, i) => at(i / 12, i % 2 ? 2.5 : -1)),
          role,
        ),
      ];
    case 'band':
      return [
        line(at(0, -1.5), at(1, -1.5), role),
        line(at(0, 1.5), at(1, 1.5), role),
        line(at(0, -1.5), at(0, 1.5), role),
        line(at(1, -1.5), at(1, 1.5), role),
      ];
    case 'cord':
      return [
        path([at(0.45), at(0.42, 10), at(0.4, 22)], role),
        path([at(0.55), at(0.58, 10), at(0.6, 22)], role),
      ];
    case 'box':
      return [
        path([at(0, 0), at(1, 0), at(1, len * 0.8), at(0, len * 0.8)], role, true),
        line(at(0, 1.5), at(1, 1.5), role, '2 1.5'),
      ];
    case 'slit':
      return [line(at(0.3, -4), at(0.3, 4), role), line(at(0.7, -4), at(0.7, 4), role)];
    case 'lines':
      return [0, 1, 2, 3].map((i) => line(at(0, i * 6), at(1, i * 6), role, '3 2'));
    case 'quilt': {
      const gap = Math.max(4, Math.min(20, Number(params.spacing ?? 6) * scale * 0.5));
      const out: FlatPrim[] = [];
      for (let i = 0; i < 5; i++) {
        const o = i * gap;
        if (params.pattern === 'diamond')
          out.push(
            line(at(0, o), at(1, o + gap * 2), role, '2 1.5'),
            line(at(0, o + gap * 2), at(1, o), role, '2 1.5'),
          );
        else if (params.pattern === 'chevron')
          out.push(path([at(0, o), at(0.5, o + gap * 0.8), at(1, o)], role));
        else out.push(line(at(0, o), at(1, o), role, '2 1.5'));
      }
      return out;
    }
    default:
      return [
        {
          type: 'circle',
          cx: r1(a[0] + dx / 2),
          cy: r1(a[1] + dy / 2),
          r: 3,
          role,
          stroke: MARK,
          strokeWidth: 0.9,
          fill: '#FFFFFF',
        },
      ];
  }
}

// where a component without a mark of its own goes, read from its placement
const AT_WORDS: [RegExp, string][] = [
  [/sleeve|cuff/i, 'sleeve-end'],
  [/shoulder/i, 'shoulder'],
  [/neck|collar|hood/i, 'neck'],
  [/hem/i, 'hem'],
  [/waist/i, 'waist'],
  [/side seam|pocket/i, 'pocket-side'],
  [/centre front/i, 'centre-front'],
  [/knee|leg/i, 'knee'],
];
const atOf = (c: Mark) => c.mark?.at ?? AT_WORDS.find(([re]) => re.test(c.placement ?? ''))?.[1] ?? 'body';

/** The mark of a component: its shape at each of its anchors, and its name once. */
export function componentMark(c: Mark, flat: FlatResult, bottom: boolean): FlatPrim[] {
  const at = anchors(atOf(c), flat.garment, bottom, flat.features.sleeve);
  const role = `detail-${c.key}`.slice(0, 60);
  const out = at.flatMap((seg) => shape(c.mark?.shape ?? 'tag', seg, role, c.mark?.params, flat.scale));
  const [p] = at[0];
  out.push({
    type: 'text',
    x: r1(Math.min(flat.width - 4, Math.max(4, p[0]))),
    y: r1(Math.max(8, p[1] - 4)),
    text: c.name.slice(0, 40),
    size: 5,
    anchor: 'start',
    fill: MARK,
    role,
  });
  return out;
}
