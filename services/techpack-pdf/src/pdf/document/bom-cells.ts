import type { BomLine } from '@techpack/contracts';
import { fabricByName } from '@techpack/catalog';

// The BOM table's cells: width and weight from the line's own words (a fabric's "<gsm> g/m2" and "(<width> cm width)" in
// its unit, else the materials library's entry of that name; a trim's width in mm), and the colour cell without
// the lab-dip note, which the table gives once under itself (a star marks the approximate references).

export const LAB_DIP_NOTE =
  '* Pantone reference approximate (colour difference above ΔE 3 to the nearest TCX): approve a lab dip.';
const APPROX = /\s*\(approximate, approve a lab dip\)/g;

export const isApproximate = (colour: string | undefined) =>
  !!colour && /\(approximate, approve a lab dip\)/.test(colour);
export const colourCell = (colour: string | undefined) =>
  colour ? (isApproximate(colour) ? `${colour.replace(APPROX, '')} *` : colour) : '';

export function bomMaterial(l: Pick<BomLine, 'description' | 'item' | 'unit' | 'category'>): {
  description: string;
  width: string;
  weight: string;
} {
  const d = l.description ?? '';
  const fabric = l.category === 'fabric' || l.category === 'lining' ? fabricByName(l.item) : undefined;
  const weight = /(\d+(?:\.\d+)?)\s*g\/m2/.exec(d) ?? (fabric?.gsm ? ['', String(fabric.gsm)] : null);
  const widthCm =
    /(\d+(?:\.\d+)?)\s*cm usable width/.exec(d) ??
    /\((\d+(?:\.\d+)?) cm width\)/.exec(l.unit ?? '') ??
    (fabric?.widthCm ? ['', String(fabric.widthCm)] : null);
  const widthMm = /(\d+(?:\.\d+)?)\s*mm\b/.exec(d);
  const description = d
    .replace(/,?\s*\d+(?:\.\d+)?\s*g\/m2/, '')
    .replace(/,?\s*\d+(?:\.\d+)?\s*cm usable width/, '')
    .replace(/^,\s*/, '')
    .trim();
  return {
    description,
    weight: weight ? `${weight[1]} g/m2` : '',
    width: widthCm ? `${widthCm[1]} cm` : widthMm ? `${widthMm[1]} mm` : '',
  };
}
