import { Controller, Inject, Patch, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { orderShippingRequest, type OrderResponse } from '@techpack/contracts';
import { UserGuard, ValidBody } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { toPublicOrder } from '../orders/order-view';
import { OwnedOrder, OwnedOrderGuard } from '../orders/owned-order.guard';
import { UpdateShippingHandler } from './update-shipping.handler';

@Controller('api/sample-order')
export class UpdateShippingController {
  constructor(@Inject(UpdateShippingHandler) private readonly handler: UpdateShippingHandler) {}

  // PATCH /api/sample-order/{id}/shipping -> the order (owner only; 409 once in production)
  @Patch(':id/shipping')
  @UseGuards(UserGuard, OwnedOrderGuard)
  async update(
    @OwnedOrder() order: OrderRow,
    @ValidBody(orderShippingRequest) body: z.infer<typeof orderShippingRequest>,
  ): Promise<OrderResponse> {
    return toPublicOrder(await this.handler.execute(order, body));
  }
}
