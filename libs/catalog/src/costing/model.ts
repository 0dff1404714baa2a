// The should-cost model: a pure function from what the pack says (its BOM at the sample size, its construction, its
// fabric) and the designer's choices (quantity, region, price overrides) to cost lines that add up to the FOB unit
// cost. Every line is `quantity x unitPrice = total` (percent lines: quantity is the percent, unitPrice a hundredth of
// their base), rounded to the cent; the FOB unit cost is the sum of the rounded totals, so it adds up exactly.
import { operationBulletin } from './bulletin';
import { fabricPrice, lengthUnit, materialPrice, userPrice } from './material-price';
import type { CostCategory, CostInput, CostLine, CostSheet, CostSource } from './model-types';
import {
  DEFAULT_MARGIN_PERCENT,
  DEFAULT_OVERHEAD_PERCENT,
  REGION_IDS,
  moqSurchargePercent,
  regionById,
  type ProductionRegion,
} from './regions';

export type {
  CostSource,
  CostCategory,
  CostLine,
  CostMaterialInput,
  CostOverrides,
  CostInput,
  CostSheet,
} from './model-types';

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
    const category = (
      ['fabric', 'lining', 'trim', 'thread', 'hardware', 'label', 'hang-tag', 'packaging'].includes(
        m.category,
      )
        ? m.category
        : 'trim'
    ) as CostCategory;
    const isMain = category === 'fabric' && mainFabricRef === undefined;
    let perMetre: { price: number; source: CostSource; note?: string };
    // fully fashioned knitwear buys yarn by the kilo (its main line and its ribs' yarn), never fabric by the metre
    const yarn =
      /^kg\b/i.test(m.unit.trim()) && /^yarn\b/i.test(m.item) ? input.fabric.yarnPricePerKg : undefined;
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
      ...(isMain && yarn
        ? { range: { min: yarn.min, max: yarn.max } }
        : isMain && range && range.max > 0
          ? { range: { min: r4(range.min / toUnit), max: r4(range.max / toUnit) } }
          : {}),
      ...(m.component ? { component: m.component } : {}),
    });
  }

  // making: cutting, each sewing operation, finishing, at the region's rate per standard minute
  const regionRate = region.costPerMinute / region.efficiency;
  const rate =
    o?.labourRatePerMinute !== undefined && o.labourRatePerMinute >= 0 ? o.labourRatePerMinute : regionRate;
  const rateSource: CostSource = o?.labourRatePerMinute !== undefined ? 'user' : 'standard';
  // the operation bulletin: cutting, each sewing operation (its elements summed), handling, allowances, then thread
  // trimming, pressing, inspection and packing as their own lines; a note or cutting instruction is never sewing
  const bulletin = operationBulletin({
    operations: input.operations,
    operationComponents: input.operationComponents,
    garment: input.garment,
  });
  const cmtLine = (ref: string, item: string, minutes: number, component?: string) => {
    const given = userPrice(o, ref);
    push({
      ref,
      category: 'cmt',
      item,
      quantity: minutes,
      unit: 'min',
      unitPrice: given ?? rate,
      source: given !== undefined ? 'user' : rateSource,
      ...(component ? { component } : {}),
    });
  };
  if (bulletin.cutting.minutes > 0) cmtLine('CUT', bulletin.cutting.item, bulletin.cutting.minutes);
  if (bulletin.knitting) cmtLine('KNT', bulletin.knitting.item, bulletin.knitting.minutes);
  bulletin.sewing.forEach((s, n) => cmtLine(`OP${n + 1}`, `Sew: ${s.operation}`, s.smv, s.component));
  cmtLine(
    'HND',
    `Bundle handling (${bulletin.sewing.length} operations x ${bulletin.handling.perOperation} min)`,
    bulletin.handling.minutes,
  );
  cmtLine(
    'ALW',
    `Allowances (${bulletin.allowance.percent} % of sewing and handling)`,
    bulletin.allowance.minutes,
  );
  for (const f of bulletin.finishing) cmtLine(f.ref, f.item, f.minutes);
  const unmatched = bulletin.sewing.filter((s) => !s.matched).length;
  if (unmatched)
    notes.push(
      `${unmatched} operation(s) not in the operation bulletin's table: timed at the default single-seam value`,
    );

  const sumOf = (pred: (l: CostLine) => boolean) =>
    lines.filter(pred).reduce((s, l) => s + cents(l.total), 0) / 100;
  const materials = sumOf((l) => l.category !== 'cmt');
  const cmt = sumOf((l) => l.category === 'cmt');

  // below the MOQ: a surcharge on the making and the main fabric
  const surchargePercent = moqSurchargePercent(input.quantity, region.moq);
  if (surchargePercent > 0) {
    const base = cmt + (lines.find((l) => l.ref === mainFabricRef)?.total ?? 0);
    push({
      ref: 'MOQ',
      category: 'surcharge',
      item: `Small-run surcharge: ${input.quantity} pcs is under the ${region.name} MOQ of ${region.moq} (on making and main fabric)`,
      quantity: surchargePercent,
      unit: '%',
      unitPrice: base / 100,
      source: 'standard',
    });
  }
  const surcharge = sumOf((l) => l.category === 'surcharge');
  const overheadPercent = o?.overheadPercent ?? DEFAULT_OVERHEAD_PERCENT;
  push({
    ref: 'OVH',
    category: 'overhead',
    item: 'Overhead (testing, inland freight to port, documents, finance)',
    quantity: overheadPercent,
    unit: '%',
    unitPrice: (materials + cmt + surcharge) / 100,
    source: o?.overheadPercent !== undefined ? 'user' : 'standard',
  });
  const overhead = sumOf((l) => l.category === 'overhead');
  const marginPercent = o?.marginPercent ?? DEFAULT_MARGIN_PERCENT;
  push({
    ref: 'MRG',
    category: 'margin',
    item: 'Factory margin',
    quantity: marginPercent,
    unit: '%',
    unitPrice: (materials + cmt + surcharge + overhead) / 100,
    source: o?.marginPercent !== undefined ? 'user' : 'standard',
  });
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
