import { z } from 'zod';
import { FABRIC_CHOICES, SAMPLE_QUANTITY } from '@techpack/catalog';
import { ORDER_STATUSES } from '../events/orders.events';
import { orderTrackingFields, requireTracking } from './sample-loop';

// HTTP contract of the orders service: request schemas (the controllers' validation pipes), response schemas and
// error codes. Names are prefixed by what they belong to: every http/*.ts file is exported from the package index.
// Messages as the product spec words them.
// The answers and error codes are in ./orders-answers.ts, re-exported here.
export * from './orders-answers';

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

const flag = z
  .boolean({ invalid_type_error: 'Add-on options must be true or false' })
  .optional()
  .default(false);

export const ORDER_COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;

export const orderStructuredAddress = z.object({
  address: required(300, SHIPPING_MISSING),
  city: required(120, SHIPPING_MISSING),
  state: required(120, SHIPPING_MISSING),
  zipCode: required(20, SHIPPING_MISSING),
  country: z
    .enum(ORDER_COUNTRIES, { errorMap: () => ({ message: 'Country must be one of US, CA, GB, AU' }) })
    .default('US'),
});

const freeTextAddress = required(1000);

const techPackId = z.string().trim().min(1).max(100).optional().nullable();

// A client may send the total it shows; the server computes its own and rejects any difference. A number, or a
// decimal string ("$150", "150.00"): "0x10", "", true and [] are not amounts.
const clientTotal = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null) return undefined;
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\s*\$?\d{1,7}(\.\d{1,2})?\s*$/.test(v)
        ? Number(v.trim().replace(/^\$/, ''))
        : NaN;
  if (!Number.isFinite(n) || n < 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'totalAmount must be a number' });
    return z.NEVER;
  }
  return n;
});

// The order form orders one sample (the spec's form and route have no quantity; its prices are per sample): a
// quantity sent to it would be ignored, so it is refused. Several samples are ordered through the production dialog
// (POST /api/sample/payment-intent), which prices the quantity.
export const ORDER_FORM_QUANTITY_MESSAGE = `Quantity cannot be chosen on the sample order form: it orders one sample. Order ${SAMPLE_QUANTITY.min} to ${SAMPLE_QUANTITY.max} samples through the sample production dialog`;
const oneSample = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null) return undefined;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: ORDER_FORM_QUANTITY_MESSAGE });
  return z.NEVER;
});

// POST /api/sample-order (the Idempotency-Key header: 1-255 visible ASCII characters)
export const orderCreateRequest = z.object({
  techPackId,
  email,
  firstName: required(100),
  lastName: required(100),
  shippingAddress: z.union([freeTextAddress, orderStructuredAddress], {
    errorMap: () => ({ message: MISSING }),
  }),
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
  quantity: oneSample,
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
const urgency = z
  .enum(['standard', 'rush'], { errorMap: () => ({ message: 'Urgency must be standard or rush' }) })
  .default('standard');

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
  shippingAddress: z.union([freeTextAddress, orderStructuredAddress], {
    errorMap: () => ({ message: MISSING }),
  }),
  firstName: required(100),
  lastName: required(100),
  email,
});
export type OrderSamplePaymentRequest = z.input<typeof orderSamplePaymentRequest>;

// POST /api/create-payment-intent
export const orderPaymentIntentRequest = z.object({
  orderId: z
    .string({ required_error: 'orderId is required', invalid_type_error: 'orderId is required' })
    .trim()
    .min(1, 'orderId is required')
    .max(100),
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
    status: z.enum(ORDER_STATUSES, {
      errorMap: () => ({ message: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
    }),
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
  clientSecret: z
    .string({ required_error: 'clientSecret is required' })
    .min(1, 'clientSecret is required')
    .max(200),
  cardNumber: z.string({ required_error: 'Your card number is incomplete.' }).max(40),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(4).optional(),
  name: z.string().max(200).optional(),
});
export type OrderTestConfirmRequest = z.input<typeof orderTestConfirmRequest>;
