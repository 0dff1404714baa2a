import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderStatus, orderShippingRequest } from '@techpack/contracts';
import { AppError, DATABASE, type DatabaseHandle } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';
import { SHIPPING_EDITABLE } from '../orders/order-status';

// The shipping address (and the name and email on the parcel) of an order not yet in production.
@Injectable()
export class UpdateShippingHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async execute(order: OrderRow, body: z.infer<typeof orderShippingRequest>): Promise<OrderRow> {
    if (!SHIPPING_EDITABLE.includes(order.status as OrderStatus)) {
      throw new AppError(
        409,
        'ORDER.SHIPPING_LOCKED',
        'The shipping address can no longer be changed for this order',
      );
    }
    const [updated] = await this.database.db
      .update(sampleOrders)
      .set({
        shippingAddress: body.shippingAddress,
        firstName: body.firstName,
        lastName: body.lastName,
        ...(body.email ? { email: body.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(sampleOrders.id, order.id))
      .returning();
    return updated;
  }
}
