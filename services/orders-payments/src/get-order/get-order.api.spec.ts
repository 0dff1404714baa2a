import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';

// GET /api/orders/{id}: its owner and operators read it; another designer gets 404, no or a forged token 401.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: '' }, 150_000);
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

it('answers the order to its owner and to an operator, 404 to another designer, 401 without a designer token', async () => {
  const owner = await registerUser(app, 'get-order-owner');
  const other = await registerUser(app, 'get-order-other');
  const placed = await api(app, 'POST', '/api/sample-order', {
    token: owner.token,
    body: {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      shippingAddress: '1 Loom Street, London',
      specialInstructions: '',
      fabricChoice: 'cotton-basic',
      customLabel: false,
      customHangTag: false,
      rushProcessing: false,
    },
  });
  expect(placed.status).toBe(201);
  const id = placed.body.id as string;

  const mine = await api(app, 'GET', `/api/orders/${id}`, { token: owner.token });
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ id, orderNumber: placed.body.orderNumber, status: placed.body.status });

  expect((await api(app, 'GET', `/api/orders/${id}`, { token: other.token })).status).toBe(404);
  expect((await api(app, 'GET', `/api/orders/${id}`)).status).toBe(401);
  expect((await api(app, 'GET', `/api/orders/${id}`, { token: `${owner.token}x` })).status).toBe(401);

  const admin = await api(app, 'POST', '/api/admin/login', {
    body: { username: app.adminUsername, password: app.adminPassword },
  });
  expect(admin.status).toBe(200);
  const asOperator = await api(app, 'GET', `/api/orders/${id}`, { token: admin.body.token });
  expect(asOperator.status).toBe(200);
  expect(asOperator.body.id).toBe(id);
}, 120_000);
