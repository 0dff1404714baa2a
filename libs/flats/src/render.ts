import { add, boundsOf, lerp, mul, perp, sub, unit, type Box, type Pt } from './geometry';
import { buildBottom, buildTop, type Built } from './garments';
import { garmentKindOf, isBottom, measurementsAt, resolveFeatures, type Features, type FlatInput, type FlatView, type GarmentKind } from './input';
import { CALLOUT, INK, LOGO, STYLES, Sketch, type Item, type StyleName } from './sketch';
import { toSvg, type FlatPrim, type Stroke } from './flat-svg';
import { BACK_KEYS, aliasOf } from './pom-alias';
import { CAPS, clampCm, clampOffset, clip, withBudget } from './bounds';

// Turns the centimetre drawing into one neutral list of primitives (px, one scale for the whole view) and an SVG string.
// The PDF draws the same primitives with @react-pdf/renderer's <Svg> elements; the studio shows the SVG.
// The primitives and their SVG string are in ./flat-svg.ts, where a POM row's line goes in ./pom-alias.ts.
export { toSvg, type FlatPrim };

export interface FlatCallout {
  code: string;
  key: string;
  name: string;
  valueCm: number | null;
  /** the two ends of the dimension line, px */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** the code tag's centre, px */
  tagX: number;
  tagY: number;
  /** true when the key is not one the engine can locate: drawn beside the garment with its name */
  generic: boolean;
}

export interface FlatOptions {
  /** px per cm (default 4) */
  scale?: number;
  /** 'all': nested outlines of every graded size under the sample size's drawing */
  sizes?: 'base' | 'all';
  /** dimension lines with POM codes (default true) */
  callouts?: boolean;
  /** draw the logo box (default true) */
  logo?: boolean;
  /** 'FRONT' / 'BACK' caption in the corner (default true) */
  caption?: boolean;
  /**
   * Time budget (ms): a render still drawing after it stops with a FlatBudgetError (./bounds.ts), so that a caller on a
   * shared thread is never held longer. Default: none (the engine is bounded by construction; this is a backstop).
   */
  budgetMs?: number;
  /** The clock the budget is measured on (ms; default performance.now): for tests. */
  now?: () => number;
}

export interface FlatResult {
  view: FlatView;
  kind: GarmentKind;
  features: Features;
  width: number;
  height: number;
  /** px per cm */
  scale: number;
  prims: FlatPrim[];
  callouts: FlatCallout[];
  /** px box of the garment itself (without callouts) */
  garment: { x: number; y: number; width: number; height: number };
  svg: string;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

const sleeveStated = (f: FlatInput['features']) => {
  const v = f?.sleeve;
  const value = typeof v === 'string' ? v : v?.value;
  return !!value && value !== 'unclear' && value !== 'n/a';
};

export function renderFlat(input: FlatInput, view: FlatView, opts: FlatOptions = {}): FlatResult {
  return withBudget(opts.budgetMs, opts.now, () => draw(input, view, opts));
}

function draw(input: FlatInput, view: FlatView, opts: FlatOptions): FlatResult {
  const kind = garmentKindOf(input.garmentType || 't-shirt');
  const baseSize = input.baseSize ?? 'M';
  const m = measurementsAt(input, baseSize);
  const features = resolveFeatures(kind, input.features, input.pattern, m);
  // a vest or gilet is a jacket without sleeves, unless the pack says otherwise
  if (/\b(vest|gilet)\b/i.test(input.garmentType ?? '') && !sleeveStated(input.features)) features.sleeve = 'sleeveless';
  const build = isBottom(kind) ? buildBottom : buildTop;
  const scale = opts.scale !== undefined && Number.isFinite(opts.scale) && opts.scale > 0 ? Math.min(opts.scale, 40) : 4;
  const rows = (input.rows ?? []).slice(0, CAPS.callouts);

  // other sizes first (underneath), only their outlines
  const overlay: Item[] = [];
  const sizes = opts.sizes === 'all' ? (input.sizes ?? []).filter((s) => s !== baseSize).slice(0, CAPS.overlaySizes) : [];
  if (sizes.length && rows.length) {
    for (const size of sizes) {
      const sk = new Sketch();
      build({ sk, m: measurementsAt(input, size), f: features, kind, view, outlineOnly: true });
      for (const p of sk.panels) overlay.push({ kind: 'poly', pts: p, closed: true, style: 'overlay', role: `overlay-${size}` });
    }
  }

  const sk = new Sketch();
  const built: Built = build({ sk, m, f: features, kind, view, outlineOnly: false });
  // where the other view can show a POM too (back pockets, a zip at the back): built once, drawn nowhere
  const otherView: FlatView = view === 'front' ? 'back' : 'front';
  const other = opts.callouts === false || !rows.length ? undefined : build({ sk: new Sketch(), m, f: features, kind, view: otherView, outlineOnly: false });
  // the graded outlines over the drawing (thin grey lines), so the smaller sizes show inside it too
  const items: Item[] = [...sk.items, ...overlay];

  // logo / artwork at its real position and size
  const b = input.branding;
  if (opts.logo !== false && b && b.logoPosition) {
    const w = clampCm(b.logoWidth ?? NaN) ?? 8;
    const h = clampCm(b.logoHeight ?? NaN) ?? 6;
    const at = built.logo(b.logoPosition, w, h, clampOffset(b.logoFromTop, 0), clampOffset(b.logoFromLeft, 0));
    if (at) {
      const c: Pt = [at.x, at.y + h / 2];
      const a = ((at.angle ?? 0) * Math.PI) / 180;
      const rot = (p: Pt): Pt => [c[0] + p[0] * Math.cos(a) - p[1] * Math.sin(a), c[1] + p[0] * Math.sin(a) + p[1] * Math.cos(a)];
      const box = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]].map((p) => rot(p as Pt));
      items.push({ kind: 'poly', pts: box, closed: true, style: 'logo', role: 'logo' });
      items.push({ kind: 'poly', pts: [box[0], box[2]], closed: false, style: 'logo', role: 'logo' });
      items.push({ kind: 'poly', pts: [box[1], box[3]], closed: false, style: 'logo', role: 'logo' });
    }
  }

  // garment bounds (cm)
  const gb: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const it of items) {
    if (it.kind === 'poly') boundsOf(it.pts, gb);
    else boundsOf([[it.c[0] - it.r, it.c[1] - it.r], [it.c[0] + it.r, it.c[1] + it.r]], gb);
  }

  // callouts (cm): rows whose home is this view
  type C = { code: string; key: string; name: string; value: number | null; a: Pt; b: Pt; generic: boolean };
  const cs: C[] = [];
  let gv = 0;
  let gh = 0;
  if (opts.callouts !== false) {
    for (const row of rows) {
      const preferred: FlatView = BACK_KEYS.has(row.key) ? 'back' : 'front';
      const here = aliasOf(row.key, built.spots);
      const there = other ? aliasOf(row.key, other.spots) : undefined;
      const home: FlatView = preferred === view ? (here || !there ? view : otherView) : there || !here ? otherView : view;
      if (home !== view) continue;
      const value = clampCm(row.values[baseSize] ?? NaN) ?? null; // as drawn: within [0.1, 500] cm
      const target = aliasOf(row.key, built.spots);
      if (target) {
        const [a, bb] = built.spots[target];
        cs.push({ code: clip(row.code, CAPS.code), key: row.key, name: clip(row.name, CAPS.name), value, a, b: bb, generic: false });
        continue;
      }
      // a key the engine cannot locate: a dimension line of its own length beside the garment, named
      const len = Math.max(3, Math.min(value ?? 10, gb.maxY - gb.minY));
      const vertical = /length|height|rise|drop|depth|seam/i.test(row.key + ' ' + row.name);
      if (vertical) {
        const x = gb.maxX + 5 + gv++ * (18 / scale);
        cs.push({ code: clip(row.code, CAPS.code), key: row.key, name: clip(row.name, CAPS.name), value, a: [x, gb.minY], b: [x, gb.minY + len], generic: true });
      } else {
        const y = gb.maxY + 5 + gh++ * (24 / scale); // 24 px apart: room for the tag and the name under it
        const l = Math.min(len, gb.maxX - gb.minX);
        cs.push({ code: clip(row.code, CAPS.code), key: row.key, name: clip(row.name, CAPS.name), value, a: [-l / 2, y], b: [l / 2, y], generic: true });
      }
    }
  }

  // bounds of everything (cm), then px
  const all: Box = { ...gb };
  for (const c of cs) boundsOf([c.a, c.b], all);
  const margin = 22; // px: room for code tags and end ticks
  const ox = -all.minX * scale + margin;
  const oy = -all.minY * scale + margin + (opts.caption === false ? 0 : 8);
  const P = (p: Pt): Pt => [p[0] * scale + ox, p[1] * scale + oy];
  let width = (all.maxX - all.minX) * scale + margin * 2;
  let height = (all.maxY - all.minY) * scale + margin * 2 + (opts.caption === false ? 0 : 8);

  const prims: FlatPrim[] = [];
  const styleOf = (s: StyleName): Stroke => {
    const st = STYLES[s] as { stroke: string; width: number; dash?: string; fill?: string; fillOpacity?: number };
    return { stroke: st.stroke, strokeWidth: st.width, ...(st.dash ? { dash: st.dash } : {}), ...(st.fill ? { fill: st.fill } : {}), ...(st.fillOpacity !== undefined ? { fillOpacity: st.fillOpacity } : {}) };
  };
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
      prims.push({ type: 'circle', cx: r1(cx), cy: r1(cy), r: r1(Math.max(0.6, it.r * scale)), role: it.role, ...st });
      continue;
    }
    const d = pathOf(it.pts, it.closed);
    const last = prims[prims.length - 1];
    // consecutive open lines of one style and role become one path (fewer elements in the PDF)
    if (!it.closed && !st.fill && last && last.type === 'path' && !last.fill && last.role === it.role && last.stroke === st.stroke && last.strokeWidth === st.strokeWidth && last.dash === st.dash) {
      last.d += d;
      continue;
    }
    prims.push({ type: 'path', d, role: it.role, ...st });
  }

  // dimension lines, end ticks, code tags
  const callouts: FlatCallout[] = [];
  const tags: Pt[] = [];
  const cst = styleOf('callout');
  const tagR = 6.5;
  const clampTag = (p: Pt): Pt => [Math.max(tagR + 1, Math.min(width - tagR - 1, p[0])), Math.max(tagR + 1, Math.min(height - tagR - 1, p[1]))];
  // every dimension's ends (px): a tag on another line's end tick reads as that line's code (B1 on B6 at centre back neck)
  const ends = cs.map((c) => [P(c.a), P(c.b)]);
  for (const [ci, c] of cs.entries()) {
    const a = P(c.a);
    const bb = P(c.b);
    prims.push({ type: 'line', x1: r1(a[0]), y1: r1(a[1]), x2: r1(bb[0]), y2: r1(bb[1]), role: 'callout', ...cst });
    const n = perp(unit(sub(bb, a)));
    for (const e of [a, bb]) {
      const t1 = add(e, mul(n, 3));
      const t2 = add(e, mul(n, -3));
      prims.push({ type: 'line', x1: r1(t1[0]), y1: r1(t1[1]), x2: r1(t2[0]), y2: r1(t2[1]), role: 'callout', ...cst });
    }
    let tag = lerp(a, bb, 0.5);
    const mid = tag;
    const clear = (p: Pt, q: Pt, d: number) => Math.abs(p[0] - q[0]) >= d || Math.abs(p[1] - q[1]) >= d;
    const free = (p: Pt) =>
      tags.every((o) => Math.hypot(o[0] - p[0], o[1] - p[1]) > tagR * 2.4 && clear(o, p, tagR * 2 + 1)) &&
      ends.every((e, k) => k === ci || e.every((q) => clear(q, p, tagR + 1.5)));
    const cands: Pt[] = [0.5, 0.32, 0.68, 0.2, 0.8, 0.42, 0.58, 0.12, 0.88].map((t) => lerp(a, bb, t));
    for (const k of [1, -1, 2, -2, 3, -3]) cands.push(add(mid, mul(n, k * tagR * 2.2)));
    for (const cand of cands)
      if (free(clampTag(cand))) {
        tag = cand;
        break;
      }
    if (Math.hypot(tag[0] - mid[0], tag[1] - mid[1]) > 0.1 && !cands.slice(0, 9).includes(tag))
      prims.push({ type: 'line', x1: r1(mid[0]), y1: r1(mid[1]), x2: r1(tag[0]), y2: r1(tag[1]), role: 'callout', ...styleOf('extension') });
    tag = clampTag(tag);
    tags.push(tag);
    prims.push({ type: 'circle', cx: r1(tag[0]), cy: r1(tag[1]), r: tagR, role: 'callout-tag', stroke: CALLOUT, strokeWidth: 0.8, fill: '#FFFFFF' });
    prims.push({ type: 'text', x: r1(tag[0]), y: r1(tag[1] + 2.1), text: c.code, size: c.code.length > 2 ? 5.2 : 6, anchor: 'middle', fill: CALLOUT, bold: true, role: 'callout-tag' });
    if (c.generic) {
      const vertical = Math.abs(bb[0] - a[0]) < 1;
      const tx = vertical ? a[0] + 3 : (a[0] + bb[0]) / 2;
      const ty = vertical ? bb[1] + 9 : a[1] + 11;
      prims.push({ type: 'text', x: r1(tx), y: r1(ty), text: c.name, size: 5.5, anchor: vertical ? 'end' : 'middle', fill: CALLOUT, role: 'callout-name' });
    }
    callouts.push({ code: c.code, key: c.key, name: c.name, valueCm: c.value, x1: r1(a[0]), y1: r1(a[1]), x2: r1(bb[0]), y2: r1(bb[1]), tagX: r1(tag[0]), tagY: r1(tag[1]), generic: c.generic });
  }
  // generic names can run wider than the margin: grow the canvas rather than cut them
  for (const p of prims)
    if (p.type === 'text' && p.role === 'callout-name') {
      const w = p.text.length * p.size * 0.55;
      const left = p.anchor === 'end' ? p.x - w : p.anchor === 'middle' ? p.x - w / 2 : p.x;
      if (left < 2) p.x += 2 - left;
      const right = left + w;
      if (right > width - 2) width = right + 2;
      if (p.y > height - 2) height = p.y + 4;
    }

  if (opts.caption !== false) {
    prims.push({ type: 'text', x: 4, y: 10, text: view === 'front' ? 'FRONT' : 'BACK', size: 7, anchor: 'start', fill: INK, bold: true, role: 'caption' });
    if (sizes.length) prims.push({ type: 'text', x: width - 4, y: 10, text: `${baseSize} drawn; ${sizes.join(' ')} outlines`, size: 5.5, anchor: 'end', fill: '#7C8A9E', role: 'caption' });
  }
  const [gx, gy] = P([gb.minX, gb.minY]);
  const garment = { x: r1(gx), y: r1(gy), width: r1((gb.maxX - gb.minX) * scale), height: r1((gb.maxY - gb.minY) * scale) };
  width = Math.ceil(width);
  height = Math.ceil(height);
  const label = `${view === 'front' ? 'Front' : 'Back'} flat: ${clip(String(input.garmentType ?? ''), CAPS.name)}`;
  return { view, kind, features, width, height, scale, prims, callouts, garment, svg: toSvg(prims, width, height, label) };
}

export { LOGO };
