// Plane geometry on the drafted pieces (millimetres, y down as FreeSewing draws): a seam path flattened to a polygon,
// widths across it, lengths along it between two of its points, and the outline a seam allowance away.
import type { FsOp, FsPart, FsPoint } from '@freesewing/core';

export type Pt = [number, number];

const STEPS = 16;

function cubic(a: FsPoint, b: FsPoint, c: FsPoint, d: FsPoint, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
    u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y,
  ];
}

/** A path's operations as one polyline (curves sampled); a closed path does not repeat its first point. */
export function flatten(ops: FsOp[]): Pt[] {
  const out: Pt[] = [];
  let at: FsPoint | undefined;
  for (const op of ops) {
    if ((op.type === 'move' || op.type === 'line') && op.to) out.push([op.to.x, op.to.y]);
    else if (op.type === 'curve' && at && op.cp1 && op.cp2 && op.to)
      for (let i = 1; i <= STEPS; i++) out.push(cubic(at, op.cp1, op.cp2, op.to, i / STEPS));
    if (op.to) at = op.to;
  }
  const clean: Pt[] = [];
  for (const p of out)
    if (
      !clean.length ||
      Math.hypot(p[0] - clean[clean.length - 1][0], p[1] - clean[clean.length - 1][1]) > 0.05
    )
      clean.push(p);
  if (
    clean.length > 1 &&
    Math.hypot(clean[0][0] - clean[clean.length - 1][0], clean[0][1] - clean[clean.length - 1][1]) < 0.05
  )
    clean.pop();
  return clean;
}

/** The piece's seam line (the stitching line) as a closed polygon (a piece drawn by its outline: the outline). */
export const seamOf = (part: FsPart): Pt[] => flatten((part.paths.seam ?? part.paths.outline)?.ops ?? []);

export function bbox(poly: Pt[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of poly) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

/** Where a horizontal line at `y` crosses the closed polygon (x values, sorted). */
export function crossingsAt(poly: Pt[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i];
    const [x2, y2] = poly[(i + 1) % poly.length];
    if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
  }
  return xs.sort((a, b) => a - b);
}

/** Width of the piece across a horizontal line (outermost crossings); 0 where the line misses it. */
export function widthAt(poly: Pt[], y: number): number {
  const xs = crossingsAt(poly, y);
  return xs.length >= 2 ? xs[xs.length - 1] - xs[0] : 0;
}

/** From a fold (or centre) line at x = `fold` to the farthest crossing at `y`. */
export function reachAt(poly: Pt[], y: number, fold: number): number {
  const xs = crossingsAt(poly, y);
  return xs.length ? Math.max(...xs.map((x) => Math.abs(x - fold))) : 0;
}

function nearest(poly: Pt[], p: FsPoint | Pt): number {
  const [px, py] = Array.isArray(p) ? p : [p.x, p.y];
  let best = 0,
    d = Infinity;
  poly.forEach(([x, y], i) => {
    const e = (x - px) ** 2 + (y - py) ** 2;
    if (e < d) {
      d = e;
      best = i;
    }
  });
  return best;
}

function walk(poly: Pt[], from: number, to: number): number {
  let len = 0;
  for (let i = from; i !== to; i = (i + 1) % poly.length) {
    const j = (i + 1) % poly.length;
    len += Math.hypot(poly[j][0] - poly[i][0], poly[j][1] - poly[i][1]);
  }
  return len;
}

/** Length along the closed seam line between two of its points: the shorter way round, or the way through `via`. */
export function along(poly: Pt[], a: FsPoint, b: FsPoint, via?: FsPoint): number {
  const i = nearest(poly, a),
    j = nearest(poly, b);
  const forward = walk(poly, i, j),
    backward = walk(poly, j, i);
  if (!via) return Math.min(forward, backward);
  const v = nearest(poly, via);
  const onForward = walk(poly, i, v) <= forward;
  return onForward ? forward : backward;
}

export function area(poly: Pt[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i];
    const [x2, y2] = poly[(i + 1) % poly.length];
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}

/** The outline `d` mm outside a closed polygon (the cutting line a seam allowance away); corners are mitred, capped at 3d. */
export function offset(poly: Pt[], d: number): Pt[] {
  if (poly.length < 3 || d === 0) return poly.map((p) => [p[0], p[1]] as Pt);
  const out = offsetBy(poly, d, 1);
  return Math.abs(area(out)) >= Math.abs(area(poly)) ? out : offsetBy(poly, d, -1);
}

function offsetBy(poly: Pt[], d: number, sign: number): Pt[] {
  const n = poly.length;
  const normal = (a: Pt, b: Pt): Pt => {
    const dx = b[0] - a[0],
      dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [(sign * dy) / l, (-sign * dx) / l];
  };
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const prev = poly[(i - 1 + n) % n],
      cur = poly[i],
      next = poly[(i + 1) % n];
    const n1 = normal(prev, cur),
      n2 = normal(cur, next);
    let mx = n1[0] + n2[0],
      my = n1[1] + n2[1];
    const ml = Math.hypot(mx, my);
    if (ml < 1e-9) {
      mx = n1[0];
      my = n1[1];
    } else {
      mx /= ml;
      my /= ml;
    }
    const cos = mx * n1[0] + my * n1[1];
    const k = Math.min(3, 1 / Math.max(cos, 1 / 3));
    out.push([cur[0] + mx * d * k, cur[1] + my * d * k]);
  }
  return out;
}
