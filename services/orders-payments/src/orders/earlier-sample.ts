import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';

const LIVE = ['pending_payment', 'payment_failed', 'paid', 'in_production', 'shipped', 'delivered'];

// An earlier live order by the same designer of the same pack revision: the warning a new order's answer carries.
export async function earlierSampleOfRevision(
  db: Db,
  order: OrderRow,
): Promise<{ id: string; orderNumber: string; status: string } | null> {
  if (!order.techPackId || order.techPackRevision === null) return null;
  const [earlier] = await db
    .select({ id: sampleOrders.id, orderNumber: sampleOrders.orderNumber, status: sampleOrders.status })
    .from(sampleOrders)
    .where(
      and(
        eq(sampleOrders.userId, order.userId),
        eq(sampleOrders.techPackId, order.techPackId),
        eq(sampleOrders.techPackRevision, order.techPackRevision),
        inArray(sampleOrders.status, LIVE),
        ne(sampleOrders.id, order.id),
      ),
    )
    .orderBy(desc(sampleOrders.orderedAt))
    .limit(1);
  return earlier ?? null;
}
