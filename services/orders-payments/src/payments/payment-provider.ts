// The payment provider port: Stripe in production, the embedded test provider otherwise.
// Both confirm payments the same way: a signed webhook to POST /api/payments/webhook.
// Injected as PAYMENT_PROVIDER; which adapter stands behind it is chosen from CONFIG in the service's module.

export const PAYMENT_PROVIDER = 'orders:payment-provider';

export interface CreateIntentInput {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  currency: string;
  email: string;
  description: string;
  idempotencyKey: string;
}

export interface PaymentIntentHandle {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
}

// A verified provider event, reduced to what the order needs.
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  paymentIntentId: string | null;
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
  failureMessage: string | null;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  readonly publishableKey?: string;
  createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentHandle>;
  // The intent as the provider sees it now (for re-use of an existing intent).
  retrievePaymentIntent(id: string): Promise<PaymentIntentHandle | null>;
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<void>;
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<{ id: string }>;
  // Throws WebhookSignatureError unless the body was signed by the provider (and is recent).
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';
export const PAYMENT_FAILED = 'payment_intent.payment_failed';
export const PAYMENT_CANCELED = 'payment_intent.canceled';

// Maps a Stripe-shaped event object (both adapters deliver this shape) to a ProviderEvent.
export function toProviderEvent(event: {
  id: string;
  type: string;
  created?: number;
  data?: { object?: Record<string, unknown> };
}): ProviderEvent {
  const object = (event.data?.object ?? {}) as {
    id?: string;
    object?: string;
    amount?: number;
    currency?: string;
    metadata?: Record<string, string>;
    last_payment_error?: { message?: string } | null;
  };
  const isIntent = object.object === 'payment_intent';
  return {
    id: event.id,
    type: event.type,
    created: event.created ?? 0,
    paymentIntentId: isIntent ? (object.id ?? null) : null,
    orderId: object.metadata?.orderId ?? null,
    amountCents: typeof object.amount === 'number' ? object.amount : null,
    currency: object.currency ?? null,
    failureMessage: object.last_payment_error?.message ?? null,
  };
}
