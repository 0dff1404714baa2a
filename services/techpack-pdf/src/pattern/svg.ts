// The pattern as SVG (millimetres): one size's pieces side by side, or every size nested (graded nest). Cutting line
// solid, seam line dashed, grain line with arrows, notches, and each piece's label.
import type { PatternResult } from './pattern';
import type { Piece } from './pieces';
import { labelLines, layoutRow } from './layout';
import type { Pt } from './geometry';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const d = (pts: Pt[], close = true) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('') + (close ? 'Z' : '');
const SIZE_COLOURS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#5d4037'];

function pieceSvg(
  p: Piece,
  x: number,
  y: number,
  label: string[] | null,
  colour = '#111',
  seam = true,
): string {
  const [g1, g2] = p.grain;
  const notches = p.notches
    .map(([nx, ny]) => `<circle cx="${nx.toFixed(1)}" cy="${ny.toFixed(1)}" r="2.5" fill="${colour}"/>`)
    .join('');
  const fold =
    p.foldX !== undefined
      ? `<line x1="${p.foldX}" y1="0" x2="${p.foldX}" y2="${p.height}" stroke="${colour}" stroke-width="0.8" stroke-dasharray="12 3 2 3"/>`
      : '';
  const text = label
    ? label
        .map(
          (t, i) =>
            `<text x="${(p.width / 2).toFixed(1)}" y="${(p.height * 0.45 + i * 9).toFixed(1)}" font-size="${i ? 6 : 8}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif">${esc(t)}</text>`,
        )
        .join('')
    : '';
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})" data-piece="${esc(p.name)}">` +
    `<path d="${d(p.cutLine)}" fill="none" stroke="${colour}" stroke-width="0.6"/>` +
    (seam
      ? `<path d="${d(p.seam)}" fill="none" stroke="${colour}" stroke-width="0.3" stroke-dasharray="3 2"/>`
      : '') +
    fold +
    p.internal
      .map((l) => `<path d="${d(l, false)}" fill="none" stroke="${colour}" stroke-width="0.3"/>`)
      .join('') +
    `<path d="M${g1[0]} ${g1[1]}L${g2[0]} ${g2[1]}M${g1[0] - 3} ${g1[1] + 6}L${g1[0]} ${g1[1]}L${g1[0] + 3} ${g1[1] + 6}M${g2[0] - 3} ${g2[1] - 6}L${g2[0]} ${g2[1]}L${g2[0] + 3} ${g2[1] - 6}" fill="none" stroke="${colour}" stroke-width="0.5" data-role="grain"/>` +
    notches +
    text +
    '</g>'
  );
}

export function patternSvg(r: PatternResult, size: string | 'all'): string {
  const title = `${r.styleNumber} ${r.styleName}: pattern (${r.design}), revision ${r.revision}`;
  let body: string, width: number, height: number;
  if (size === 'all') {
    const largest = r.bySize[r.bySize.length - 1];
    const lay = layoutRow(largest.pieces);
    width = lay.width;
    height = lay.height;
    body = r.bySize
      .map((s, si) => {
        const colour = SIZE_COLOURS[si % SIZE_COLOURS.length];
        return (
          `<g data-size="${esc(s.size)}">` +
          s.pieces
            .map((p) => {
              const at = lay.placed.find((q) => q.piece.part === p.part);
              return at ? pieceSvg(p, at.x, at.y + (at.piece.height - p.height), null, colour, false) : '';
            })
            .join('') +
          '</g>'
        );
      })
      .join('');
    body += r.bySize
      .map(
        (s, si) =>
          `<text x="${si * 40}" y="${height + 14}" font-size="8" fill="${SIZE_COLOURS[si % SIZE_COLOURS.length]}" font-family="Helvetica, Arial, sans-serif">${esc(s.size)}</text>`,
      )
      .join('');
    height += 20;
  } else {
    const s = r.bySize.find((q) => q.size === size)!;
    const lay = layoutRow(s.pieces);
    width = lay.width;
    height = lay.height;
    body =
      `<g data-size="${esc(size)}">` +
      lay.placed.map((q) => pieceSvg(q.piece, q.x, q.y, labelLines(r.styleNumber, size, q.piece))).join('') +
      '</g>';
  }
  const m = 10;
  const footer = `<text x="0" y="${(height + 12).toFixed(1)}" font-size="7" font-family="Helvetica, Arial, sans-serif">${esc(`${r.styleNumber} · revision ${r.revision} · ${r.designLabel} · seam allowance 1 cm included`)}</text>`;
  const W = width + 2 * m,
    H = height + 20 + 2 * m;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W.toFixed(0)}mm" height="${H.toFixed(0)}mm" viewBox="${-m} ${-m} ${W.toFixed(1)} ${H.toFixed(1)}" data-revision="${r.revision}">` +
    `<title>${esc(title)}</title>${body}${footer}</svg>`
  );
}
