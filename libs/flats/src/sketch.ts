import { CAPS, budgetCheck, stepFor, ticks } from './bounds';
import { crossingsX, crossingsY, type Pt } from './geometry';

// The drawing in centimetres before it is scaled: polylines, circles and texts with a named line style.

export const INK = '#1B1F24';
export const CALLOUT = '#1565C0';
export const LOGO = '#C62828';

export interface Style {
  stroke: string;
  width: number; // px in the scaled drawing
  dash?: string;
  fill?: string;
  fillOpacity?: number;
}

export const STYLES = {
  outline: { stroke: INK, width: 1.4, fill: '#FFFFFF' },
  part: { stroke: INK, width: 1.1, fill: '#FFFFFF' }, // pockets, collars, cuffs: closed shapes on the garment
  inner: { stroke: INK, width: 0.9, fill: '#EEF0F3' }, // the inside of a hood, a pocket bag seen through an opening
  seam: { stroke: INK, width: 0.8 },
  opening: { stroke: INK, width: 1.2 },
  stitch: { stroke: INK, width: 0.55, dash: '2.4 1.6' },
  fold: { stroke: INK, width: 0.5, dash: '6 2 1 2' },
  rib: { stroke: INK, width: 0.35 },
  dart: { stroke: INK, width: 0.7 },
  zip: { stroke: INK, width: 1.1, dash: '1 0.8' },
  hardware: { stroke: INK, width: 0.7, fill: '#FFFFFF' },
  cord: { stroke: INK, width: 0.9 },
  pattern: { stroke: '#9AA4B1', width: 0.45 },
  patternFill: { stroke: 'none', width: 0, fill: '#9AA4B1', fillOpacity: 0.35 },
  block: { stroke: 'none', width: 0, fill: '#C9CFD8', fillOpacity: 0.55 },
  quilt: { stroke: INK, width: 0.5, dash: '2.4 1.6' },
  logo: { stroke: LOGO, width: 0.9, dash: '3 2', fill: LOGO, fillOpacity: 0.1 },
  overlay: { stroke: '#7C8A9E', width: 0.55 },
  callout: { stroke: CALLOUT, width: 0.7 },
  extension: { stroke: CALLOUT, width: 0.4, dash: '1.5 1.5' },
} satisfies Record<string, Style>;
export type StyleName = keyof typeof STYLES;

export type Item =
  | { kind: 'poly'; pts: Pt[]; closed: boolean; style: StyleName; role: string }
  | { kind: 'circle'; c: Pt; r: number; style: StyleName; role: string };

export class Sketch {
  readonly items: Item[] = [];
  /** Closed shapes that carry the fabric: pattern fills and quilting are clipped to them. */
  readonly panels: Pt[][] = [];

  poly(pts: Pt[], style: StyleName, role: string, closed = false): Pt[] {
    if (pts.length >= 2) this.items.push({ kind: 'poly', pts, closed, style, role });
    return pts;
  }
  shape(pts: Pt[], style: StyleName, role: string): Pt[] {
    return this.poly(pts, style, role, true);
  }
  panel(pts: Pt[], role: string, style: StyleName = 'outline'): Pt[] {
    this.panels.push(pts);
    return this.shape(pts, style, role);
  }
  line(a: Pt, b: Pt, style: StyleName, role: string) {
    this.items.push({ kind: 'poly', pts: [a, b], closed: false, style, role });
  }
  circle(c: Pt, r: number, style: StyleName, role: string) {
    this.items.push({ kind: 'circle', c, r, style, role });
  }
  button(c: Pt, r = 0.65) {
    this.circle(c, r, 'hardware', 'button');
    this.circle([c[0] - r * 0.3, c[1]], r * 0.12, 'seam', 'button');
    this.circle([c[0] + r * 0.3, c[1]], r * 0.12, 'seam', 'button');
  }
  /** A buttonhole: a short slit with bar tacks at both ends. */
  buttonhole(a: Pt, b: Pt) {
    this.line(a, b, 'seam', 'buttonhole');
    const dx = b[1] - a[1];
    const dy = a[0] - b[0];
    const l = Math.hypot(dx, dy) || 1;
    const t: Pt = [(dx / l) * 0.25, (dy / l) * 0.25];
    for (const p of [a, b])
      this.line([p[0] - t[0], p[1] - t[1]], [p[0] + t[0], p[1] + t[1]], 'seam', 'buttonhole');
  }

  /**
   * Horizontal (and vertical) lines clipped to the given panels, every `step` cm: at most CAPS.hatchLines a direction
   * in one panel, spaced wider on a panel too large for that.
   */
  hatch(
    panels: Pt[][],
    step: number,
    style: StyleName,
    role: string,
    opts: { vertical?: boolean; horizontal?: boolean; from?: number; to?: number } = {},
  ) {
    const max = CAPS.hatchLines;
    for (const poly of panels) {
      const { minX, minY, maxX, maxY } = box(poly);
      if (opts.horizontal !== false) {
        const y0 = Math.max(minY, opts.from ?? -Infinity);
        const y1 = Math.min(maxY, opts.to ?? Infinity);
        const s = stepFor(y1 - y0, step, max);
        for (const y of ticks(Math.ceil(y0 / s) * s, y1, s, max)) {
          const xs = crossingsY(poly, y);
          for (let i = 0; i + 1 < xs.length; i += 2)
            if (xs[i + 1] - xs[i] > 0.4) this.line([xs[i] + 0.2, y], [xs[i + 1] - 0.2, y], style, role);
        }
      }
      if (opts.vertical) {
        const s = stepFor(maxX - minX, step, max);
        for (const x of ticks(Math.ceil(minX / s) * s, maxX, s, max)) {
          const ys = crossingsX(poly, x).filter((y) => y >= (opts.from ?? -Infinity) - 50);
          for (let i = 0; i + 1 < ys.length; i += 2) {
            const a = Math.max(ys[i], opts.from ?? -Infinity);
            const b = Math.min(ys[i + 1], opts.to ?? Infinity);
            if (b - a > 0.4) this.line([x, a + 0.2], [x, b - 0.2], style, role);
          }
        }
      }
    }
  }

  /**
   * Small dots on a staggered grid inside the panels (a print shown as a light fill): at most CAPS.dots over all the
   * panels, from at most about CAPS.dotCells grid points tried; a larger garment gets a wider grid.
   */
  dots(panels: Pt[][], step: number, role: string) {
    const boxes = panels.map(box);
    const cells = boxes.reduce((n, b) => n + ((b.maxX - b.minX) * (b.maxY - b.minY) || 0), 0);
    let s = Math.max(step, Math.sqrt(cells / CAPS.dotCells));
    if (!Number.isFinite(s)) return;
    let at = grid(panels, boxes, s);
    // the dots are counted before they are drawn: too many, and the grid widens in proportion (twice at most)
    for (let i = 0; i < 2 && at.length > CAPS.dots; i++)
      at = grid(panels, boxes, (s *= Math.sqrt(at.length / CAPS.dots) * 1.02));
    for (const p of at.slice(0, CAPS.dots)) this.circle(p, 0.45, 'patternFill', role);
  }
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** The points of a staggered grid of step s that lie inside the panels. */
function grid(panels: Pt[][], boxes: Box[], s: number): Pt[] {
  const out: Pt[] = [];
  panels.forEach((poly, k) => {
    const { minX, minY, maxX, maxY } = boxes[k];
    let row = 0;
    for (const y of ticks(Math.ceil(minY / s) * s, maxY, s, CAPS.dotCells)) {
      const xs = ticks(Math.ceil(minX / s) * s + (row % 2 ? s / 2 : 0), maxX, s, CAPS.dotCells);
      // inside(poly, [x, y]) for the whole row: the row's crossings once, then the crossings left of each x
      const cross = crossingsY(poly, y);
      budgetCheck(poly.length + xs.length * cross.length);
      for (const x of xs) if (cross.filter((c) => c < x).length % 2 === 1) out.push([x, y]);
      row++;
    }
  });
  return out;
}

function box(poly: Pt[]): Box {
  let minY = Infinity,
    maxY = -Infinity,
    minX = Infinity,
    maxX = -Infinity;
  for (const [x, y] of poly) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  budgetCheck(poly.length);
  return { minX, minY, maxX, maxY };
}
