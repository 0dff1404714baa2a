import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { PackDiff } from '@techpack/contracts';
import type { Db } from '@techpack/platform';
import { sampleOrders, type OrderRow } from '../orders.schema';
import type { PackDiffClient } from './pack-diff.client';

// Orders the partner was paid to make (and made).
const SAMPLED = ['paid', 'in_production', 'shipped', 'delivered'];

// A new order's answer: what changed in the pack since the revision of its last paid sample (null: no earlier sample,
// the same revision, or the tech pack service cannot answer now).
export async function changesSinceLastSample(
  db: Db,
  diffs: PackDiffClient,
  order: OrderRow,
): Promise<PackDiff | null> {
  if (!order.techPackId || order.techPackRevision === null) return null;
  const [last] = await db
    .select({ revision: sampleOrders.techPackRevision })
    .from(sampleOrders)
    .where(
      and(
        eq(sampleOrders.userId, order.userId),
        eq(sampleOrders.techPackId, order.techPackId),
        inArray(sampleOrders.status, SAMPLED),
        lt(sampleOrders.techPackRevision, order.techPackRevision),
        ne(sampleOrders.id, order.id),
      ),
    )
    .orderBy(desc(sampleOrders.techPackRevision))
    .limit(1);
  if (!last?.revision) return null;
  return diffs.between(order.techPackId, last.revision, order.techPackRevision);
}
