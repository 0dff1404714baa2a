import { z } from 'zod';
import { PDF_LANGUAGES } from '@techpack/catalog';
import { packDiffSchema } from './pack-talk';

// HTTP contract of the sample loop: tracking, the manufacturing partner's API, fit sessions and their decision,
// notifications. Exported from the package index like every http/*.ts file.

// Statuses the partner (and an operator) move a paid order through; 'shipped' needs a carrier and a tracking number.
export const SAMPLE_PROGRESS_STATUSES = ['in_production', 'shipped', 'delivered'] as const;
export const SHIPPED_NEEDS_TRACKING = 'A shipped order needs carrier and trackingNumber';

// Largest and smallest believable garment measurement (cm): past these it is a typo or a unit mix-up.
export const FIT_CM_MIN = 0.1;
export const FIT_CM_MAX = 300;
export const FIT_MAX_POINTS = 200;

const httpUrl = z
  .string()
  .trim()
  .max(500, 'trackingUrl is too long')
  .url('trackingUrl must be an http(s) URL')
  .refine((u) => /^https?:\/\//i.test(u), 'trackingUrl must be an http(s) URL');

export const orderTrackingFields = {
  carrier: z.string().trim().min(1, 'carrier must not be empty').max(60, 'carrier is too long').optional().nullable(),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'trackingNumber must not be empty')
    .max(80, 'trackingNumber is too long')
    .regex(/^[A-Za-z0-9 -]+$/, 'trackingNumber may hold letters, digits, spaces and dashes only')
    .optional()
    .nullable(),
  trackingUrl: httpUrl.optional().nullable(),
};

// A 'shipped' change without carrier and tracking number is refused, naming both fields.
export function requireTracking(v: { status: string; carrier?: string | null; trackingNumber?: string | null }, ctx: z.RefinementCtx): void {
  if (v.status !== 'shipped') return;
  if (!v.carrier) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['carrier'], message: SHIPPED_NEEDS_TRACKING });
  if (!v.trackingNumber) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['trackingNumber'], message: SHIPPED_NEEDS_TRACKING });
}

export const orderTimelineEntrySchema = z.object({ status: z.string(), at: z.string(), note: z.string().optional() });
export const orderTrackingSchema = z.object({ carrier: z.string(), number: z.string(), url: z.string().optional() });
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

// PATCH /api/manufacturer/orders/{id}/status (Authorization: Bearer <MANUFACTURER_API_KEY>)
export const manufacturerStatusRequest = z
  .object({
    status: z.enum(SAMPLE_PROGRESS_STATUSES, { errorMap: () => ({ message: `Status must be one of ${SAMPLE_PROGRESS_STATUSES.join(', ')}` }) }),
    note: z.string().trim().max(500, 'Note is too long').optional().nullable(),
    ...orderTrackingFields,
  })
  .superRefine(requireTracking);
export type ManufacturerStatusRequest = z.input<typeof manufacturerStatusRequest>;

// A point of measure that changed between the sample the partner made last and this order's revision.
export const specChangeSchema = z.object({ key: z.string(), code: z.string(), name: z.string(), from: z.number().nullable(), to: z.number().nullable() });

// GET /api/manufacturer/orders: paid orders (and later stages), each with the pack revision it was made from.
export const manufacturerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  techPackId: z.string().nullable(),
  techPackRevision: z.number().int().nullable(),
  status: z.string(),
  quantity: z.number(),
  urgency: z.string(),
  fabricChoice: z.string(),
  fabricLabel: z.string(),
  customLabel: z.boolean(),
  customHangTag: z.boolean(),
  specialInstructions: z.string().nullable(),
  shipTo: z.object({ firstName: z.string(), lastName: z.string(), shippingAddress: z.unknown() }),
  paidAt: z.string().nullable(),
  timeline: z.array(orderTimelineEntrySchema),
  tracking: orderTrackingSchema.nullable(),
  // the language version of the pack the order was placed from (English beside that language; 'en' alone), recorded
  // with the order, and the link that prints that version for the partner (null without a pack)
  language: z.enum(PDF_LANGUAGES),
  pdfUrl: z.string().nullable(),
  // the revision of the last sample of this pack the partner made, and what changed since (base size, cm)
  // `diff` (GET /api/manufacturer/orders/{id} only): every field changed between the two revisions, by section
  previousSample: z
    .object({ orderNumber: z.string(), techPackRevision: z.number().int().nullable(), changes: z.array(specChangeSchema), diff: packDiffSchema.nullable().optional() })
    .nullable(),
  // the graded points of measure of that revision (cm): what to make, and the keys a fit session names
  spec: z
    .object({
      baseSize: z.string(),
      sizes: z.array(z.string()),
      rows: z.array(z.object({ key: z.string(), code: z.string(), name: z.string(), tolerance: z.number(), values: z.record(z.number()) })),
    })
    .nullable(),
});
export const manufacturerOrderListSchema = z.array(manufacturerOrderSchema);
export type ManufacturerOrder = z.infer<typeof manufacturerOrderSchema>;

// POST /api/orders/{id}/fit-sessions (the partner's key or an admin token)
export const fitSessionRequest = z.object({
  size: z.string({ required_error: 'size is required' }).trim().min(1, 'size is required').max(10, 'size is too long'),
  measurements: z
    .record(
      z.string().max(60, 'Point of measure key is too long'),
      z
        .number({ invalid_type_error: 'Each measurement must be a number of centimetres' })
        .finite('Each measurement must be a number of centimetres')
        .min(FIT_CM_MIN, `Each measurement must be at least ${FIT_CM_MIN} cm`)
        .max(FIT_CM_MAX, `Each measurement must be at most ${FIT_CM_MAX} cm`),
      { required_error: 'measurements is required', invalid_type_error: 'measurements must be an object of point of measure -> cm' },
    )
    .refine((m) => Object.keys(m).length > 0, 'measurements must name at least one point of measure')
    .refine((m) => Object.keys(m).length <= FIT_MAX_POINTS, `measurements may name at most ${FIT_MAX_POINTS} points of measure`),
  notes: z.string().trim().max(2000, 'Notes are too long').optional().nullable(),
});
export type FitSessionRequest = z.input<typeof fitSessionRequest>;

export const FIT_ROW_STATUSES = ['in', 'out', 'not-measured'] as const;
export const fitRowSchema = z.object({
  key: z.string(),
  code: z.string(),
  name: z.string(),
  spec: z.number(),
  measured: z.number().nullable(),
  diff: z.number().nullable(),
  tolerance: z.number(),
  status: z.enum(FIT_ROW_STATUSES),
});
export type FitRow = z.infer<typeof fitRowSchema>;

export const fitSessionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  techPackId: z.string(),
  revision: z.number().int().nullable(),
  size: z.string(),
  createdAt: z.string(),
  notes: z.string().nullable(),
  rows: z.array(fitRowSchema),
  // photos of the sample sent with the session (multipart): each served to the pack's owner, the partner and operators
  photos: z.array(z.object({ id: z.string(), url: z.string(), contentType: z.string(), width: z.number().int(), height: z.number().int() })).optional(),
  // set once the designer decided (GET /api/tech-pack/{id}/fit-sessions)
  decision: z.object({ revision: z.number().int(), decidedAt: z.string() }).nullable().optional(),
});
export type FitSession = z.infer<typeof fitSessionSchema>;
export const fitSessionListSchema = z.array(fitSessionSchema);

// POST /api/tech-pack/{id}/fit-sessions/{sessionId}/decision
export const FIT_DECISIONS = ['keep-spec', 'take-measured'] as const;
export const fitDecisionRequest = z.object({
  rows: z
    .record(
      z.string().max(60),
      z.union([
        z.enum(FIT_DECISIONS),
        z.number().finite().min(FIT_CM_MIN, `A new value must be at least ${FIT_CM_MIN} cm`).max(FIT_CM_MAX, `A new value must be at most ${FIT_CM_MAX} cm`),
      ], { errorMap: () => ({ message: 'Each row must be "keep-spec", "take-measured" or a number of centimetres' }) }),
      { required_error: 'rows is required', invalid_type_error: 'rows must be an object of point of measure -> decision' },
    )
    .refine((r) => Object.keys(r).length > 0, 'rows must decide at least one point of measure')
    .refine((r) => Object.keys(r).length <= FIT_MAX_POINTS, `rows may name at most ${FIT_MAX_POINTS} points of measure`),
  comment: z.string().trim().max(2000, 'Comment is too long').optional().nullable(),
});
export type FitDecisionRequest = z.input<typeof fitDecisionRequest>;

// What a decision wrote into the pack (the PDF's "Fit session" page reads it).
export const fitDecisionRecordSchema = z.object({
  sessionId: z.string(),
  orderNumber: z.string(),
  sampleRevision: z.number().int().nullable(),
  size: z.string(),
  revision: z.number().int(),
  decidedAt: z.string(),
  comment: z.string().nullable(),
  rows: z.array(
    fitRowSchema.extend({ decision: z.enum(['keep-spec', 'take-measured', 'custom', 'none']), newValue: z.number().nullable() }),
  ),
});
export type FitDecisionRecord = z.infer<typeof fitDecisionRecordSchema>;

// GET /api/notifications
export const NOTIFICATION_KINDS = ['manufacturer-reply', 'order-status', 'fit-session', 'comment'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  techPackId: z.string().optional(),
  orderId: z.string().optional(),
  text: z.string(),
  at: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

// POST /api/notifications/read { ids? } (absent: all) -> { unread }
export const notificationReadRequest = z.object({
  ids: z.array(z.string().max(100)).max(500, 'At most 500 ids at a time').optional(),
});
export const notificationReadResponse = z.object({ unread: z.number().int() });

// The part of GET /api/tech-pack/{id} an order keeps (its revision and points of measure).
export const orderPackSpecResponse = z
  .object({
    revision: z.number().int().optional(),
    revisions: z.array(z.object({ rev: z.number().int() }).passthrough()),
    // the pack's factory language and its partners' own (the language an order records)
    factoryLanguage: z.enum(PDF_LANGUAGES).optional(),
    partnerLanguages: z.record(z.enum(PDF_LANGUAGES)).optional(),
    pointsOfMeasure: z
      .object({
        baseSize: z.string(),
        sizes: z.array(z.string()),
        rows: z.array(z.object({ key: z.string(), code: z.string(), name: z.string(), tolerance: z.number(), values: z.record(z.number()) }).passthrough()),
      })
      .passthrough(),
  })
  .passthrough();
