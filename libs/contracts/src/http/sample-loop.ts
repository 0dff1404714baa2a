import { z } from 'zod';
import { PDF_LANGUAGES } from '@techpack/catalog';
import { packDiffSchema } from './pack-talk';

export * from './sample-loop-fit';
export * from './sample-loop-notifications';

// HTTP contract of the sample loop: tracking, the manufacturing partner's API, fit sessions and their decision,
// notifications. Exported from the package index like every http/*.ts file.

// Statuses the partner (and an operator) move a paid order through; 'shipped' needs a carrier and a tracking number.
export const SAMPLE_PROGRESS_STATUSES = ['in_production', 'shipped', 'delivered'] as const;
export const SHIPPED_NEEDS_TRACKING = 'A shipped order needs carrier and trackingNumber';

const httpUrl = z
  .string()
  .trim()
  .max(500, 'trackingUrl is too long')
  .url('trackingUrl must be an http(s) URL')
  .refine((u) => /^https?:\/\//i.test(u), 'trackingUrl must be an http(s) URL');

export const orderTrackingFields = {
  carrier: z
    .string()
    .trim()
    .min(1, 'carrier must not be empty')
    .max(60, 'carrier is too long')
    .optional()
    .nullable(),
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
export function requireTracking(
  v: { status: string; carrier?: string | null; trackingNumber?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (v.status !== 'shipped') return;
  if (!v.carrier)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['carrier'], message: SHIPPED_NEEDS_TRACKING });
  if (!v.trackingNumber)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['trackingNumber'], message: SHIPPED_NEEDS_TRACKING });
}

export const orderTimelineEntrySchema = z.object({
  status: z.string(),
  at: z.string(),
  note: z.string().optional(),
});
export const orderTrackingSchema = z.object({
  carrier: z.string(),
  number: z.string(),
  url: z.string().optional(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

// PATCH /api/manufacturer/orders/{id}/status (Authorization: Bearer <MANUFACTURER_API_KEY>)
export const manufacturerStatusRequest = z
  .object({
    status: z.enum(SAMPLE_PROGRESS_STATUSES, {
      errorMap: () => ({ message: `Status must be one of ${SAMPLE_PROGRESS_STATUSES.join(', ')}` }),
    }),
    note: z.string().trim().max(500, 'Note is too long').optional().nullable(),
    ...orderTrackingFields,
  })
  .superRefine(requireTracking);
export type ManufacturerStatusRequest = z.input<typeof manufacturerStatusRequest>;

// A point of measure that changed between the sample the partner made last and this order's revision.
export const specChangeSchema = z.object({
  key: z.string(),
  code: z.string(),
  name: z.string(),
  from: z.number().nullable(),
  to: z.number().nullable(),
});

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
    .object({
      orderNumber: z.string(),
      techPackRevision: z.number().int().nullable(),
      changes: z.array(specChangeSchema),
      diff: packDiffSchema.nullable().optional(),
    })
    .nullable(),
  // the graded points of measure of that revision (cm): what to make, and the keys a fit session names
  spec: z
    .object({
      baseSize: z.string(),
      sizes: z.array(z.string()),
      rows: z.array(
        z.object({
          key: z.string(),
          code: z.string(),
          name: z.string(),
          tolerance: z.number(),
          values: z.record(z.number()),
        }),
      ),
    })
    .nullable(),
});
export const manufacturerOrderListSchema = z.array(manufacturerOrderSchema);
export type ManufacturerOrder = z.infer<typeof manufacturerOrderSchema>;

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
        rows: z.array(
          z
            .object({
              key: z.string(),
              code: z.string(),
              name: z.string(),
              tolerance: z.number(),
              values: z.record(z.number()),
            })
            .passthrough(),
        ),
      })
      .passthrough(),
  })
  .passthrough();
