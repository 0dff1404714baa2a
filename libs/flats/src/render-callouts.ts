import { add, lerp, mul, perp, sub, unit, type Box, type Pt } from './geometry';
import type { Spots } from './garments';
import type { FlatRow, FlatView } from './input';
import { CALLOUT } from './sketch';
import type { FlatPrim } from './flat-svg';
import { BACK_KEYS, aliasOf } from './pom-alias';
import { CAPS, clampCm, clip } from './bounds';
import { r1, styleOf } from './render-prims';

// A flat's callouts: which points of measure a view shows and where their dimension lines go (cm), then the lines,
// their end ticks and code tags placed clear of each other (px).

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

/** A dimension line before it is drawn: its row and its two ends, cm. */
export type CalloutCm = {
  code: string;
  key: string;
  name: string;
  value: number | null;
  a: Pt;
  b: Pt;
  generic: boolean;
};

/**
 * The dimension lines of the rows whose home is this view: on the garment where the view's spots locate the key, else
 * beside the garment's bounds `gb` (cm), named; `otherSpots` are the other view's, where a row may be at home instead.
 */
export function placeCallouts(
  rows: FlatRow[],
  g: {
    view: FlatView;
    spots: Spots;
    otherSpots: Spots | undefined;
    baseSize: string;
    gb: Box;
    scale: number;
  },
): CalloutCm[] {
  const { view, spots, otherSpots, baseSize, gb, scale } = g;
  const otherView: FlatView = view === 'front' ? 'back' : 'front';
  const cs: CalloutCm[] = [];
  let gv = 0;
  let gh = 0;
  for (const row of rows) {
    const preferred: FlatView = BACK_KEYS.has(row.key) ? 'back' : 'front';
    const here = aliasOf(row.key, spots);
    const there = otherSpots ? aliasOf(row.key, otherSpots) : undefined;
    const home: FlatView =
      preferred === view ? (here || !there ? view : otherView) : there || !here ? otherView : view;
    if (home !== view) continue;
    const value = clampCm(row.values[baseSize] ?? NaN) ?? null; // as drawn: within [0.1, 500] cm
    const target = aliasOf(row.key, spots);
    if (target) {
      const [a, bb] = spots[target];
      cs.push({
        code: clip(row.code, CAPS.code),
        key: row.key,
        name: clip(row.name, CAPS.name),
        value,
        a,
        b: bb,
        generic: false,
      });
      continue;
    }
    // a key the engine cannot locate: a dimension line of its own length beside the garment, named
    const len = Math.max(3, Math.min(value ?? 10, gb.maxY - gb.minY));
    const vertical = /length|height|rise|drop|depth|seam/i.test(row.key + ' ' + row.name);
    if (vertical) {
      const x = gb.maxX + 5 + gv++ * (18 / scale);
      cs.push({
        code: clip(row.code, CAPS.code),
        key: row.key,
        name: clip(row.name, CAPS.name),
        value,
        a: [x, gb.minY],
        b: [x, gb.minY + len],
        generic: true,
      });
    } else {
      const y = gb.maxY + 5 + gh++ * (24 / scale); // 24 px apart: room for the tag and the name under it
      const l = Math.min(len, gb.maxX - gb.minX);
      cs.push({
        code: clip(row.code, CAPS.code),
        key: row.key,
        name: clip(row.name, CAPS.name),
        value,
        a: [-l / 2, y],
        b: [l / 2, y],
        generic: true,
      });
    }
  }
  return cs;
}

/**
 * Draws the callouts into `prims` (P: cm -> px) on a canvas of `size` px: dimension lines, end ticks, code tags where
 * they are clear of other tags and lines' ends, generic rows' names; returns them and the canvas grown to fit names.
 */
export function drawCallouts(
  prims: FlatPrim[],
  cs: CalloutCm[],
  P: (p: Pt) => Pt,
  size: { width: number; height: number },
) {
  let { width, height } = size;
  const callouts: FlatCallout[] = [];
  const tags: Pt[] = [];
  const cst = styleOf('callout');
  const tagR = 6.5;
  const clampTag = (p: Pt): Pt => [
    Math.max(tagR + 1, Math.min(width - tagR - 1, p[0])),
    Math.max(tagR + 1, Math.min(height - tagR - 1, p[1])),
  ];
  // every dimension's ends (px): a tag on another line's end tick reads as that line's code (B1 on B6 at centre back neck)
  const ends = cs.map((c) => [P(c.a), P(c.b)]);
  for (const [ci, c] of cs.entries()) {
    const a = P(c.a);
    const bb = P(c.b);
    prims.push({
      type: 'line',
      x1: r1(a[0]),
      y1: r1(a[1]),
      x2: r1(bb[0]),
      y2: r1(bb[1]),
      role: 'callout',
      ...cst,
    });
    const n = perp(unit(sub(bb, a)));
    for (const e of [a, bb]) {
      const t1 = add(e, mul(n, 3));
      const t2 = add(e, mul(n, -3));
      prims.push({
        type: 'line',
        x1: r1(t1[0]),
        y1: r1(t1[1]),
        x2: r1(t2[0]),
        y2: r1(t2[1]),
        role: 'callout',
        ...cst,
      });
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
      prims.push({
        type: 'line',
        x1: r1(mid[0]),
        y1: r1(mid[1]),
        x2: r1(tag[0]),
        y2: r1(tag[1]),
        role: 'callout',
        ...styleOf('extension'),
      });
    tag = clampTag(tag);
    tags.push(tag);
    prims.push({
      type: 'circle',
      cx: r1(tag[0]),
      cy: r1(tag[1]),
      r: tagR,
      role: 'callout-tag',
      stroke: CALLOUT,
      strokeWidth: 0.8,
      fill: '#FFFFFF',
    });
    prims.push({
      type: 'text',
      x: r1(tag[0]),
      y: r1(tag[1] + 2.1),
      text: c.code,
      size: c.code.length > 2 ? 5.2 : 6,
      anchor: 'middle',
      fill: CALLOUT,
      bold: true,
      role: 'callout-tag',
    });
    if (c.generic) {
      const vertical = Math.abs(bb[0] - a[0]) < 1;
      const tx = vertical ? a[0] + 3 : (a[0] + bb[0]) / 2;
      const ty = vertical ? bb[1] + 9 : a[1] + 11;
      prims.push({
        type: 'text',
        x: r1(tx),
        y: r1(ty),
        text: c.name,
        size: 5.5,
        anchor: vertical ? 'end' : 'middle',
        fill: CALLOUT,
        role: 'callout-name',
      });
    }
    callouts.push({
      code: c.code,
      key: c.key,
      name: c.name,
      valueCm: c.value,
      x1: r1(a[0]),
      y1: r1(a[1]),
      x2: r1(bb[0]),
      y2: r1(bb[1]),
      tagX: r1(tag[0]),
      tagY: r1(tag[1]),
      generic: c.generic,
    });
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
  return { callouts, width, height };
}
