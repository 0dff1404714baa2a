import { colourOfText } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// The colour page's one colour model: the colourway matrix. Its columns are the colourways (the first the sample; a
// pack without stored colourways has the sample alone, named by its main colour), its rows the BOM lines with a colour
// in some colourway: a line's sample cell is its stored cell, else the colour its BOM text names (read as the studio
// and the server read it). Lines whose cells are the same in every colourway share a row (refs listed). The pack's
// colours no line carries (a print's inks) close the matrix as rows of their own, so the sample column holds every one
// of the pack's colours and no separate colour list is needed.

export interface MatrixColour {
  name: string;
  hex: string;
  pantone?: string;
}
export interface MatrixRow {
  /** the BOM lines of this row, in BOM order; empty for a pack colour no line carries */
  lines: { ref: string; item: string }[];
  /** for a pack colour no line carries: its place in the pack's colours (0 the main colour) */
  colourIndex?: number;
  cells: (MatrixColour | undefined)[];
}
export interface ColourMatrixModel {
  columns: string[];
  rows: MatrixRow[];
}

const key = (c: MatrixColour | undefined) =>
  c ? `${c.hex.toUpperCase()}|${c.name}|${c.pantone ?? ''}` : '-';

export function colourMatrix(
  pack: Pick<TechPack, 'bom' | 'colors' | 'colourways'>,
): ColourMatrixModel | undefined {
  const stored = pack.colourways ?? [];
  const columns = stored.length ? stored.map((c) => c.name) : pack.colors[0] ? [pack.colors[0].name] : [];
  if (columns.length === 0) return undefined;
  const rows: MatrixRow[] = [];
  const byCells = new Map<string, MatrixRow>();
  for (const l of pack.bom) {
    const cells = columns.map((_, i) =>
      i === 0 ? (stored[0]?.colours[l.ref] ?? colourOfText(l.color, pack.colors)) : stored[i].colours[l.ref],
    );
    if (!cells.some(Boolean)) continue;
    const k = cells.map(key).join('/');
    const same = byCells.get(k);
    if (same) {
      same.lines.push({ ref: l.ref, item: l.item });
      continue;
    }
    const row = { lines: [{ ref: l.ref, item: l.item }], cells };
    byCells.set(k, row);
    rows.push(row);
  }
  const inSample = new Set(rows.map((r) => r.cells[0]?.hex.toUpperCase()));
  pack.colors.forEach((c, i) => {
    if (inSample.has(c.hex.toUpperCase())) return;
    inSample.add(c.hex.toUpperCase());
    rows.push({
      lines: [],
      colourIndex: i,
      cells: columns.map((_, n) => (n === 0 ? { name: c.name, hex: c.hex, pantone: c.pantone } : undefined)),
    });
  });
  return { columns, rows };
}
