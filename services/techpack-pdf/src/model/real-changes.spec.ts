import { describe, expect, it } from '@jest/globals';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { applyUpdate } from './techpack.model';

const NOW = new Date('2026-03-04T10:00:00Z');
const save = (pack: TechPack, update: TechPackUpdate) => applyUpdate(pack, update, NOW).pack;
// as the database hands a pack back: JSON with its keys reordered (jsonb orders keys by length, then by name)
const reordered = (pack: TechPack): TechPack => {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort((a, b) => a.length - b.length || a.localeCompare(b))
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return sort(JSON.parse(JSON.stringify(pack))) as TechPack;
};

describe('only real changes make a revision', () => {
  it('the cost sheet: choosing the quantity it already shows, or saving the same overrides again, is no revision', () => {
    const pack = packOf('t-shirt');
    const revs = pack.revisions.length;
    expect(save(pack, { costOverrides: { quantity: 300 } }).revisions).toHaveLength(revs);
    expect(save(pack, { costOverrides: { quantity: 300, region: 'china' } }).revisions).toHaveLength(revs);
    const priced = save(pack, {
      costOverrides: { quantity: 1000, region: 'china', unitPrices: { F1: 4.5 } },
    });
    expect(priced.revisions).toHaveLength(revs + 1);
    const again = save(reordered(priced), {
      costOverrides: { unitPrices: { F1: 4.5 }, region: 'china', quantity: 1000 },
    });
    expect(again.revisions).toHaveLength(revs + 1);
    expect(
      save(priced, { costOverrides: { quantity: 100, region: 'china', unitPrices: { F1: 4.5 } } }).revisions,
    ).toHaveLength(revs + 2);
  });

  it("a BOM line's quantity per size saved unchanged is no revision, after a reload too", () => {
    const pack = packOf('t-shirt');
    const line = pack.bom.find((l) => l.quantityBySize)!;
    const revs = pack.revisions.length;
    expect(
      save(pack, { bomEdits: { edit: { [line.ref]: { quantityBySize: { ...line.quantityBySize! } } } } })
        .revisions,
    ).toHaveLength(revs);
    const bigger = Object.fromEntries(
      Object.entries(line.quantityBySize!).map(([s, q]) => [s, Math.round((q + 0.1) * 100) / 100]),
    );
    const edited = save(pack, { bomEdits: { edit: { [line.ref]: { quantityBySize: bigger } } } });
    expect(edited.revisions).toHaveLength(revs + 1);
    const shown = edited.bom.find((l) => l.ref === line.ref)!;
    const resaved = save(reordered(edited), {
      bomEdits: { edit: { [line.ref]: { quantityBySize: { ...shown.quantityBySize! } } } },
    });
    expect(resaved.revisions).toHaveLength(revs + 1);
    const sameAsTyped = save(reordered(edited), {
      bomEdits: { edit: { [line.ref]: { quantityBySize: bigger } } },
    });
    expect(sameAsTyped.revisions).toHaveLength(revs + 1);
  });
});
