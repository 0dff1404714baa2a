import { z } from 'zod';

// Fit sessions: the partner's measurements of a sample against the spec, and the designer's decision on them.
// ./sample-loop.ts re-exports them.

// Largest and smallest believable garment measurement (cm): past these it is a typo or a unit mix-up.
export const FIT_CM_MIN = 0.1;
export const FIT_CM_MAX = 300;
export const FIT_MAX_POINTS = 200;

// POST /api/orders/{id}/fit-sessions (the partner's key or an admin token)
export const fitSessionRequest = z.object({
  size: z
    .string({ required_error: 'size is required' })
    .trim()
    .min(1, 'size is required')
    .max(10, 'size is too long'),
  measurements: z
    .record(
      z.string().max(60, 'Point of measure key is too long'),
      z
        .number({ invalid_type_error: 'Each measurement must be a number of centimetres' })
        .finite('Each measurement must be a number of centimetres')
        .min(FIT_CM_MIN, `Each measurement must be at least ${FIT_CM_MIN} cm`)
        .max(FIT_CM_MAX, `Each measurement must be at most ${FIT_CM_MAX} cm`),
      {
        required_error: 'measurements is required',
        invalid_type_error: 'measurements must be an object of point of measure -> cm',
      },
    )
    .refine((m) => Object.keys(m).length > 0, 'measurements must name at least one point of measure')
    .refine(
      (m) => Object.keys(m).length <= FIT_MAX_POINTS,
      `measurements may name at most ${FIT_MAX_POINTS} points of measure`,
    ),
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
  photos: z
    .array(
      z.object({
        id: z.string(),
        url: z.string(),
        contentType: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    )
    .optional(),
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
      z.union(
        [
          z.enum(FIT_DECISIONS),
          z
            .number()
            .finite()
            .min(FIT_CM_MIN, `A new value must be at least ${FIT_CM_MIN} cm`)
            .max(FIT_CM_MAX, `A new value must be at most ${FIT_CM_MAX} cm`),
        ],
        {
          errorMap: () => ({
            message: 'Each row must be "keep-spec", "take-measured" or a number of centimetres',
          }),
        },
      ),
      {
        required_error: 'rows is required',
        invalid_type_error: 'rows must be an object of point of measure -> decision',
      },
    )
    .refine((r) => Object.keys(r).length > 0, 'rows must decide at least one point of measure')
    .refine(
      (r) => Object.keys(r).length <= FIT_MAX_POINTS,
      `rows may name at most ${FIT_MAX_POINTS} points of measure`,
    ),
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
    fitRowSchema.extend({
      decision: z.enum(['keep-spec', 'take-measured', 'custom', 'none']),
      newValue: z.number().nullable(),
    }),
  ),
});
export type FitDecisionRecord = z.infer<typeof fitDecisionRecordSchema>;
