import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, type Db } from '@techpack/platform';
import { providerEvents, testPaymentIntents, testWebhookDeliveries } from '../orders.schema';
import {
  PAYMENT_FAILED,
  PAYMENT_SUCCEEDED,
  toProviderEvent,
  WebhookSignatureError,
  type CreateIntentInput,
  type PaymentIntentHandle,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider';

// Test cards, as Stripe documents them for its test mode.
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

const SUCCEEDING = new Set(['4242424242424242', '5555555555554444', '4000056655665556', '378282246310005']);
const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};
const NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Stripe's own scheme, from its SDK: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

// Checks the signature and refuses a delivery older than the tolerance (a replay), as Stripe's SDK does; one dated
// further than the tolerance into the future is refused too. Returns the parsed body.
export function verifySignature(secret: string, payload: Buffer, header: string | undefined, now = Date.now()): unknown {
  if (!header) throw new WebhookSignatureError('Missing webhook signature');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now);
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(e.message.startsWith('Timestamp outside the tolerance zone') ? 'Webhook timestamp outside the tolerance zone' : 'Invalid webhook signature');
    }
    throw new WebhookSignatureError('Malformed webhook body');
  }
  const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (t - now / 1000 > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('Webhook timestamp outside the tolerance zone');
  return event;
}

export interface CardInput {
  cardNumber: string;
  expiry?: string;
  cvc?: string;
}

export type ConfirmResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'declined'; paymentIntentId: string; code: string; message: string };

// The embedded provider: keeps its intents in its own table, decides on test cards and confirms through a
// signed webhook to the same endpoint Stripe would call. Webhooks are durable, as Stripe's are: the event is written
// in the same transaction as the intent's new status and delivered (signed at delivery time) until the webhook
// answers; a crash between confirm and delivery loses nothing.
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly publishableKey = undefined;
  private timer: NodeJS.Timeout | undefined;
  private delivering: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
    // One delivery attempt; throws when the webhook could not take it (network error or 5xx).
    private readonly deliver: (body: string, signature: string) => Promise<void>,
  ) {}

  // Retries pending deliveries every `everyMs` until stopped.
  startDelivery(everyMs = 2000): void {
    this.timer ??= setInterval(() => void this.deliverPending().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  stopDelivery(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  // Delivers every pending event once, oldest first; one run at a time.
  deliverPending(): Promise<void> {
    this.delivering ??= (async () => {
      try {
        const pending = await this.db
          .select()
          .from(testWebhookDeliveries)
          .where(isNull(testWebhookDeliveries.deliveredAt))
          .orderBy(asc(testWebhookDeliveries.createdAt))
          .limit(100);
        for (const row of pending) await this.deliverOne(row.eventId, row.body);
      } finally {
        this.delivering = undefined;
      }
    })();
    return this.delivering;
  }

  private async deliverOne(eventId: string, body: string): Promise<boolean> {
    try {
      await this.deliver(body, signPayload(this.webhookSecret, body));
    } catch {
      await this.db
        .update(testWebhookDeliveries)
        .set({ attempts: sql`${testWebhookDeliveries.attempts} + 1` })
        .where(eq(testWebhookDeliveries.eventId, eventId));
      return false;
    }
    await this.db
      .update(testWebhookDeliveries)
      .set({ deliveredAt: new Date(), attempts: sql`${testWebhookDeliveries.attempts} + 1` })
      .where(and(eq(testWebhookDeliveries.eventId, eventId), isNull(testWebhookDeliveries.deliveredAt)));
    return true;
  }

  // At start-up: an intent that succeeded while its order is still unpaid (what a crash before the webhook could
  // leave, from before deliveries were durable) gets its success event again, unless one is still pending. The
  // webhook is idempotent: an order already paid is not paid twice.
  async reconcile(): Promise<number> {
    const stranded = (
      (await this.db.execute(sql`
        select i.id from orders.test_payment_intents i
        join orders.sample_orders o on o.id::text = i.metadata->>'orderId'
        where i.status = 'succeeded' and o.status in ('pending_payment', 'payment_failed')
          and not exists (select 1 from orders.test_webhook_deliveries d
                          where d.delivered_at is null and d.body like '%' || i.id || '%')`)) as unknown as { rows: { id: string }[] }
    ).rows;
    for (const { id } of stranded) {
      const [intent] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      const event = intentEvent(intent, null);
      await this.db.insert(testWebhookDeliveries).values({ eventId: event.id, body: JSON.stringify(event) });
    }
    if (stranded.length > 0) await this.deliverPending();
    return stranded.length;
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentHandle> {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(testPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
      })
      .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey });
    const [row] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
    return { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentHandle | null> {
    const [row] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    return row ? { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents } : null;
  }

  // As Stripe: only an intent that has not succeeded can be cancelled (conditional on its status, so a confirm
  // running at the same moment and this cancel never both win).
  async cancelPaymentIntent(id: string): Promise<void> {
    const done = await this.db
      .update(testPaymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(testPaymentIntents.id, id), inArray(testPaymentIntents.status, ['requires_payment_method', 'canceled'])))
      .returning({ id: testPaymentIntents.id });
    if (done.length === 0) {
      throw new AppError(400, 'PAYMENT.UNEXPECTED_STATE', 'You cannot cancel this PaymentIntent because it has already succeeded.');
    }
  }

  async refund(input: { paymentIntentId: string; amountCents: number }): Promise<{ id: string }> {
    const [row] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, input.paymentIntentId));
    // a success signed with this provider's secret (a test's own delivery) took the money even if this row missed it
    const charged = row && row.status !== 'succeeded' && row.status !== 'refunded' ? await this.signedSuccess(row.id) : false;
    if (!row || (row.status !== 'succeeded' && row.status !== 'refunded' && !charged)) {
      throw new AppError(400, 'PAYMENT.NOT_REFUNDABLE', 'This payment cannot be refunded');
    }
    await this.db.update(testPaymentIntents).set({ status: 'refunded' }).where(eq(testPaymentIntents.id, row.id));
    return { id: `re_test_${row.id.slice(8)}` };
  }

  private async signedSuccess(paymentIntentId: string): Promise<boolean> {
    const of = and(eq(providerEvents.paymentIntentId, paymentIntentId), eq(providerEvents.type, PAYMENT_SUCCEEDED), eq(providerEvents.provider, this.kind));
    return (await this.db.select({ id: providerEvents.eventId }).from(providerEvents).where(of).limit(1)).length > 0;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    return toProviderEvent(verifySignature(this.webhookSecret, rawBody, signature) as Parameters<typeof toProviderEvent>[0]);
  }

  // What Stripe.js confirmCardPayment does against Stripe: the provider decides, then notifies the merchant.
  async confirm(clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    const [intent] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, clientSecret));
    if (!intent) throw new AppError(404, 'PAYMENT.INTENT_NOT_FOUND', 'No such payment intent');
    if (intent.status === 'succeeded' || intent.status === 'refunded') {
      throw new AppError(400, 'PAYMENT.ALREADY_SUCCEEDED', 'You cannot confirm this PaymentIntent because it has already succeeded.');
    }
    if (intent.status === 'canceled') {
      throw new AppError(400, 'PAYMENT.CANCELED', 'You cannot confirm this PaymentIntent because it has been canceled.');
    }
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    // Checks the card form itself makes: nothing reaches the provider, no event.
    if (!luhnValid(digits)) throw new AppError(400, 'PAYMENT.INCORRECT_NUMBER', 'Your card number is incorrect.');
    if (card.expiry) {
      const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
      if (!m) throw new AppError(400, 'PAYMENT.INVALID_EXPIRY', "Your card's expiration date is incomplete.");
      const month = Number(m[1]);
      const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
      const now = new Date();
      if (month < 1 || month > 12) throw new AppError(400, 'PAYMENT.INVALID_EXPIRY', "Your card's expiration month is invalid.");
      if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
        throw new AppError(400, 'PAYMENT.INVALID_EXPIRY', "Your card's expiration year is in the past.");
      }
    }
    if (card.cvc !== undefined && card.cvc !== '' && !/^\d{3,4}$/.test(card.cvc)) {
      throw new AppError(400, 'PAYMENT.INVALID_CVC', "Your card's security code is incomplete.");
    }
    const decline = SUCCEEDING.has(digits) ? null : (DECLINES[digits] ?? { code: 'card_declined', message: NON_TEST_CARD });
    const status = decline ? 'requires_payment_method' : 'succeeded';
    const event = intentEvent({ ...intent, status }, decline);
    const body = JSON.stringify(event);
    // the intent's new status and its webhook event, together or not at all
    const applied = await this.db.transaction(async (tx) => {
      const changed = await tx
        .update(testPaymentIntents)
        .set({ status, lastError: decline?.message ?? null })
        .where(and(eq(testPaymentIntents.id, intent.id), eq(testPaymentIntents.status, intent.status)))
        .returning({ id: testPaymentIntents.id });
      if (changed.length === 0) return false;
      await tx.insert(testWebhookDeliveries).values({ eventId: event.id, body });
      return true;
    });
    // cancelled (or confirmed by another call) between the read and the write: answer as for that state
    if (!applied) return this.confirm(clientSecret, card);
    // delivered now when the webhook answers (the order is paid when confirm returns), else by the retry loop
    await this.deliverOne(event.id, body);
    return decline
      ? { status: 'declined', paymentIntentId: intent.id, code: decline.code, message: decline.message }
      : { status: 'succeeded', paymentIntentId: intent.id };
  }
}

type IntentRow = typeof testPaymentIntents.$inferSelect;

function intentEvent(intent: IntentRow, decline: { code: string; message: string } | null) {
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
        last_payment_error: decline ? { code: decline.code, message: decline.message, type: 'card_error' } : null,
      },
    },
  };
}
