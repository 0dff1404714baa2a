import { describe, expect, it } from '@jest/globals';
import { lineTotal } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';
import { applyUpdate } from '../model/techpack.model';
import { packOf } from '../testing/build-pack';
import { costOfPack } from './cost-of-pack';

// The cost of a real pack follows the pack: its body length (through the BOM's consumption), its fabric, its
// features (through the construction's operations), its units and the designer's choices.

const build = (garmentType = 't-shirt'): TechPack =>
  packOf(garmentType, { description: garmentType }, { now: new Date() });
const fabric = (p: TechPack) => costOfPack(p).lines.find((l) => l.category === 'fabric')!;
const cents = (n: number) => Math.round(n * 100);

describe('cost of a pack', () => {
  it.each(['t-shirt', 'shirt', 'jacket', 'hoodie', 'pants', 'shorts', 'dress', 'skirt'])(
    '%s: one line per BOM line and operation, adding up to the FOB',
    (type) => {
      const p = build(type);
      const sheet = costOfPack(p);
      for (const l of p.bom) expect(sheet.lines.find((x) => x.ref === l.ref)).toMatchObject({ item: l.item });
      expect(sheet.lines.filter((l) => l.ref.startsWith('OP'))).toHaveLength(
        p.construction.operations.length,
      );
      for (const l of sheet.lines) expect(l.total).toBe(lineTotal(l.quantity, l.unitPrice));
      expect(cents(sheet.fobUnitCost)).toBe(sheet.lines.reduce((s, l) => s + cents(l.total), 0));
    },
  );

  it('a longer body costs more fabric', () => {
    const p = build('t-shirt');
    const length = Number.parseFloat(String(p.measurements.length));
    const { pack: longer } = applyUpdate(p, { measurements: { length: length + 10 } }, new Date());
    expect(fabric(longer).quantity).toBeGreaterThan(fabric(p).quantity);
    expect(costOfPack(longer).fobUnitCost).toBeGreaterThan(costOfPack(p).fobUnitCost);
    const { pack: shorter } = applyUpdate(p, { measurements: { length: length - 10 } }, new Date());
    expect(fabric(shorter).quantity).toBeLessThan(fabric(p).quantity);
  });

  it('a different fabric changes the fabric line; a hood adds making', () => {
    const p = build('t-shirt');
    const { pack: silk } = applyUpdate(p, { materials: { mainFabric: 'Silk Charmeuse' } }, new Date());
    expect(fabric(silk).item).toBe('Silk Charmeuse');
    expect(fabric(silk).unitPrice).toBeGreaterThan(fabric(p).unitPrice);
    const jacket = build('jacket');
    const { pack: hooded } = applyUpdate(jacket, { aiAnalysis: { features: { hood: 'yes' } } }, new Date());
    expect(costOfPack(hooded).standardMinutes).toBeGreaterThan(costOfPack(jacket).standardMinutes);
  });

  it("takes the designer's quantity, region and prices from the pack, the request's over them", () => {
    const p = build('hoodie');
    p.costOverrides = { quantity: 120, region: 'turkey', unitPrices: { F1: 11 } };
    const sheet = costOfPack(p);
    expect(sheet).toMatchObject({ quantity: 120, region: 'turkey' });
    expect(sheet.lines.find((l) => l.ref === 'F1')).toMatchObject({ unitPrice: 11, source: 'user' });
    expect(costOfPack(p, { quantity: 500, region: 'india' })).toMatchObject({
      quantity: 500,
      region: 'india',
    });
  });
});
