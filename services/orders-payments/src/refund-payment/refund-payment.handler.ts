import { Inject, Injectable } from '@nestjs/common';
import type { OrderStatus } from '@techpack/contracts';
import { AppError, LOGGER, type Logger } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';

// The intent could not be cancelled because its payment already succeeded (the webhook is on its way).
export class IntentAlreadyPaid extends Error {}

// The money side of ending an order, asked of the provider before the order changes (never holding a transaction
// while waiting on the network): refunding or cancelling a paid order gives the money back in full (keyed per order,
// so a retry never refunds twice); cancelling an unpaid order cancels its open payment intent, and a cancel the
// provider refuses stops the cancellation. Returns the refund's id.
@Injectable()
export class RefundPayment {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  needed(order: OrderRow, to: OrderStatus): boolean {
    return (to === 'refunded' || to === 'cancelled') && !!order.paymentIntentId;
  }

  async execute(order: OrderRow, to: OrderStatus, reason: string | null): Promise<string | null> {
    if (!this.needed(order, to) || !order.paymentIntentId) return null;
    if (order.paidAt) return this.refund(order, order.paymentIntentId, reason);
    try {
      await this.provider.cancelPaymentIntent(order.paymentIntentId, `order-${order.id}-cancel`);
    } catch (e) {
      const now = await this.provider.retrievePaymentIntent(order.paymentIntentId).catch(() => null);
      if (now?.status === 'canceled') return null; // cancelled by an earlier try
      if (now && (now.status === 'succeeded' || now.status === 'processing')) throw new IntentAlreadyPaid();
      this.logger.warn({ err: e, orderId: order.id }, 'could not cancel the payment intent');
      throw new AppError(
        503,
        'PAYMENT.CANCEL_FAILED',
        'The payment provider could not cancel the payment right now. Please try again.',
      );
    }
    return null;
  }

  // Keyed per order: the refund of a cancellation and the automatic refund of a late payment are the same refund.
  async refund(order: OrderRow, paymentIntentId: string, reason: string | null): Promise<string> {
    const refund = await this.provider.refund({
      paymentIntentId,
      amountCents: order.totalCents,
      idempotencyKey: `order-${order.id}-refund`,
      reason: reason ?? undefined,
    });
    return refund.id;
  }
}
