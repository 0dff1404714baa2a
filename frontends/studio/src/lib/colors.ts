import { customColor, isValidHex } from '@techpack/catalog';
import type { TechPackColor } from './types';

export const HEX_ERROR = 'Invalid color: hex must be # followed by 6 hex digits';

export const sameHex = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

// Spec: adding a colour whose hex is already in the pack is ignored (same array back).
export function addColor(colors: TechPackColor[], color: TechPackColor): TechPackColor[] {
  if (colors.some((c) => sameHex(c.hex, color.hex))) return colors;
  return [...colors, color];
}

// Spec: colours are removed by position, so duplicates by name never remove the wrong one.
export function removeColorAt(colors: TechPackColor[], index: number): TechPackColor[] {
  if (index < 0 || index >= colors.length) return colors;
  return colors.filter((_, i) => i !== index);
}

export type CustomColorResult = { ok: true; color: TechPackColor } | { ok: false; error: string };

export function parseCustomColor(input: string): CustomColorResult {
  const value = input.trim();
  if (!isValidHex(value)) return { ok: false, error: HEX_ERROR };
  return { ok: true, color: customColor(value) };
}

// Readable ink on a swatch.
export function contrastText(hex: string): string {
  if (!isValidHex(hex)) return '#000';
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1b1b1f' : '#ffffff';
}
