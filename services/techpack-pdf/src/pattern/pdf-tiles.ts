// The pattern of one size as a printable PDF at full scale: A4 or US Letter pages tiled over the layout (a 1 cm grid,
// a page letter-number to tape them together by, page x of N), a 10 cm test square on the first page; or one page of a
// 91 cm plotter roll. Drawn with pdf-lib.
import {
  PDFDocument,
  StandardFonts,
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { PatternResult } from './pattern';
import { labelLines, layoutRow } from './layout';
import type { Pt } from './geometry';

export const PAPERS = { a4: [210, 297], letter: [215.9, 279.4], plotter: [914, 0] } as const;
export type Paper = keyof typeof PAPERS;
export const TEST_SQUARE_MM = 100;

const PT = 72 / 25.4;
const MARGIN = 10;
const path = (pts: Pt[]) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${(x * PT).toFixed(2)} ${(y * PT).toFixed(2)}`).join(' ') + ' Z';

export async function patternPdf(r: PatternResult, size: string, paper: Paper): Promise<Uint8Array> {
  const s = r.bySize.find((q) => q.size === size)!;
  const [pw, ph0] = PAPERS[paper];
  const inner = pw - 2 * MARGIN;
  // the first tile keeps room for the test square above the pieces
  const lay = layoutRow(
    s.pieces,
    paper === 'plotter' ? inner : Math.max(inner * 3, ...s.pieces.map((p) => p.width)),
  );
  const top = TEST_SQUARE_MM + 20;
  const canvasW = Math.max(lay.width, TEST_SQUARE_MM + 10),
    canvasH = lay.height + top;
  const ph = paper === 'plotter' ? canvasH + 2 * MARGIN + 10 : ph0;
  const tileW = inner,
    tileH = ph - 2 * MARGIN - 10;
  const cols = Math.max(1, Math.ceil(canvasW / tileW)),
    rows = Math.max(1, Math.ceil(canvasH / tileH));
  const doc = await PDFDocument.create();
  doc.setTitle(`${r.styleNumber} pattern, size ${size}, revision ${r.revision}`);
  doc.setSubject(`${r.designLabel}; seam allowance 1 cm included`);
  doc.setProducer('Tech Pack Studio');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const total = cols * rows;
  let n = 0;
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      n++;
      const page = doc.addPage([pw * PT, ph * PT]);
      const ox = col * tileW,
        oy = row * tileH; // the canvas window this page shows
      drawGrid(page, pw, ph);
      page.pushOperators(
        pushGraphicsState(),
        rectangle(MARGIN * PT, (ph - MARGIN - tileH) * PT, tileW * PT, tileH * PT),
        clip(),
        endPath(),
      );
      // canvas (mm, y down) -> page: x = MARGIN + cx - ox ; the SVG path origin is the window's top-left corner
      const at = (cx: number, cy: number) => ({
        x: (MARGIN + cx - ox) * PT,
        y: (ph - MARGIN - (cy - oy)) * PT,
      });
      if (row === 0 && col === 0) {
        const sq = at(0, 0);
        page.drawRectangle({
          x: sq.x,
          y: sq.y - TEST_SQUARE_MM * PT,
          width: TEST_SQUARE_MM * PT,
          height: TEST_SQUARE_MM * PT,
          borderColor: rgb(0, 0, 0),
          borderWidth: 1,
        });
        page.drawText('10 cm test square', { x: sq.x + 8, y: sq.y - 20, size: 10, font });
        page.drawText('measure it before cutting', { x: sq.x + 8, y: sq.y - 34, size: 8, font });
      }
      for (const q of lay.placed) {
        const o = at(q.x, q.y + top);
        page.drawSvgPath(path(q.piece.cutLine), {
          x: o.x,
          y: o.y,
          borderColor: rgb(0, 0, 0),
          borderWidth: 0.9,
        });
        page.drawSvgPath(path(q.piece.seam), {
          x: o.x,
          y: o.y,
          borderColor: rgb(0.35, 0.35, 0.35),
          borderWidth: 0.4,
          borderDashArray: [4, 3],
        });
        const [g1, g2] = q.piece.grain;
        page.drawLine({
          start: { x: o.x + g1[0] * PT, y: o.y - g1[1] * PT },
          end: { x: o.x + g2[0] * PT, y: o.y - g2[1] * PT },
          thickness: 0.8,
        });
        for (const [nx, ny] of q.piece.notches)
          page.drawCircle({ x: o.x + nx * PT, y: o.y - ny * PT, size: 2, color: rgb(0, 0, 0) });
        labelLines(r.styleNumber, size, q.piece)
          .concat(['Grain: along the arrow'])
          .forEach((t, i) =>
            page.drawText(t, {
              x: o.x + (q.piece.width / 2 - 25) * PT,
              y: o.y - (q.piece.height * 0.45 + i * 6) * PT,
              size: i ? 8 : 11,
              font,
            }),
          );
      }
      page.pushOperators(popGraphicsState());
      footer(
        page,
        font,
        pw,
        `${r.styleNumber} size ${size} rev ${r.revision} · page ${String.fromCharCode(65 + (row % 26))}${col + 1} · ${n} of ${total} · 100% scale, no fit-to-page`,
      );
    }
  return doc.save();
}

function drawGrid(page: PDFPage, pw: number, ph: number) {
  const c = rgb(0.82, 0.86, 0.92);
  for (let x = MARGIN; x <= pw - MARGIN + 0.01; x += 10)
    page.drawLine({
      start: { x: x * PT, y: (MARGIN + 10) * PT },
      end: { x: x * PT, y: (ph - MARGIN) * PT },
      thickness: 0.25,
      color: c,
    });
  for (let y = MARGIN + 10; y <= ph - MARGIN + 0.01; y += 10)
    page.drawLine({
      start: { x: MARGIN * PT, y: y * PT },
      end: { x: (pw - MARGIN) * PT, y: y * PT },
      thickness: 0.25,
      color: c,
    });
}

function footer(page: PDFPage, font: PDFFont, pw: number, s: string) {
  page.drawText(s, { x: MARGIN * PT, y: (MARGIN / 2) * PT, size: 8, font, maxWidth: (pw - 2 * MARGIN) * PT });
}
