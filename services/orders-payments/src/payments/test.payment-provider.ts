import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, type Db } from '@techpack/platform';
import { providerEvents, testPaymentIntents, testWebhookDeliveries } from '../orders.schema';
import {
  toProviderEvent,
  PAYMENT_SUCCEEDED,
  type CreateIntentInput,
  type PaymentIntentHandle,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider';
import { cardDecline, type CardInput, type ConfirmResult } from './test-cards';
import { intentEvent, signPayload, verifySignature } from './test-webhook-events';

export { TEST_CARDS, luhnValid, type CardInput, type ConfirmResult } from './test-cards';
export { WEBHOOK_TOLERANCE_SECONDS, signPayload, verifySignature } from './test-webhook-events';

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
                          where d.delivered_at is null and d.body like '%' || i.id || '%')`)) as unknown as {
        rows: { id: string }[];
      }
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
    const [row] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
    return { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentHandle | null> {
    const [row] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    return row
      ? { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents }
      : null;
  }

  // As Stripe: only an intent that has not succeeded can be cancelled (conditional on its status, so a confirm
  // running at the same moment and this cancel never both win).
  async cancelPaymentIntent(id: string): Promise<void> {
    const done = await this.db
      .update(testPaymentIntents)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(testPaymentIntents.id, id),
          inArray(testPaymentIntents.status, ['requires_payment_method', 'canceled']),
        ),
      )
      .returning({ id: testPaymentIntents.id });
    if (done.length === 0) {
      throw new AppError(
        400,
        'PAYMENT.UNEXPECTED_STATE',
        'You cannot cancel this PaymentIntent because it has already succeeded.',
      );
    }
  }

  async refund(input: { paymentIntentId: string; amountCents: number }): Promise<{ id: string }> {
    const [row] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, input.paymentIntentId));
    // a success signed with this provider's secret (a test's own delivery) took the money even if this row missed it
    const charged =
      row && row.status !== 'succeeded' && row.status !== 'refunded'
        ? await this.signedSuccess(row.id)
        : false;
    if (!row || (row.status !== 'succeeded' && row.status !== 'refunded' && !charged)) {
      throw new AppError(400, 'PAYMENT.NOT_REFUNDABLE', 'This payment cannot be refunded');
    }
    await this.db
      .update(testPaymentIntents)
      .set({ status: 'refunded' })
      .where(eq(testPaymentIntents.id, row.id));
    return { id: `re_test_${row.id.slice(8)}` };
  }

  private async signedSuccess(paymentIntentId: string): Promise<boolean> {
    const of = and(
      eq(providerEvents.paymentIntentId, paymentIntentId),
      eq(providerEvents.type, PAYMENT_SUCCEEDED),
      eq(providerEvents.provider, this.kind),
    );
    return (
      (await this.db.select({ id: providerEvents.eventId }).from(providerEvents).where(of).limit(1)).length >
      0
    );
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    return toProviderEvent(
      verifySignature(this.webhookSecret, rawBody, signature) as Parameters<typeof toProviderEvent>[0],
    );
  }

  // What Stripe.js confirmCardPayment does against Stripe: the provider decides, then notifies the merchant.
  async confirm(clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    const [intent] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.clientSecret, clientSecret));
    if (!intent) throw new AppError(404, 'PAYMENT.INTENT_NOT_FOUND', 'No such payment intent');
    if (intent.status === 'succeeded' || intent.status === 'refunded') {
      throw new AppError(
        400,
        'PAYMENT.ALREADY_SUCCEEDED',
        'You cannot confirm this PaymentIntent because it has already succeeded.',
      );
    }
    if (intent.status === 'canceled') {
      throw new AppError(
        400,
        'PAYMENT.CANCELED',
        'You cannot confirm this PaymentIntent because it has been canceled.',
      );
    }
    const decline = cardDecline(card);
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
