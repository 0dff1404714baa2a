import { Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { orderStatusChangeRequest, type OrderResponse } from '@techpack/contracts';
import { AdminGuard, CurrentAdmin, ValidBody, type AdminClaims } from '@techpack/platform';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';
import { ChangeOrderStatusHandler } from './change-order-status.handler';

@Controller('api/orders')
export class ChangeOrderStatusController {
  constructor(
    @Inject(ChangeOrderStatusHandler) private readonly handler: ChangeOrderStatusHandler,
    @Inject(OrderStore) private readonly orders: OrderStore,
  ) {}

  // PATCH /api/orders/{id}/status { status, reason?, carrier?, trackingNumber?, trackingUrl? } -> the order with its
  // history and timeline (operators; 'shipped' needs carrier and trackingNumber; 409 for a move the rules do not allow)
  @Patch(':id/status')
  @UseGuards(AdminGuard)
  async change(
    @CurrentAdmin() admin: AdminClaims,
    @Param('id') id: string,
    @ValidBody(orderStatusChangeRequest) body: z.infer<typeof orderStatusChangeRequest>,
  ): Promise<OrderResponse> {
    const updated = await this.handler.execute(`admin:${admin.username}`, id, body);
    return toPublicOrder(updated, await this.orders.history(updated.id));
  }
}
