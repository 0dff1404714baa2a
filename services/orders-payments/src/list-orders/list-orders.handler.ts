import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, sql } from 'drizzle-orm';
import type { OrderListResponse } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';

// The designer's own sample orders, newest first, each with its status history.
@Injectable()
export class ListOrdersHandler {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(OrderStore) private readonly orders: OrderStore,
  ) {}

  // Up to 200 of them
  async all(userId: string): Promise<OrderListResponse> {
    const rows = await this.database.db
      .select()
      .from(sampleOrders)
      .where(eq(sampleOrders.userId, userId))
      .orderBy(desc(sampleOrders.orderedAt))
      .limit(200);
    return this.withHistories(rows);
  }

  // One page of them and how many there are in all
  async page(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ orders: OrderListResponse; total: number }> {
    const db = this.database.db;
    const mine = eq(sampleOrders.userId, userId);
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
    return { orders: await this.withHistories(rows), total };
  }

  private async withHistories(rows: OrderRow[]): Promise<OrderListResponse> {
    const histories = await this.orders.histories(rows.map((r) => r.id));
    return rows.map((r) => toPublicOrder(r, histories.get(r.id)));
  }
}
