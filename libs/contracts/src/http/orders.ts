import { z } from 'zod';
import { FABRIC_CHOICES, SAMPLE_QUANTITY } from '@techpack/catalog';
import { ORDER_STATUSES } from '../events/orders.events';
import { orderTimelineEntrySchema, orderTrackingFields, orderTrackingSchema, requireTracking } from './sample-loop';

// HTTP contract of the orders service: request schemas (the controllers' validation pipes), response schemas and
// error codes. Names are prefixed by what they belong to: every http/*.ts file is exported from the package index.
// Messages as the product spec words them.

const MISSING = 'Please fill in all required fields';
const SHIPPING_MISSING = 'Please fill in all shipping address fields';

const required = (max: number, message = MISSING) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Value is too long (max ${max} characters)`);

const email = z
  .string({ required_error: MISSING, invalid_type_error: MISSING })
  .trim()
  .min(1, MISSING)
  .max(254, 'Email is too long')
  .email('Please enter a valid email')
  .transform((v) => v.toLowerCase());

const flag = z.boolean({ invalid_type_error: 'Add-on options must be true or false' }).optional().default(false);

export const ORDER_COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;

export const orderStructuredAddress = z.object({
  address: required(300, SHIPPING_MISSING),
  city: required(120, SHIPPING_MISSING),
  state: required(120, SHIPPING_MISSING),
  zipCode: required(20, SHIPPING_MISSING),
  country: z.enum(ORDER_COUNTRIES, { errorMap: () => ({ message: 'Country must be one of US, CA, GB, AU' }) }).default('US'),
});

const freeTextAddress = required(1000);

const techPackId = z.string().trim().min(1).max(100).optional().nullable();

// A client may send the total it shows; the server computes its own and rejects any difference. A number, or a
// decimal string ("$150", "150.00"): "0x10", "", true and [] are not amounts.
const clientTotal = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\$?\d{1,7}(\.\d{1,2})?\s*$/.test(v) ? Number(v.trim().replace(/^\$/, '')) : NaN;
  if (!Number.isFinite(n) || n < 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'totalAmount must be a number' });
    return z.NEVER;
  }
  return n;
});

// POST /api/sample-order (the Idempotency-Key header: 1-255 visible ASCII characters)
export const orderCreateRequest = z.object({
  techPackId,
  email,
  firstName: required(100),
  lastName: required(100),
  shippingAddress: z.union([freeTextAddress, orderStructuredAddress], { errorMap: () => ({ message: MISSING }) }),
  specialInstructions: z.string().trim().max(2000, 'Special instructions are too long').optional().nullable(),
  fabricChoice: z
    .enum(FABRIC_CHOICES as [string, ...string[]], {
      errorMap: () => ({ message: `Fabric choice must be one of ${FABRIC_CHOICES.join(', ')}` }),
    })
    .default('cotton-basic'),
  customLabel: flag,
  customHangTag: flag,
  rushProcessing: flag,
  expressShipping: z.boolean().optional(),
  totalAmount: clientTotal,
});
export type OrderCreateRequest = z.input<typeof orderCreateRequest>;
export type OrderCreateBody = z.infer<typeof orderCreateRequest>;

// Quantity: a whole number 1-50 (a number, or a string of digits from a form field); anything else is refused, never
// clamped or coerced ("0x10", true, "", [] and 2.5 are not quantities). Absent: 1.
export const ORDER_QUANTITY_MESSAGE = `Quantity must be a whole number from ${SAMPLE_QUANTITY.min} to ${SAMPLE_QUANTITY.max}`;
const quantity = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null) return SAMPLE_QUANTITY.min;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < SAMPLE_QUANTITY.min || n > SAMPLE_QUANTITY.max) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: ORDER_QUANTITY_MESSAGE });
    return z.NEVER;
  }
  return n;
});
const urgency = z.enum(['standard', 'rush'], { errorMap: () => ({ message: 'Urgency must be standard or rush' }) }).default('standard');

// POST /api/sample/quote
export const orderQuoteRequest = z.object({
  techPackId,
  quantity,
  urgency,
  fabricChoice: z.enum(FABRIC_CHOICES as [string, ...string[]]).optional(),
});
export type OrderQuoteRequest = z.input<typeof orderQuoteRequest>;

// POST /api/sample/payment-intent (the production dialog: order and payment intent in one call)
export const orderSamplePaymentRequest = z.object({
  techPackId,
  quantity,
  urgency,
  fabricChoice: z.enum(FABRIC_CHOICES as [string, ...string[]]).optional(),
  specialRequirements: z.string().trim().max(2000, 'Special requirements are too long').optional().nullable(),
  shippingAddress: z.union([freeTextAddress, orderStructuredAddress], { errorMap: () => ({ message: MISSING }) }),
  firstName: required(100),
  lastName: required(100),
  email,
});
export type OrderSamplePaymentRequest = z.input<typeof orderSamplePaymentRequest>;

// POST /api/create-payment-intent
export const orderPaymentIntentRequest = z.object({
  orderId: z.string({ required_error: 'orderId is required', invalid_type_error: 'orderId is required' }).trim().min(1, 'orderId is required').max(100),
});
export type OrderPaymentIntentRequest = z.input<typeof orderPaymentIntentRequest>;

// PATCH /api/sample-order/{id}/shipping
export const orderShippingRequest = z.object({
  shippingAddress: z.union([orderStructuredAddress, freeTextAddress], {
    errorMap: () => ({ message: SHIPPING_MISSING }),
  }),
  firstName: required(100, SHIPPING_MISSING),
  lastName: required(100, SHIPPING_MISSING),
  email: email.optional(),
});
export type OrderShippingRequest = z.input<typeof orderShippingRequest>;

// PATCH /api/orders/{id}/status (operators)
// ('shipped' needs carrier and trackingNumber)
export const orderStatusChangeRequest = z
  .object({
    status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `Status must be one of ${ORDER_STATUSES.join(', ')}` }) }),
    reason: z.string().trim().max(500, 'Reason is too long').optional().nullable(),
    ...orderTrackingFields,
  })
  .superRefine(requireTracking);
export type OrderStatusChangeRequest = z.input<typeof orderStatusChangeRequest>;

// POST /api/orders/{id}/cancel (the owner)
export const orderCancelRequest = z.object({
  reason: z.string().trim().max(500, 'Reason is too long').optional().nullable(),
});
export type OrderCancelRequest = z.input<typeof orderCancelRequest>;

// POST /api/payments/test/confirm (the embedded test provider's card confirmation)
export const orderTestConfirmRequest = z.object({
  clientSecret: z.string({ required_error: 'clientSecret is required' }).min(1, 'clientSecret is required').max(200),
  cardNumber: z.string({ required_error: 'Your card number is incomplete.' }).max(40),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(4).optional(),
  name: z.string().max(200).optional(),
});
export type OrderTestConfirmRequest = z.input<typeof orderTestConfirmRequest>;

// ---------------------------------------------------------------------------------------------------- answers

export const orderShippingAddressSchema = z.union([
  z.string(),
  z.object({ address: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() }),
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

// A sample order as its owner (or an operator) sees it; `statusHistory` on the single-order answers.
export const orderResponse = z.object({
  id: z.string(),
  orderNumber: z.string(),
  techPackId: z.string().nullable(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  shippingAddress: orderShippingAddressSchema,
  specialInstructions: z.string().nullable(),
  fabricChoice: z.string(),
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
  stripePaymentIntentId: z.string().nullable(),
  paymentProvider: z.string().nullable(),
  lastPaymentError: z.string().nullable(),
  orderedAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
  // Set while a paid order can still be cancelled for a full refund (24 hours, before production).
  refundableUntil: z.string().nullable(),
  user: z.object({ email: z.string() }),
  statusHistory: z.array(orderHistoryEntrySchema).optional(),
  // the sample loop: the pack revision the sample is made from, its stages with dates, the parcel once shipped
  techPackRevision: z.number().int().nullable().optional(),
  // on the answer of a new order: an earlier live sample order of the same pack revision (a second sample of an
  // unchanged pack is usually a mistake; the apps ask before ordering)
  earlierSampleOfRevision: z.object({ id: z.string(), orderNumber: z.string(), status: z.string() }).nullable().optional(),
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
  earlierSampleOfRevision: z.object({ id: z.string(), orderNumber: z.string(), status: z.string() }).nullable().optional(),
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
