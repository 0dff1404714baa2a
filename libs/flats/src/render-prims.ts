import { type Pt } from './geometry';
import { STYLES, type Item, type StyleName } from './sketch';
import { type FlatPrim, type Stroke } from './flat-svg';

// The drawing's items (cm) as the flat's primitives (px): a style's stroke, paths and circles on the view's scale,
// open lines of one style and role joined into one path; and the logo box drawn at its position.

/** A px coordinate as written: one decimal. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export const styleOf = (s: StyleName): Stroke => {
  const st = STYLES[s] as {
    stroke: string;
    width: number;
    dash?: string;
    fill?: string;
    fillOpacity?: number;
  };
  return {
    stroke: st.stroke,
    strokeWidth: st.width,
    ...(st.dash ? { dash: st.dash } : {}),
    ...(st.fill ? { fill: st.fill } : {}),
    ...(st.fillOpacity !== undefined ? { fillOpacity: st.fillOpacity } : {}),
  };
};

/** The logo's box (w x h cm) with its two diagonals, its top centre at `at`, turned by `at.angle` degrees. */
export function logoBoxItems(at: { x: number; y: number; angle?: number }, w: number, h: number): Item[] {
  const items: Item[] = [];
  const c: Pt = [at.x, at.y + h / 2];
  const a = ((at.angle ?? 0) * Math.PI) / 180;
  const rot = (p: Pt): Pt => [
    c[0] + p[0] * Math.cos(a) - p[1] * Math.sin(a),
    c[1] + p[0] * Math.sin(a) + p[1] * Math.cos(a),
  ];
  const box = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map((p) => rot(p as Pt));
  items.push({ kind: 'poly', pts: box, closed: true, style: 'logo', role: 'logo' });
  items.push({ kind: 'poly', pts: [box[0], box[2]], closed: false, style: 'logo', role: 'logo' });
  items.push({ kind: 'poly', pts: [box[1], box[3]], closed: false, style: 'logo', role: 'logo' });
  return items;
}

/** The items as primitives, each point through P (cm -> px); `scale` is px per cm. */
export function itemsToPrims(items: Item[], P: (p: Pt) => Pt, scale: number): FlatPrim[] {
  const prims: FlatPrim[] = [];
  const pathOf = (pts: Pt[], closed: boolean) => {
    let d = '';
    pts.forEach((p, i) => {
      const [x, y] = P(p);
      d += `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`;
    });
    return closed ? d + 'Z' : d;
  };
  for (const it of items) {
    const st = styleOf(it.style);
    if (it.kind === 'circle') {
      const [cx, cy] = P(it.c);
      prims.push({
        type: 'circle',
        cx: r1(cx),
        cy: r1(cy),
        r: r1(Math.max(0.6, it.r * scale)),
        role: it.role,
        ...st,
      });
      continue;
    }
    const d = pathOf(it.pts, it.closed);
    const last = prims[prims.length - 1];
    // consecutive open lines of one style and role become one path (fewer elements in the PDF)
    if (
      !it.closed &&
      !st.fill &&
      last &&
      last.type === 'path' &&
      !last.fill &&
      last.role === it.role &&
      last.stroke === st.stroke &&
      last.strokeWidth === st.strokeWidth &&
      last.dash === st.dash
    ) {
      last.d += d;
      continue;
    }
    prims.push({ type: 'path', d, role: it.role, ...st });
  }
  return prims;
}
