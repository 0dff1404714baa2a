import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { orderCancelRequest, type OrderResponse } from '@techpack/contracts';
import { CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';
import { OwnedOrder, OwnedOrderGuard } from '../orders/owned-order.guard';
import { CancelOrderHandler } from './cancel-order.handler';

@Controller('api/orders')
export class CancelOrderController {
  constructor(
    @Inject(CancelOrderHandler) private readonly handler: CancelOrderHandler,
    @Inject(OrderStore) private readonly orders: OrderStore,
  ) {}

  // POST /api/orders/{id}/cancel { reason? } -> the order with its history (owner only; 409 when no longer cancellable)
  @Post(':id/cancel')
  @HttpCode(200)
  @UseGuards(UserGuard, OwnedOrderGuard)
  async cancel(
    @CurrentUser() claims: UserClaims,
    @OwnedOrder() order: OrderRow,
    @ValidBody(orderCancelRequest) body: z.infer<typeof orderCancelRequest>,
  ): Promise<OrderResponse> {
    const updated = await this.handler.execute(claims, order, body);
    return toPublicOrder(updated, await this.orders.history(updated.id));
  }
}
