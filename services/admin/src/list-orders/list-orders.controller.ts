import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListQuery, type AdminListQuery, type AdminOrderView } from '@techpack/contracts';
import { AdminGuard, ZodPipe } from '@techpack/platform';
import { sendPage } from '../listings/listing';
import { ListOrdersHandler } from './list-orders.handler';

@Controller('api/admin')
export class ListOrdersController {
  constructor(@Inject(ListOrdersHandler) private readonly handler: ListOrdersHandler) {}

  // GET /api/admin/orders?q=&limit=&offset=&userId= -> 200 [orders], total in X-Total-Count
  @Get('orders')
  @UseGuards(AdminGuard)
  async list(
    @Query(new ZodPipe(adminListQuery)) query: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOrderView[]> {
    return sendPage(reply, query, await this.handler.execute(query));
  }
}
