import { PALETTE } from './colors';

export interface NamedColour {
  name: string;
  hex: string;
  pantone?: string;
}

/**
 * The colour a BOM line's colour text names: a pack colour by name, a palette colour by its Pantone code or name, or a
 * hex in the text ('Dyed to match #12AB34'); undefined for text that names none ('As per body'). The studio's colourway
 * matrix and the server's sample colourway read a line's colour with this one function.
 */
export function colourOfText(
  text: string | undefined,
  packColors: readonly NamedColour[],
): NamedColour | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  const lower = t.toLowerCase();
  const pack = packColors.find((c) => c.name && lower.startsWith(c.name.toLowerCase()));
  if (pack) return { name: pack.name, hex: pack.hex, ...(pack.pantone ? { pantone: pack.pantone } : {}) };
  const code = (pantone: string) => pantone.split(' ').slice(0, 2).join(' '); // '19-3911 TCX'
  const palette =
    PALETTE.find((p) => t.includes(code(p.pantone))) ??
    PALETTE.find((p) => lower.startsWith(p.name.toLowerCase()));
  if (palette) return { name: palette.name, hex: palette.hex, pantone: palette.pantone };
  const hex = /#[0-9a-f]{6}\b/i.exec(t)?.[0];
  return hex ? { name: t.replace(hex, '').trim() || hex.toUpperCase(), hex: hex.toUpperCase() } : undefined;
}
