// Nesting by the pieces' shapes, not their boxes: each piece is laid on a grid of CELL mm as its occupied span per row
// (the cutting line widened by the knife's gap), and pieces are placed largest first at the lowest place along the
// lay where they fit, across the width from the selvedge, as drawn or turned 180 degrees (the grain stays along the
// selvedge: a one-way fabric would keep one direction). A sleeve head fits into the curve of a hem, a back leg beside
// a front leg turned round.
import { crossingsAt, type Pt } from './geometry';
import type { MarkerPlacement } from './marker';

const CELL = 5; // mm

export interface ShapeItem {
  name: string;
  outline: Pt[];
  w: number;
  h: number;
}

interface Shape {
  outline: Pt[];
  w: number;
  h: number;
  rows: [number, number][];
}

/** The piece's occupied cells per row (first and last column), grown by `gap` mm all round. */
function spans(outline: Pt[], w: number, h: number, gap: number): [number, number][] {
  const n = Math.ceil((h + gap) / CELL);
  const raw: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    const y0 = r * CELL - gap,
      y1 = (r + 1) * CELL;
    let lo = Infinity,
      hi = -Infinity;
    for (let k = 0; k <= 4; k++) {
      const y = Math.min(h - 0.01, Math.max(0.01, y0 + ((y1 - y0) * k) / 4));
      const xs = crossingsAt(outline, y);
      if (xs.length) {
        lo = Math.min(lo, xs[0]);
        hi = Math.max(hi, xs[xs.length - 1]);
      }
    }
    for (const [x, y] of outline)
      if (y >= y0 && y <= y1) {
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    raw.push(
      lo <= hi
        ? [Math.max(0, Math.floor(lo / CELL)), Math.floor(Math.min(w + gap, hi + gap) / CELL)]
        : [1, 0],
    );
  }
  return raw;
}

function shapesOf(it: ShapeItem, gap: number): Shape[] {
  const turned = it.outline.map(([x, y]): Pt => [it.w - x, it.h - y]);
  return [it.outline, turned].map((outline) => ({
    outline,
    w: it.w,
    h: it.h,
    rows: spans(outline, it.w, it.h, gap),
  }));
}

/** Lays `items` on a fabric `width` mm wide: their places (top-left of each piece's box) along the lay. */
export function nestShapes(items: ShapeItem[], width: number, gap: number): MarkerPlacement[] | null {
  const cols = Math.floor(width / CELL);
  const rowsMax = items.reduce((s, it) => s + Math.ceil((it.h + gap) / CELL) + 1, 0);
  // per row of the lay, the columns taken (first and last of each piece's span there)
  const grid: [number, number][][] = Array.from({ length: rowsMax }, () => []);
  // -1 where the shape fits at (x0, y0); else the next x0 worth trying on this row (past the taken cells met)
  const fits = (s: Shape, x0: number, y0: number): number => {
    let next = -1;
    for (let r = 0; r < s.rows.length; r++) {
      const [a, b] = s.rows[r];
      if (a > b) continue;
      for (const [from, to] of grid[y0 + r])
        if (from <= x0 + b && to >= x0 + a) next = Math.max(next, to - a + 1);
    }
    return next;
  };
  const placements: MarkerPlacement[] = [];
  for (const it of [...items].sort((p, q) => q.w * q.h - p.w * p.h)) {
    if (it.w + gap > width) return null;
    let best: { s: Shape; x: number; y: number } | undefined;
    for (const s of shapesOf(it, gap)) {
      const maxX = cols - 1 - Math.max(...s.rows.map((r) => r[1]));
      search: for (let y = 0; y + s.rows.length <= rowsMax && (!best || y < best.y); y++)
        for (let x = 0; x <= maxX;) {
          const next = fits(s, x, y);
          if (next < 0) {
            if (!best || y < best.y || (y === best.y && x < best.x)) best = { s, x, y };
            break search;
          }
          x = next;
        }
    }
    if (!best) return null;
    const { s, x, y } = best;
    s.rows.forEach(([a, b], r) => {
      if (a <= b) grid[y + r].push([x + a, x + b]);
    });
    placements.push({ name: it.name, x: x * CELL, y: y * CELL, width: s.w, height: s.h, outline: s.outline });
  }
  return placements;
}
