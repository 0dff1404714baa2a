import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@techpack/contracts';
import { AppError, DATABASE, type DatabaseHandle } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';
import { UNPAID_STATUSES } from '../orders/order-status';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];

// A usable client secret for an unpaid order, re-using its open intent; keyed so that a double click or a retried
// request never creates two intents.
@Injectable()
export class PaymentIntents {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async ensure(order: OrderRow): Promise<{ clientSecret: string; paymentIntentId: string }> {
    const provider = this.provider;
    if (!UNPAID_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError(
        409,
        'ORDER.NOT_PAYABLE',
        order.status === 'paid'
          ? 'This order has already been paid'
          : `This order cannot be paid (status: ${order.status})`,
      );
    }
    if (order.paymentIntentId && order.paymentClientSecret && order.paymentProvider === provider.kind) {
      const current = await provider.retrievePaymentIntent(order.paymentIntentId).catch(() => null);
      if (current && OPEN.includes(current.status) && current.amountCents === order.totalCents) {
        return { clientSecret: order.paymentClientSecret, paymentIntentId: order.paymentIntentId };
      }
    }
    const intent = await provider.createPaymentIntent({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountCents: order.totalCents,
      currency: order.currency,
      email: order.email,
      description: `Sample order ${order.orderNumber}`,
      idempotencyKey: `order-${order.id}-intent-${order.paymentIntentId ?? 'first'}`,
    });
    await this.database.db
      .update(sampleOrders)
      .set({
        paymentIntentId: intent.id,
        paymentClientSecret: intent.clientSecret,
        paymentProvider: provider.kind,
        updatedAt: new Date(),
      })
      .where(eq(sampleOrders.id, order.id));
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
  }
}
