import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openPglite } from '@techpack/platform';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';
import { signPayload } from './test.payment-provider';

// The embedded test provider across restarts: the webhook secret is kept in DATA_DIR, and a payment that succeeded
// while its order stayed unpaid (a crash between confirm and the webhook) is reconciled at start-up.
const dataDir = mkdtempSync(join(tmpdir(), 'techpack-payments-durable-'));
let app: TestApp | undefined;
const env = { DATA_DIR: dataDir, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const orderBody = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'L',
  shippingAddress: '1 Loom Street',
  fabricChoice: 'cotton-basic',
};

function storedSecret(): string {
  return (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { testWebhookSecret: string })
    .testWebhookSecret;
}

// A signed event for an order that does not exist: a verified signature answers 404 (unknown order), a wrong one 400.
async function webhookWith(secret: string) {
  const body = JSON.stringify({
    id: `evt_probe_${randomBytes(6).toString('hex')}`,
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: 'pi_probe',
        amount: 100,
        currency: 'usd',
        status: 'succeeded',
        metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
      },
    },
  });
  return api(app!, 'POST', '/api/payments/webhook', {
    rawBody: body,
    headers: { 'stripe-signature': signPayload(secret, body) },
  });
}

describe('embedded test payment provider across restarts', () => {
  it('keeps its webhook secret in DATA_DIR and reconciles a succeeded payment whose order stayed unpaid', async () => {
    app = await startTestApp(env, 120_000);
    const secret = storedSecret();
    expect(secret).toMatch(/^whsec_local_/);
    expect((await webhookWith(secret)).status).toBe(404);
    expect((await webhookWith('whsec_someone_else')).status).toBe(400);

    const buyer = await registerUser(app, 'durable');
    const order = await api(app, 'POST', '/api/sample-order', { token: buyer.token, body: orderBody });
    expect(order.status).toBe(201);
    const intent = await api(app, 'POST', '/api/create-payment-intent', {
      token: buyer.token,
      body: { orderId: order.body.id },
    });
    const confirm = await api(app, 'POST', '/api/payments/test/confirm', {
      body: {
        clientSecret: intent.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(confirm.status).toBe(200);
    expect(
      (await api(app, 'GET', `/api/sample-order/${order.body.id}`, { token: buyer.token })).body.status,
    ).toBe('paid');
    await app.stop();

    // What a crash between "intent succeeded" and the webhook leaves: the provider says succeeded, the order is
    // unpaid, and no delivery is pending.
    const db = await openPglite(join(dataDir, 'db'));
    await db.query(
      `update orders.sample_orders set status = 'pending_payment', paid_at = null where id = $1`,
      [order.body.id],
    );
    await db.query(`delete from orders.provider_events where order_id = $1`, [order.body.id]);
    await db.query(`delete from orders.status_history where order_id = $1 and to_status = 'paid'`, [
      order.body.id,
    ]);
    await db.query(`delete from orders.test_webhook_deliveries`);
    await db.close();

    app = await startTestApp(env, 120_000);
    expect(storedSecret()).toBe(secret);
    expect((await webhookWith(secret)).status).toBe(404);
    let status = '';
    for (let i = 0; i < 50 && status !== 'paid'; i++) {
      status = (await api(app, 'GET', `/api/sample-order/${order.body.id}`, { token: buyer.token })).body
        .status;
      if (status !== 'paid') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('paid');
    // paid once: the history has one move to paid, and paying again is refused
    const full = await api(app, 'GET', `/api/sample-order/${order.body.id}`, { token: buyer.token });
    expect(full.body.statusHistory.filter((h: { to: string }) => h.to === 'paid')).toHaveLength(1);
    const again = await api(app, 'POST', '/api/create-payment-intent', {
      token: buyer.token,
      body: { orderId: order.body.id },
    });
    expect(again.status).toBe(409);
  }, 300_000);
});
