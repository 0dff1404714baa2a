import { Controller, Get, Inject, Param, Patch, Query, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { manufacturerStatusRequest, type ManufacturerOrder } from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { Actor, PartnerGuard } from '../partner/partner.guard';
import { ManufacturerOrdersHandler } from './manufacturer-orders.handler';

// The manufacturing partner's API (Authorization: Bearer <MANUFACTURER_API_KEY>): the paid orders with the pack
// revision each is made from, and the production stages it reports.
@Controller('api/manufacturer/orders')
@UseGuards(PartnerGuard)
export class ManufacturerOrdersController {
  constructor(@Inject(ManufacturerOrdersHandler) private readonly handler: ManufacturerOrdersHandler) {}

  // GET /api/manufacturer/orders[?status=paid|in_production|shipped|delivered] -> up to 200, newest payment first
  @Get()
  list(@Query('status') status: string | undefined): Promise<ManufacturerOrder[]> {
    return this.handler.list(status);
  }

  // GET /api/manufacturer/orders/{id}
  @Get(':id')
  one(@Param('id') id: string): Promise<ManufacturerOrder> {
    return this.handler.one(id);
  }

  // PATCH /api/manufacturer/orders/{id}/status { status: in_production | shipped | delivered, carrier?, trackingNumber?,
  // trackingUrl?, note? } -> the order ('shipped' needs carrier and trackingNumber; 409 for a move out of order)
  @Patch(':id/status')
  progress(
    @Actor() actor: string,
    @Param('id') id: string,
    @ValidBody(manufacturerStatusRequest) body: z.infer<typeof manufacturerStatusRequest>,
  ): Promise<ManufacturerOrder> {
    return this.handler.progress(actor, id, body);
  }
}
