import { lerp, mirror, mirrorAll, type Pt } from '../geometry';
import type { Features, FlatView, GarmentKind } from '../input';
import { Sketch } from '../sketch';

// Garment geometry in centimetres from the measurements at one size. Tops: y = 0 at the high point shoulder (HPS);
// bottoms: y = 0 at the top of the waistband. x = 0 at centre front (front view) or centre back (back view).
// Front view: the garment's left side is on the viewer's right.

export type Spots = Record<string, [Pt, Pt]>;

export interface Built {
  /** key -> the two ends of its dimension line on this view */
  spots: Spots;
  /** where a logo goes: centre x and top y for each position on this view; undefined where the view does not show it */
  logo: (
    position: string,
    w: number,
    h: number,
    fromTop: number,
    fromLeft: number,
  ) => { x: number; y: number; angle?: number } | undefined;
}

export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
export const deg = Math.PI / 180;

export interface Ctx {
  spots?: Spots;
  sk: Sketch;
  m: Record<string, number>;
  f: Features;
  kind: GarmentKind;
  view: FlatView;
  /** only the outer silhouette (size overlay) */
  outlineOnly: boolean;
}

export const ctxSpots = (ctx: Ctx): Spots => (ctx.spots ??= {});

export const get = (m: Record<string, number>, keys: string[], fallback: number) => {
  for (const k of keys) if (m[k] !== undefined) return m[k];
  return fallback;
};

export function widthAcross(s: { sp: Pt; dir: Pt; n: Pt; t: Pt; tb: Pt; ua: Pt }, p: Pt): number {
  // the sleeve's width at point p of its top line, between the top line and the underarm seam (ua -> tb)
  const proj = (q: Pt) => (q[0] - s.sp[0]) * s.dir[0] + (q[1] - s.sp[1]) * s.dir[1];
  const dist = (q: Pt) => (q[0] - s.sp[0]) * s.n[0] + (q[1] - s.sp[1]) * s.n[1];
  const a = proj(s.ua);
  const b = proj(s.tb);
  const t = clamp((proj(p) - a) / (b - a || 1), 0, 1);
  return dist(s.ua) + (dist(s.tb) - dist(s.ua)) * t;
}

export const mirrorSign = (pts: Pt[], sgn: number): Pt[] => (sgn > 0 ? pts : mirrorAll(pts));
export const mirrorSign1 = (p: Pt, sgn: number): Pt => (sgn > 0 ? p : mirror(p));

/** Largest |x| where a closed polygon crosses height y. */
export function xAtYAbs(poly: Pt[], y: number): number {
  let best = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y))
      best = Math.max(best, Math.abs(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0])));
  }
  return best;
}

export function drawDart(sk: Sketch, top: Pt, bottom: Pt, width: number) {
  const mid = lerp(top, bottom, 0.5);
  sk.poly([top, [mid[0] - width / 2, mid[1]], bottom], 'dart', 'dart');
  sk.poly([top, [mid[0] + width / 2, mid[1]], bottom], 'dart', 'dart');
}

export function fabricFills(ctx: Ctx, panels: Pt[][], range: { from: number; to: number }) {
  const { sk, f } = ctx;
  if (f.fabric === 'quilted-or-padded')
    sk.hatch(panels, 7, 'quilt', 'quilting', { from: range.from, to: range.to });
  if (f.pattern === 'stripe') sk.hatch(panels, 2.5, 'pattern', 'pattern');
  else if (f.pattern === 'check') sk.hatch(panels, 4, 'pattern', 'pattern', { vertical: true });
  else if (f.pattern === 'print') sk.dots(panels, 4.5, 'pattern');
  else if (f.pattern === 'colour-block') {
    // the sleeves (tops) or the lower part (bottoms, sleeveless) in a second colour
    const block = panels.length > 1 ? panels.slice(1) : [];
    for (const p of block) sk.shape(p, 'block', 'pattern');
    if (block.length === 0)
      sk.hatch(panels, 1.2, 'pattern', 'pattern', { from: range.to - (range.to - range.from) * 0.3 });
  }
}

export function crossingsRight(poly: Pt[], y: number): [number, number] {
  const xs: number[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y))
      xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  }
  const r = xs.filter((x) => x >= -0.01).sort((p, q) => p - q);
  return r.length >= 2 ? [r[0], r[r.length - 1]] : [0, r[0] ?? 1];
}
