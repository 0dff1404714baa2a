// A cost line's unit price before any override: the main fabric from the materials library (else the costing
// tables), every other material from the price tables by its category and name; and a BOM unit in the pack's units.
import { codeOf } from '../code-words';
import type { CostInput, CostMaterialInput, CostOverrides, CostSource } from './model-types';
import {
  FABRIC_PRICE_BY_CATEGORY,
  FABRIC_PRICE_DEFAULT,
  FABRIC_PRICE_FALLBACK,
  HANG_TAG_PRICES,
  LABEL_PRICES,
  LABEL_PRICE_DEFAULT,
  LOGO_PRICES,
  METRE_PER_YARD,
  PACKAGING_PRICES,
  PACKAGING_PRICE_DEFAULT,
  PRINT_COLOUR_FACTOR,
  TRIM_PRICES,
  TRIM_PRICE_DEFAULT,
} from './prices';

export function fabricPrice(f: CostInput['fabric']): { price: number; source: CostSource; note?: string } {
  if (f.priceRange && f.priceRange.max > 0)
    return { price: (f.priceRange.min + f.priceRange.max) / 2, source: 'library' };
  if (f.id && FABRIC_PRICE_FALLBACK[f.id] !== undefined)
    return {
      price: FABRIC_PRICE_FALLBACK[f.id],
      source: 'library',
      note: `${f.name}: price per metre from the costing table (the materials library has no price range for it)`,
    };
  const byCat = f.category ? FABRIC_PRICE_BY_CATEGORY[f.category] : undefined;
  return {
    price: byCat ?? FABRIC_PRICE_DEFAULT,
    source: 'standard',
    note: `${f.name}: not in the materials library; priced as a typical ${f.category ?? 'fabric'} per metre, confirm with the mill`,
  };
}

export function materialPrice(
  m: CostMaterialInput,
  logo: CostInput['logo'],
): { price: number; source: CostSource } {
  const text = `${m.item} ${m.description ?? ''}`;
  if (m.category === 'label') {
    if (/logo|artwork/i.test(m.item)) {
      const method = logo?.method ?? 'screen-print';
      const base = LOGO_PRICES[method];
      const factor = /screen|vinyl/.test(method)
        ? (PRINT_COLOUR_FACTOR[logo?.colors ?? 'single-color'] ?? 1)
        : 1;
      return base !== undefined
        ? { price: base * factor, source: 'library' }
        : { price: LABEL_PRICE_DEFAULT, source: 'standard' };
    }
    const hit = LABEL_PRICES.find((p) => p.match.test(m.item));
    return hit ? { price: hit.price, source: 'library' } : { price: LABEL_PRICE_DEFAULT, source: 'standard' };
  }
  if (m.category === 'hang-tag') {
    const style = /\(([^)]+)\)/.exec(m.item)?.[1] ?? '';
    const p = HANG_TAG_PRICES[codeOf(style)];
    return p !== undefined
      ? { price: p, source: 'library' }
      : { price: HANG_TAG_PRICES.minimalist, source: 'standard' };
  }
  if (m.category === 'packaging') {
    const p = PACKAGING_PRICES[codeOf(m.item)];
    return p !== undefined
      ? { price: p, source: 'library' }
      : { price: PACKAGING_PRICE_DEFAULT, source: 'standard' };
  }
  const hit = TRIM_PRICES.find((p) => p.match.test(m.item)) ?? TRIM_PRICES.find((p) => p.match.test(text));
  return hit ? { price: hit.price, source: 'library' } : { price: TRIM_PRICE_DEFAULT, source: 'standard' };
}

// Length units follow the pack: metres and m2 in a centimetre pack, yards and square yards in an inch pack.
export function lengthUnit(bomUnit: string, unit: 'cm' | 'in'): { unit: string; toUnit: number } {
  const u = bomUnit.trim().toLowerCase();
  if (/^m2\b|^m²/.test(u))
    return unit === 'in'
      ? { unit: 'yd2', toUnit: 1 / (METRE_PER_YARD * METRE_PER_YARD) }
      : { unit: 'm2', toUnit: 1 };
  if (/^m\b/.test(u))
    return unit === 'in' ? { unit: 'yd', toUnit: 1 / METRE_PER_YARD } : { unit: 'm', toUnit: 1 };
  return { unit: u.split(/\s/)[0] || 'pcs', toUnit: 1 };
}

export const userPrice = (o: CostOverrides | undefined, ref: string): number | undefined => {
  const v = o?.unitPrices?.[ref];
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
};
