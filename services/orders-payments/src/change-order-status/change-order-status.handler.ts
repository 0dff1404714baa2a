import { Inject, Injectable } from '@nestjs/common';
import type { OrderStatus } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { canOperatorMove } from '../orders/order-status';
import { OrderStore } from '../orders/order-store';
import { OrderTransitions } from '../orders/order-transitions';

export interface StatusChange {
  status: OrderStatus;
  reason?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

// An operator (or the manufacturing partner, for the production stages) moves an order along the allowed transitions
// (order-status.ts), recorded with who and why. 'paid' comes only from the provider; 'shipped' carries the parcel's
// carrier and tracking number (the request schema requires them).
@Injectable()
export class ChangeOrderStatusHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(OrderTransitions) private readonly transitions: OrderTransitions,
  ) {}

  async execute(actor: string, id: string, body: StatusChange): Promise<OrderRow> {
    const order = await this.orders.byId(id);
    const from = order.status as OrderStatus;
    if (body.status === 'paid') {
      throw new AppError(
        409,
        'ORDER.PAID_BY_PROVIDER_ONLY',
        'An order becomes paid only when the payment provider confirms the payment',
      );
    }
    if (!canOperatorMove(from, body.status)) {
      const hint =
        from === 'pending_payment' || from === 'payment_failed' ? ' (the order is not paid yet)' : '';
      throw new AppError(
        409,
        'ORDER.INVALID_TRANSITION',
        `Cannot change the status from ${from} to ${body.status}${hint}`,
      );
    }
    const tracking =
      body.status === 'shipped'
        ? {
            carrier: body.carrier ?? null,
            trackingNumber: body.trackingNumber ?? null,
            trackingUrl: body.trackingUrl ?? null,
          }
        : {};
    return this.transitions.move(order, body.status, actor, body.reason ?? null, tracking);
  }
}
