import { describe, it, expect } from '@jest/globals';
import { BASE_CM, INCREMENTS_CM, gradedCm, parseMeasurement, sizeChart, toInches } from './sizing';

describe('Sizing Fixer math', () => {
  it('uses the spec base and increments', () => {
    expect(BASE_CM).toEqual({ length: 70, chestWidth: 52, sleeveLength: 20, shoulderWidth: 44 });
    expect(INCREMENTS_CM).toEqual({ chestWidth: 5, length: 2.5, sleeveLength: 1, shoulderWidth: 2 });
  });

  it('grades base + i x increment and converts to inches with 2 decimals', () => {
    const chart = sizeChart(BASE_CM, INCREMENTS_CM);
    expect(chart.map((r) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(chart[0].values.chestWidth).toBe('20.47'); // 52 cm
    expect(chart[2].values.chestWidth).toBe('24.41'); // 62 cm
    expect(chart[4].values.length).toBe('31.50'); // 80 cm
    expect(chart[1].values.sleeveLength).toBe('8.27'); // 21 cm
    expect(chart[3].values.shoulderWidth).toBe('19.69'); // 50 cm
  });

  it("shows 'N/A' for a missing value and turns non-numeric input into 0", () => {
    expect(toInches(undefined)).toBe('N/A');
    expect(gradedCm(undefined, 2, 1)).toBeUndefined();
    expect(sizeChart({ length: 70 }, INCREMENTS_CM)[0].values.chestWidth).toBe('N/A');
    expect(parseMeasurement('abc')).toBe(0);
    expect(parseMeasurement('')).toBe(0);
    expect(parseMeasurement('12.5')).toBe(12.5);
    expect(toInches(0)).toBe('0.00');
  });
});
