import type { TechPack } from '@techpack/contracts';

// Lengths in the pack's unit: centimetres, or inches with fabric in yards (pdfUnit 'in').

const CM_PER_IN = 2.54;
const M_PER_YD = 0.9144;

export interface Units {
  inches: boolean;
  length: (cm: number) => number; // cm -> the pack's unit, rounded
  name: 'cm' | 'in';
}

export function unitsOf(pack: Pick<TechPack, 'pdfUnit'>): Units {
  const inches = pack.pdfUnit === 'in';
  return {
    inches,
    name: inches ? 'in' : 'cm',
    length: (cm) => (inches ? Math.round((cm / CM_PER_IN) * 100) / 100 : Math.round(cm * 10) / 10),
  };
}

// A BOM quantity in the pack's units: metres become yards in an inch pack.
export function bomQuantity(quantity: number, unit: string, u: Units): { quantity: number; unit: string } {
  if (!u.inches) return { quantity, unit };
  const t = unit.trim();
  if (/^m2\b|^m²/.test(t))
    return {
      quantity: Math.round((quantity / (M_PER_YD * M_PER_YD)) * 1000) / 1000,
      unit: t.replace(/^m2|^m²/, 'yd2'),
    };
  if (/^m\b/.test(t))
    return {
      quantity: Math.round((quantity / M_PER_YD) * 1000) / 1000,
      unit: t
        .replace(/^m\b/, 'yd')
        .replace(/(\d+) cm width/, (_, cm: string) => `${Math.round(Number(cm) / CM_PER_IN)} in width`),
    };
  return { quantity, unit };
}

/** The usable width (cm) a fabric line's unit names ('m (150 cm width)'), if any. */
export function widthCmOf(unit: string): number | undefined {
  const m = /(\d+(?:\.\d+)?) ?cm width/.exec(unit);
  return m ? Number(m[1]) : undefined;
}
