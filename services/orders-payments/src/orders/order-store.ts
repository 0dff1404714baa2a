import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_CREATED, ORDER_STATUS_CHANGED } from '@techpack/contracts';
import {
  AppError,
  DATABASE,
  EVENTS,
  EventsClient,
  type DatabaseHandle,
  type Executor,
  type UserClaims,
} from '@techpack/platform';
import {
  sampleOrders,
  statusHistory,
  type OrderRow,
  type ShippingAddress,
  type SpecSnapshot,
  type StatusHistoryRow,
} from '../orders.schema';
import { formatOrderNumber } from './order-number';
import { CANCELLING, revertStaleCancelling, STALE_CANCELLING_MS } from './order-status';
import { orderSnapshot } from './order-view';

export const orderNotFound = () => new AppError(404, 'ORDER.NOT_FOUND', 'Order Not Found');

const ORDER_ID = /^[0-9a-f-]{36}$/i;

export interface NewOrder {
  techPackId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  shippingAddress: ShippingAddress;
  specialInstructions: string | null;
  fabricChoice: string;
  customLabel: boolean;
  customHangTag: boolean;
  rushProcessing: boolean;
  quantity: number;
  urgency: string;
  source: 'order-form' | 'production-dialog';
  totalCents: number;
  paymentProvider: string;
  techPackRevision?: number | null;
  specSnapshot?: SpecSnapshot | null;
  // the language version of the pack the sample is ordered from (partner/partner-settings.ts)
  packLanguage?: string | null;
}

// The orders table and what every use case does with it: find an order (someone else's answers like a missing one),
// its status history, a new order with its first history row and orders.order.created.v1, and a status change with
// its history row and orders.order.status-changed.v1, in the caller's transaction.
@Injectable()
export class OrderStore {
  constructor(
    @Inject(DATABASE) readonly database: DatabaseHandle,
    @Inject(EVENTS) private readonly events: EventsClient,
  ) {}

  notFound(): AppError {
    return orderNotFound();
  }

  async byId(id: string): Promise<OrderRow> {
    if (!ORDER_ID.test(id)) throw orderNotFound();
    const [order] = await this.database.db.select().from(sampleOrders).where(eq(sampleOrders.id, id));
    if (!order) throw orderNotFound();
    if (order.status === CANCELLING && Date.now() - order.updatedAt.getTime() > STALE_CANCELLING_MS) {
      await this.database.query(this.database.db, revertStaleCancelling(STALE_CANCELLING_MS));
      return this.byId(id);
    }
    return order;
  }

  // The designer's own order; someone else's order answers exactly like a missing one.
  async owned(id: string, claims: UserClaims): Promise<OrderRow> {
    const order = await this.byId(id);
    if (order.userId !== claims.sub) throw orderNotFound();
    return order;
  }

  history(orderId: string): Promise<StatusHistoryRow[]> {
    return this.database.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.orderId, orderId))
      .orderBy(statusHistory.at, statusHistory.id);
  }

  // The histories of several orders (a list page) in one query, by order id.
  async histories(orderIds: string[]): Promise<Map<string, StatusHistoryRow[]>> {
    const byOrder = new Map<string, StatusHistoryRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.database.db
      .select()
      .from(statusHistory)
      .where(inArray(statusHistory.orderId, orderIds))
      .orderBy(statusHistory.at, statusHistory.id);
    for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
    return byOrder;
  }

  // Locks the order's row for the rest of the transaction; false when there is no such order.
  async lock(tx: Executor, id: string): Promise<boolean> {
    const rows = await this.database.query<{ id: string }>(
      tx,
      sql`select id from orders.sample_orders where id = ${id} for update`,
    );
    return rows.length > 0;
  }

  // A new order (pending payment). `claim` runs first in the same transaction (the submission checks of
  // create-sample-order); whatever it throws rolls everything back.
  insert(
    values: NewOrder,
    claims: UserClaims,
    claim?: (tx: Executor, orderId: string) => Promise<void>,
  ): Promise<OrderRow> {
    return this.database.db.transaction(async (tx) => {
      const id = randomUUID();
      if (claim) await claim(tx, id);
      const [{ seq }] = await this.database.query<{ seq: string | number }>(
        tx,
        sql`select nextval('orders.order_number_seq') as seq`,
      );
      const [row] = await tx
        .insert(sampleOrders)
        .values({
          id,
          orderNumber: formatOrderNumber(new Date().getUTCFullYear(), Number(seq)),
          userId: claims.sub,
          ...values,
          status: 'pending_payment',
        })
        .returning();
      await tx.insert(statusHistory).values({
        id: randomUUID(),
        orderId: id,
        fromStatus: null,
        toStatus: 'pending_payment',
        changedBy: claims.sub,
        reason: 'order placed',
      });
      await this.events.record(
        tx,
        ORDER_CREATED,
        id,
        orderSnapshot(row),
        EventsClient.metaFromScope(claims.sub),
      );
      return row;
    });
  }

  // The history row and the status-changed event of a change the caller made in `tx`.
  async recordChange(
    tx: Executor,
    before: OrderRow,
    after: OrderRow,
    changedBy: string,
    reason: string | null,
  ): Promise<void> {
    await tx.insert(statusHistory).values({
      id: randomUUID(),
      orderId: after.id,
      fromStatus: before.status,
      toStatus: after.status,
      changedBy,
      reason,
    });
    const payload = { ...orderSnapshot(after), previousStatus: before.status, changedBy, reason };
    await this.events.record(
      tx,
      ORDER_STATUS_CHANGED,
      after.id,
      payload,
      EventsClient.metaFromScope(changedBy),
    );
  }
}
