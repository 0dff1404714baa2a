import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';
import { uploadTestTechPack } from './testing/upload-test-pack';

// Races a careless client or an attacker can start: pay and cancel at the same moment, and the production dialog's
// order call sent ten times at once. Bounded (20 trials, 10 calls), loopback only.
let app: TestApp;
let buyer: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: 'whsec_order_races' }, 240_000);
  buyer = await registerUser(app, 'racer');
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

const order = (extra: Record<string, unknown> = {}) => ({
  email: 'race@example.com',
  firstName: 'Ada',
  lastName: 'Race',
  shippingAddress: '1 Loom Street, London',
  fabricChoice: 'cotton-basic',
  ...extra,
});

describe('pay and cancel at the same moment', () => {
  it('never ends cancelled with the money taken, nor paid with a payment that cannot be refunded (20 trials)', async () => {
    const outcomes: { paid: number; cancelled: number; final: string }[] = [];
    for (let trial = 0; trial < 20; trial++) {
      const placed = await api(app, 'POST', '/api/sample-order', { token: buyer.token, body: order() });
      expect(placed.status).toBe(201);
      const id = placed.body.id as string;
      const intent = await api(app, 'POST', '/api/create-payment-intent', {
        token: buyer.token,
        body: { orderId: id },
      });
      const pay = () =>
        api(app, 'POST', '/api/payments/test/confirm', {
          token: buyer.token,
          body: {
            clientSecret: intent.body.clientSecret,
            cardNumber: '4242424242424242',
            expiry: '12/34',
            cvc: '123',
          },
        });
      const cancelIt = () => api(app, 'POST', `/api/orders/${id}/cancel`, { token: buyer.token, body: {} });
      // both sent before either can answer (no await between), in turn the payment first and the cancel first
      const [paid, cancelled] =
        trial % 2 === 0
          ? await Promise.all([pay(), cancelIt()])
          : (await Promise.all([cancelIt(), pay()])).reverse();
      const final = (await api(app, 'GET', `/api/sample-order/${id}`, { token: buyer.token })).body as {
        status: string;
      };
      outcomes.push({ paid: paid.status, cancelled: cancelled.status, final: final.status });
      // the card was charged: the order is paid, or the money went back (refunded), never just "cancelled"
      if (paid.status === 200) expect(['paid', 'refunded']).toContain(final.status);
      // the order is cancelled: the charge did not happen
      if (final.status === 'cancelled') expect(paid.status).not.toBe(200);
      if (cancelled.status === 200) expect(['cancelled', 'refunded']).toContain(cancelled.body.status);
      else expect(cancelled.body.code).toMatch(/ORDER\.(PAID_MEANWHILE|STATUS_CONFLICT|CANCEL_IN_PROGRESS)/);
      // a paid order can still be cancelled for a full refund, by its owner
      if (final.status === 'paid') {
        const refund = await api(app, 'POST', `/api/orders/${id}/cancel`, { token: buyer.token, body: {} });
        expect(refund.status).toBe(200);
        expect(refund.body.status).toBe('refunded');
      }
    }
    // every trial has one winner: the cancellation (the order cancelled, no charge) or the payment (the card charged)
    const cancelWon = outcomes.filter((o) => o.final === 'cancelled').length;
    const payWon = outcomes.filter((o) => o.paid === 200).length;
    expect(cancelWon + payWon).toBe(20);
    // and the race really ran: sent one after the other, a cancel is always answered 200 (the order cancelled, or
    // paid and then refunded); a cancel refused 409 met the payment under way on the server
    const interleaved = outcomes.filter((o) => o.cancelled === 409).length;
    expect(interleaved).toBeGreaterThan(0);
  }, 240_000);
});

describe('POST /api/sample/payment-intent sent ten times at once', () => {
  const dialog = (techPackId?: string) => ({
    ...(techPackId ? { techPackId } : {}),
    quantity: 2,
    urgency: 'standard',
    shippingAddress: '1 Loom Street, London',
    firstName: 'Ada',
    lastName: 'Race',
    email: 'race@example.com',
  });

  it('with one Idempotency-Key makes one order and one payment intent', async () => {
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(app, 'POST', '/api/sample/payment-intent', {
          token: buyer.token,
          body: dialog(),
          headers: { 'idempotency-key': 'dialog-key-1' },
        }),
      ),
    );
    expect(calls.map((c) => c.status)).toEqual(Array(10).fill(200));
    expect(new Set(calls.map((c) => c.body.orderId)).size).toBe(1);
    expect(new Set(calls.map((c) => c.body.clientSecret)).size).toBe(1);
    expect(calls.filter((c) => c.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    // the key re-used for another request is refused
    const other = await api(app, 'POST', '/api/sample/payment-intent', {
      token: buyer.token,
      body: { ...dialog(), quantity: 3 },
      headers: { 'idempotency-key': 'dialog-key-1' },
    });
    expect(other.status).toBe(422);
  }, 60_000);

  it('without a key makes one order of a pack within the duplicate window, and refuses the rest with 409', async () => {
    const techPackId = await uploadTestTechPack(app, buyer.token, buyer.email);
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(app, 'POST', '/api/sample/payment-intent', { token: buyer.token, body: dialog(techPackId) }),
      ),
    );
    const ok = calls.filter((c) => c.status === 200);
    expect(ok).toHaveLength(1);
    for (const c of calls.filter((x) => x.status !== 200)) {
      expect(c.status).toBe(409);
      expect(c.body.code).toBe('ORDER.DUPLICATE_SUBMISSION');
    }
    const mine = (await api(app, 'GET', '/api/orders', { token: buyer.token })).body as {
      techPackId: string | null;
    }[];
    expect(mine.filter((o) => o.techPackId === techPackId)).toHaveLength(1);
  }, 120_000);
});
