import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { ORDER_PAID, type OrderStatus, type OrderWebhookResponse } from '@techpack/contracts';
import { AppError, EVENTS, EventsClient, LOGGER, type Executor, type Logger } from '@techpack/platform';
import { providerEvents, sampleOrders, type OrderRow } from '../orders.schema';
import { CANCELLING, UNPAID_STATUSES } from '../orders/order-status';
import { RefundPayment } from '../refund-payment/refund-payment.handler';
import { OrderStore } from '../orders/order-store';
import { orderSnapshot } from '../orders/order-view';
import {
  PAYMENT_FAILED,
  PAYMENT_PROVIDER,
  PAYMENT_SUCCEEDED,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
} from '../payments/payment-provider';

const ORDER_ID = /^[0-9a-f-]{36}$/i;
const LATE_PAYMENT = 'refund-pending';

// The payment provider's webhook: the only way an order becomes paid. Durable and idempotent: each provider event id
// is applied once (orders.provider_events, in the same transaction as the order's change), a success is applied to
// an unpaid order only and for the order's amount, a failure after a success changes nothing, and an event for an
// unknown order is refused (404) and not remembered.
@Injectable()
export class PaymentWebhookHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(RefundPayment) private readonly refunds: RefundPayment,
  ) {}

  // Throws 400 'PAYMENT.WEBHOOK_SIGNATURE' unless the provider signed these exact bytes (recently).
  verify(raw: Buffer, signature: string | undefined): ProviderEvent {
    try {
      return this.provider.verifyWebhook(raw, signature);
    } catch (e) {
      if (!(e instanceof WebhookSignatureError)) throw e;
      this.logger.warn({ reason: e.message }, 'webhook refused');
      throw new AppError(400, 'PAYMENT.WEBHOOK_SIGNATURE', e.message);
    }
  }

  async execute(event: ProviderEvent): Promise<OrderWebhookResponse> {
    const handled = event.type === PAYMENT_SUCCEEDED || event.type === PAYMENT_FAILED;
    if (handled && (!event.orderId || !ORDER_ID.test(event.orderId))) {
      throw new AppError(400, 'PAYMENT.UNKNOWN_ORDER', 'Payment does not belong to a known order');
    }
    const answer = await this.orders.database.db.transaction(async (tx) => {
      const orderId = handled ? event.orderId : null;
      const fresh = await tx
        .insert(providerEvents)
        .values({
          eventId: event.id,
          provider: this.provider.kind,
          type: event.type,
          orderId,
          paymentIntentId: event.paymentIntentId,
          outcome: 'pending',
        })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) {
        const [known] = await tx.select().from(providerEvents).where(eq(providerEvents.eventId, event.id));
        // a late payment whose refund failed last time: the provider's retry tries the refund again
        return { received: true as const, duplicate: true, outcome: known?.outcome };
      }
      const outcome = async (value: string) => {
        await tx.update(providerEvents).set({ outcome: value }).where(eq(providerEvents.eventId, event.id));
        return { received: true as const, outcome: value };
      };
      if (!handled || !orderId) return outcome('ignored');
      // Throwing rolls the event record back too: a payment for an unknown order is refused, not remembered.
      if (!(await this.orders.lock(tx, orderId)))
        throw new AppError(404, 'PAYMENT.UNKNOWN_ORDER', 'Payment does not belong to a known order');
      const [order] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, orderId));
      return outcome(
        event.type === PAYMENT_SUCCEEDED
          ? await this.succeeded(tx, order, event)
          : await this.failed(tx, order, event),
      );
    });
    if (answer.outcome !== LATE_PAYMENT || !event.orderId) {
      return 'duplicate' in answer
        ? { received: true, duplicate: true }
        : { received: true, outcome: answer.outcome };
    }
    await this.refundLatePayment(event.orderId, event);
    return { received: true, outcome: 'refunded-late-payment' };
  }

  // A payment that succeeded for an order already cancelled goes back to the payer: refunded (keyed per order, so a
  // retried delivery never refunds twice), then the order shows 'refunded'. A failed refund answers 5xx, so the
  // provider delivers the event again and the refund is tried again.
  private async refundLatePayment(orderId: string, event: ProviderEvent): Promise<void> {
    const order = await this.orders.byId(orderId);
    let refundId: string;
    try {
      refundId = await this.refunds.refund(
        order,
        event.paymentIntentId ?? order.paymentIntentId ?? '',
        'payment arrived after the order was cancelled',
      );
    } catch (e) {
      // never the provider's 4xx passed on: the delivery must fail as ours (5xx), so the provider sends it again
      this.logger.error(
        { orderId: order.id, eventId: event.id, err: (e as Error).message },
        'refund of a payment for a cancelled order failed; waiting for the redelivery',
      );
      throw new AppError(
        503,
        'PAYMENT.REFUND_FAILED',
        'The refund of this late payment could not be made yet; deliver the event again',
      );
    }
    await this.orders.database.db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(sampleOrders)
        .set({ status: 'refunded', refundId, updatedAt: new Date() })
        .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, 'cancelled')))
        .returning();
      if (refunded)
        await this.orders.recordChange(
          tx,
          order,
          refunded,
          `provider:${this.provider.kind}`,
          'payment arrived after the order was cancelled: refunded automatically',
        );
      await tx
        .update(providerEvents)
        .set({ outcome: 'refunded-late-payment' })
        .where(eq(providerEvents.eventId, event.id));
    });
    this.logger.warn(
      { orderId: order.id, eventId: event.id },
      'payment for a cancelled order refunded automatically',
    );
  }

  private async succeeded(tx: Executor, order: OrderRow, event: ProviderEvent): Promise<string> {
    const status = order.status as OrderStatus;
    if (event.amountCents !== order.totalCents || (event.currency && event.currency !== order.currency)) {
      this.logger.error(
        { orderId: order.id, eventId: event.id, amount: event.amountCents, expected: order.totalCents },
        'payment amount does not match the order',
      );
      return 'rejected-amount-mismatch';
    }
    // the order was cancelled while this payment went through: the money goes back (after this transaction)
    if (status === 'cancelled' && !order.paidAt) {
      await tx
        .update(sampleOrders)
        .set({ paymentIntentId: event.paymentIntentId ?? order.paymentIntentId, updatedAt: new Date() })
        .where(eq(sampleOrders.id, order.id));
      return LATE_PAYMENT;
    }
    // a cancellation is asking the provider right now: its cancel will fail (the intent succeeded), the payment wins
    const cancellingUnpaid =
      order.status === CANCELLING && UNPAID_STATUSES.includes(order.transitionFrom as OrderStatus);
    if (!UNPAID_STATUSES.includes(status) && !cancellingUnpaid) return `ignored-already-${status}`;
    const now = new Date();
    const [paid] = await tx
      .update(sampleOrders)
      .set({
        status: 'paid',
        paidAt: now,
        paymentIntentId: event.paymentIntentId,
        lastPaymentError: null,
        transitionFrom: null,
        updatedAt: now,
      })
      .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, status)))
      .returning();
    const actor = `provider:${this.provider.kind}`;
    await this.events.record(tx, ORDER_PAID, paid.id, orderSnapshot(paid), EventsClient.metaFromScope(actor));
    await this.orders.recordChange(
      tx,
      cancellingUnpaid ? { ...order, status: order.transitionFrom ?? status } : order,
      paid,
      actor,
      `payment ${event.paymentIntentId} succeeded`,
    );
    return 'paid';
  }

  // A failure after success (out of order) changes nothing.
  private async failed(tx: Executor, order: OrderRow, event: ProviderEvent): Promise<string> {
    const status = order.status as OrderStatus;
    if (status === 'pending_payment') {
      const [failed] = await tx
        .update(sampleOrders)
        .set({ status: 'payment_failed', lastPaymentError: event.failureMessage, updatedAt: new Date() })
        .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, status)))
        .returning();
      await this.orders.recordChange(
        tx,
        order,
        failed,
        `provider:${this.provider.kind}`,
        event.failureMessage,
      );
      return 'payment_failed';
    }
    if (status === 'payment_failed') {
      await tx
        .update(sampleOrders)
        .set({ lastPaymentError: event.failureMessage, updatedAt: new Date() })
        .where(eq(sampleOrders.id, order.id));
      return 'payment_failed';
    }
    return `ignored-already-${status}`;
  }
}
