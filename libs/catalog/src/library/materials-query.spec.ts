import { describe, expect, it } from '@jest/globals';
import { FABRICS } from '../fabrics';
import { fibresOf, queryFabrics, supplierOf } from './materials-query';

describe('the materials library query', () => {
  it('reads the fibres a composition names', () => {
    expect(fibresOf('60% Cotton, 40% Polyester')).toEqual(['cotton', 'polyester']);
    expect(fibresOf('78% Recycled Polyamide, 22% Elastane')).toEqual(['polyamide', 'elastane']);
    expect(fibresOf('100% Mulberry Silk')).toEqual(['silk']);
    // every library fabric has at least one fibre the filter can find it by
    expect(FABRICS.filter((f) => fibresOf(f.composition).length === 0).map((f) => f.id)).toEqual([]);
  });

  it('names a supplier for every fabric: the fibre mill for silk, wool and linen, else the group mill', () => {
    for (const f of FABRICS) expect(supplierOf(f)).toMatch(/\w+, .+/);
    expect(supplierOf(FABRICS.find((f) => f.id === 'silk-charmeuse')!)).toBe('Silk mill, Suzhou (CN)');
    expect(supplierOf(FABRICS.find((f) => f.id === 'denim-12oz')!)).toBe('Denim mill, Gujarat (IN)');
  });

  it('filters by words, family, construction, fibre, weight and price, and pages the hits', () => {
    const all = queryFabrics({});
    expect(all.total).toBe(FABRICS.length);
    const merino = queryFabrics({ q: 'MERINO' }).fabrics;
    expect(merino.length).toBeGreaterThan(0);
    expect(merino.every((f) => /merino/i.test(`${f.name} ${f.composition}`))).toBe(true);
    const heavyKnits = queryFabrics({ family: 'knit', minGsm: 250 }).fabrics;
    expect(heavyKnits.length).toBeGreaterThan(0);
    expect(heavyKnits.every((f) => f.family === 'knit' && f.gsm >= 250)).toBe(true);
    expect(queryFabrics({ construction: 'denim' }).fabrics.every((f) => f.construction === 'denim')).toBe(
      true,
    );
    const wool = queryFabrics({ fibre: 'wool' }).fabrics;
    expect(wool.map((f) => f.id)).toContain('merino-wool');
    expect(wool.every((f) => fibresOf(f.composition).includes('wool'))).toBe(true);
    const cheap = queryFabrics({ maxPrice: 3 }).fabrics;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((f) => f.priceRange.min <= 3)).toBe(true);
    expect(queryFabrics({ minPrice: 50 }).fabrics.every((f) => f.priceRange.max >= 50)).toBe(true);
    const page2 = queryFabrics({ offset: 24, limit: 24 });
    expect(page2.total).toBe(FABRICS.length);
    expect(page2.fabrics.map((f) => f.id)).toEqual(FABRICS.slice(24, 48).map((f) => f.id));
    expect(queryFabrics({ q: 'silk', family: 'leather' })).toEqual({ fabrics: [], total: 0 });
  });
});
