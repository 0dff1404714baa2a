import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { OrderStatus, orderStatusChangeRequest } from '@techpack/contracts';
import { AppError, type AdminClaims } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { canOperatorMove } from '../orders/order-status';
import { OrderStore } from '../orders/order-store';
import { OrderTransitions } from '../orders/order-transitions';

// An operator moves an order along the allowed transitions (order-status.ts), recorded with who and why. 'paid'
// comes only from the provider.
@Injectable()
export class ChangeOrderStatusHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(OrderTransitions) private readonly transitions: OrderTransitions,
  ) {}

  async execute(admin: AdminClaims, id: string, body: z.infer<typeof orderStatusChangeRequest>): Promise<OrderRow> {
    const order = await this.orders.byId(id);
    const from = order.status as OrderStatus;
    if (body.status === 'paid') {
      throw new AppError(409, 'ORDER.PAID_BY_PROVIDER_ONLY', 'An order becomes paid only when the payment provider confirms the payment');
    }
    if (!canOperatorMove(from, body.status)) {
      throw new AppError(409, 'ORDER.INVALID_TRANSITION', `Cannot change the status from ${from} to ${body.status}`);
    }
    return this.transitions.move(order, body.status, `admin:${admin.username}`, body.reason ?? null);
  }
}
