// Plane geometry in centimetres: x to the viewer's right, y down, x = 0 at centre front / back.
export type Pt = [number, number];

export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const unit = (a: Pt): Pt => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l];
};
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const mirror = (p: Pt): Pt => [-p[0], p[1]];
export const mirrorAll = (pts: Pt[]): Pt[] => pts.map(mirror);
/** Perpendicular of a direction, turned clockwise on screen (y down): (1,0) -> (0,1). */
export const perp = (d: Pt): Pt => [-d[1], d[0]];

/** Quadratic Bezier from a through control c to b, sampled (a included, b included). */
export function quad(a: Pt, c: Pt, b: Pt, n = 8): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ]);
  }
  return out;
}

/** Cubic Bezier, sampled. */
export function cubic(a: Pt, c1: Pt, c2: Pt, b: Pt, n = 10): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * u * a[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * b[0],
      u * u * u * a[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * b[1],
    ]);
  }
  return out;
}

/** Quarter ellipse from (rx, y0) to (0, y0 + ry), centred on x = 0. */
export function ellipseQuarter(rx: number, ry: number, y0 = 0, n = 10): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * (Math.PI / 2);
    out.push([rx * Math.cos(t), y0 + ry * Math.sin(t)]);
  }
  return out;
}

/** Joins polylines, dropping a point that repeats the previous one. */
export function chain(...parts: Pt[][]): Pt[] {
  const out: Pt[] = [];
  for (const part of parts)
    for (const p of part) {
      const last = out[out.length - 1];
      if (!last || Math.abs(last[0] - p[0]) > 1e-6 || Math.abs(last[1] - p[1]) > 1e-6) out.push(p);
    }
  return out;
}

/** Polyline offset by d (positive to the right of the direction of travel on screen). */
export function offset(pts: Pt[], d: number): Pt[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const n = perp(unit(sub(b, a)));
    return add(p, mul(n, d));
  });
}

export function polyLength(pts: Pt[]): number {
  let l = 0;
  for (let i = 1; i < pts.length; i++) l += len(sub(pts[i], pts[i - 1]));
  return l;
}

/** Point at distance s along a polyline. */
export function along(pts: Pt[], s: number): Pt {
  let rest = s;
  for (let i = 1; i < pts.length; i++) {
    const l = len(sub(pts[i], pts[i - 1]));
    if (rest <= l) return lerp(pts[i - 1], pts[i], l ? rest / l : 0);
    rest -= l;
  }
  return pts[pts.length - 1];
}

/** The part of a polyline between distances s0 and s1. */
export function slice(pts: Pt[], s0: number, s1: number): Pt[] {
  const out: Pt[] = [along(pts, s0)];
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    acc += len(sub(pts[i], pts[i - 1]));
    if (acc > s0 && acc < s1) out.push(pts[i]);
  }
  out.push(along(pts, s1));
  return out;
}

/** x values where the horizontal line y crosses a closed polygon, sorted. */
export function crossingsY(poly: Pt[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y))
      xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  }
  return xs.sort((p, q) => p - q);
}

/** y values where the vertical line x crosses a closed polygon, sorted. */
export function crossingsX(poly: Pt[], x: number): number[] {
  return crossingsY(
    poly.map(([px, py]) => [py, px]),
    x,
  );
}

export function inside(poly: Pt[], p: Pt): boolean {
  const xs = crossingsY(poly, p[1]);
  let n = 0;
  for (const x of xs) if (x < p[0]) n++;
  return n % 2 === 1;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(pts: Pt[], into?: Box): Box {
  const b = into ?? { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of pts) {
    if (x < b.minX) b.minX = x;
    if (y < b.minY) b.minY = y;
    if (x > b.maxX) b.maxX = x;
    if (y > b.maxY) b.maxY = y;
  }
  return b;
}

/** Half the width of a closed polygon at height y, measured from x = 0 outward (the widest crossing). */
export function halfWidthAt(poly: Pt[], y: number): number {
  const xs = crossingsY(poly, y);
  return xs.length ? Math.max(Math.abs(xs[0]), Math.abs(xs[xs.length - 1])) : 0;
}

/** A smooth curve through the given points (Catmull-Rom, sampled n per span). */
export function smooth(points: Pt[], n = 6): Pt[] {
  if (points.length < 3) return points;
  const out: Pt[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    for (let j = 0; j < n; j++) {
      const t = j / n;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push([
        0.5 *
          (2 * p1[0] +
            (-p0[0] + p2[0]) * t +
            (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2 +
            (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3),
        0.5 *
          (2 * p1[1] +
            (-p0[1] + p2[1]) * t +
            (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2 +
            (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3),
      ]);
    }
  }
  out.push(points[points.length - 1]);
  return out;
}

/** x of a polyline (monotone in y) at height y, by linear interpolation. */
export function xAtY(pts: Pt[], y: number): number {
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    if ((a[1] <= y && b[1] >= y) || (b[1] <= y && a[1] >= y))
      return b[1] === a[1] ? a[0] : a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
  }
  return y < pts[0][1] ? pts[0][0] : pts[pts.length - 1][0];
}
