import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { OrderListResponse } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { ListOrdersHandler } from './list-orders.handler';

// The designer's own sample orders, newest first.
@Controller('api')
export class ListOrdersController {
  constructor(@Inject(ListOrdersHandler) private readonly handler: ListOrdersHandler) {}

  // GET /api/orders -> up to 200
  @Get('orders')
  @UseGuards(UserGuard)
  all(@CurrentUser() claims: UserClaims): Promise<OrderListResponse> {
    return this.handler.all(claims.sub);
  }

  // GET /api/sample-orders/user -> a page at a time (?limit=1..100, default 50; ?offset=); X-Total-Count gives how
  // many there are in all.
  @Get('sample-orders/user')
  @UseGuards(UserGuard)
  async page(
    @CurrentUser() claims: UserClaims,
    @Query() query: { limit?: string; offset?: string } | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderListResponse> {
    const q = query ?? {};
    const limit = Math.min(100, Math.max(1, Number.parseInt(q.limit ?? '', 10) || 50));
    const offset = Math.min(100_000, Math.max(0, Number.parseInt(q.offset ?? '', 10) || 0));
    const { orders, total } = await this.handler.page(claims.sub, limit, offset);
    reply.header('X-Total-Count', String(total));
    return orders;
  }
}
