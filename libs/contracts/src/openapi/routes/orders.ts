import { z } from 'zod';
import {
  orderCancelRequest,
  orderCreateRequest,
  orderListResponse,
  orderPaymentIntentRequest,
  orderPaymentIntentResponse,
  orderPaymentsConfigResponse,
  orderQuoteRequest,
  orderQuoteResponse,
  orderResponse,
  orderSamplePaymentRequest,
  orderSamplePaymentResponse,
  orderShippingRequest,
  orderStatusChangeRequest,
  orderTestConfirmRequest,
  orderTestConfirmResponse,
  orderTestDeclinedResponse,
  orderWebhookResponse,
} from '../../http/orders';
import { idParam, type ApiRoute } from '../define';

const orderId = idParam('id', 'The order id');
const NOT_FOUND = 'Order not found, or not the caller’s (ORDER.NOT_FOUND)';
const TOTAL = { 'X-Total-Count': 'How many there are in all' };

// The orders-payments service: sample orders, quotes and payments.
export const orderRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/sample-order',
    tag: 'orders',
    auth: 'designer',
    summary: 'Order a paid sample; the server prices it (a totalAmount sent must match)',
    headers: z.object({
      'idempotency-key': z
        .string()
        .min(1)
        .max(255)
        .optional()
        .describe('Retries with the same key get the same order (1-255 visible ASCII characters)'),
    }),
    body: orderCreateRequest,
    status: 201,
    response: orderResponse,
    errors: {
      404: 'The tech pack is not the caller’s (TECHPACK.NOT_FOUND)',
      409: 'The same submission is already under way or was just made (ORDER.IN_PROGRESS, ORDER.DUPLICATE_SUBMISSION); or the total differs',
      422: 'The Idempotency-Key was used for another request (ORDER.IDEMPOTENCY_KEY_REUSED)',
    },
  },
  {
    method: 'get',
    path: '/api/sample-order/{orderId}',
    tag: 'orders',
    auth: 'designer',
    summary: 'One of your sample orders',
    params: idParam('orderId', 'The order id'),
    response: orderResponse,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'patch',
    path: '/api/sample-order/{id}/shipping',
    tag: 'orders',
    auth: 'designer',
    summary: 'Change the shipping address of an unpaid order',
    params: orderId,
    body: orderShippingRequest,
    response: orderResponse,
    errors: { 404: NOT_FOUND, 409: 'The order can no longer be changed (ORDER.SHIPPING_LOCKED)' },
  },
  {
    method: 'get',
    path: '/api/sample-orders/user',
    tag: 'orders',
    auth: 'designer',
    summary: 'Your sample orders, newest first, a page at a time',
    query: z.object({
      limit: z.string().max(20).optional().describe('1-100, default 50'),
      offset: z.string().max(20).optional().describe('default 0'),
    }),
    response: orderListResponse,
    responseHeaders: TOTAL,
  },
  {
    method: 'get',
    path: '/api/orders',
    tag: 'orders',
    auth: 'designer',
    summary: 'Your sample orders, newest first (up to 200)',
    response: orderListResponse,
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    tag: 'orders',
    auth: 'designer-or-admin',
    summary: 'One order with its status history (yours, or any for an operator)',
    params: orderId,
    response: orderResponse,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/api/orders/{id}/cancel',
    tag: 'orders',
    auth: 'designer',
    summary: 'Cancel your order (a paid one is refunded in full while refundable)',
    params: orderId,
    body: orderCancelRequest,
    response: orderResponse,
    errors: {
      404: NOT_FOUND,
      409: 'The order cannot be cancelled now (ORDER.NOT_CANCELLABLE, ORDER.CANCEL_IN_PROGRESS)',
    },
  },
  {
    method: 'patch',
    path: '/api/orders/{id}/status',
    tag: 'orders',
    auth: 'admin',
    summary: "An operator moves an order to another status (the order's allowed transitions only)",
    params: orderId,
    body: orderStatusChangeRequest,
    response: orderResponse,
    errors: {
      404: NOT_FOUND,
      409: 'Not an allowed transition, or the status changed meanwhile (ORDER.INVALID_TRANSITION, ORDER.STATUS_CONFLICT)',
    },
  },
  {
    method: 'post',
    path: '/api/sample/quote',
    tag: 'orders',
    auth: 'designer',
    summary: 'A price for a sample (quantity 1-50, standard or rush)',
    body: orderQuoteRequest,
    response: orderQuoteResponse,
    errors: { 404: 'The tech pack is not the caller’s (TECHPACK.NOT_FOUND)' },
  },
  {
    method: 'post',
    path: '/api/sample/payment-intent',
    tag: 'orders',
    auth: 'designer',
    summary: 'Order a sample and set up its payment in one call (the production dialog)',
    body: orderSamplePaymentRequest,
    response: orderSamplePaymentResponse,
    errors: {
      404: 'The tech pack is not the caller’s (TECHPACK.NOT_FOUND)',
      409: 'The same submission is already under way',
    },
  },
  {
    method: 'post',
    path: '/api/create-payment-intent',
    tag: 'payments',
    auth: 'designer',
    summary: 'Set up (or resume) the card payment of your order: a client secret for the payment form',
    body: orderPaymentIntentRequest,
    response: orderPaymentIntentResponse,
    errors: { 404: NOT_FOUND, 409: 'The order cannot be paid now (ORDER.NOT_PAYABLE)' },
  },
  {
    method: 'get',
    path: '/api/payments/config',
    tag: 'payments',
    auth: 'public',
    summary: 'Which payment provider is in use and what the payment form needs',
    response: orderPaymentsConfigResponse,
  },
  {
    method: 'post',
    path: '/api/payments/test/confirm',
    tag: 'payments',
    auth: 'test-provider',
    summary: 'Confirm a card payment with the embedded test provider (404 when Stripe is in use)',
    body: orderTestConfirmRequest,
    response: orderTestConfirmResponse,
    extra: { 402: { description: 'The card was declined', schema: orderTestDeclinedResponse } },
    errors: { 404: 'No such payment intent, or the route is off (Stripe in use)' },
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    tag: 'payments',
    auth: 'webhook',
    summary: "The payment provider's event (signed with the Stripe-Signature header)",
    headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
    body: z
      .record(z.unknown())
      .describe('The provider event, verified against its signature on the raw bytes'),
    response: orderWebhookResponse,
  },
];
