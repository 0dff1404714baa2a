// A marker for one size: every piece as many times as it is cut (a piece cut on the fold opened out to its full
// width), nested on the fabric's usable width two ways, the shorter kept: maxrects-packer (MaxRects by the pieces'
// boxes; no rotation) and the nest by shapes (nest-shapes.ts: the outlines themselves, as drawn or turned 180 degrees;
// every grain line runs along the selvedge either way). Marker length and efficiency (the pieces' true area over
// width x length).
// the package's main file is a UMD bundle under "type": "module"; its ES build is the one Node and jest can load
import { MaxRectsPacker } from 'maxrects-packer/dist/maxrects-packer.mjs';
import { area, type Pt } from './geometry';
import { nestShapes } from './nest-shapes';
import type { Piece } from './pieces';

export interface MarkerPlacement {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  outline: Pt[];
}
export interface Marker {
  widthCm: number;
  lengthCm: number;
  lengthM: number;
  efficiency: number;
  pieces: number;
  placements: MarkerPlacement[];
}

const GAP = 5; // mm between pieces (the cutting knife's path)
const ENDS = 20; // mm at each end of the lay

/** The opened-out outline of a piece cut on the fold: the half mirrored about the fold line. */
export function openedOutline(p: Piece): Pt[] {
  if (p.foldX === undefined) return p.cutLine;
  const fx = p.foldX;
  const half = p.cutLine.map(([x, y]): Pt => [x - fx + (p.width - fx), y]);
  const mirrored = [...p.cutLine].reverse().map(([x, y]): Pt => [p.width - fx - (x - fx), y]);
  return [...half, ...mirrored];
}

type Item = { w: number; h: number; name: string; outline: Pt[] };

function itemsOf(pieces: Piece[]): Item[] {
  const items: Item[] = [];
  for (const p of pieces) {
    const outline = openedOutline(p);
    const xs = outline.map((q) => q[0]),
      ys = outline.map((q) => q[1]);
    const minX = Math.min(...xs),
      minY = Math.min(...ys);
    const norm = outline.map(([x, y]): Pt => [x - minX, y - minY]);
    const w = Math.max(...xs) - minX,
      h = Math.max(...ys) - minY;
    for (let i = 0; i < Math.max(1, p.cut); i++)
      items.push({ w: Math.ceil(w), h: Math.ceil(h), name: p.name, outline: norm });
  }
  return items.sort((a, b) => b.h * b.w - a.h * a.w);
}

// One lay with one of the packer's rules for choosing free space (0 least area lost, 1 least edge, 2 fill the width).
function lay(items: Item[], width: number, logic: 0 | 1 | 2): MarkerPlacement[] {
  const packer = new MaxRectsPacker(width, 40_000, GAP, {
    smart: true,
    pot: false,
    square: false,
    allowRotation: false,
    border: 0,
    logic,
  } as never);
  for (const it of items) packer.add(it.w, it.h, it);
  const placements: MarkerPlacement[] = [];
  let offsetY = 0;
  for (const bin of packer.bins) {
    let binH = 0;
    for (const r of bin.rects) {
      const it = r.data as Item;
      placements.push({
        name: it.name,
        x: r.x,
        y: r.y + offsetY,
        width: r.width,
        height: r.height,
        outline: it.outline,
      });
      binH = Math.max(binH, r.y + r.height);
    }
    offsetY += binH + GAP;
  }
  return placements;
}

/** The shortest of the packer's three lays and the nest by shapes: every piece as often as it is cut, on `fabricWidthCm`. */
export function nestMarker(pieces: Piece[], fabricWidthCm: number): Marker {
  const width = Math.round(fabricWidthCm * 10);
  const items = itemsOf(pieces);
  const used = (ps: MarkerPlacement[]) => Math.max(0, ...ps.map((q) => q.y + q.height));
  const lays = ([0, 1, 2] as const).map((logic) => lay(items, width, logic));
  const shaped = nestShapes(items, width, GAP);
  if (shaped) lays.push(shaped);
  const placements = lays.reduce((a, b) => (used(b) < used(a) ? b : a));
  const length = used(placements) + 2 * ENDS;
  const pieceArea = placements.reduce((s, q) => s + Math.abs(area(q.outline)), 0);
  return {
    widthCm: fabricWidthCm,
    lengthCm: Math.round(length) / 10,
    lengthM: Math.round(length / 10) / 100,
    efficiency: Math.round((pieceArea / (width * length)) * 1000) / 10,
    pieces: placements.length,
    placements,
  };
}

export function markerSvg(m: Marker, title: string): string {
  const W = m.widthCm * 10,
    L = m.lengthCm * 10;
  // drawn with the length running left to right, as a marker is read along the table
  const shapes = m.placements
    .map(
      (q) =>
        `<path d="${q.outline.map(([x, y], i) => `${i ? 'L' : 'M'}${(q.y + ENDS + y).toFixed(1)} ${(q.x + x).toFixed(1)}`).join('')}Z" fill="#90caf9" fill-opacity="0.6" stroke="#0d47a1" stroke-width="1.5"><title>${q.name}</title></path>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 ${L + 20} ${W + 40}" width="${((L + 20) / 4).toFixed(0)}" height="${((W + 40) / 4).toFixed(0)}">` +
    `<title>${title.replace(/[<&>"]/g, '')}</title><rect x="0" y="0" width="${L}" height="${W}" fill="#fafafa" stroke="#555" stroke-width="2"/>${shapes}` +
    `<text x="0" y="${W + 25}" font-size="18" font-family="Helvetica, Arial, sans-serif">${m.lengthCm} cm x ${m.widthCm} cm, ${m.efficiency}% used</text></svg>`
  );
}
