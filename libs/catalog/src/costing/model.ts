import { codeOf } from '../code-words';
import { operationBulletin, type BulletinGarment, type OperationBulletin } from './bulletin';
import { DEFAULT_MARGIN_PERCENT, DEFAULT_OVERHEAD_PERCENT, REGION_IDS, moqSurchargePercent, regionById, type ProductionRegion } from './regions';
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
  type CostPriceRange,
} from './prices';

// The should-cost model: a pure function from what the pack says (its BOM at the sample size, its construction, its
// fabric) and the designer's choices (quantity, region, price overrides) to cost lines that add up to the FOB unit
// cost. Every line is `quantity x unitPrice = total` (percent lines: quantity is the percent, unitPrice a hundredth of
// their base), rounded to the cent; the FOB unit cost is the sum of the rounded totals, so it adds up exactly.

export type CostSource = 'library' | 'standard' | 'user';
export type CostCategory = 'fabric' | 'lining' | 'trim' | 'thread' | 'hardware' | 'label' | 'hang-tag' | 'packaging' | 'cmt' | 'surcharge' | 'overhead' | 'margin';

export interface CostLine {
  ref: string; // BOM ref ('F1', 'T2', 'L1') or the model's own ('CUT', 'OP1', 'FIN', 'MOQ', 'OVH', 'MRG')
  category: CostCategory;
  item: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  source: CostSource;
  total: number;
  range?: { min: number; max: number }; // the main fabric: the materials library's price range, per the line's unit
  component?: string; // the garment component the material or operation is for (whole-garment lines have none)
}

export interface CostMaterialInput {
  ref: string;
  category: string; // the BOM line's category
  item: string;
  description?: string;
  quantity: number; // per garment at the sample size
  unit: string; // the BOM's unit text: 'm (180 cm width)', 'pcs', 'm2', ...
  component?: string;
}

export interface CostOverrides {
  unitPrices?: Record<string, number>; // line ref -> unit price in USD per the line's unit (m or yd follows the pack)
  labourRatePerMinute?: number; // USD per standard minute, replaces the region's (CPM / efficiency)
  overheadPercent?: number;
  marginPercent?: number;
}

export interface CostInput {
  quantity: number;
  region: string;
  unit: 'cm' | 'in';
  // the main fabric: the library's price range when it has one, else the fallback table by id, else by category
  fabric: { id?: string; name: string; category?: string; priceRange?: CostPriceRange; yarnPricePerKg?: { min: number; max: number } };
  materials: CostMaterialInput[];
  operations: string[];
  /** the component of each operation, in the same order */
  operationComponents?: (string | undefined)[];
  /** the garment class, knit or woven and padded: the bulletin's seams, pressing, packing and published range */
  garment?: BulletinGarment;
  logo?: { method: string; colors: string } | null;
  overrides?: CostOverrides;
}

export interface CostSheet {
  quantity: number;
  region: string;
  currency: 'USD';
  lines: CostLine[];
  fobUnitCost: number;
  unit: 'cm' | 'in';
  regionName: string;
  moq: number;
  labourRatePerMinute: number;
  standardMinutes: number;
  /** the operation bulletin the making lines are costed from */
  bulletin: OperationBulletin;
  subtotals: Record<'materials' | 'cmt' | 'surcharge' | 'overhead' | 'margin', number>;
  notes: string[];
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const r4 = (n: number) => Math.round(n * 10000) / 10000;
const cents = (n: number) => Math.round(n * 100);

export function lineTotal(quantity: number, unitPrice: number): number {
  return r2(quantity * unitPrice);
}

export class CostInputError extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function fabricPrice(f: CostInput['fabric']): { price: number; source: CostSource; note?: string } {
  if (f.priceRange && f.priceRange.max > 0) return { price: (f.priceRange.min + f.priceRange.max) / 2, source: 'library' };
  if (f.id && FABRIC_PRICE_FALLBACK[f.id] !== undefined) return { price: FABRIC_PRICE_FALLBACK[f.id], source: 'library', note: `${f.name}: price per metre from the costing table (the materials library has no price range for it)` };
  const byCat = f.category ? FABRIC_PRICE_BY_CATEGORY[f.category] : undefined;
  return { price: byCat ?? FABRIC_PRICE_DEFAULT, source: 'standard', note: `${f.name}: not in the materials library; priced as a typical ${f.category ?? 'fabric'} per metre, confirm with the mill` };
}

function materialPrice(m: CostMaterialInput, logo: CostInput['logo']): { price: number; source: CostSource } {
  const text = `${m.item} ${m.description ?? ''}`;
  if (m.category === 'label') {
    if (/logo|artwork/i.test(m.item)) {
      const method = logo?.method ?? 'screen-print';
      const base = LOGO_PRICES[method];
      const factor = /screen|vinyl/.test(method) ? (PRINT_COLOUR_FACTOR[logo?.colors ?? 'single-color'] ?? 1) : 1;
      return base !== undefined ? { price: base * factor, source: 'library' } : { price: LABEL_PRICE_DEFAULT, source: 'standard' };
    }
    const hit = LABEL_PRICES.find((p) => p.match.test(m.item));
    return hit ? { price: hit.price, source: 'library' } : { price: LABEL_PRICE_DEFAULT, source: 'standard' };
  }
  if (m.category === 'hang-tag') {
    const style = /\(([^)]+)\)/.exec(m.item)?.[1] ?? '';
    const p = HANG_TAG_PRICES[codeOf(style)];
    return p !== undefined ? { price: p, source: 'library' } : { price: HANG_TAG_PRICES.minimalist, source: 'standard' };
  }
  if (m.category === 'packaging') {
    const p = PACKAGING_PRICES[codeOf(m.item)];
    return p !== undefined ? { price: p, source: 'library' } : { price: PACKAGING_PRICE_DEFAULT, source: 'standard' };
  }
  const hit = TRIM_PRICES.find((p) => p.match.test(m.item)) ?? TRIM_PRICES.find((p) => p.match.test(text));
  return hit ? { price: hit.price, source: 'library' } : { price: TRIM_PRICE_DEFAULT, source: 'standard' };
}

// Length units follow the pack: metres and m2 in a centimetre pack, yards and square yards in an inch pack.
function lengthUnit(bomUnit: string, unit: 'cm' | 'in'): { unit: string; toUnit: number } {
  const u = bomUnit.trim().toLowerCase();
  if (/^m2\b|^m²/.test(u)) return unit === 'in' ? { unit: 'yd2', toUnit: 1 / (METRE_PER_YARD * METRE_PER_YARD) } : { unit: 'm2', toUnit: 1 };
  if (/^m\b/.test(u)) return unit === 'in' ? { unit: 'yd', toUnit: 1 / METRE_PER_YARD } : { unit: 'm', toUnit: 1 };
  return { unit: u.split(/\s/)[0] || 'pcs', toUnit: 1 };
}

const userPrice = (o: CostOverrides | undefined, ref: string): number | undefined => {
  const v = o?.unitPrices?.[ref];
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
};

export function computeCost(input: CostInput): CostSheet {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 1_000_000) {
    throw new CostInputError('quantity', 'quantity must be a whole number of pieces from 1 to 1000000');
  }
  const region: ProductionRegion | undefined = regionById(input.region);
  if (!region) throw new CostInputError('region', `region must be one of: ${REGION_IDS.join(', ')}`);
  const o = input.overrides;
  const notes: string[] = [];
  const lines: CostLine[] = [];
  const push = (l: Omit<CostLine, 'total'>) => {
    const line = { ...l, quantity: r3(l.quantity), unitPrice: r4(l.unitPrice) };
    lines.push({ ...line, total: lineTotal(line.quantity, line.unitPrice) });
  };
  const range = input.fabric.priceRange;

  // materials, in the BOM's order
  let mainFabricRef: string | undefined;
  for (const m of input.materials) {
    const category = (['fabric', 'lining', 'trim', 'thread', 'hardware', 'label', 'hang-tag', 'packaging'].includes(m.category) ? m.category : 'trim') as CostCategory;
    const isMain = category === 'fabric' && mainFabricRef === undefined;
    let perMetre: { price: number; source: CostSource; note?: string };
    // fully fashioned knitwear buys yarn by the kilo (its main line and its ribs' yarn), never fabric by the metre
    const yarn = /^kg\b/i.test(m.unit.trim()) && /^yarn\b/i.test(m.item) ? input.fabric.yarnPricePerKg : undefined;
    if (isMain) mainFabricRef = m.ref;
    if (yarn) perMetre = { price: (yarn.min + yarn.max) / 2, source: 'library' };
    else if (isMain) {
      mainFabricRef = m.ref;
      perMetre = fabricPrice(input.fabric);
      if (perMetre.note) notes.push(perMetre.note);
    } else perMetre = materialPrice(m, input.logo);
    const { unit, toUnit } = lengthUnit(m.unit, input.unit);
    const given = userPrice(o, m.ref);
    push({
      ref: m.ref,
      category,
      item: m.item,
      quantity: m.quantity * toUnit,
      unit,
      unitPrice: given ?? perMetre.price / toUnit,
      source: given !== undefined ? 'user' : perMetre.source,
      ...(isMain && yarn ? { range: { min: yarn.min, max: yarn.max } } : isMain && range && range.max > 0 ? { range: { min: r4(range.min / toUnit), max: r4(range.max / toUnit) } } : {}),
      ...(m.component ? { component: m.component } : {}),
    });
  }

  // making: cutting, each sewing operation, finishing, at the region's rate per standard minute
  const regionRate = region.costPerMinute / region.efficiency;
  const rate = o?.labourRatePerMinute !== undefined && o.labourRatePerMinute >= 0 ? o.labourRatePerMinute : regionRate;
  const rateSource: CostSource = o?.labourRatePerMinute !== undefined ? 'user' : 'standard';
  // the operation bulletin: cutting, each sewing operation (its elements summed), handling, allowances, then thread
  // trimming, pressing, inspection and packing as their own lines; a note or cutting instruction is never sewing
  const bulletin = operationBulletin({ operations: input.operations, operationComponents: input.operationComponents, garment: input.garment });
  const cmtLine = (ref: string, item: string, minutes: number, component?: string) => {
    const given = userPrice(o, ref);
    push({ ref, category: 'cmt', item, quantity: minutes, unit: 'min', unitPrice: given ?? rate, source: given !== undefined ? 'user' : rateSource, ...(component ? { component } : {}) });
  };
  if (bulletin.cutting.minutes > 0) cmtLine('CUT', bulletin.cutting.item, bulletin.cutting.minutes);
  if (bulletin.knitting) cmtLine('KNT', bulletin.knitting.item, bulletin.knitting.minutes);
  bulletin.sewing.forEach((s, n) => cmtLine(`OP${n + 1}`, `Sew: ${s.operation}`, s.smv, s.component));
  cmtLine('HND', `Bundle handling (${bulletin.sewing.length} operations x ${bulletin.handling.perOperation} min)`, bulletin.handling.minutes);
  cmtLine('ALW', `Allowances (${bulletin.allowance.percent} % of sewing and handling)`, bulletin.allowance.minutes);
  for (const f of bulletin.finishing) cmtLine(f.ref, f.item, f.minutes);
  const unmatched = bulletin.sewing.filter((s) => !s.matched).length;
  if (unmatched) notes.push(`${unmatched} operation(s) not in the operation bulletin's table: timed at the default single-seam value`);

  const sumOf = (pred: (l: CostLine) => boolean) => lines.filter(pred).reduce((s, l) => s + cents(l.total), 0) / 100;
  const materials = sumOf((l) => l.category !== 'cmt');
  const cmt = sumOf((l) => l.category === 'cmt');

  // below the MOQ: a surcharge on the making and the main fabric
  const surchargePercent = moqSurchargePercent(input.quantity, region.moq);
  if (surchargePercent > 0) {
    const base = cmt + (lines.find((l) => l.ref === mainFabricRef)?.total ?? 0);
    push({ ref: 'MOQ', category: 'surcharge', item: `Small-run surcharge: ${input.quantity} pcs is under the ${region.name} MOQ of ${region.moq} (on making and main fabric)`, quantity: surchargePercent, unit: '%', unitPrice: base / 100, source: 'standard' });
  }
  const surcharge = sumOf((l) => l.category === 'surcharge');
  const overheadPercent = o?.overheadPercent ?? DEFAULT_OVERHEAD_PERCENT;
  push({ ref: 'OVH', category: 'overhead', item: 'Overhead (testing, inland freight to port, documents, finance)', quantity: overheadPercent, unit: '%', unitPrice: (materials + cmt + surcharge) / 100, source: o?.overheadPercent !== undefined ? 'user' : 'standard' });
  const overhead = sumOf((l) => l.category === 'overhead');
  const marginPercent = o?.marginPercent ?? DEFAULT_MARGIN_PERCENT;
  push({ ref: 'MRG', category: 'margin', item: 'Factory margin', quantity: marginPercent, unit: '%', unitPrice: (materials + cmt + surcharge + overhead) / 100, source: o?.marginPercent !== undefined ? 'user' : 'standard' });
  const margin = sumOf((l) => l.category === 'margin');

  return {
    quantity: input.quantity,
    region: region.id,
    currency: 'USD',
    lines,
    fobUnitCost: lines.reduce((s, l) => s + cents(l.total), 0) / 100,
    unit: input.unit,
    regionName: region.name,
    moq: region.moq,
    labourRatePerMinute: r4(rate),
    standardMinutes: bulletin.totalMinutes,
    bulletin,
    subtotals: { materials, cmt, surcharge, overhead, margin },
    notes,
  };
}
