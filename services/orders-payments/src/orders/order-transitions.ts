import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';
import { IntentAlreadyPaid, RefundPayment } from '../refund-payment/refund-payment.handler';
import { CANCELLING } from './order-status';
import { OrderStore } from './order-store';

const conflict = () =>
  new AppError(409, 'ORDER.STATUS_CONFLICT', 'The order changed meanwhile. Please reload and try again.');
const paidMeanwhile = () =>
  new AppError(
    409,
    'ORDER.PAID_MEANWHILE',
    'The payment went through before the cancellation: the order is paid. Cancel it again for a full refund.',
  );

export interface MoveExtras {
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

// Moves an order to a new status (an operator's, the partner's or the owner's change). Every write is conditional on
// the status read, so two changes (or a change and the payment webhook) never both win. A change that needs the
// provider (refund, cancelled intent) first claims the order ('cancelling', from the status read), then asks the
// provider outside any transaction, then finishes only if the order is still 'cancelling'; a provider failure puts
// the order back, so a failed cancel never leaves it cancelled.
@Injectable()
export class OrderTransitions {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(RefundPayment) private readonly refunds: RefundPayment,
  ) {}

  async move(
    order: OrderRow,
    to: OrderStatus,
    changedBy: string,
    reason: string | null,
    extras: MoveExtras = {},
  ): Promise<OrderRow> {
    if (order.status === CANCELLING)
      throw new AppError(
        409,
        'ORDER.CANCEL_IN_PROGRESS',
        'A cancellation of this order is already in progress. Please reload in a moment.',
      );
    if (!this.refunds.needed(order, to))
      return this.finish(order, order.status, to, changedBy, reason, null, extras);
    await this.claim(order);
    let refundId: string | null;
    try {
      refundId = await this.refunds.execute(order, to, reason);
    } catch (e) {
      await this.release(order);
      if (e instanceof IntentAlreadyPaid) throw paidMeanwhile();
      throw e;
    }
    try {
      return await this.finish(order, CANCELLING, to, changedBy, reason, refundId, extras);
    } catch (e) {
      // the payment webhook paid the order while the provider was asked (its success was already on the way)
      if (
        e instanceof AppError &&
        e.code === 'ORDER.STATUS_CONFLICT' &&
        (await this.orders.byId(order.id)).status === 'paid'
      )
        throw paidMeanwhile();
      throw e;
    }
  }

  private async claim(order: OrderRow): Promise<void> {
    const claimed = await this.orders.database.db
      .update(sampleOrders)
      .set({ status: CANCELLING, transitionFrom: order.status, updatedAt: new Date() })
      .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, order.status)))
      .returning({ id: sampleOrders.id });
    if (claimed.length === 0) throw conflict();
  }

  private async release(order: OrderRow): Promise<void> {
    await this.orders.database.db
      .update(sampleOrders)
      .set({ status: order.status, transitionFrom: null, updatedAt: new Date() })
      .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, CANCELLING)));
  }

  private finish(
    order: OrderRow,
    from: string,
    to: OrderStatus,
    changedBy: string,
    reason: string | null,
    refundId: string | null,
    extras: MoveExtras,
  ): Promise<OrderRow> {
    return this.orders.database.db.transaction(async (tx) => {
      const now = new Date();
      const [updated] = await tx
        .update(sampleOrders)
        .set({
          status: to,
          transitionFrom: null,
          updatedAt: now,
          ...(refundId ? { refundId } : {}),
          ...(to === 'in_production' ? { productionStartedAt: now } : {}),
          ...(extras.carrier !== undefined
            ? {
                carrier: extras.carrier,
                trackingNumber: extras.trackingNumber ?? null,
                trackingUrl: extras.trackingUrl ?? null,
              }
            : {}),
        })
        .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, from)))
        .returning();
      if (!updated) throw conflict();
      await this.orders.recordChange(tx, order, updated, changedBy, reason);
      return updated;
    });
  }
}
