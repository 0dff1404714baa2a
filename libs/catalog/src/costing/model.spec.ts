import { describe, expect, it } from '@jest/globals';
import { computeCost, CostInputError, lineTotal, type CostInput } from './model';
import { FABRIC_PRICE_FALLBACK, LABEL_PRICES, PACKAGING_PRICES, METRE_PER_YARD } from './prices';
import { regionById, DEFAULT_MARGIN_PERCENT, DEFAULT_OVERHEAD_PERCENT } from './regions';
import { smvOf } from './smv';
import {
  ALLOWANCE_PERCENT,
  CUTTING_BASE_SMV,
  CUTTING_PER_OPERATION_SMV,
  HANDLING_SMV_PER_OPERATION,
} from './bulletin';

const tee = (over: Partial<CostInput> = {}): CostInput => ({
  quantity: 300,
  region: 'china',
  unit: 'cm',
  fabric: { id: 'cotton-jersey', name: '100% Cotton Jersey', category: 'Cotton' },
  materials: [
    { ref: 'F1', category: 'fabric', item: '100% Cotton Jersey', quantity: 0.92, unit: 'm (180 cm width)' },
    { ref: 'T1', category: 'trim', item: '1x1 rib', quantity: 0.1, unit: 'm' },
    { ref: 'T2', category: 'thread', item: 'Sewing thread', quantity: 180, unit: 'm' },
    { ref: 'L1', category: 'label', item: 'Main label', quantity: 1, unit: 'pcs' },
    { ref: 'P1', category: 'packaging', item: 'poly mailer', quantity: 1, unit: 'pcs' },
  ],
  operations: [
    'Shoulder seams',
    'Sleeve attach (set-in)',
    'Side seams and underarm',
    'Sleeve hem',
    'Neckband attach',
    'Body hem',
  ],
  ...over,
});

const cents = (n: number) => Math.round(n * 100);
const byRef = (lines: { ref: string }[], ref: string) =>
  lines.find((l) => l.ref === ref) as ReturnType<typeof computeCost>['lines'][number];

describe('cost model', () => {
  it('recomputes every line and the FOB total from the inputs', () => {
    const sheet = computeCost(tee());
    // every line is quantity x unit price, and the lines add up to the FOB unit cost
    for (const l of sheet.lines) expect(l.total).toBe(lineTotal(l.quantity, l.unitPrice));
    expect(cents(sheet.fobUnitCost)).toBe(sheet.lines.reduce((s, l) => s + cents(l.total), 0));
    // materials from the library
    expect(byRef(sheet.lines, 'F1')).toMatchObject({
      quantity: 0.92,
      unit: 'm',
      unitPrice: FABRIC_PRICE_FALLBACK['cotton-jersey'],
      source: 'library',
    });
    expect(byRef(sheet.lines, 'L1').unitPrice).toBe(
      LABEL_PRICES.find((p) => p.match.test('Main label'))!.price,
    );
    expect(byRef(sheet.lines, 'P1').unitPrice).toBe(PACKAGING_PRICES['poly-mailer']);
    // CMT: each operation's SMV at the region's rate per minute (CPM / efficiency), plus cutting and finishing
    const china = regionById('china')!;
    const rate = Math.round((china.costPerMinute / china.efficiency) * 10000) / 10000;
    const n = tee().operations.length;
    const sewing = tee().operations.reduce((s, op) => s + smvOf(op).smv, 0);
    const cmt = sheet.lines.filter((l) => l.category === 'cmt');
    // cutting, one line per sewing operation, handling, allowances, trimming, pressing, inspection, packing
    expect(cmt.map((l) => l.ref)).toEqual([
      'CUT',
      ...tee().operations.map((_, i) => `OP${i + 1}`),
      'HND',
      'ALW',
      'TRM',
      'PRS',
      'INS',
      'PCK',
    ]);
    for (const l of cmt) expect(l).toMatchObject({ unit: 'min', unitPrice: rate, source: 'standard' });
    expect(byRef(sheet.lines, 'OP1').quantity).toBe(smvOf('Shoulder seams').smv);
    expect(byRef(sheet.lines, 'CUT').quantity).toBeCloseTo(
      CUTTING_BASE_SMV + CUTTING_PER_OPERATION_SMV * n,
      3,
    );
    expect(byRef(sheet.lines, 'HND').quantity).toBeCloseTo(HANDLING_SMV_PER_OPERATION * n, 3);
    expect(byRef(sheet.lines, 'ALW').quantity).toBeCloseTo(
      ((sewing + HANDLING_SMV_PER_OPERATION * n) * ALLOWANCE_PERCENT) / 100,
      2,
    );
    expect(sheet.standardMinutes).toBeCloseTo(
      cmt.reduce((s, l) => s + l.quantity, 0),
      2,
    );
    // overhead and margin are lines, percent of what comes before them
    const before =
      sheet.lines
        .filter((l) => !['overhead', 'margin'].includes(l.category))
        .reduce((s, l) => s + cents(l.total), 0) / 100;
    const ovh = byRef(sheet.lines, 'OVH');
    expect(ovh).toMatchObject({ category: 'overhead', quantity: DEFAULT_OVERHEAD_PERCENT, unit: '%' });
    expect(ovh.unitPrice).toBeCloseTo(before / 100, 4);
    const mrg = byRef(sheet.lines, 'MRG');
    expect(mrg).toMatchObject({ category: 'margin', quantity: DEFAULT_MARGIN_PERCENT, unit: '%' });
    expect(mrg.unitPrice).toBeCloseTo((before + ovh.total) / 100, 4);
    expect(sheet.lines.at(-1)!.ref).toBe('MRG');
    expect(sheet).toMatchObject({ quantity: 300, region: 'china', currency: 'USD' });
  });

  it('more fabric per garment costs more fabric (and more FOB), nothing else moves', () => {
    const base = computeCost(tee());
    const more = tee();
    more.materials[0] = { ...more.materials[0], quantity: 1.06 };
    const longer = computeCost(more);
    expect(byRef(longer.lines, 'F1').quantity).toBe(1.06);
    expect(byRef(longer.lines, 'F1').total).toBe(lineTotal(1.06, byRef(base.lines, 'F1').unitPrice));
    expect(byRef(longer.lines, 'T1').total).toBe(byRef(base.lines, 'T1').total);
    expect(longer.subtotals.cmt).toBe(base.subtotals.cmt);
    expect(longer.fobUnitCost).toBeGreaterThan(base.fobUnitCost);
  });

  it('a different region changes the making (CMT), not the materials', () => {
    const china = computeCost(tee({ region: 'china' }));
    const usa = computeCost(tee({ region: 'usa', quantity: 300 }));
    const bd = computeCost(tee({ region: 'bangladesh' }));
    const cmt = (s: typeof china) => s.subtotals.cmt;
    expect(cmt(usa)).toBeGreaterThan(cmt(china));
    expect(cmt(bd)).toBeLessThan(cmt(china));
    expect(usa.subtotals.materials).toBe(china.subtotals.materials);
    expect(usa.regionName).toBe('USA');
  });

  it('quantities below the MOQ add their surcharge; at or over the MOQ there is none', () => {
    const at = computeCost(tee({ quantity: 300 }));
    const big = computeCost(tee({ quantity: 1000 }));
    const small = computeCost(tee({ quantity: 100 }));
    const tiny = computeCost(tee({ quantity: 50 }));
    expect(at.lines.some((l) => l.category === 'surcharge')).toBe(false);
    expect(big.fobUnitCost).toBe(at.fobUnitCost);
    const s = byRef(small.lines, 'MOQ');
    expect(s).toMatchObject({ category: 'surcharge', quantity: 15, unit: '%' });
    // on the making and the main fabric
    expect(s.unitPrice).toBeCloseTo((small.subtotals.cmt + byRef(small.lines, 'F1').total) / 100, 4);
    expect(byRef(tiny.lines, 'MOQ').quantity).toBe(35);
    expect(small.fobUnitCost).toBeGreaterThan(at.fobUnitCost);
    expect(tiny.fobUnitCost).toBeGreaterThan(small.fobUnitCost);
  });

  it("the designer's prices and percentages replace the library's and say so", () => {
    const sheet = computeCost(
      tee({ overrides: { unitPrices: { F1: 9, OP1: 0.5 }, overheadPercent: 5, marginPercent: 20 } }),
    );
    expect(byRef(sheet.lines, 'F1')).toMatchObject({
      unitPrice: 9,
      source: 'user',
      total: lineTotal(0.92, 9),
    });
    expect(byRef(sheet.lines, 'OP1')).toMatchObject({ unitPrice: 0.5, source: 'user' });
    expect(byRef(sheet.lines, 'OVH')).toMatchObject({ quantity: 5, source: 'user' });
    expect(byRef(sheet.lines, 'MRG')).toMatchObject({ quantity: 20, source: 'user' });
    const rate = computeCost(tee({ overrides: { labourRatePerMinute: 0.5 } }));
    expect(
      rate.lines.filter((l) => l.category === 'cmt').every((l) => l.unitPrice === 0.5 && l.source === 'user'),
    ).toBe(true);
  });

  it("the main fabric line carries the library's price range and is priced at its midpoint", () => {
    const sheet = computeCost(
      tee({
        fabric: {
          id: 'cotton-jersey',
          name: '100% Cotton Jersey',
          priceRange: { min: 3, max: 5, currency: 'USD', unit: 'm' },
        },
      }),
    );
    expect(byRef(sheet.lines, 'F1')).toMatchObject({
      unitPrice: 4,
      source: 'library',
      range: { min: 3, max: 5 },
    });
    expect(byRef(sheet.lines, 'T1').range).toBeUndefined();
    const inch = computeCost(
      tee({
        unit: 'in',
        fabric: {
          id: 'cotton-jersey',
          name: '100% Cotton Jersey',
          priceRange: { min: 3, max: 5, currency: 'USD', unit: 'm' },
        },
      }),
    );
    expect(byRef(inch.lines, 'F1').range!.max).toBeCloseTo(5 * METRE_PER_YARD, 3);
  });

  it('an inch pack costs in yards at the same total', () => {
    const cm = computeCost(tee());
    const inch = computeCost(tee({ unit: 'in' }));
    const f = byRef(inch.lines, 'F1');
    expect(f.unit).toBe('yd');
    expect(f.quantity).toBeCloseTo(0.92 / METRE_PER_YARD, 3);
    expect(Math.abs(f.total - byRef(cm.lines, 'F1').total)).toBeLessThanOrEqual(0.01);
    expect(byRef(inch.lines, 'L1').unit).toBe('pcs');
  });

  it('refuses a quantity or region it cannot cost, naming the field', () => {
    expect(() => computeCost(tee({ quantity: 0 }))).toThrow(CostInputError);
    expect(() => computeCost(tee({ quantity: 2.5 }))).toThrow(/quantity/);
    expect(() => computeCost(tee({ region: 'mars' }))).toThrow(/region/);
  });
});
