import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { OrderResponse } from '@techpack/contracts';
import { UserGuard } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';
import { OwnedOrder, OwnedOrderGuard } from '../orders/owned-order.guard';

@Controller('api/sample-order')
export class GetSampleOrderController {
  constructor(@Inject(OrderStore) private readonly orders: OrderStore) {}

  // GET /api/sample-order/{orderId} -> the designer's own order with its status history (404 for anyone else)
  @Get(':orderId')
  @UseGuards(UserGuard, OwnedOrderGuard)
  async get(@OwnedOrder() order: OrderRow): Promise<OrderResponse> {
    return toPublicOrder(order, await this.orders.history(order.id));
  }
}
