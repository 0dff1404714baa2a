import { describe, expect, it } from '@jest/globals';
import { deriveGarment } from '../grammar';
import { FITS, SIZE_RANGES, SIZE_RANGE_SPECS } from './ranges';
import { gradedInRange, smallestStep } from './grade';
import { MIN_TOLERANCE, dimensionFloor, pomClassOf } from './tolerances';
import { careSymbolsFor } from '../care-symbols';

const TYPES = [
  't-shirt',
  'shirt',
  'long-sleeve top',
  'hoodie',
  'jacket',
  'pants',
  'shorts',
  'dress',
  'skirt',
];

describe('size ranges over every garment type', () => {
  for (const type of TYPES)
    for (const range of SIZE_RANGES)
      it(`${type} in ${range}: tolerances >= 0.3 cm, under half the smallest step where the step allows, sizes grow`, () => {
        const spec = deriveGarment({ garmentType: type, features: {}, sizeRange: range });
        expect(spec.sizes).toEqual(SIZE_RANGE_SPECS[range].sizes);
        for (const p of spec.poms) {
          expect(p.tolerance).toBeGreaterThanOrEqual(MIN_TOLERANCE);
          if (p.grade <= 0 || !p.gradeClass || p.gradeClass === 'none') continue;
          const step = smallestStep(p.grade, p.gradeClass, range);
          // under half the step, except a long length held at its dimension's floor (+/-1.0 over 60 cm, +/-0.6 on an inseam)
          if (
            step / 2 > MIN_TOLERANCE + 0.05 &&
            p.tolerance > dimensionFloor(pomClassOf(p.key, p.kind), p.base)
          )
            expect(p.tolerance * 2).toBeLessThan(step);
          if (
            p.kind === 'length' &&
            p.base > 60 &&
            ['length', 'skirtLength', 'inseam', 'outseam', 'sleeveLength', 'centreBackLength'].includes(p.key)
          )
            expect(p.tolerance).toBeGreaterThanOrEqual(1);
          const values = Object.values(gradedInRange(p.grade, p.base, spec.baseSize, p.gradeClass, range));
          for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]);
        }
      });
});

describe('fit, length and silhouette move the block', () => {
  it('oversized > relaxed > regular > slim at the chest', () => {
    const chest = FITS.map(
      (fit) =>
        deriveGarment({ garmentType: 't-shirt', features: {}, fit }).poms.find((p) => p.key === 'chestWidth')!
          .base,
    );
    expect([...chest].sort((a, b) => a - b)).toEqual(chest);
  });
  it('cropped tops, mini / maxi dresses, short / bermuda shorts', () => {
    const len = (type: string, f: Record<string, string>, key: string) =>
      deriveGarment({ garmentType: type, features: f }).poms.find((p) => p.key === key)!.base;
    expect(len('t-shirt', { length: 'cropped' }, 'length')).toBeLessThan(
      len('t-shirt', { length: 'hip' }, 'length') - 10,
    );
    expect(len('dress', { length: 'mini' }, 'length')).toBeLessThan(
      len('dress', { length: 'maxi' }, 'length') - 40,
    );
    expect(len('shorts', { length: 'short' }, 'inseam')).toBeLessThan(
      len('shorts', { length: 'bermuda' }, 'inseam') - 8,
    );
  });
  it('a sleeveless top has an armhole and no sleeve points; a knit dress pulls on', () => {
    const tank = deriveGarment({ garmentType: 't-shirt', features: { sleeve: 'sleeveless' } });
    expect(tank.poms.some((p) => p.key === 'armhole')).toBe(true);
    expect(tank.poms.some((p) => p.key === 'sleeveLength' || p.key === 'bicep')).toBe(false);
    const knitDress = deriveGarment({ garmentType: 'dress', features: { fabric_look: 'jersey' } });
    expect(knitDress.bom.some((l) => /zip/i.test(l.item))).toBe(false);
  });
  it('women tolerances: knit and padded lengths looser than woven collars', () => {
    const jacket = deriveGarment({ garmentType: 'puffer jacket', features: {} });
    const shirt = deriveGarment({ garmentType: 'shirt', features: {} });
    expect(jacket.poms.find((p) => p.key === 'length')!.tolerance).toBeGreaterThan(
      shirt.poms.find((p) => p.key === 'collarHeight')!.tolerance,
    );
  });
});

describe('care symbols follow the fibre', () => {
  it('wool hand washes and dries flat; leather goes to a specialist; cotton machine washes', () => {
    expect(careSymbolsFor('hand-wash-only', '100% Wool')).toEqual(
      expect.arrayContaining(['wash-hand', 'dry-flat']),
    );
    expect(careSymbolsFor('dry-clean-only', '100% Cowhide Leather')).toEqual(
      expect.arrayContaining(['wash-no', 'pro-F']),
    );
    expect(careSymbolsFor('machine-wash-cold', '100% Cotton')).toEqual([
      'wash-30',
      'bleach-no',
      'tumble-low',
      'iron-medium',
      'pro-no',
    ]);
  });
});

describe('inches in eighths', () => {
  it('writes 1/8" fractions, reduced', async () => {
    const { inchFraction } = await import('../care-symbol-paths');
    expect(inchFraction(61)).toBe('24');
    expect(inchFraction(61.3)).toBe('24 1/8');
    expect(inchFraction(1.27)).toBe('1/2');
    expect(inchFraction(0.3)).toBe('1/8');
    expect(inchFraction(52.4)).toBe('20 5/8');
  });
});
