import { describe, expect, it } from '@jest/globals';
import { ORDER_FORM_QUANTITY_MESSAGE, orderCreateRequest } from './orders';

// The order form orders one sample: a quantity sent to it was dropped without a word (5, 0, -1 and 1e9 all made a
// one-piece $150 order), so it is refused instead, naming the field.
const form = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  shippingAddress: '1 Loom Street, London',
};

describe('POST /api/sample-order body', () => {
  it('refuses any quantity, naming the field', () => {
    for (const quantity of [5, 0, -1, 1e9, 1, '2', true, 'lots', [], {}]) {
      const result = orderCreateRequest.safeParse({ ...form, quantity });
      expect([quantity, result.success]).toEqual([quantity, false]);
      if (!result.success)
        expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          ['quantity', ORDER_FORM_QUANTITY_MESSAGE],
        ]);
    }
  });

  it('takes the form without a quantity (or a null one) as one sample', () => {
    for (const extra of [{}, { quantity: null }]) {
      const result = orderCreateRequest.safeParse({ ...form, ...extra });
      expect(result.success).toBe(true);
      if (result.success) expect(result.data.quantity).toBeUndefined();
    }
  });
});
