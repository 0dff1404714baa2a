import { z } from 'zod';
import { orderTimelineEntrySchema, orderTrackingSchema } from './sample-loop';
import { packDiffSchema } from './pack-talk';
import { orderCoreSchema } from '../events/orders.events';

// The orders service's answers and error codes (./orders.ts, which re-exports them, holds the request schemas).

// ---------------------------------------------------------------------------------------------------- answers

export const orderShippingAddressSchema = z.union([
  z.string(),
  z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
]);
export type OrderShippingAddress = z.infer<typeof orderShippingAddressSchema>;
export type OrderStructuredAddress = Exclude<OrderShippingAddress, string>;

export const orderPricingSchema = z.object({
  basePrice: z.number(),
  customLabel: z.number(),
  customHangTag: z.number(),
  rushProcessing: z.number(),
  unitPrice: z.number(),
  quantity: z.number(),
  total: z.number(),
});

export const orderHistoryEntrySchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  changedBy: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

// An earlier live sample order of the same pack revision (on the answers of a new order)
const earlierSampleSchema = z.object({ id: z.string(), orderNumber: z.string(), status: z.string() });

// A sample order as its owner (or an operator) sees it; `statusHistory` on the single-order answers. Its shared fields
// come from the events' order (orderCoreSchema); the status is read as stored ('cancelling' while a refund is asked).
export const orderResponse = orderCoreSchema.extend({
  id: z.string(),
  shippingAddress: orderShippingAddressSchema,
  specialInstructions: z.string().nullable(),
  fabricLabel: z.string(),
  customLabel: z.boolean(),
  customHangTag: z.boolean(),
  rushProcessing: z.boolean(),
  expressShipping: z.boolean(),
  quantity: z.number(),
  urgency: z.string(),
  totalAmount: z.string(),
  currency: z.string(),
  pricing: orderPricingSchema,
  status: z.string(),
  paymentProvider: z.string().nullable(),
  lastPaymentError: z.string().nullable(),
  orderedAt: z.string(),
  updatedAt: z.string(),
  // Set while a paid order can still be cancelled for a full refund (24 hours, before production).
  refundableUntil: z.string().nullable(),
  user: z.object({ email: z.string() }),
  statusHistory: z.array(orderHistoryEntrySchema).optional(),
  // the sample loop: the pack revision the sample is made from, its stages with dates, the parcel once shipped
  techPackRevision: z.number().int().nullable().optional(),
  // on the answer of a new order: an earlier live sample order of the same pack revision (a second sample of an
  // unchanged pack is usually a mistake; the apps ask before ordering)
  earlierSampleOfRevision: earlierSampleSchema.nullable().optional(),
  // on the answer of a new order: every field changed since the revision of the pack's last paid sample (null: none)
  changesSinceLastSample: packDiffSchema.nullable().optional(),
  timeline: z.array(orderTimelineEntrySchema).optional(),
  tracking: orderTrackingSchema.nullable().optional(),
});
export type OrderResponse = z.infer<typeof orderResponse>;

// GET /api/orders, GET /api/sample-orders/user (X-Total-Count: how many in all)
export const orderListResponse = z.array(orderResponse);
export type OrderListResponse = z.infer<typeof orderListResponse>;

// POST /api/sample/quote
export const orderQuoteSchema = z.object({
  manufacturerPrice: z.number(),
  techpackStudioServiceFee: z.number(),
  totalCustomerPrice: z.number(),
  estimatedTimeline: z.string(),
  quantity: z.number().optional(),
  urgency: z.string().optional(),
  unitPrice: z.number().optional(),
  fabricChoice: z.string().optional(),
  fabricLabel: z.string().optional(),
  currency: z.string().optional(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteResponse = z.object({ quote: orderQuoteSchema });
export type OrderQuoteResponse = z.infer<typeof orderQuoteResponse>;

// POST /api/sample/payment-intent
export const orderSamplePaymentResponse = z.object({
  clientSecret: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  totalAmount: z.string(),
  quote: orderQuoteSchema,
  earlierSampleOfRevision: earlierSampleSchema.nullable().optional(),
});
export type OrderSamplePaymentResponse = z.infer<typeof orderSamplePaymentResponse>;

// POST /api/create-payment-intent
export const orderPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  provider: z.enum(['stripe', 'test']),
});
export type OrderPaymentIntentResponse = z.infer<typeof orderPaymentIntentResponse>;

// GET /api/payments/config
export const orderPaymentsConfigResponse = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().optional(),
  testCards: z.object({ success: z.string(), declined: z.string() }).optional(),
  manufacturerUrl: z.string().optional(),
});
export type OrderPaymentsConfigResponse = z.infer<typeof orderPaymentsConfigResponse>;

// POST /api/payments/webhook: what became of the provider's event.
export const orderWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
  outcome: z.string().optional(),
});
export type OrderWebhookResponse = z.infer<typeof orderWebhookResponse>;

// POST /api/payments/test/confirm: 200 succeeded, or 402 with the decline.
export const orderTestConfirmResponse = z.object({
  status: z.literal('succeeded'),
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});
export type OrderTestConfirmResponse = z.infer<typeof orderTestConfirmResponse>;
export const orderTestDeclinedResponse = z.object({
  message: z.string(),
  code: z.literal('PAYMENT.CARD_DECLINED'),
  declineCode: z.string(),
  paymentIntentId: z.string(),
});
export type OrderTestDeclinedResponse = z.infer<typeof orderTestDeclinedResponse>;

// What orders reads of techpack-pdf's GET /api/tech-pack/{id} (asked with the designer's token): who owns the pack.
export const orderTechPackOwnerResponse = z
  .object({
    userId: z.string().optional(),
    techPack: z.object({ userId: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();
export type OrderTechPackOwnerResponse = z.infer<typeof orderTechPackOwnerResponse>;

export const ORDER_ERROR_CODES = [
  'ORDER.NOT_FOUND',
  'ORDER.BAD_IDEMPOTENCY_KEY',
  'ORDER.IDEMPOTENCY_KEY_REUSED',
  'ORDER.IN_PROGRESS',
  'ORDER.DUPLICATE_SUBMISSION',
  'ORDER.TOTAL_MISMATCH',
  'ORDER.NOT_PAYABLE',
  'ORDER.SHIPPING_LOCKED',
  'ORDER.STATUS_CONFLICT',
  'ORDER.PAID_BY_PROVIDER_ONLY',
  'ORDER.INVALID_TRANSITION',
  'ORDER.NOT_CANCELLABLE',
  'TECHPACK.NOT_FOUND',
  'TECHPACK.UNAVAILABLE',
  'PAYMENT.WEBHOOK_SIGNATURE',
  'PAYMENT.UNKNOWN_ORDER',
  'PAYMENT.CARD_DECLINED',
  'PAYMENT.INTENT_NOT_FOUND',
  'PAYMENT.ALREADY_SUCCEEDED',
  'PAYMENT.CANCELED',
  'PAYMENT.INCORRECT_NUMBER',
  'PAYMENT.INVALID_EXPIRY',
  'PAYMENT.INVALID_CVC',
  'PAYMENT.NOT_REFUNDABLE',
  'ORDER.PAID_MEANWHILE',
  'ORDER.CANCEL_IN_PROGRESS',
  'PAYMENT.CANCEL_FAILED',
  'PAYMENT.UNEXPECTED_STATE',
  'PARTNER.AUTH_REQUIRED',
  'FIT.ORDER_NOT_MADE',
  'FIT.UNKNOWN_POINT',
  'FIT.UNKNOWN_SIZE',
  'FIT.SPEC_UNKNOWN',
  'FIT.SESSION_NOT_FOUND',
  'FIT.ALREADY_DECIDED',
  'FIT.NOT_MEASURED',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];
