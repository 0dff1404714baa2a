import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { testPaymentIntents } from '../orders.schema';
import { PAYMENT_FAILED, PAYMENT_SUCCEEDED, WebhookSignatureError } from './payment-provider';

// The embedded provider's webhook events: signed and checked with Stripe's own scheme, shaped as Stripe's
// payment_intent events. ./test.payment-provider.ts re-exports the signing and checking.

export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Stripe's own scheme, from its SDK: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
export function signPayload(
  secret: string,
  payload: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

// Checks the signature and refuses a delivery older than the tolerance (a replay), as Stripe's SDK does; one dated
// further than the tolerance into the future is refused too. Returns the parsed body.
export function verifySignature(
  secret: string,
  payload: Buffer,
  header: string | undefined,
  now = Date.now(),
): unknown {
  if (!header) throw new WebhookSignatureError('Missing webhook signature');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      payload,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now,
    );
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(
        e.message.startsWith('Timestamp outside the tolerance zone')
          ? 'Webhook timestamp outside the tolerance zone'
          : 'Invalid webhook signature',
      );
    }
    throw new WebhookSignatureError('Malformed webhook body');
  }
  const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (t - now / 1000 > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('Webhook timestamp outside the tolerance zone');
  return event;
}

export type IntentRow = typeof testPaymentIntents.$inferSelect;

export function intentEvent(intent: IntentRow, decline: { code: string; message: string } | null) {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: decline ? PAYMENT_FAILED : PAYMENT_SUCCEEDED,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amountCents,
        currency: intent.currency,
        status: intent.status,
        metadata: intent.metadata,
        last_payment_error: decline
          ? { code: decline.code, message: decline.message, type: 'card_error' }
          : null,
      },
    },
  };
}
