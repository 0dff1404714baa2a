import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { orderCancelRequest } from '@techpack/contracts';
import { AppError, type UserClaims } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { ownerCancellation } from '../orders/order-status';
import { OrderTransitions } from '../orders/order-transitions';

// The owner cancels: an unpaid order is cancelled; a paid one within 24 hours of payment and before production is
// refunded in full; later, support decides.
@Injectable()
export class CancelOrderHandler {
  constructor(@Inject(OrderTransitions) private readonly transitions: OrderTransitions) {}

  async execute(
    claims: UserClaims,
    order: OrderRow,
    body: z.infer<typeof orderCancelRequest>,
  ): Promise<OrderRow> {
    const verdict = ownerCancellation(order, new Date());
    if (!verdict.allowed) throw new AppError(409, 'ORDER.NOT_CANCELLABLE', verdict.reason);
    return this.transitions.move(order, verdict.to, claims.sub, body.reason ?? 'cancelled by the customer');
  }
}
