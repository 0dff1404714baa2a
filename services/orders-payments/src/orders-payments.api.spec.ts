import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';
import { signPayload } from './payments/test.payment-provider';
import { uploadTestTechPack } from './testing/upload-test-pack';

// The embedded test provider signs its webhooks with this secret; the tests sign their own deliveries with it
// (a replay, an out-of-order failure) and with another one (a forgery).
const WEBHOOK_SECRET = 'whsec_orders_api_spec_secret';

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  // STRIPE_SECRET_KEY '' keeps the embedded test provider even where CI configures stripe-mock.
  app = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, 150_000);
  owner = await registerUser(app, 'buyer');
  other = await registerUser(app, 'other');
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

const orderBody = (extra: Record<string, unknown> = {}) => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  shippingAddress: '1 Loom Street, London',
  specialInstructions: '',
  fabricChoice: 'cotton-premium',
  customLabel: true,
  customHangTag: false,
  rushProcessing: true,
  ...extra,
});

async function placeOrder(token: string, extra: Record<string, unknown> = {}) {
  const res = await api(app, 'POST', '/api/sample-order', { token, body: orderBody(extra) });
  expect(res.status).toBe(201);
  return res.body as { id: string; orderNumber: string; totalAmount: string; status: string };
}

async function orderOf(token: string, id: string) {
  const res = await api(app, 'GET', `/api/sample-order/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as {
    status: string;
    statusHistory: { to: string }[];
    lastPaymentError: string | null;
    stripePaymentIntentId: string | null;
  };
}

async function pay(token: string, orderId: string, cardNumber: string) {
  const intent = await api(app, 'POST', '/api/create-payment-intent', { token, body: { orderId } });
  expect(intent.status).toBe(200);
  const confirm = await api(app, 'POST', '/api/payments/test/confirm', {
    token,
    body: { clientSecret: intent.body.clientSecret, cardNumber, expiry: '12/34', cvc: '123' },
  });
  return { intent: intent.body as { clientSecret: string }, confirm };
}

function webhookEvent(
  type: string,
  orderId: string,
  paymentIntentId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({
    id: `evt_spec_${randomUUID()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        metadata: { orderId },
        last_payment_error:
          type === 'payment_intent.payment_failed' ? { message: 'Your card was declined.' } : null,
        ...extra,
      },
    },
  });
}

const postWebhook = (body: string, signature: string) =>
  api(app, 'POST', '/api/payments/webhook', { rawBody: body, headers: { 'stripe-signature': signature } });

describe('sample orders through the gateway', () => {
  it('computes the total on the server and numbers the order by year and sequence', async () => {
    const a = await placeOrder(owner.token, { totalAmount: '245.00' });
    // cotton-premium 185 + custom label 25 + rush 35
    expect(a.totalAmount).toBe('245.00');
    expect(a.status).toBe('pending_payment');
    const year = new Date().getUTCFullYear();
    expect(a.orderNumber).toMatch(new RegExp(`^TPS-${year}-\\d{3,}-SAMPLE$`));
    const b = await placeOrder(owner.token, {
      fabricChoice: 'cotton-basic',
      customLabel: false,
      rushProcessing: false,
    });
    expect(b.totalAmount).toBe('150.00');
    const seq = (n: string) => Number(n.split('-')[2]);
    expect(seq(b.orderNumber)).toBe(seq(a.orderNumber) + 1);
  });

  it('rejects a tampered total with a clear message and stores nothing', async () => {
    const before = await api(app, 'GET', '/api/orders', { token: owner.token });
    const res = await api(app, 'POST', '/api/sample-order', {
      token: owner.token,
      body: orderBody({ totalAmount: '1.00' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Order total does not match our price: expected $245.00, received $1.00');
    const after = await api(app, 'GET', '/api/orders', { token: owner.token });
    expect(after.body.length).toBe(before.body.length);
  });

  it("answers 'Missing Information' style errors when required fields are missing", async () => {
    for (const missing of ['email', 'firstName', 'lastName', 'shippingAddress']) {
      const body: Record<string, unknown> = orderBody();
      delete body[missing];
      const res = await api(app, 'POST', '/api/sample-order', { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill in all required fields');
    }
    expect((await api(app, 'POST', '/api/sample-order', { body: orderBody() })).status).toBe(401);
  });

  it("GET /api/sample-orders/user lists only the signed-in designer's orders, newest first, a page at a time", async () => {
    const a = await placeOrder(owner.token);
    const b = await placeOrder(owner.token, { rushProcessing: false });
    const theirs = await placeOrder(other.token);
    const mine = await api(app, 'GET', '/api/sample-orders/user', { token: owner.token });
    expect(mine.status).toBe(200);
    const ids = (mine.body as { id: string }[]).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(theirs.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(Number(mine.headers.get('x-total-count'))).toBe(ids.length);
    expect(mine.body[0]).toMatchObject({
      orderNumber: expect.any(String),
      status: expect.any(String),
      totalAmount: expect.any(String),
      orderedAt: expect.any(String),
    });
    const page = await api(app, 'GET', '/api/sample-orders/user?limit=1&offset=1', { token: owner.token });
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(ids[1]);
    const capped = await api(app, 'GET', '/api/sample-orders/user?limit=100000', { token: owner.token });
    expect(capped.body.length).toBeLessThanOrEqual(100);
    const otherList = await api(app, 'GET', '/api/sample-orders/user', { token: other.token });
    expect((otherList.body as { id: string }[]).map((o) => o.id)).not.toContain(a.id);
    expect((await api(app, 'GET', '/api/sample-orders/user')).status).toBe(401);
  });

  it("does not show one user's order to another", async () => {
    const order = await placeOrder(owner.token);
    const mine = await api(app, 'GET', `/api/sample-order/${order.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.orderNumber).toBe(order.orderNumber);
    const theirs = await api(app, 'GET', `/api/sample-order/${order.id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order Not Found');
    expect(
      (
        await api(app, 'POST', '/api/create-payment-intent', {
          token: other.token,
          body: { orderId: order.id },
        })
      ).status,
    ).toBe(404);
    const ship = await api(app, 'PATCH', `/api/sample-order/${order.id}/shipping`, {
      token: other.token,
      body: {
        shippingAddress: { address: 'x', city: 'y', state: 'z', zipCode: '1', country: 'US' },
        firstName: 'E',
        lastName: 'V',
      },
    });
    expect(ship.status).toBe(404);
    const list = await api(app, 'GET', '/api/orders', { token: other.token });
    expect(list.body.find((o: { id: string }) => o.id === order.id)).toBeUndefined();
  });

  it('updates the shipping address with the checkout form fields', async () => {
    const order = await placeOrder(owner.token);
    const address = { address: '5 Main St', city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6', country: 'CA' };
    const ok = await api(app, 'PATCH', `/api/sample-order/${order.id}/shipping`, {
      token: owner.token,
      body: { shippingAddress: address, firstName: 'Ada', lastName: 'King', email: 'ada.king@example.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.shippingAddress).toEqual(address);
    expect(ok.body.lastName).toBe('King');
    const bad = await api(app, 'PATCH', `/api/sample-order/${order.id}/shipping`, {
      token: owner.token,
      body: { shippingAddress: { ...address, city: '' }, firstName: 'Ada', lastName: 'King' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please fill in all shipping address fields');
    const country = await api(app, 'PATCH', `/api/sample-order/${order.id}/shipping`, {
      token: owner.token,
      body: { shippingAddress: { ...address, country: 'FR' }, firstName: 'Ada', lastName: 'King' },
    });
    expect(country.status).toBe(400);
  });

  it('returns a free-text address exactly as sent, even one that reads as JSON ("12", "true")', async () => {
    for (const text of ['12', 'true']) {
      const order = await placeOrder(owner.token, { shippingAddress: text });
      const read = await api(app, 'GET', `/api/sample-order/${order.id}`, { token: owner.token });
      expect(read.body.shippingAddress).toBe(text);
    }
  });

  it('refuses a tech pack that is not the caller’s', async () => {
    const res = await api(app, 'POST', '/api/sample-order', {
      token: owner.token,
      body: orderBody({ techPackId: randomUUID() }),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      "The tech pack you're looking for doesn't exist or you don't have access to it.",
    );
  });
});

describe('orders for a real tech pack', () => {
  it("accepts the owner's tech pack and refuses it to anyone else", async () => {
    const techPackId = await uploadTestTechPack(app, owner.token, owner.email);
    const mine = await api(app, 'POST', '/api/sample-order', {
      token: owner.token,
      body: orderBody({ techPackId }),
    });
    expect(mine.status).toBe(201);
    expect(mine.body.techPackId).toBe(techPackId);
    const theirs = await api(app, 'POST', '/api/sample-order', {
      token: other.token,
      body: orderBody({ techPackId }),
    });
    expect(theirs.status).toBe(404);
    const quote = await api(app, 'POST', '/api/sample/quote', {
      token: other.token,
      body: { techPackId, quantity: 1 },
    });
    expect(quote.status).toBe(404);
    const ownQuote = await api(app, 'POST', '/api/sample/quote', {
      token: owner.token,
      body: { techPackId, quantity: 1 },
    });
    expect(ownQuote.status).toBe(200);
  });
});

describe('quotes and the production dialog payment', () => {
  it('quotes from the one price table', async () => {
    const q = await api(app, 'POST', '/api/sample/quote', {
      token: owner.token,
      body: { quantity: 3, urgency: 'rush' },
    });
    expect(q.status).toBe(200);
    // (150 + 35) x 3 = 555; 20% service fee
    expect(q.body.quote).toMatchObject({
      totalCustomerPrice: 555,
      techpackStudioServiceFee: 111,
      manufacturerPrice: 444,
      estimatedTimeline: expect.stringContaining('14-21 business days'),
    });
    const max = await api(app, 'POST', '/api/sample/quote', { token: owner.token, body: { quantity: 50 } });
    expect(max.body.quote.totalCustomerPrice).toBe(150 * 50);
    const bad = await api(app, 'POST', '/api/sample/quote', {
      token: owner.token,
      body: { quantity: 2, urgency: 'yesterday' },
    });
    expect(bad.status).toBe(400);
  });

  it('creates an order and a payment intent in one call, charged as quoted', async () => {
    const res = await api(app, 'POST', '/api/sample/payment-intent', {
      token: owner.token,
      body: {
        quantity: 2,
        urgency: 'standard',
        specialRequirements: 'double stitching',
        shippingAddress: '1 Loom Street, London',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/_secret_/);
    expect(res.body.orderNumber).toMatch(/^TPS-\d{4}-\d{3,}-SAMPLE$/);
    const order = await api(app, 'GET', `/api/sample-order/${res.body.orderId}`, { token: owner.token });
    expect(order.body).toMatchObject({
      totalAmount: '300.00',
      quantity: 2,
      status: 'pending_payment',
      specialInstructions: 'double stitching',
    });
    const missing = await api(app, 'POST', '/api/sample/payment-intent', {
      token: owner.token,
      body: { quantity: 1, firstName: 'A' },
    });
    expect(missing.status).toBe(400);
  });
});

describe('payments with the embedded test provider', () => {
  it('reports the provider for the card form', async () => {
    const res = await api(app, 'GET', '/api/payments/config');
    expect(res.body.provider).toBe('test');
  });

  it('marks an order paid from the provider confirmation with 4242, exactly once', async () => {
    const order = await placeOrder(owner.token);
    const { intent, confirm } = await pay(owner.token, order.id, '4242 4242 4242 4242');
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('succeeded');
    const paid = await orderOf(owner.token, order.id);
    expect(paid.status).toBe('paid');
    // a second confirmation of the same intent is refused and nothing changes
    const again = await api(app, 'POST', '/api/payments/test/confirm', {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
    });
    expect(again.status).toBe(400);
    expect((await orderOf(owner.token, order.id)).statusHistory.filter((h) => h.to === 'paid')).toHaveLength(
      1,
    );
    // a paid order gets no new payment intent
    const more = await api(app, 'POST', '/api/create-payment-intent', {
      token: owner.token,
      body: { orderId: order.id },
    });
    expect(more.status).toBe(409);
    // orders.order.paid.v1 went out through the outbox: the admin read model shows the order paid
    const admin = (
      await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
    ).body.token;
    let seen: { status?: string } | undefined;
    for (let i = 0; i < 50 && seen?.status !== 'paid'; i++) {
      const res = await api(app, 'GET', '/api/admin/orders?limit=200', { token: admin });
      const items = (Array.isArray(res.body) ? res.body : (res.body?.items ?? [])) as {
        id: string;
        status: string;
      }[];
      seen = items.find((o) => o.id === order.id);
      if (seen?.status !== 'paid') await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen?.status).toBe('paid');
  });

  it("declines 4000 0000 0000 0002 with the provider's message and leaves the order unpaid", async () => {
    const order = await placeOrder(owner.token);
    const { confirm } = await pay(owner.token, order.id, '4000 0000 0000 0002');
    expect(confirm.status).toBe(402);
    expect(confirm.body.message).toBe('Your card was declined.');
    const after = await orderOf(owner.token, order.id);
    expect(after.status).toBe('payment_failed');
    expect(after.lastPaymentError).toBe('Your card was declined.');
    // the customer can try again with another card on the same intent
    const retry = await pay(owner.token, order.id, '4242424242424242');
    expect(retry.confirm.status).toBe(200);
    expect((await orderOf(owner.token, order.id)).status).toBe('paid');
  });

  it('ignores a replayed webhook and a failure delivered after the success', async () => {
    const order = await placeOrder(owner.token, {
      fabricChoice: 'cotton-basic',
      customLabel: false,
      rushProcessing: false,
    });
    const intent = await api(app, 'POST', '/api/create-payment-intent', {
      token: owner.token,
      body: { orderId: order.id },
    });
    const piId = intent.body.clientSecret.split('_secret_')[0];
    const success = webhookEvent('payment_intent.succeeded', order.id, piId, 15000);
    const signature = signPayload(WEBHOOK_SECRET, success);
    const first = await postWebhook(success, signature);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('paid');
    const replay = await postWebhook(success, signature);
    expect(replay.status).toBe(200);
    expect(replay.body.duplicate).toBe(true);
    // the same payment confirmed again under a new event id does not pay twice
    const second = webhookEvent('payment_intent.succeeded', order.id, piId, 15000);
    expect((await postWebhook(second, signPayload(WEBHOOK_SECRET, second))).body.outcome).toBe(
      'ignored-already-paid',
    );
    const late = webhookEvent('payment_intent.payment_failed', order.id, piId, 15000);
    expect((await postWebhook(late, signPayload(WEBHOOK_SECRET, late))).status).toBe(200);
    const after = await orderOf(owner.token, order.id);
    expect(after.status).toBe('paid');
    expect(after.lastPaymentError).toBeNull();
    expect(after.statusHistory.filter((h) => h.to === 'paid')).toHaveLength(1);
  });

  it('pays once when deliveries of the same payment race each other', async () => {
    const order = await placeOrder(owner.token, {
      fabricChoice: 'cotton-basic',
      customLabel: false,
      rushProcessing: false,
    });
    const same = webhookEvent('payment_intent.succeeded', order.id, 'pi_race', 15000);
    const others = Array.from({ length: 4 }, () =>
      webhookEvent('payment_intent.succeeded', order.id, 'pi_race', 15000),
    );
    const deliveries = [...Array.from({ length: 4 }, () => same), ...others].map((b) =>
      postWebhook(b, signPayload(WEBHOOK_SECRET, b)),
    );
    const results = await Promise.all(deliveries);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.outcome === 'paid')).toHaveLength(1);
    expect((await orderOf(owner.token, order.id)).statusHistory.filter((h) => h.to === 'paid')).toHaveLength(
      1,
    );
  });

  it('changes nothing on a forged, stale or tampered webhook', async () => {
    const order = await placeOrder(owner.token, {
      fabricChoice: 'cotton-basic',
      customLabel: false,
      rushProcessing: false,
    });
    const success = webhookEvent('payment_intent.succeeded', order.id, 'pi_forged', 15000);
    const forged = await postWebhook(success, signPayload('whsec_not_the_real_secret', success));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid webhook signature');
    expect((await postWebhook(success, '')).status).toBe(400);
    const stale = await postWebhook(
      success,
      signPayload(WEBHOOK_SECRET, success, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.status).toBe(400);
    const signature = signPayload(WEBHOOK_SECRET, success);
    const tampered = await postWebhook(success.replace('15000', '1'), signature);
    expect(tampered.status).toBe(400);
    // a correctly signed payment for the wrong amount does not pay the order either
    const cheap = webhookEvent('payment_intent.succeeded', order.id, 'pi_cheap', 100);
    expect((await postWebhook(cheap, signPayload(WEBHOOK_SECRET, cheap))).body.outcome).toBe(
      'rejected-amount-mismatch',
    );
    expect((await orderOf(owner.token, order.id)).status).toBe('pending_payment');
  });

  it('refuses a payment for an unknown order', async () => {
    const unknown = randomUUID();
    const intent = await api(app, 'POST', '/api/create-payment-intent', {
      token: owner.token,
      body: { orderId: unknown },
    });
    expect(intent.status).toBe(404);
    expect(intent.body.message).toBe('Order Not Found');
    const event = webhookEvent('payment_intent.succeeded', unknown, 'pi_unknown', 15000);
    const res = await postWebhook(event, signPayload(WEBHOOK_SECRET, event));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Payment does not belong to a known order');
    const noOrder = webhookEvent('payment_intent.succeeded', '', 'pi_unknown', 15000);
    expect((await postWebhook(noOrder, signPayload(WEBHOOK_SECRET, noOrder))).status).toBe(400);
    const confirm = await api(app, 'POST', '/api/payments/test/confirm', {
      body: { clientSecret: 'pi_test_nope_secret_nope', cardNumber: '4242424242424242' },
    });
    expect(confirm.status).toBe(404);
  });
});

describe('order status after payment', () => {
  async function adminToken() {
    const res = await api(app, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: app.adminPassword },
    });
    return res.body.token as string;
  }

  it('lets operators move a paid order through validated transitions, recording who and why', async () => {
    const admin = await adminToken();
    const order = await placeOrder(owner.token);
    const parcel = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    const patch = (status: string, token = admin) =>
      api(app, 'PATCH', `/api/orders/${order.id}/status`, {
        token,
        body: { status, reason: `to ${status}`, ...(status === 'shipped' ? parcel : {}) },
      });
    expect((await patch('in_production')).status).toBe(409); // not paid yet
    expect((await patch('paid')).status).toBe(409); // only the provider pays
    expect((await patch('in_production', owner.token)).status).toBe(401);
    await pay(owner.token, order.id, '4242424242424242');
    const prod = await patch('in_production');
    expect(prod.status).toBe(200);
    expect(prod.body.status).toBe('in_production');
    expect((await patch('delivered')).status).toBe(409);
    expect((await patch('shipped')).status).toBe(200);
    const delivered = await patch('delivered');
    expect(delivered.body.status).toBe('delivered');
    const last = delivered.body.statusHistory.at(-1);
    expect(last).toMatchObject({
      from: 'shipped',
      to: 'delivered',
      changedBy: 'admin:admin',
      reason: 'to delivered',
    });
    // the owner can no longer cancel
    const cancel = await api(app, 'POST', `/api/orders/${order.id}/cancel`, { token: owner.token, body: {} });
    expect(cancel.status).toBe(409);
  });

  it('refunds in full when the owner cancels within 24 hours, before production', async () => {
    const order = await placeOrder(owner.token);
    await pay(owner.token, order.id, '4242424242424242');
    expect(
      (await api(app, 'POST', `/api/orders/${order.id}/cancel`, { token: other.token, body: {} })).status,
    ).toBe(404);
    const res = await api(app, 'POST', `/api/orders/${order.id}/cancel`, {
      token: owner.token,
      body: { reason: 'changed my mind' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('refunded');
    const unpaid = await placeOrder(owner.token);
    const cancelled = await api(app, 'POST', `/api/orders/${unpaid.id}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(cancelled.body.status).toBe('cancelled');
  });

  it('refunds a paid order an operator cancels', async () => {
    const admin = await adminToken();
    const order = await placeOrder(owner.token);
    await pay(owner.token, order.id, '4242424242424242');
    const res = await api(app, 'PATCH', `/api/orders/${order.id}/status`, {
      token: admin,
      body: { status: 'cancelled', reason: 'customer request' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(
      (
        await api(app, 'PATCH', `/api/orders/${order.id}/status`, {
          token: admin,
          body: { status: 'in_production' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('hardening: quantities, amounts and repeated submissions', () => {
  it('quotes only a whole quantity from 1 to 50; anything else is 400, never clamped or coerced', async () => {
    for (const quantity of [60, 51, 0, -1, 2.5, '0x10', true, '', [], 'lots', '1e1', {}]) {
      const res = await api(app, 'POST', '/api/sample/quote', { token: owner.token, body: { quantity } });
      expect([quantity, res.status, res.body.message]).toEqual([
        quantity,
        400,
        'Quantity must be a whole number from 1 to 50',
      ]);
    }
    for (const [quantity, total] of [
      [1, 150],
      [50, 7500],
      ['7', 1050],
    ] as const) {
      const res = await api(app, 'POST', '/api/sample/quote', { token: owner.token, body: { quantity } });
      expect(res.status).toBe(200);
      expect(res.body.quote.totalCustomerPrice).toBe(total);
    }
    const dialog = await api(app, 'POST', '/api/sample/payment-intent', {
      token: owner.token,
      body: {
        quantity: 60,
        urgency: 'standard',
        shippingAddress: '1 Loom Street',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
      },
    });
    expect(dialog.status).toBe(400);
  });

  it('refuses a client total that is not a number ("0x10", true, [])', async () => {
    for (const totalAmount of ['0x10', true, [], '1e3']) {
      const res = await api(app, 'POST', '/api/sample-order', {
        token: owner.token,
        body: orderBody({ totalAmount }),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('totalAmount must be a number');
    }
  });

  it('honours Idempotency-Key: ten identical concurrent submissions make one order and the same answer', async () => {
    const buyer = await registerUser(app, 'idem');
    const key = `form-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(app, 'POST', '/api/sample-order', {
          token: buyer.token,
          body: orderBody(),
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.orderNumber)).size).toBe(1);
    const mine = await api(app, 'GET', '/api/orders', { token: buyer.token });
    expect(mine.body).toHaveLength(1);
    // the same key for another request is refused; a new key makes a new order
    const reused = await api(app, 'POST', '/api/sample-order', {
      token: buyer.token,
      body: orderBody({ fabricChoice: 'cotton-basic' }),
      headers: { 'Idempotency-Key': key },
    });
    expect(reused.status).toBe(422);
    const next = await api(app, 'POST', '/api/sample-order', {
      token: buyer.token,
      body: orderBody(),
      headers: { 'Idempotency-Key': `form-${randomUUID()}` },
    });
    expect(next.status).toBe(201);
    expect((await api(app, 'GET', '/api/orders', { token: buyer.token })).body).toHaveLength(2);
    // another designer's identical key is their own
    const theirs = await api(app, 'POST', '/api/sample-order', {
      token: other.token,
      body: orderBody(),
      headers: { 'Idempotency-Key': key },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(answers[0].body.id);
  });

  it('refuses a duplicate submission of the same pack within seconds when no key is sent', async () => {
    const buyer = await registerUser(app, 'dup');
    const techPackId = await uploadTestTechPack(app, buyer.token, buyer.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(app, 'POST', '/api/sample-order', { token: buyer.token, body: orderBody({ techPackId }) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe(
      'A sample of this tech pack was ordered a moment ago. Check your orders before ordering it again.',
    );
    expect((await api(app, 'GET', '/api/orders', { token: buyer.token })).body).toHaveLength(1);
  }, 120_000);
});
