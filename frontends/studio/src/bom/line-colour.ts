import { colourOfText } from '@techpack/catalog';
import type { BomLine, TechPackColor } from '@techpack/contracts';

type Cell = { name: string; hex: string; pantone?: string };

/**
 * A BOM line's colour as the sample colourway's cell: the colour the line has in that colourway, else the colour its
 * BOM text names (the catalog's colourOfText, as the server reads it). One value: the matrix shows what the BOM says
 * instead of an empty cell.
 */
export function lineColour(
  line: Pick<BomLine, 'color' | 'colourways'>,
  colourway: string,
  packColors: readonly TechPackColor[],
): Cell | undefined {
  return line.colourways?.[colourway] ?? colourOfText(line.color, packColors);
}

/** The sample colourway (the first) with every colourable line's cell filled from the BOM where the matrix had none. */
export function withBomColours<C extends { name: string; colours: Record<string, Cell> }>(
  list: C[],
  lines: readonly BomLine[],
  packColors: readonly TechPackColor[],
): C[] {
  if (!list.length) return list;
  const [sample, ...rest] = list;
  const colours = { ...sample.colours };
  for (const l of lines) {
    if (colours[l.ref]) continue;
    const c = lineColour(l, sample.name, packColors);
    if (c) colours[l.ref] = c;
  }
  return [{ ...sample, colours }, ...rest];
}
