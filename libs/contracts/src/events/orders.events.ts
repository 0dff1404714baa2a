import { z } from 'zod';

export const ORDER_CREATED = 'orders.order.created.v1';
export const ORDER_PAID = 'orders.order.paid.v1';
export const ORDER_STATUS_CHANGED = 'orders.order.status-changed.v1';

// Every status an order can have. 'paid' is set only by the payment provider's confirmation.
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// The fields every view of a sample order shares, written once: the events' snapshot below, the owner's answer
// (http/orders-answers.ts: orderResponse) and the operator's list (http/admin.ts: adminOrderView) pick and extend them.
export const orderCoreSchema = z.object({
  orderNumber: z.string(),
  techPackId: z.string().nullable(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fabricChoice: z.string(),
  stripePaymentIntentId: z.string().nullable(),
  paidAt: z.string().nullable(),
});

// An order as its events carry it (created, paid, status changed)
export const orderSnapshotSchema = orderCoreSchema.omit({ paidAt: true }).extend({
  orderId: z.string(),
  totalAmount: z.number(),
  status: z.enum(ORDER_STATUSES),
  orderedAt: z.string(),
  // Added with the orders-payments service; optional so that older producers stay valid.
  quantity: z.number().int().optional(),
  urgency: z.string().optional(),
  currency: z.string().optional(),
  paymentProvider: z.string().optional(),
  paidAt: orderCoreSchema.shape.paidAt.optional(),
});

export const orderStatusChangedSchema = orderSnapshotSchema.extend({
  previousStatus: z.string(),
  changedBy: z.string(),
  reason: z.string().nullable(),
});

export const ordersEvents = {
  [ORDER_CREATED]: orderSnapshotSchema,
  [ORDER_PAID]: orderSnapshotSchema,
  [ORDER_STATUS_CHANGED]: orderStatusChangedSchema,
} as const;
