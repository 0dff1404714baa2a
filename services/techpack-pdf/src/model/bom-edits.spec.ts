import { describe, expect, it } from '@jest/globals';
import type { TechPack } from '@techpack/contracts';
import { applyBomEdits } from './bom-edits';

// Only real changes make a revision: the same values sent again (keys in another order, float noise, '' for nothing)
// change nothing and log nothing.
const pack = () =>
  ({
    selectedSize: 'M',
    bom: [
      {
        ref: 'F1',
        category: 'fabric',
        item: 'Single jersey',
        description: '',
        placement: 'Body',
        color: 'Navy',
        quantity: 0.98,
        unit: 'm',
        supplier: 'TBC by factory',
        provenance: 'derived',
        origin: 'derived',
        quantityBySize: { S: 0.91, M: 0.98, L: 1.05 },
      },
    ],
  }) as unknown as TechPack;

describe('BOM edits', () => {
  it('logs nothing for an unchanged quantity by size, supplier or empty article number', () => {
    const p = pack();
    const { changes, fields } = applyBomEdits(p, {
      edit: {
        F1: {
          quantityBySize: { L: 1.05, M: 0.98 + 1e-9, S: 0.91 },
          supplier: 'TBC by factory',
          articleNumber: '',
        },
      },
    });
    expect(changes).toEqual([]);
    expect(fields).toEqual([]);
    expect(p.bomUser).toBeUndefined();
  });

  it('logs a real change with its old and new value', () => {
    const p = pack();
    const { changes } = applyBomEdits(p, { edit: { F1: { quantityBySize: { S: 0.91, M: 1.0, L: 1.05 } } } });
    expect(changes).toEqual([
      {
        field: 'bom.F1.quantityBySize',
        from: JSON.stringify({ S: 0.91, M: 0.98, L: 1.05 }),
        to: JSON.stringify({ S: 0.91, M: 1.0, L: 1.05 }),
      },
    ]);
    expect(p.bom[0].quantity).toBe(1);
  });
});
