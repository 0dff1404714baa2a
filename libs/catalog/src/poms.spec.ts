import { describe, expect, it } from '@jest/globals';
import { POINTS_OF_MEASURE, pomGroupOf } from './poms';
import { gradeValue, gradedValues, parseCm, toleranceIsSafe } from './grading';

describe('points of measure and grade rules', () => {
  it('every POM keeps its tolerance under half its grade step', () => {
    for (const [group, poms] of Object.entries(POINTS_OF_MEASURE)) {
      for (const pom of poms) {
        expect({ group, code: pom.code, safe: toleranceIsSafe(pom) }).toEqual({ group, code: pom.code, safe: true });
      }
    }
  });

  it('codes and keys are unique within a garment type and how-to-measure text is present', () => {
    for (const poms of Object.values(POINTS_OF_MEASURE)) {
      expect(new Set(poms.map((p) => p.code)).size).toBe(poms.length);
      expect(new Set(poms.map((p) => p.key)).size).toBe(poms.length);
      for (const p of poms) expect(p.howToMeasure.length).toBeGreaterThan(20);
    }
  });

  it('grades around the base size and grows at the end of the range', () => {
    const chest = { grade: 2.5 };
    const g = gradedValues(chest, 52, 'M');
    expect(g).toEqual({ XS: 47, S: 49.5, M: 52, L: 54.5, XL: 57, XXL: 60.1 });
    expect(gradeValue(chest, 54.5, 'L', 'M')).toBe(52);
    // neighbouring sizes never overlap within tolerance
    for (const poms of Object.values(POINTS_OF_MEASURE)) {
      for (const pom of poms) {
        const v = gradedValues(pom, pom.base, 'M');
        const sizes = Object.values(v);
        for (let i = 1; i < sizes.length; i++) expect(sizes[i] - pom.tolerance).toBeGreaterThan(sizes[i - 1] + pom.tolerance);
      }
    }
  });

  it('maps garment names and parses measurement text', () => {
    expect(pomGroupOf('t-shirt')).toBe('tee');
    expect(pomGroupOf('long-sleeve top')).toBe('long-sleeve');
    expect(pomGroupOf('shirt')).toBe('shirt');
    expect(pomGroupOf('Hoodie')).toBe('hoodie');
    expect(pomGroupOf('shorts')).toBe('shorts');
    expect(pomGroupOf('pants')).toBe('pants');
    expect(parseCm('62 cm')).toBe(62);
    expect(parseCm(61.5)).toBe(61.5);
    expect(parseCm('abc')).toBeUndefined();
  });
});
