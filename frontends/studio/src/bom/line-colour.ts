import { PALETTE } from '@techpack/catalog';
import type { BomLine, TechPackColor } from '@techpack/contracts';

type Cell = { name: string; hex: string; pantone?: string };

/**
 * A BOM line's colour as the sample colourway's cell: the colour the line has in that colourway, else the colour its
 * BOM text names (a pack colour by name, a palette colour by name or Pantone, a hex in the text). One value: the
 * matrix shows what the BOM says instead of an empty cell.
 */
export function lineColour(line: Pick<BomLine, 'color' | 'colourways'>, colourway: string, packColors: readonly TechPackColor[]): Cell | undefined {
  const own = line.colourways?.[colourway];
  if (own) return own;
  const text = (line.color ?? '').trim();
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const pack = packColors.find((c) => c.name && lower.startsWith(c.name.toLowerCase()));
  if (pack) return { name: pack.name, hex: pack.hex, ...(pack.pantone ? { pantone: pack.pantone } : {}) };
  const code = (pantone: string) => pantone.split(' ').slice(0, 2).join(' '); // '19-3911 TCX'
  const palette = PALETTE.find((p) => text.includes(code(p.pantone))) ?? PALETTE.find((p) => lower.startsWith(p.name.toLowerCase()));
  if (palette) return { name: palette.name, hex: palette.hex, pantone: palette.pantone };
  const hex = /#[0-9a-f]{6}\b/i.exec(text)?.[0];
  return hex ? { name: text.replace(hex, '').trim() || hex.toUpperCase(), hex: hex.toUpperCase() } : undefined;
}

/** The sample colourway (the first) with every colourable line's cell filled from the BOM where the matrix had none. */
export function withBomColours<C extends { name: string; colours: Record<string, Cell> }>(list: C[], lines: readonly BomLine[], packColors: readonly TechPackColor[]): C[] {
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
