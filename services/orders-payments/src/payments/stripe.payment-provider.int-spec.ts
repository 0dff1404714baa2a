import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@techpack/platform';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';
import { StripePaymentProvider, stripeClient } from './stripe.payment-provider';

// Runs the Stripe adapter against stripe-mock (Stripe's official API mock), as CI configures it.
const config = loadConfig();
const base = config.STRIPE_API_BASE;
const secretKey = config.STRIPE_SECRET_KEY ?? 'sk_test_123';
const WEBHOOK_SECRET = 'whsec_stripe_int_spec';
const suite = base ? describe : describe.skip;
if (!base) console.warn('[skipped] Stripe adapter against stripe-mock: STRIPE_API_BASE is not set');

suite('Stripe payment provider against stripe-mock', () => {
  const provider = base
    ? new StripePaymentProvider({
        secretKey,
        apiBase: base,
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_123',
      })
    : undefined!;
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    stripeClient({ secretKey, apiBase: base }).webhooks.generateTestHeaderString({ payload, secret });

  it('creates, retrieves, refunds and cancels PaymentIntents with idempotency keys', async () => {
    const orderId = randomUUID();
    const intent = await provider.createPaymentIntent({
      orderId,
      orderNumber: 'TPS-2026-001-SAMPLE',
      amountCents: 24500,
      currency: 'usd',
      email: 'ada@example.com',
      description: 'Sample order TPS-2026-001-SAMPLE',
      idempotencyKey: `order-${orderId}-intent-first`,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(intent.amountCents).toBe(24500);
    const again = await provider.retrievePaymentIntent(intent.id);
    expect(again?.id).toMatch(/^pi_/);
    const refund = await provider.refund({
      paymentIntentId: intent.id,
      amountCents: 24500,
      idempotencyKey: `order-${orderId}-refund`,
    });
    expect(refund.id).toMatch(/^re_/);
    await expect(provider.cancelPaymentIntent(intent.id, `order-${orderId}-cancel`)).resolves.toBeUndefined();
  });

  it('accepts only webhooks signed with the endpoint secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 15000,
          currency: 'usd',
          metadata: { orderId: 'o-1' },
        },
      },
    });
    const event = provider.verifyWebhook(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_1',
      orderId: 'o-1',
      amountCents: 15000,
    });
    expect(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, 'whsec_forged'))).toThrow(
      'Invalid webhook signature',
    );
    expect(() => provider.verifyWebhook(Buffer.from(payload.replace('15000', '1')), sign(payload))).toThrow(
      'Invalid webhook signature',
    );
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(
      'Missing webhook signature',
    );
  });

  describe('through the gateway with STRIPE_SECRET_KEY set', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(
        {
          STRIPE_SECRET_KEY: secretKey,
          STRIPE_API_BASE: base!,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        },
        150_000,
      );
    }, 180_000);
    afterAll(async () => {
      await app?.stop();
    });

    it('pays an order from a signed Stripe webhook, once', async () => {
      const cfg = await api(app, 'GET', '/api/payments/config');
      expect(cfg.body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_123' });
      const user = await registerUser(app, 'stripe');
      const created = await api(app, 'POST', '/api/sample-order', {
        token: user.token,
        body: {
          email: user.email,
          firstName: 'Ada',
          lastName: 'L',
          shippingAddress: '1 Loom St',
          fabricChoice: 'cotton-basic',
          totalAmount: '150.00',
        },
      });
      expect(created.status).toBe(201);
      const intent = await api(app, 'POST', '/api/create-payment-intent', {
        token: user.token,
        body: { orderId: created.body.id },
      });
      expect(intent.status).toBe(200);
      expect(intent.body.clientSecret).toMatch(/_secret_/);
      const order = await api(app, 'GET', `/api/sample-order/${created.body.id}`, { token: user.token });
      const piId = order.body.stripePaymentIntentId as string;
      expect(piId).toMatch(/^pi_/);
      // the test provider's confirmation route does not exist with Stripe
      expect(
        (
          await api(app, 'POST', '/api/payments/test/confirm', {
            body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' },
          })
        ).status,
      ).toBe(404);

      const payload = JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: piId,
            object: 'payment_intent',
            amount: 15000,
            currency: 'usd',
            metadata: { orderId: created.body.id },
          },
        },
      });
      const forged = await api(app, 'POST', '/api/payments/webhook', {
        rawBody: payload,
        headers: { 'stripe-signature': sign(payload, 'whsec_forged') },
      });
      expect(forged.status).toBe(400);
      const header = sign(payload);
      const ok = await api(app, 'POST', '/api/payments/webhook', {
        rawBody: payload,
        headers: { 'stripe-signature': header },
      });
      expect(ok.body.outcome).toBe('paid');
      const replay = await api(app, 'POST', '/api/payments/webhook', {
        rawBody: payload,
        headers: { 'stripe-signature': header },
      });
      expect(replay.body.duplicate).toBe(true);
      const paid = await api(app, 'GET', `/api/sample-order/${created.body.id}`, { token: user.token });
      expect(paid.body.status).toBe('paid');
      expect(paid.body.statusHistory.filter((h: { to: string }) => h.to === 'paid')).toHaveLength(1);
    });
  });
});
