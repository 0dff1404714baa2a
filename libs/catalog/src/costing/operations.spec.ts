import { describe, expect, it } from '@jest/globals';
import { computeCost, type CostInput } from './model';
import { MATCHED_CUTTING_FACTOR, operationKind } from './bulletin';

// Only sewing operations are costed as sewing: a construction note ("Pull-on (no zip, no darts)") is not costed and a
// cutting instruction ("Cutting: stripes matched") is costed on the cutting line.
const dress = (operations: string[]): CostInput =>
  ({
    quantity: 500,
    region: 'china',
    unit: 'cm',
    fabric: { id: 'viscose-challis', name: 'Viscose Challis', category: 'Viscose' },
    materials: [
      { ref: 'F1', category: 'fabric', item: 'Viscose Challis', quantity: 2, unit: 'm (140 cm width)' },
    ],
    operations,
  }) as unknown as CostInput;

describe('operations costed as making', () => {
  it('a note is not an operation; a cutting instruction raises the cutting line, not the sewing', () => {
    const sewing = ['Shoulder seams', 'Side seams and underarm', 'Body hem'];
    const plain = computeCost(dress(sewing));
    const marked = computeCost(dress([...sewing, 'Pull-on (no zip, no darts)', 'Cutting: stripes matched']));
    const sewn = (s: typeof plain) => s.lines.filter((l) => l.ref.startsWith('OP')).map((l) => l.item);
    expect(sewn(marked)).toEqual(sewn(plain));
    expect(sewn(marked).some((i) => /Pull-on|Cutting/.test(i))).toBe(false);
    const cut = (s: typeof plain) => s.lines.find((l) => l.ref === 'CUT')!;
    expect(cut(marked).quantity).toBeCloseTo(cut(plain).quantity * MATCHED_CUTTING_FACTOR, 2);
    expect(cut(marked).item).toMatch(/pattern matched/);
    expect(operationKind('Sleeve attach (set-in)')).toBe('sewing');
  });
});
