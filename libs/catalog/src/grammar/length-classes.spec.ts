import { describe, expect, it } from '@jest/globals';
import { deriveGarment } from './derive';
import { HEM_LEVEL, trouserInseam } from './length-classes';
import { between, landmarkHeight } from '../sizing/body-landmarks';
import { gradedInRange } from '../sizing/grade';
import { SIZE_RANGES, SIZE_RANGE_SPECS, type SizeRange } from '../sizing/ranges';

/** Every size's value of one point of measure of a derived garment, as the graded spec prints it. */
function graded(type: string, features: Record<string, string>, range: SizeRange, key: string) {
  const spec = SIZE_RANGE_SPECS[range];
  const p = deriveGarment({ garmentType: type, features, sizeRange: range }).poms.find((q) => q.key === key);
  expect(p).toBeDefined();
  return gradedInRange(p!.grade, p!.base, spec.baseSize, p!.gradeClass ?? 'girthMajor', range);
}
const atBase = (type: string, features: Record<string, string>, range: SizeRange, key: string) =>
  graded(type, features, range, key)[SIZE_RANGE_SPECS[range].baseSize]!;
const steps = (row: Record<string, number>, sizes: readonly string[]) =>
  sizes.slice(1).map((s, i) => Math.round((row[s]! - row[sizes[i]!]!) * 10) / 10);

const DRESS_CLASSES = ['mini', 'knee', 'midi', 'maxi'];
const TOP_CLASSES = ['cropped', 'hip', 'thigh', 'knee-or-longer'];

describe('length classes: the body at the sample size, graded by the range', () => {
  it("a kids' 8Y knee dress is the 8Y child's HPS-to-knee, about 70 cm (not an adult length)", () => {
    const knee = atBase('dress', { length: 'knee' }, 'kids', 'length');
    expect(knee).toBeCloseTo(between('kids', 'hps', 'knee'), 5);
    expect(knee).toBeGreaterThanOrEqual(66);
    expect(knee).toBeLessThanOrEqual(74);
    // an 8Y child is 128 cm tall (EN 13402-3): the dress is barely over half of it
    expect(knee / landmarkHeight('kids', 'stature')).toBeLessThan(0.6);
  });

  it("a women's M full trouser has a 76-79 cm inseam (the inside leg)", () => {
    const inseam = atBase('pants', { length: 'full' }, 'womens', 'inseam');
    expect(inseam).toBeCloseTo(landmarkHeight('womens', 'crotch'), 5);
    expect(inseam).toBeGreaterThanOrEqual(76);
    expect(inseam).toBeLessThanOrEqual(79);
  });

  it("a kids' 8Y full trouser is its inside leg; a 14Y's is still shorter than a women's XS", () => {
    const kids = graded('pants', { length: 'full' }, 'kids', 'inseam');
    expect(kids['8Y']).toBeCloseTo(trouserInseam('kids', 'full'), 5);
    expect(kids['14Y']!).toBeLessThan(graded('pants', { length: 'full' }, 'womens', 'inseam').XS!);
  });

  it("adult lengths keep the range's grade: a unisex tee steps 2.5 cm a size, a women's tee and dress 1.3 cm", () => {
    const adult = SIZE_RANGE_SPECS.unisex.sizes;
    expect(steps(graded('t-shirt', {}, 'unisex', 'length'), adult)).toEqual([2.5, 2.5, 2.5, 2.5, 2.5]);
    expect(steps(graded('t-shirt', {}, 'mens', 'length'), adult)).toEqual([2.5, 2.5, 2.5, 2.5, 2.5]);
    expect(steps(graded('t-shirt', {}, 'womens', 'length'), adult)).toEqual([1.3, 1.3, 1.3, 1.3, 1.3]);
    for (const c of DRESS_CLASSES)
      expect(steps(graded('dress', { length: c }, 'womens', 'length'), adult)).toEqual(
        SIZE_RANGE_SPECS.womens.steps.lengthMajor,
      );
  });

  for (const range of SIZE_RANGES) {
    const sizes = SIZE_RANGE_SPECS[range].sizes;

    it(`${range}: dress and skirt lengths at the sample size end at the class's landmark`, () => {
      for (const c of DRESS_CLASSES) {
        const hem = HEM_LEVEL[c]!;
        expect(atBase('dress', { length: c }, range, 'length')).toBeCloseTo(between(range, 'hps', hem), 5);
        expect(atBase('skirt', { length: c }, range, 'skirtLength')).toBeCloseTo(
          between(range, 'waist', hem),
          5,
        );
      }
    });

    it(`${range}: mini < knee < midi < maxi, cropped < hip < thigh < knee, cropped < full, short < bermuda at every size`, () => {
      const order = (rows: Record<string, number>[]) => {
        for (const s of sizes)
          for (let i = 1; i < rows.length; i++) expect(rows[i]![s]!).toBeGreaterThan(rows[i - 1]![s]!);
      };
      order(DRESS_CLASSES.map((c) => graded('dress', { length: c }, range, 'length')));
      order(
        DRESS_CLASSES.map((c) =>
          graded('dress', { length: c, silhouette: 'fit-and-flare' }, range, 'skirtLength'),
        ),
      );
      order(DRESS_CLASSES.map((c) => graded('skirt', { length: c }, range, 'skirtLength')));
      order(TOP_CLASSES.map((c) => graded('t-shirt', { length: c }, range, 'length')));
      order(TOP_CLASSES.map((c) => graded('jacket', { length: c }, range, 'length')));
      order(['cropped', 'full'].map((c) => graded('pants', { length: c }, range, 'inseam')));
      order(['short', 'bermuda'].map((c) => graded('shorts', { length: c }, range, 'inseam')));
    });

    it(`${range}: a waist-seam dress's skirt is its length less HPS to waist; an outseam its inseam plus the rise`, () => {
      const dress = deriveGarment({
        garmentType: 'dress',
        features: { length: 'midi', silhouette: 'fit-and-flare' },
        sizeRange: range,
      }).poms;
      const at = (key: string) => dress.find((p) => p.key === key)!.base;
      expect(at('skirtLength')).toBeCloseTo(at('length') - at('waistPosition'), 5);
      const pants = deriveGarment({ garmentType: 'pants', features: {}, sizeRange: range }).poms;
      const pAt = (key: string) => pants.find((p) => p.key === key)!.base;
      expect(pAt('outseam') - pAt('inseam')).toBeGreaterThan(15);
      expect(pAt('outseam') - pAt('inseam')).toBeLessThan(30);
    });
  }

  it("kids' lengths grow with age, every class, every size", () => {
    const kids = SIZE_RANGE_SPECS.kids.sizes;
    const rows = [
      ...DRESS_CLASSES.flatMap((c) => [
        graded('dress', { length: c }, 'kids', 'length'),
        graded('skirt', { length: c }, 'kids', 'skirtLength'),
      ]),
      ...TOP_CLASSES.map((c) => graded('t-shirt', { length: c }, 'kids', 'length')),
      ...['cropped', 'full'].map((c) => graded('pants', { length: c }, 'kids', 'inseam')),
      ...['short', 'bermuda'].map((c) => graded('shorts', { length: c }, 'kids', 'inseam')),
    ];
    for (const row of rows) for (const step of steps(row, kids)) expect(step).toBeGreaterThan(0);
  });

  it('the sample-size landmarks stand in body order in every range (ankle < mid-calf < knee < ... < HPS)', () => {
    const up = ['ankle', 'midCalf', 'knee', 'midThigh', 'crotch', 'waist', 'hps', 'stature'] as const;
    for (const range of SIZE_RANGES)
      for (let i = 1; i < up.length; i++)
        expect(landmarkHeight(range, up[i]!)).toBeGreaterThan(landmarkHeight(range, up[i - 1]!));
  });
});
