import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';
import { RefundPayment } from '../refund-payment/refund-payment.handler';
import { OrderStore } from './order-store';

// Moves an order to a new status (an operator's change, the owner's cancellation): the provider first (refund or
// cancelled intent), then the order, its history row and its event in one transaction, refused with 409 when the
// order changed meanwhile.
@Injectable()
export class OrderTransitions {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(RefundPayment) private readonly refunds: RefundPayment,
  ) {}

  async move(order: OrderRow, to: OrderStatus, changedBy: string, reason: string | null): Promise<OrderRow> {
    const refundId = await this.refunds.execute(order, to, reason);
    return this.orders.database.db.transaction(async (tx) => {
      await this.orders.lock(tx, order.id);
      const [current] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, order.id));
      if (current.status !== order.status) {
        throw new AppError(409, 'ORDER.STATUS_CONFLICT', 'The order changed meanwhile. Please reload and try again.');
      }
      const now = new Date();
      const [updated] = await tx
        .update(sampleOrders)
        .set({
          status: to,
          updatedAt: now,
          ...(refundId ? { refundId } : {}),
          ...(to === 'in_production' ? { productionStartedAt: now } : {}),
        })
        .where(eq(sampleOrders.id, order.id))
        .returning();
      await this.orders.recordChange(tx, current, updated, changedBy, reason);
      return updated;
    });
  }
}
