import { Inject, Injectable } from '@nestjs/common';
import type { OrderStatus } from '@techpack/contracts';
import { LOGGER, type Logger } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';

// The money side of ending an order, asked of the provider before the order changes (never holding a transaction
// while waiting on the network): refunding or cancelling a paid order gives the money back in full (keyed per order,
// so a retry never refunds twice); cancelling an unpaid order cancels its open payment intent. Returns the refund's id.
@Injectable()
export class RefundPayment {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(order: OrderRow, to: OrderStatus, reason: string | null): Promise<string | null> {
    let refundId: string | null = null;
    const refundNeeded = (to === 'refunded' || to === 'cancelled') && !!order.paymentIntentId && !!order.paidAt;
    if (refundNeeded && order.paymentIntentId) {
      const refund = await this.provider.refund({
        paymentIntentId: order.paymentIntentId,
        amountCents: order.totalCents,
        idempotencyKey: `order-${order.id}-refund`,
        reason: reason ?? undefined,
      });
      refundId = refund.id;
    }
    if (to === 'cancelled' && order.paymentIntentId && !order.paidAt) {
      await this.provider.cancelPaymentIntent(order.paymentIntentId, `order-${order.id}-cancel`).catch((e) => {
        this.logger.warn({ err: e, orderId: order.id }, 'could not cancel the payment intent');
      });
    }
    return refundId;
  }
}
