import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';
import { signPayload } from '../payments/test.payment-provider';

// A payment success that reaches the service after its order was cancelled (the provider's event was already on its
// way when the designer cancelled): the money goes back without anyone asking, the order ends `refunded`.
const WEBHOOK_SECRET = 'whsec_late_payment_spec';

let app: TestApp;
let buyer: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  // STRIPE_SECRET_KEY '' keeps the embedded test provider even where CI configures stripe-mock.
  app = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, 300_000);
  buyer = await registerUser(app, 'late');
}, 360_000);
afterAll(async () => {
  await app?.stop();
});

function succeeded(orderId: string, paymentIntentId: string, amount: number) {
  return JSON.stringify({
    id: `evt_late_${randomUUID()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        metadata: { orderId },
        last_payment_error: null,
      },
    },
  });
}
const postWebhook = (body: string) =>
  api(app, 'POST', '/api/payments/webhook', {
    rawBody: body,
    headers: { 'stripe-signature': signPayload(WEBHOOK_SECRET, body) },
  });

describe('a payment that arrives for a cancelled order', () => {
  it('is refunded automatically: the order ends refunded, the refund is in its history, a redelivery changes nothing', async () => {
    const placed = await api(app, 'POST', '/api/sample-order', {
      token: buyer.token,
      body: {
        email: 'late@example.com',
        firstName: 'Ada',
        lastName: 'Late',
        shippingAddress: '1 Loom Street, London',
        fabricChoice: 'cotton-basic',
      },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.id as string;
    const intent = await api(app, 'POST', '/api/create-payment-intent', {
      token: buyer.token,
      body: { orderId: id },
    });
    expect(intent.status).toBe(200);
    const paymentIntentId = (intent.body.clientSecret as string).split('_secret_')[0];
    const cancelled = await api(app, 'POST', `/api/orders/${id}/cancel`, {
      token: buyer.token,
      body: { reason: 'ordered the wrong fabric' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');

    const event = succeeded(id, paymentIntentId, 15000);
    const delivered = await postWebhook(event);
    expect(delivered.status).toBe(200);
    expect(delivered.body.outcome).toBe('refunded-late-payment');

    const after = await api(app, 'GET', `/api/sample-order/${id}`, { token: buyer.token });
    expect(after.status).toBe(200);
    expect(after.body.status).toBe('refunded');
    expect(after.body.paidAt ?? null).toBeNull();
    const history = after.body.statusHistory as {
      from: string | null;
      to: string;
      changedBy: string;
      reason: string | null;
    }[];
    expect(history.map((h) => h.to)).toEqual(['pending_payment', 'cancelled', 'refunded']);
    expect(history.at(-1)).toMatchObject({ from: 'cancelled', to: 'refunded', changedBy: 'provider:test' });
    expect(history.at(-1)?.reason).toMatch(/refunded automatically/);

    // the provider's retry of the same event refunds nothing twice and leaves the order as it is
    const again = await postWebhook(event);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect((await api(app, 'GET', `/api/sample-order/${id}`, { token: buyer.token })).body.status).toBe(
      'refunded',
    );
  }, 60_000);

  it('answers 503 while the refund cannot be made, keeps the order cancelled, and tries again on redelivery', async () => {
    const placed = await api(app, 'POST', '/api/sample-order', {
      token: buyer.token,
      body: {
        email: 'late@example.com',
        firstName: 'Ada',
        lastName: 'Late',
        shippingAddress: '2 Loom Street, London',
        fabricChoice: 'cotton-basic',
      },
    });
    const id = placed.body.id as string;
    expect(
      (await api(app, 'POST', `/api/orders/${id}/cancel`, { token: buyer.token, body: {} })).body.status,
    ).toBe('cancelled');
    // an intent the provider has no charge for: its refund is refused
    const event = succeeded(id, 'pi_late_unknown_to_the_provider', 15000);
    for (let delivery = 0; delivery < 2; delivery++) {
      const res = await postWebhook(event);
      expect([res.status, res.body.code]).toEqual([503, 'PAYMENT.REFUND_FAILED']);
    }
    expect((await api(app, 'GET', `/api/sample-order/${id}`, { token: buyer.token })).body.status).toBe(
      'cancelled',
    );
  }, 60_000);
});
