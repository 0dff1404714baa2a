import { sql } from 'drizzle-orm';
import { OPERATOR_TRANSITIONS, REFUND_WINDOW_HOURS } from '@techpack/catalog';
import type { OrderStatus } from '@techpack/contracts';

// Held while the provider is asked to refund or cancel an intent (not a status a caller asks for): the order's row
// changes to it only from the status read, so a payment webhook or a second change meanwhile cannot pass unseen.
export const CANCELLING = 'cancelling';
// An order left 'cancelling' this long (the process stopped mid-call) goes back to the status it came from.
export const STALE_CANCELLING_MS = 120_000;

export const UNPAID_STATUSES: OrderStatus[] = ['pending_payment', 'payment_failed'];
export const SHIPPING_EDITABLE: OrderStatus[] = ['pending_payment', 'payment_failed', 'paid'];

export function canOperatorMove(from: OrderStatus, to: OrderStatus): boolean {
  return OPERATOR_TRANSITIONS[from]?.includes(to) ?? false;
}

// What the owner may do on their own: cancel an unpaid order, or cancel a paid one for a full refund
// within 24 hours of payment if production has not begun.
export function ownerCancellation(
  order: { status: string; paidAt: Date | null },
  now: Date,
): { allowed: true; refund: boolean; to: OrderStatus } | { allowed: false; reason: string } {
  const status = order.status as OrderStatus;
  if (UNPAID_STATUSES.includes(status)) return { allowed: true, refund: false, to: 'cancelled' };
  if (status === 'paid') {
    const paidAt = order.paidAt?.getTime() ?? 0;
    if (now.getTime() - paidAt <= REFUND_WINDOW_HOURS * 3600_000)
      return { allowed: true, refund: true, to: 'refunded' };
    return {
      allowed: false,
      reason: 'Full refunds are available only within 24 hours of payment. Please contact support.',
    };
  }
  if ((order.status as string) === CANCELLING)
    return {
      allowed: false,
      reason: 'A cancellation of this order is already in progress. Please reload in a moment.',
    };
  if (status === 'in_production') {
    return {
      allowed: false,
      reason: 'Production has already begun. Please contact support about partial credit or a replacement.',
    };
  }
  return { allowed: false, reason: `This order can no longer be cancelled (status: ${status}).` };
}

export function isRefundableInFull(order: { status: string; paidAt: Date | null }, now: Date): boolean {
  const verdict = ownerCancellation(order, now);
  return verdict.allowed && verdict.refund;
}

// An order left 'cancelling' by a stopped process goes back to where it came from (used when orders are read).
export const revertStaleCancelling = (olderThanMs: number) =>
  sql`update orders.sample_orders set status = transition_from, transition_from = null, updated_at = now()
      where status = ${CANCELLING} and transition_from is not null and updated_at < now() - make_interval(secs => ${olderThanMs / 1000})`;
