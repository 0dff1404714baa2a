// The pattern as an AAMA/ASTM D6673 style DXF (R12 entities, millimetres): one BLOCK per piece per size, inserted side
// by side, every size nested at its piece's place. Layers: 1 boundary (cutting line) and the piece's text, 2 turn
// points, 4 notches, 6 mirror (fold) line, 7 grain line, 8 internal lines (darts, roll lines), 14 sew line.
import type { PatternResult } from './pattern';
import type { Piece } from './pieces';
import { layoutRow } from './layout';
import type { Pt } from './geometry';

export const AAMA_LAYERS = {
  boundary: '1',
  turnPoints: '2',
  notches: '4',
  mirror: '6',
  grain: '7',
  internal: '8',
  sew: '14',
} as const;

const f = (n: number) => (Math.round(n * 100) / 100).toString();
// DXF's y grows upwards; the pieces are drawn y down.
const Y = (y: number) => -y;

class Out {
  lines: string[] = [];
  g(code: number, value: string | number) {
    this.lines.push(String(code), String(value));
  }
}

function polyline(o: Out, layer: string, pts: Pt[], closed: boolean) {
  o.g(0, 'POLYLINE');
  o.g(8, layer);
  o.g(66, 1);
  o.g(10, 0);
  o.g(20, 0);
  o.g(30, 0);
  o.g(70, closed ? 1 : 0);
  for (const [x, y] of pts) {
    o.g(0, 'VERTEX');
    o.g(8, layer);
    o.g(10, f(x));
    o.g(20, f(Y(y)));
    o.g(30, 0);
  }
  o.g(0, 'SEQEND');
  o.g(8, layer);
}
function line(o: Out, layer: string, a: Pt, b: Pt) {
  o.g(0, 'LINE');
  o.g(8, layer);
  o.g(10, f(a[0]));
  o.g(20, f(Y(a[1])));
  o.g(30, 0);
  o.g(11, f(b[0]));
  o.g(21, f(Y(b[1])));
  o.g(31, 0);
}
function text(o: Out, layer: string, at: Pt, h: number, s: string) {
  o.g(0, 'TEXT');
  o.g(8, layer);
  o.g(10, f(at[0]));
  o.g(20, f(Y(at[1])));
  o.g(30, 0);
  o.g(40, h);
  o.g(1, s.replace(/[\r\n]/g, ' '));
}

/** Corners of a polyline (direction turns by more than 25 degrees): the turn points. */
function turnPoints(pts: Pt[]): Pt[] {
  const out: Pt[] = [];
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const a = pts[(i - 1 + n) % n],
      b = pts[i],
      c = pts[(i + 1) % n];
    const a1 = Math.atan2(b[1] - a[1], b[0] - a[0]),
      a2 = Math.atan2(c[1] - b[1], c[0] - b[0]);
    let t = Math.abs(a2 - a1);
    if (t > Math.PI) t = 2 * Math.PI - t;
    if (t > (25 * Math.PI) / 180) out.push(b);
  }
  return out;
}

function nearestOn(pts: Pt[], p: Pt): { at: Pt; i: number } {
  let best = 0,
    d = Infinity;
  pts.forEach(([x, y], i) => {
    const e = (x - p[0]) ** 2 + (y - p[1]) ** 2;
    if (e < d) {
      d = e;
      best = i;
    }
  });
  return { at: pts[best], i: best };
}

export const blockName = (p: Piece, size: string) =>
  `${p.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${size}`;

function block(o: Out, r: PatternResult, p: Piece, size: string) {
  o.g(0, 'BLOCK');
  o.g(8, '0');
  o.g(2, blockName(p, size));
  o.g(70, 0);
  o.g(10, 0);
  o.g(20, 0);
  o.g(30, 0);
  o.g(3, blockName(p, size));
  polyline(o, AAMA_LAYERS.boundary, p.cutLine, true);
  for (const [x, y] of turnPoints(p.cutLine)) {
    o.g(0, 'POINT');
    o.g(8, AAMA_LAYERS.turnPoints);
    o.g(10, f(x));
    o.g(20, f(Y(y)));
    o.g(30, 0);
  }
  // a notch: a 6 mm cut from the cutting line in, towards the seam line
  for (const n of p.notches) {
    const edge = nearestOn(p.cutLine, n).at;
    const dx = n[0] - edge[0],
      dy = n[1] - edge[1];
    const l = Math.hypot(dx, dy) || 1;
    line(o, AAMA_LAYERS.notches, edge, [edge[0] + (dx / l) * 6, edge[1] + (dy / l) * 6]);
  }
  if (p.foldX !== undefined) line(o, AAMA_LAYERS.mirror, [p.foldX, 0], [p.foldX, p.height]);
  line(o, AAMA_LAYERS.grain, p.grain[0], p.grain[1]);
  for (const l of p.internal) polyline(o, AAMA_LAYERS.internal, l, false);
  polyline(o, AAMA_LAYERS.sew, p.seam, true);
  const cx = p.width / 2,
    cy = p.height * 0.4;
  const rows = [
    `Piece Name: ${p.name}`,
    `Size: ${size}`,
    `Quantity: ${p.cut}`,
    `Style Name: ${r.styleNumber}`,
    `Annotation: revision ${r.revision}${p.onFold ? ', cut on fold' : ''}`,
  ];
  rows.forEach((s, i) => text(o, AAMA_LAYERS.boundary, [cx - 40, cy + i * 10], 5, s));
  o.g(0, 'ENDBLK');
  o.g(8, '0');
}

export function patternDxf(r: PatternResult, sizes: string[]): string {
  const o = new Out();
  o.g(999, `Tech Pack Studio pattern ${r.styleNumber} revision ${r.revision} (${r.design}), AAMA layers, mm`);
  o.g(0, 'SECTION');
  o.g(2, 'HEADER');
  o.g(9, '$ACADVER');
  o.g(1, 'AC1009');
  o.g(9, '$INSUNITS');
  o.g(70, 4);
  o.g(0, 'ENDSEC');
  o.g(0, 'SECTION');
  o.g(2, 'TABLES');
  o.g(0, 'TABLE');
  o.g(2, 'LAYER');
  o.g(70, Object.keys(AAMA_LAYERS).length + 1);
  for (const name of ['0', ...Object.values(AAMA_LAYERS)]) {
    o.g(0, 'LAYER');
    o.g(2, name);
    o.g(70, 0);
    o.g(62, 7);
    o.g(6, 'CONTINUOUS');
  }
  o.g(0, 'ENDTAB');
  o.g(0, 'ENDSEC');
  const chosen = r.bySize.filter((s) => sizes.includes(s.size));
  o.g(0, 'SECTION');
  o.g(2, 'BLOCKS');
  for (const s of chosen) for (const p of s.pieces) block(o, r, p, s.size);
  o.g(0, 'ENDSEC');
  // every size of a piece inserted at the same place: the graded nest, bottoms aligned
  const lay = layoutRow(chosen[chosen.length - 1].pieces);
  o.g(0, 'SECTION');
  o.g(2, 'ENTITIES');
  for (const s of chosen)
    for (const p of s.pieces) {
      const at = lay.placed.find((q) => q.piece.part === p.part);
      if (!at) continue;
      o.g(0, 'INSERT');
      o.g(8, AAMA_LAYERS.boundary);
      o.g(2, blockName(p, s.size));
      o.g(10, f(at.x));
      o.g(20, f(Y(at.y + at.piece.height - p.height)));
      o.g(30, 0);
    }
  o.g(0, 'ENDSEC');
  o.g(0, 'EOF');
  return o.lines.join('\r\n') + '\r\n';
}
