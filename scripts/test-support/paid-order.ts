import { expect } from '@jest/globals';
import { api, type TestApp } from './app';

// A sample order placed as `token` with `body` and paid with the test card, as a designer does through checkout
// (an `idempotencyKey` is sent as the order's Idempotency-Key); answers the placed order.
export async function paidSampleOrder(
  app: TestApp,
  token: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<{ id: string; orderNumber: string }> {
  const placed = await api(app, 'POST', '/api/sample-order', {
    token,
    body,
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  expect(placed.status).toBe(201);
  const intent = await api(app, 'POST', '/api/create-payment-intent', {
    token,
    body: { orderId: placed.body.id },
  });
  const paid = await api(app, 'POST', '/api/payments/test/confirm', {
    token,
    body: {
      clientSecret: intent.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  });
  expect(paid.status).toBe(200);
  return { id: placed.body.id as string, orderNumber: placed.body.orderNumber as string };
}
