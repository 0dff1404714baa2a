import { describe, expect, it } from '@jest/globals';
import type { TechPack } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { applyUpdate } from './techpack.model';
import { checkTechPack } from '../check/techpack.check';
import { draftOnError } from '../check/draft-on-error';

const NOW = new Date('2026-03-02T10:00:00Z');
const errorsOf = (p: TechPack) => checkTechPack(p).issues.filter((i) => i.severity === 'error');
const row = (p: TechPack, key: string) => p.pointsOfMeasure.rows.find((r) => r.key === key)!;
const keysOf = (p: TechPack) => new Set(p.garment!.components!.map((c) => c.key));

describe('pack components: every surface names a component of the garment', () => {
  const TYPES = [
    't-shirt',
    'shirt',
    'long-sleeve top',
    'jacket',
    'hoodie',
    'pants',
    'shorts',
    'dress',
    'skirt',
  ];
  const VARIANTS = [
    {},
    { fabric_look: { value: 'jersey', confidence: 0.5, source: 'estimated' } },
    { pockets: { value: 'patch', confidence: 0.5, source: 'estimated' } },
  ];
  it('a fresh pack of every type never starts with a check error, and every BOM line, operation and POM names a component it has', () => {
    for (const t of TYPES)
      for (const features of VARIANTS) {
        const p = packOf(t, { features });
        expect([t, errorsOf(p).map((e) => e.message)]).toEqual([t, []]);
        const keys = keysOf(p);
        for (const l of [...p.bom, ...p.construction.operations, ...p.pointsOfMeasure.rows])
          expect(keys.has(l.component!)).toBe(true);
      }
  });

  it('the trims page says what the BOM says (one number per trim)', () => {
    const p = packOf('hoodie', {
      features: { front_closure: { value: 'zip-full', confidence: 0.99, source: 'detected' } },
    });
    const zip = p.bom.find((l) => /zip/i.test(l.item))!;
    expect(String(p.trims.zip)).toContain(zip.description);
    const cord = p.bom.find((l) => /drawcord/i.test(l.item))!;
    expect(String(p.trims.drawcord)).toContain(`${cord.quantity} ${cord.unit}`);
  });
});

describe('dependent points of measure follow their parts', () => {
  it('shorts: the inseam set to 22 cm moves the outseam and the fabric consumption', () => {
    const p = packOf('shorts');
    const before = {
      outseam: row(p, 'outseam').values.M,
      fabric: p.bom.find((l) => l.category === 'fabric')!.quantity,
    };
    const { pack } = applyUpdate(p, { measurements: { inseam: 22 } }, NOW);
    expect(row(pack, 'outseam').values.M).toBeCloseTo(22 + row(pack, 'frontRise').values.M - 1, 1);
    expect(row(pack, 'outseam').values.M).not.toBe(before.outseam);
    expect(pack.bom.find((l) => l.category === 'fabric')!.quantity).not.toBe(before.fabric);
    expect(errorsOf(pack)).toEqual([]);
  });
  it('a dress with a waist seam: the skirt length moves the total length, in every size', () => {
    const p = packOf('dress', {
      features: { silhouette: { value: 'a-line', confidence: 0.99, source: 'detected' } },
    });
    const { pack } = applyUpdate(p, { measurements: { skirtLength: 70 } }, NOW);
    for (const s of pack.pointsOfMeasure.sizes)
      expect(row(pack, 'length').values[s]).toBeCloseTo(
        row(pack, 'waistPosition').values[s] + row(pack, 'skirtLength').values[s],
        1,
      );
    expect(errorsOf(pack)).toEqual([]);
  });
  it('an edit that contradicts a rule returns a ready pack to draft and says why', () => {
    const p = { ...packOf('pants'), status: 'ready' as const };
    const { pack } = applyUpdate(p, { measurements: { inseam: 60, outseam: 110 } }, NOW);
    draftOnError(pack);
    expect(pack.status).toBe('draft');
    expect(pack.revisions.at(-1)!.summary).toMatch(/returned to draft: .*outseam = inseam \+ front rise/);
    expect(errorsOf(pack).map((e) => e.code)).toContain('DEPENDENT_POM_MISMATCH');
  });
});

describe('details: added, edited and removed through PUT', () => {
  it('a flounce sleeve and a waist drawcord bring their component, operation, BOM line and POM; removing them removes all', () => {
    const p = packOf('dress', {
      features: { sleeve: { value: 'short', confidence: 0.99, source: 'detected' } },
    });
    const { pack } = applyUpdate(
      p,
      {
        details: {
          add: [{ detail: 'flounce-sleeve' }, { detail: 'waist-drawcord', params: { route: 'inside' } }],
        },
      },
      NOW,
    );
    for (const key of ['flounce-sleeve', 'waist-drawcord']) {
      expect(keysOf(pack).has(key)).toBe(true);
      expect(pack.bom.some((l) => l.component === key)).toBe(true);
      expect(pack.construction.operations.some((o) => o.component === key)).toBe(true);
      expect(pack.pointsOfMeasure.rows.some((r) => r.component === key)).toBe(true);
    }
    expect(pack.garment!.components!.find((c) => c.key === 'waist-drawcord')!.name).toMatch(/inside/);
    expect(errorsOf(pack)).toEqual([]);
    const { pack: edited } = applyUpdate(
      pack,
      { details: { edit: { 'waist-drawcord': { params: { route: 'outside' } } } } },
      NOW,
    );
    expect(edited.garment!.components!.find((c) => c.key === 'waist-drawcord')!.name).toMatch(/outside/);
    const { pack: removed } = applyUpdate(
      edited,
      { details: { remove: ['flounce-sleeve', 'waist-drawcord'] } },
      NOW,
    );
    const all = JSON.stringify([
      removed.bom,
      removed.construction,
      removed.pointsOfMeasure,
      removed.garment,
      removed.trims,
      removed.measurements,
    ]);
    expect(all).not.toMatch(/flounce|waist-drawcord|waistDrawcord/i);
  });
  it('a custom component carries the designer description, operation and BOM line, marked source "designer"', () => {
    const { pack } = applyUpdate(
      packOf('t-shirt'),
      {
        details: {
          add: [
            {
              detail: 'custom',
              name: 'Bow at back neck',
              description: 'Satin bow, tacked',
              operation: 'Bow tack at CB neck',
              material: 'Satin ribbon 10 mm',
              quantity: 0.4,
              unit: 'm',
            },
          ],
        },
      },
      NOW,
    );
    const c = pack.garment!.components!.find((x) => x.source === 'designer')!;
    expect(c.name).toBe('Bow at back neck');
    expect(pack.construction.operations.find((o) => o.component === c.key)!.operation).toBe(
      'Bow tack at CB neck',
    );
    expect(pack.bom.find((l) => l.component === c.key)!.item).toBe('Satin ribbon 10 mm');
  });
  it('a whole-pack save sends the details list back: unchanged is no change; a shorter list removes the rest', () => {
    const { pack } = applyUpdate(
      packOf('t-shirt'),
      { details: { add: [{ detail: 'rib-cuffs' }, { detail: 'hanger-loop' }] } },
      NOW,
    );
    const same = applyUpdate(pack, { details: structuredClone(pack.details!) }, NOW);
    expect(same.changed).toEqual([]);
    const { pack: fewer } = applyUpdate(
      pack,
      { details: pack.details!.filter((d) => d.key !== 'hanger-loop') },
      NOW,
    );
    expect(fewer.garment!.components!.map((c) => c.key)).toContain('rib-cuffs');
    expect(JSON.stringify(fewer.bom)).not.toMatch(/hanger/i);
  });
  it('a detail the type does not take is refused', () => {
    expect(() =>
      applyUpdate(packOf('t-shirt'), { details: { add: [{ detail: 'knee-patches' }] } }, NOW),
    ).toThrow(/does not apply/);
  });
});
