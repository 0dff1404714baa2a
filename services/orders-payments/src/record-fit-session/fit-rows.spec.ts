import { describe, expect, it } from '@jest/globals';
import { AppError } from '@techpack/platform';
import { specChanges } from '../manufacturer-orders/spec-changes';
import type { SpecSnapshot } from '../orders.schema';
import { fitRows } from './fit-rows';

const spec: SpecSnapshot = {
  baseSize: 'M',
  sizes: ['S', 'M', 'L'],
  rows: [
    { key: 'chestWidth', code: 'A1', name: '1/2 Chest', tolerance: 1, values: { S: 50, M: 52, L: 54 } },
    { key: 'bodyLength', code: 'A2', name: 'Body length', tolerance: 1.5, values: { S: 68, M: 70, L: 72 } },
    { key: 'sleeveLength', code: 'B1', name: 'Sleeve length', tolerance: 1, values: { S: 20, M: 21, L: 22 } },
  ],
};

describe('fit rows', () => {
  it('compares with the spec at the measured size: out of tolerance first, the tolerance edge is in', () => {
    const rows = fitRows(spec, 'L', { chestWidth: 55, bodyLength: 69.9 });
    expect(rows.map((r) => [r.key, r.status])).toEqual([
      ['bodyLength', 'out'],
      ['chestWidth', 'in'],
      ['sleeveLength', 'not-measured'],
    ]);
    expect(rows[0]).toMatchObject({ spec: 72, measured: 69.9, diff: -2.1, tolerance: 1.5 });
    expect(rows[2]).toMatchObject({ measured: null, diff: null });
  });

  it('refuses an unknown point of measure or size, naming it', () => {
    const unknown = (() => {
      try {
        fitRows(spec, 'M', { armpitToMoon: 3 });
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(unknown?.status).toBe(400);
    expect(unknown?.code).toBe('FIT.UNKNOWN_POINT');
    expect(unknown?.body).toEqual({ fields: ['measurements.armpitToMoon'] });
    expect(() => fitRows(spec, 'XXL', { chestWidth: 50 })).toThrow(/Unknown size XXL/);
  });
});

describe('spec changes between two ordered revisions', () => {
  it('lists changed, added and removed points at the newer base size', () => {
    const next: SpecSnapshot = {
      ...spec,
      rows: [
        { ...spec.rows[0], values: { S: 51, M: 53, L: 55 } },
        spec.rows[1],
        { key: 'hemWidth', code: 'A3', name: 'Hem', tolerance: 1, values: { M: 50 } },
      ],
    };
    expect(specChanges(spec, next)).toEqual([
      { key: 'chestWidth', code: 'A1', name: '1/2 Chest', from: 52, to: 53 },
      { key: 'hemWidth', code: 'A3', name: 'Hem', from: null, to: 50 },
      { key: 'sleeveLength', code: 'B1', name: 'Sleeve length', from: 21, to: null },
    ]);
    expect(specChanges(null, next)).toEqual([]);
  });
});
