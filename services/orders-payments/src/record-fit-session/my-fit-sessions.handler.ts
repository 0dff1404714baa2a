import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FitSession } from '@techpack/contracts';
import { fitSessions, sampleOrders } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { toFitSession } from './fit-session-view';

// A designer's own fit sessions of one pack, newest first (up to 100), each with its order's number.
@Injectable()
export class MyFitSessionsHandler {
  constructor(@Inject(OrderStore) private readonly orders: OrderStore) {}

  async execute(userId: string, techPackId: string): Promise<FitSession[]> {
    const db = this.orders.database.db;
    const sessions = await db
      .select()
      .from(fitSessions)
      .where(and(eq(fitSessions.techPackId, techPackId), eq(fitSessions.userId, userId)))
      .orderBy(desc(fitSessions.createdAt))
      .limit(100);
    if (sessions.length === 0) return [];
    const numbers = await db
      .select({ id: sampleOrders.id, orderNumber: sampleOrders.orderNumber })
      .from(sampleOrders)
      .where(inArray(sampleOrders.id, [...new Set(sessions.map((s) => s.orderId))]));
    const byId = new Map(numbers.map((n) => [n.id, n.orderNumber]));
    return sessions.map((s) => toFitSession(s, byId.get(s.orderId) ?? ''));
  }
}
