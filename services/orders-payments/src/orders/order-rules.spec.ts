import { describe, expect, it } from '@jest/globals';
import { normalizeQuantity, priceSample, quoteSample } from '@techpack/catalog';
import { canOperatorMove, ownerCancellation } from './order-status';
import { formatOrderNumber } from './order-number';
import { luhnValid, signPayload, verifySignature } from '../payments/test.payment-provider';

describe('price table and quotes', () => {
  it('prices samples with the issue reading', () => {
    expect(priceSample({ fabricChoice: 'cotton-basic' }).total).toBe(150);
    expect(priceSample({ fabricChoice: 'cotton-blend' }).total).toBe(165);
    expect(priceSample({ fabricChoice: 'cotton-premium' }).total).toBe(185);
    expect(
      priceSample({
        fabricChoice: 'luxury-fabric',
        customLabel: true,
        customHangTag: true,
        rushProcessing: true,
      }).total,
    ).toBe(300);
    expect(priceSample({ fabricChoice: 'cotton-basic', quantity: 3 }).total).toBe(450);
  });

  it('quotes the same total, split into manufacturer price and service fee', () => {
    const q = quoteSample({ quantity: 3, urgency: 'rush' });
    expect(q.totalCustomerPrice).toBe(555);
    expect(q.manufacturerPrice + q.techpackStudioServiceFee).toBe(q.totalCustomerPrice);
    expect(q.techpackStudioServiceFee).toBe(111);
    expect(
      quoteSample({ quantity: 1, urgency: 'standard', fabricChoice: 'not-a-fabric' }).totalCustomerPrice,
    ).toBe(150);
  });

  it('keeps quantity an integer 1-50, non-numeric becoming 1', () => {
    expect(normalizeQuantity('abc')).toBe(1);
    expect(normalizeQuantity('')).toBe(1);
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity('7.9')).toBe(7);
    expect(normalizeQuantity(51)).toBe(50);
  });
});

describe('order numbers and statuses', () => {
  it('formats order numbers as {prefix}-{year}-{sequence}-SAMPLE', () => {
    expect(formatOrderNumber(2026, 1)).toBe('TPS-2026-001-SAMPLE');
    expect(formatOrderNumber(2026, 1234)).toBe('TPS-2026-1234-SAMPLE');
  });

  it('lets operators move only along the defined transitions, never to paid', () => {
    expect(canOperatorMove('paid', 'in_production')).toBe(true);
    expect(canOperatorMove('in_production', 'shipped')).toBe(true);
    expect(canOperatorMove('shipped', 'delivered')).toBe(true);
    expect(canOperatorMove('pending_payment', 'paid')).toBe(false);
    expect(canOperatorMove('pending_payment', 'in_production')).toBe(false);
    expect(canOperatorMove('refunded', 'paid')).toBe(false);
    expect(canOperatorMove('cancelled', 'in_production')).toBe(false);
  });

  it('gives the owner a full refund only within 24 hours and before production', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(
      ownerCancellation({ status: 'paid', paidAt: new Date('2026-11-22T01:00:00Z') }, now),
    ).toMatchObject({ allowed: true, refund: true });
    expect(ownerCancellation({ status: 'paid', paidAt: new Date('2026-11-21T11:00:00Z') }, now).allowed).toBe(
      false,
    );
    expect(
      ownerCancellation({ status: 'in_production', paidAt: new Date('2026-11-22T11:00:00Z') }, now).allowed,
    ).toBe(false);
    expect(ownerCancellation({ status: 'pending_payment', paidAt: null }, now)).toMatchObject({
      allowed: true,
      refund: false,
    });
  });
});

describe('test provider signatures and cards', () => {
  it('verifies Stripe-style signatures with a tolerance', () => {
    const body = '{"id":"evt_1"}';
    expect(() => verifySignature('s3cret', Buffer.from(body), signPayload('s3cret', body))).not.toThrow();
    expect(() => verifySignature('s3cret', Buffer.from(body), signPayload('other', body))).toThrow(
      'Invalid webhook signature',
    );
    expect(() => verifySignature('s3cret', Buffer.from(body), 'garbage')).toThrow();
    const old = signPayload('s3cret', body, Math.floor(Date.now() / 1000) - 600);
    expect(() => verifySignature('s3cret', Buffer.from(body), old)).toThrow('tolerance');
    const ahead = signPayload('s3cret', body, Math.floor(Date.now() / 1000) + 600);
    expect(() => verifySignature('s3cret', Buffer.from(body), ahead)).toThrow('tolerance');
    expect(() => verifySignature('s3cret', Buffer.from(body), undefined)).toThrow(
      'Missing webhook signature',
    );
    expect(() =>
      verifySignature('s3cret', Buffer.from('not json'), signPayload('s3cret', 'not json')),
    ).toThrow('Malformed webhook body');
    expect(verifySignature('s3cret', Buffer.from(body), signPayload('s3cret', body))).toEqual({
      id: 'evt_1',
    });
  });

  it('checks card numbers like a card form', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});
