import { describe, expect, it } from '@jest/globals';
import { deriveGarment } from '../grammar';
import { HEM_LEVEL, INSEAM_SHARE } from '../grammar/length-classes';
import { SIZE_RANGES, SIZE_RANGE_SPECS, type SizeRange } from './ranges';
import { gradeInRange } from './grade';
import { bodyLevels, type Landmark } from './landmarks';

/** Every size's value of one point of measure of a derived garment, as the grade table gives it. */
function graded(type: string, features: Record<string, string>, range: SizeRange, key: string) {
  const spec = SIZE_RANGE_SPECS[range];
  const p = deriveGarment({ garmentType: type, features, sizeRange: range }).poms.find((q) => q.key === key);
  expect(p).toBeDefined();
  return Object.fromEntries(
    spec.sizes.map((s) => [
      s,
      gradeInRange(p!.grade, p!.base, spec.baseSize, s, p!.gradeClass ?? 'girthMajor', range),
    ]),
  ) as Record<string, number>;
}

const between = (range: SizeRange, size: string, from: Landmark, to: Landmark) =>
  Math.round((bodyLevels(range, from)[size]! - bodyLevels(range, to)[size]!) * 10) / 10;

const DRESS_CLASSES = ['mini', 'knee', 'midi', 'maxi'];
const TOP_CLASSES = ['cropped', 'hip', 'thigh', 'knee-or-longer'];

describe('length classes follow the wearer', () => {
  it("a kids' 8Y knee dress reaches the 8Y knee (HPS to knee centre of a 128 cm child)", () => {
    const length = graded('dress', { length: 'knee' }, 'kids', 'length');
    const hpsToKnee = between('kids', '8Y', 'hps', 'knee');
    expect(length['8Y']).toBeCloseTo(hpsToKnee, 5);
    expect(hpsToKnee).toBeGreaterThan(65);
    expect(hpsToKnee).toBeLessThan(75);
    expect(length['8Y']).not.toBeCloseTo(81, 0);
  });

  it("an adult women's M full trouser has a 76-82 cm inseam (inside leg less 2 cm)", () => {
    const inseam = graded('pants', { length: 'full' }, 'womens', 'inseam');
    expect(inseam.M).toBeGreaterThanOrEqual(76);
    expect(inseam.M).toBeLessThanOrEqual(82);
    expect(inseam.M).toBeCloseTo(bodyLevels('womens', 'crotch').M! - 2, 5);
  });

  it("a kids' full trouser is far shorter than an adult's and grows with the child", () => {
    const kids = graded('pants', { length: 'full' }, 'kids', 'inseam');
    expect(kids['2Y']).toBeLessThan(40);
    expect(kids['14Y']).toBeLessThan(graded('pants', { length: 'full' }, 'womens', 'inseam').XS!);
  });

  for (const range of SIZE_RANGES) {
    const sizes = SIZE_RANGE_SPECS[range].sizes;

    it(`${range}: dress and skirt lengths land on the landmark (plus the class's offset) at every size`, () => {
      for (const c of DRESS_CLASSES) {
        const hem = HEM_LEVEL[c]!;
        const dress = graded('dress', { length: c }, range, 'length');
        const skirt = graded('skirt', { length: c }, range, 'skirtLength');
        for (const s of sizes) {
          expect(dress[s]).toBeCloseTo(between(range, s, 'hps', hem.to) + hem.offset, 5);
          expect(skirt[s]).toBeCloseTo(between(range, s, 'waist', hem.to) + hem.offset, 5);
        }
      }
    });

    it(`${range}: a trouser's inseam is the inside leg less 2 cm, a cropped one 0.8 of it`, () => {
      const full = graded('pants', { length: 'full' }, range, 'inseam');
      const cropped = graded('pants', { length: 'cropped' }, range, 'inseam');
      const crotch = bodyLevels(range, 'crotch');
      for (const s of sizes) {
        expect(full[s]).toBeCloseTo(crotch[s]! - 2, 5);
        expect(Math.abs(cropped[s]! - (crotch[s]! - 2) * INSEAM_SHARE.cropped!)).toBeLessThanOrEqual(0.3);
      }
    });

    it(`${range}: mini < knee < midi < maxi, cropped < hip < thigh < knee, cropped < full, short < bermuda at every size`, () => {
      const order = (rows: Record<string, number>[]) => {
        for (const s of sizes)
          for (let i = 1; i < rows.length; i++) expect(rows[i]![s]!).toBeGreaterThan(rows[i - 1]![s]!);
      };
      order(DRESS_CLASSES.map((c) => graded('dress', { length: c }, range, 'length')));
      order(DRESS_CLASSES.map((c) => graded('dress', { length: c }, range, 'skirtLength')));
      order(DRESS_CLASSES.map((c) => graded('skirt', { length: c }, range, 'skirtLength')));
      order(TOP_CLASSES.map((c) => graded('t-shirt', { length: c }, range, 'length')));
      order(TOP_CLASSES.map((c) => graded('jacket', { length: c }, range, 'length')));
      order(['cropped', 'full'].map((c) => graded('pants', { length: c }, range, 'inseam')));
      order(['short', 'bermuda'].map((c) => graded('shorts', { length: c }, range, 'inseam')));
    });

    it(`${range}: every length class rises with size`, () => {
      const rows = [
        ...DRESS_CLASSES.flatMap((c) => [
          graded('dress', { length: c }, range, 'length'),
          graded('skirt', { length: c }, range, 'skirtLength'),
        ]),
        ...TOP_CLASSES.map((c) => graded('t-shirt', { length: c }, range, 'length')),
        ...['cropped', 'full'].flatMap((c) => [
          graded('pants', { length: c }, range, 'inseam'),
          graded('pants', { length: c }, range, 'outseam'),
        ]),
        ...['short', 'bermuda'].map((c) => graded('shorts', { length: c }, range, 'inseam')),
      ];
      for (const row of rows)
        for (let i = 1; i < sizes.length; i++) expect(row[sizes[i]!]!).toBeGreaterThan(row[sizes[i - 1]!]!);
    });
  }

  it('landmarks stand in body order at every size of every range (ankle < mid-calf < knee < ... < HPS)', () => {
    const up: Landmark[] = ['ankle', 'midCalf', 'knee', 'midThigh', 'crotch', 'hip', 'waist', 'hps'];
    for (const range of SIZE_RANGES)
      for (const s of SIZE_RANGE_SPECS[range].sizes)
        for (let i = 1; i < up.length; i++)
          expect(bodyLevels(range, up[i]!)[s]!).toBeGreaterThan(bodyLevels(range, up[i - 1]!)[s]!);
  });
});
