import { describe, expect, it } from '@jest/globals';
import type { BomLine } from '@techpack/contracts';
import { editOf, formOf } from './bom-model';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

describe('a BOM line saved unchanged sends nothing', () => {
  // as the database hands the line back: its sizes in jsonb key order (by length, then by name)
  const line = {
    ref: 'F1',
    category: 'fabric',
    item: 'Jersey',
    description: '',
    placement: 'Body',
    color: 'Black',
    unit: 'm',
    supplier: 'TBC',
    articleNumber: '',
    quantity: 0.9,
    quantityBySize: { L: 0.95, M: 0.9, S: 0.85, XL: 1, XS: 0.8, XXL: 1.05 },
    provenance: 'standard',
  } as unknown as BomLine;

  it('the same quantity per size in another key order is no edit; a changed size is', () => {
    const form = formOf(line, SIZES);
    expect(editOf(line, form)).toEqual({});
    expect(editOf(line, { ...form, quantityBySize: { ...form.quantityBySize, XL: '1.1' } })).toEqual({
      quantityBySize: { XS: 0.8, S: 0.85, M: 0.9, L: 0.95, XL: 1.1, XXL: 1.05 },
    });
  });
});
