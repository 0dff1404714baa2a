import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { OrderListResponse } from '@techpack/contracts';
import { CurrentUser, DATABASE, UserGuard, type DatabaseHandle, type UserClaims } from '@techpack/platform';
import { sampleOrders } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';

// The designer's own sample orders, newest first.
@Controller('api')
export class ListOrdersController {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(OrderStore) private readonly orders: OrderStore,
  ) {}

  // GET /api/orders -> up to 200
  @Get('orders')
  @UseGuards(UserGuard)
  async all(@CurrentUser() claims: UserClaims): Promise<OrderListResponse> {
    const db = this.database.db;
    const rows = await db
      .select()
      .from(sampleOrders)
      .where(eq(sampleOrders.userId, claims.sub))
      .orderBy(desc(sampleOrders.orderedAt))
      .limit(200);
    const histories = await this.orders.histories(rows.map((r) => r.id));
    return rows.map((r) => toPublicOrder(r, histories.get(r.id)));
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
    const db = this.database.db;
    const mine = eq(sampleOrders.userId, claims.sub);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(sampleOrders)
        .where(mine)
        .orderBy(desc(sampleOrders.orderedAt), desc(sampleOrders.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(sampleOrders)
        .where(mine),
    ]);
    reply.header('X-Total-Count', String(total));
    const histories = await this.orders.histories(rows.map((r) => r.id));
    return rows.map((r) => toPublicOrder(r, histories.get(r.id)));
  }
}
