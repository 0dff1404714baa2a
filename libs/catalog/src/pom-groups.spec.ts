import { describe, expect, it } from '@jest/globals';
import { pomGroupOf } from './pom-groups';
import { gradeValue, gradedValues, parseCm } from './grading';

describe('points of measure and grade rules', () => {
  it('grades around the base size and grows at the end of the range', () => {
    const chest = { grade: 2.5 };
    const g = gradedValues(chest, 52, 'M');
    expect(g).toEqual({ XS: 47, S: 49.5, M: 52, L: 54.5, XL: 57, XXL: 60.1 });
    expect(gradeValue(chest, 54.5, 'L', 'M')).toBe(52);
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
