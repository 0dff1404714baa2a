import { fabricLabel, priceSample, REFUND_WINDOW_HOURS } from '@techpack/catalog';
import type {
  EventPayload,
  OrderResponse,
  OrderStatus,
  OrderTimelineEntry,
  OrderTracking,
  ORDER_CREATED,
} from '@techpack/contracts';
import type { OrderRow, StatusHistoryRow } from '../orders.schema';

// An order as its owner (or an operator) sees it: the contract's OrderResponse.
export function toPublicOrder(o: OrderRow, history?: StatusHistoryRow[]): OrderResponse {
  const price = priceSample({
    fabricChoice: o.fabricChoice,
    customLabel: o.customLabel,
    customHangTag: o.customHangTag,
    rushProcessing: o.rushProcessing,
    quantity: o.quantity,
  });
  const refundableUntil =
    o.status === 'paid' && o.paidAt
      ? new Date(o.paidAt.getTime() + REFUND_WINDOW_HOURS * 3600_000).toISOString()
      : null;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    techPackId: o.techPackId,
    userId: o.userId,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    shippingAddress: o.shippingAddress,
    specialInstructions: o.specialInstructions,
    fabricChoice: o.fabricChoice,
    fabricLabel: fabricLabel(o.fabricChoice),
    customLabel: o.customLabel,
    customHangTag: o.customHangTag,
    rushProcessing: o.rushProcessing,
    expressShipping: o.rushProcessing,
    quantity: o.quantity,
    urgency: o.urgency,
    totalAmount: (o.totalCents / 100).toFixed(2),
    currency: o.currency,
    pricing: {
      basePrice: price.basePrice,
      customLabel: price.customLabel,
      customHangTag: price.customHangTag,
      rushProcessing: price.rushProcessing,
      unitPrice: price.unitPrice,
      quantity: price.quantity,
      total: o.totalCents / 100,
    },
    status: o.status,
    stripePaymentIntentId: o.paymentIntentId,
    paymentProvider: o.paymentProvider,
    lastPaymentError: o.lastPaymentError,
    orderedAt: o.orderedAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    updatedAt: o.updatedAt.toISOString(),
    refundableUntil,
    user: { email: o.email },
    techPackRevision: o.techPackRevision ?? null,
    timeline: timelineOf(o, history),
    tracking: trackingOf(o),
    ...(history
      ? {
          statusHistory: history.map((h) => ({
            from: h.fromStatus,
            to: h.toStatus,
            changedBy: h.changedBy,
            reason: h.reason,
            at: h.at.toISOString(),
          })),
        }
      : {}),
  };
}

// The order's stages with dates, from its status history (without one: what the row's own dates tell).
export function timelineOf(o: OrderRow, history?: StatusHistoryRow[]): OrderTimelineEntry[] {
  if (history && history.length > 0) {
    return history.map((h) => ({
      status: h.toStatus,
      at: h.at.toISOString(),
      ...(h.reason ? { note: h.reason } : {}),
    }));
  }
  const entries: OrderTimelineEntry[] = [{ status: 'pending_payment', at: o.orderedAt.toISOString() }];
  if (o.paidAt) entries.push({ status: 'paid', at: o.paidAt.toISOString() });
  if (o.productionStartedAt)
    entries.push({ status: 'in_production', at: o.productionStartedAt.toISOString() });
  if (entries[entries.length - 1].status !== o.status)
    entries.push({ status: o.status, at: o.updatedAt.toISOString() });
  return entries;
}

export function trackingOf(o: OrderRow): OrderTracking | null {
  if (!o.carrier || !o.trackingNumber) return null;
  return { carrier: o.carrier, number: o.trackingNumber, ...(o.trackingUrl ? { url: o.trackingUrl } : {}) };
}

// The order as its events carry it (orders.order.*.v1).
export function orderSnapshot(o: OrderRow): EventPayload<typeof ORDER_CREATED> {
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    techPackId: o.techPackId,
    userId: o.userId,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    fabricChoice: o.fabricChoice,
    totalAmount: o.totalCents / 100,
    // an order's events are written once a change is finished: never while it is 'cancelling'
    status: o.status as OrderStatus,
    stripePaymentIntentId: o.paymentIntentId,
    orderedAt: o.orderedAt.toISOString(),
    quantity: o.quantity,
    urgency: o.urgency,
    currency: o.currency,
    paymentProvider: o.paymentProvider ?? undefined,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
  };
}
