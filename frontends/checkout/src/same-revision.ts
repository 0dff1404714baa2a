import { apiRequest } from '@techpack/web-shared';
import type { OrderResponse } from '@techpack/contracts';

// Ordering a second sample of the same pack revision is usually a mistake (the pack has not changed since the last
// sample): the designer is asked first. Cancelled and refunded orders do not count. When the orders cannot be read
// the order goes ahead (the server still refuses a duplicate within its window).
const LIVE = new Set(['pending_payment', 'payment_failed', 'paid', 'in_production', 'shipped', 'delivered']);

export async function earlierSampleOfRevision(
  techPackId: string | null | undefined,
  revision: number | undefined,
): Promise<OrderResponse | null> {
  if (!techPackId || !revision) return null;
  try {
    const orders = await apiRequest<OrderResponse[]>('/api/orders');
    return (
      orders.find(
        (o) => o.techPackId === techPackId && o.techPackRevision === revision && LIVE.has(o.status),
      ) ?? null
    );
  } catch {
    return null;
  }
}

export async function confirmSecondSample(
  techPackId: string | null | undefined,
  revision: number | undefined,
): Promise<boolean> {
  const earlier = await earlierSampleOfRevision(techPackId, revision);
  if (!earlier) return true;
  const status = earlier.status.replace(/_/g, ' ');
  return window.confirm(
    `You already ordered a sample of revision ${revision} of this tech pack (order ${earlier.orderNumber}, ${status}). ` +
      'Nothing changed in the pack since. Order another sample of the same revision?',
  );
}
