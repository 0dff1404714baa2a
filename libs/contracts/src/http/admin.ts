import { z } from 'zod';
import { orderTrackingFields } from './sample-loop';
import { orderCoreSchema, orderSnapshotSchema } from '../events/orders.events';

// HTTP contract of the admin service (/api/admin/*, except /api/admin/login which is auth's): request schemas (the
// controllers' validation pipes), response schemas and error codes. Names are prefixed by what they belong to:
// every http/*.ts file is exported from the package index. Messages as the product spec words them.

// A whole number written in decimal digits: "0x10", "1e3", "", "true" are not page sizes.
const queryInt = (name: string, min: number, max: number, fallback: number) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `${name} must be a whole number from ${min} to ${max}`,
      });
      return z.NEVER;
    }
    return n;
  });

// The query of every list: GET /api/admin/{users,uploads,tech-packs,orders,messages,actions}
// ?q=<substring>&limit=<1..1000, 200>&offset=<0..>&techPackId=&userId=. The answer is the page's array; the total
// is in X-Total-Count (X-Limit, X-Offset beside it).
export const adminListQuery = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional(),
  limit: queryInt('limit', 1, 1000, 200),
  offset: queryInt('offset', 0, 10_000_000, 0),
  techPackId: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const email = z.object({ email: z.string() });

// GET /api/admin/users
export const adminUserView = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  isGoogleUser: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

// The analysis summary the read model keeps of an upload.
export const adminAnalysisSummary = z
  .object({
    garmentType: z.string().optional(),
    silhouette: z.string().optional(),
    styleCategory: z.string().optional(),
    description: z.string().optional(),
    confidence: z.number().optional(),
    analyzer: z.string().optional(),
  })
  .passthrough();
export type AdminAnalysisSummary = z.infer<typeof adminAnalysisSummary>;

// GET /api/admin/uploads. `user.email`: the account's e-mail; `deliveryEmail`: the upload form's (where the tech
// pack is delivered).
export const adminUploadView = z.object({
  id: z.string(),
  userId: z.string(),
  originalName: z.string(),
  filename: z.string(),
  garmentType: z.string().nullable(),
  selectedSize: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  createdAt: z.string().nullable(),
  analysis: adminAnalysisSummary.nullable(),
  user: email,
  deliveryEmail: z.string().nullable(),
});
export type AdminUploadView = z.infer<typeof adminUploadView>;

// GET /api/admin/tech-packs
export const adminTechPackView = z.object({
  id: z.string(),
  uploadId: z.string(),
  userId: z.string(),
  upload: z.object({ filename: z.string(), originalName: z.string(), garmentType: z.string().nullable() }),
  createdAt: z.string().nullable(),
  generatedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  pdfPath: z.string().nullable(),
  sharedAt: z.string().nullable(),
  materials: z.object({ mainFabric: z.string().nullable() }),
  aiAnalysis: adminAnalysisSummary.nullable(),
  styleName: z.string().nullable(), // the pack's style name and number as the designer sees them (null before the pack says)
  styleNumber: z.string().nullable(),
  user: email,
  deliveryEmail: z.string().nullable(),
});
export type AdminTechPackView = z.infer<typeof adminTechPackView>;

// GET /api/admin/orders
export const adminOrderView = orderSnapshotSchema
  .pick({
    orderNumber: true,
    techPackId: true,
    userId: true,
    email: true,
    firstName: true,
    lastName: true,
    fabricChoice: true,
    totalAmount: true,
    status: true,
    stripePaymentIntentId: true,
  })
  .extend({
    id: z.string(),
    orderedAt: z.string().nullable(),
    paidAt: orderCoreSchema.shape.paidAt,
    user: email,
  });
export type AdminOrderView = z.infer<typeof adminOrderView>;

// GET /api/admin/messages (?techPackId= for one conversation)
export const adminMessageView = z.object({
  id: z.string(),
  techPackId: z.string(),
  userId: z.string(),
  sender: z.string(),
  message: z.string(),
  messageType: z.string(),
  sentAt: z.string().nullable(),
  user: email,
});
export type AdminMessageView = z.infer<typeof adminMessageView>;

// GET /api/admin/actions: who did what and when (the operator's own record).
export const adminOperatorActionView = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  targetId: z.string(),
  details: z.unknown(),
  outcome: z.string(),
  statusCode: z.number().nullable(),
  at: z.string().nullable(),
});
export type AdminOperatorActionView = z.infer<typeof adminOperatorActionView>;

// GET /api/admin/stats
export const adminStatsResponse = z.object({
  totalUsers: z.number(),
  activeUsers7d: z.number(),
  totalRevenue: z.number(),
  orderCount: z.number(),
  paidOrderCount: z.number(),
  techPackCount: z.number(),
  uploadCount: z.number(),
  messageCount: z.number(),
  lastEventAt: z.string().nullable(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

// GET /api/admin/system-status: probed now, not fixed text.
export const adminServiceHealth = z.object({
  name: z.string(),
  ready: z.boolean(),
  status: z.number().nullable(),
  ms: z.number(),
  error: z.string().optional(),
});
export const adminSystemStatusResponse = z.object({
  checkedAt: z.string(),
  storage: z.object({ kind: z.string(), label: z.string(), healthy: z.boolean() }),
  database: z.object({ kind: z.string(), label: z.string(), healthy: z.boolean() }),
  payments: z.object({
    provider: z.string().nullable(),
    testMode: z.boolean().nullable(),
    healthy: z.boolean(),
    detail: z.unknown(),
    error: z.string().optional(),
  }),
  messaging: z.object({ healthy: z.boolean(), detail: z.unknown(), error: z.string().optional() }),
  events: z.object({
    kind: z.string(),
    label: z.string(),
    healthy: z.boolean(),
    lastEventAt: z.string().nullable(),
  }),
  services: z.array(adminServiceHealth),
});
export type AdminSystemStatusResponse = z.infer<typeof adminSystemStatusResponse>;

// POST /api/admin/messages/reply: the operator answers a designer as the manufacturer (chat's reply route).
export const adminReplyRequest = z.object({
  techPackId: z
    .string({ required_error: 'techPackId is required', invalid_type_error: 'techPackId is required' })
    .trim()
    .min(1, 'techPackId is required')
    .max(200),
  message: z
    .string({ required_error: 'Message is required', invalid_type_error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message is too long'),
});
export type AdminReplyRequest = z.input<typeof adminReplyRequest>;

// PATCH /api/admin/orders/{id}/status (orders-payments' status route).
export const adminOrderStatusRequest = z.object({
  status: z
    .string({ required_error: 'Status is required', invalid_type_error: 'Status is required' })
    .trim()
    .min(1, 'Status is required')
    .max(50),
  reason: z.string().trim().max(500).nullish(),
  // 'shipped' needs the parcel (orders-payments refuses it without carrier and trackingNumber)
  ...orderTrackingFields,
});
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequest>;

// The operator action as recorded (answer of the reply and the status change, beside the upstream's answer).
export const adminRecordedAction = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  targetId: z.string(),
  outcome: z.enum(['succeeded', 'failed']),
  statusCode: z.number().nullable(),
  at: z.string(),
});
export type AdminRecordedAction = z.infer<typeof adminRecordedAction>;

// 200 of the reply and the status change: `result` is the other service's answer as it came (null when not JSON).
// An upstream error answers with the upstream's status and message (code ADMIN.UPSTREAM_ERROR when it gave none).
export const adminOperatorActionResponse = z.object({
  success: z.literal(true),
  action: adminRecordedAction,
  result: z.unknown(),
});
export type AdminOperatorActionResponse = z.infer<typeof adminOperatorActionResponse>;

// GET /api/admin/tech-packs/{id}/pdf: the PDF bytes (techpack-pdf's answer, content type and disposition kept).

// POST /api/admin/rebuild: the read models emptied and replayed from the event history.
export const adminRebuildResponse = z.object({
  success: z.literal(true),
  replayed: z.number(),
  ms: z.number(),
  stats: adminStatsResponse,
});
export type AdminRebuildResponse = z.infer<typeof adminRebuildResponse>;

export const ADMIN_ERROR_CODES = [
  'ADMIN.AUTH_REQUIRED',
  'ADMIN.SESSION_EXPIRED',
  'ADMIN.UPSTREAM_UNAVAILABLE',
  'ADMIN.UPSTREAM_ERROR',
  'ADMIN.REPLAY_UNAVAILABLE',
  'ADMIN.REBUILD_RUNNING',
] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];
