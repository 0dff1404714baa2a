// Pieces of one size side by side in rows no wider than `maxWidth` (mm): where each piece's top-left corner goes.
import type { Piece } from './pieces';

export interface Placed {
  piece: Piece;
  x: number;
  y: number;
}

export const GAP_MM = 20;

export function layoutRow(
  pieces: Piece[],
  maxWidth = Infinity,
): { placed: Placed[]; width: number; height: number } {
  const placed: Placed[] = [];
  let x = 0,
    y = 0,
    rowH = 0,
    width = 0;
  for (const piece of pieces) {
    if (x > 0 && x + piece.width > maxWidth) {
      y += rowH + GAP_MM;
      x = 0;
      rowH = 0;
    }
    placed.push({ piece, x, y });
    x += piece.width + GAP_MM;
    rowH = Math.max(rowH, piece.height);
    width = Math.max(width, x - GAP_MM);
  }
  return { placed, width, height: y + rowH };
}

/** A piece's text block: style, size, name, cut quantity. */
export const labelLines = (styleNumber: string, size: string, p: Piece): string[] => [
  p.name.toUpperCase(),
  `${styleNumber} / size ${size}`,
  `Cut ${p.cut}${p.onFold ? ' on fold' : ''}`,
];
