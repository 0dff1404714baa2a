import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { OrderResponse } from '@techpack/contracts';
import {
  CurrentUserOrOperator,
  UserOrOperatorGuard,
  type AdminClaims,
  type UserClaims,
} from '@techpack/platform';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';

@Controller('api/orders')
export class GetOrderController {
  constructor(@Inject(OrderStore) private readonly orders: OrderStore) {}

  // GET /api/orders/{id} -> the order with its status history: any order for an operator, else the designer's own
  // (401 without a designer's token, 404 for someone else's order).
  @Get(':id')
  @UseGuards(UserOrOperatorGuard)
  async get(
    @Param('id') id: string,
    @CurrentUserOrOperator() reader: UserClaims | AdminClaims,
  ): Promise<OrderResponse> {
    const order = reader.role === 'admin' ? await this.orders.byId(id) : await this.orders.owned(id, reader);
    return toPublicOrder(order, await this.orders.history(order.id));
  }
}
