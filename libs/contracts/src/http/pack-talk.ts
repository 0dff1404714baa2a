import { z } from 'zod';

// Talk on the pack itself: comment threads pinned to a field of the pack, the pack's revisions and the field-level
// difference between two of them, and the designer's light approvals of sections.

export const COMMENT_BOUNDS = {
  text: 2_000, // characters of one message
  threadsPerPack: 300,
  repliesPerThread: 100,
  ref: 120,
} as const;

export const ANCHOR_KINDS = ['pom', 'bom', 'component', 'colourway', 'operation', 'flat', 'photo'] as const;
export type AnchorKind = (typeof ANCHOR_KINDS)[number];
export const THREAD_STATUSES = ['open', 'resolved'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];
export const FLAT_VIEWS = ['front', 'back'] as const;
export const ANCHOR_REMOVED = 'anchor removed';
// who wrote a message
export const COMMENT_ROLES = ['designer', 'operator', 'partner'] as const;

export const PACK_TALK_MESSAGES = {
  kind: `Unknown anchor kind: choose one of ${ANCHOR_KINDS.join(', ')}`,
  ref: 'This anchor needs ref: the POM key, BOM ref, component key, colourway name or operation index',
  point: 'A point on the flats or the photo needs x and y (0-10000, in the drawing’s own coordinates)',
  view: 'A point on the flats needs view: front or back',
  textRequired: 'Comment text is required',
  textTooLong: `Comment text must be at most ${COMMENT_BOUNDS.text} characters`,
  unknownAnchor: (what: string) => `This pack has no ${what}`,
  threads: `At most ${COMMENT_BOUNDS.threadsPerPack} comment threads per tech pack`,
  replies: `At most ${COMMENT_BOUNDS.repliesPerThread} replies per thread`,
  threadNotFound: 'Comment thread not found',
  status: 'Status must be open or resolved',
  patchEmpty: 'Send status (open or resolved) or mustResolve',
  revisionRange: 'from and to must be revision numbers of this pack',
  noSnapshot: (rev: number) =>
    `Revision ${rev} was saved before revisions were kept for comparison: choose a later one`,
  section: 'Section must be one of measurements, bom, colours, construction, artwork',
} as const;

const coordinate = z
  .number({ invalid_type_error: PACK_TALK_MESSAGES.point })
  .finite()
  .min(0, PACK_TALK_MESSAGES.point)
  .max(10_000, PACK_TALK_MESSAGES.point);

export const commentAnchorSchema = z
  .object({
    kind: z.enum(ANCHOR_KINDS, { errorMap: () => ({ message: PACK_TALK_MESSAGES.kind }) }),
    ref: z
      .union([z.string(), z.number().int().min(0).max(10_000)])
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .min(1, PACK_TALK_MESSAGES.ref)
          .max(COMMENT_BOUNDS.ref, `ref must be at most ${COMMENT_BOUNDS.ref} characters`),
      )
      .optional(),
    size: z.string().trim().min(1).max(10, 'size must be at most 10 characters').optional(),
    view: z.enum(FLAT_VIEWS, { errorMap: () => ({ message: PACK_TALK_MESSAGES.view }) }).optional(),
    x: coordinate.optional(),
    y: coordinate.optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    const point = a.kind === 'flat' || a.kind === 'photo';
    if (!point && a.ref === undefined)
      ctx.addIssue({ code: 'custom', path: ['ref'], message: PACK_TALK_MESSAGES.ref });
    if (point && a.x === undefined)
      ctx.addIssue({ code: 'custom', path: ['x'], message: PACK_TALK_MESSAGES.point });
    if (point && a.y === undefined)
      ctx.addIssue({ code: 'custom', path: ['y'], message: PACK_TALK_MESSAGES.point });
    if (a.kind === 'flat' && a.view === undefined)
      ctx.addIssue({ code: 'custom', path: ['view'], message: PACK_TALK_MESSAGES.view });
  });
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

export const commentText = z
  .string({
    required_error: PACK_TALK_MESSAGES.textRequired,
    invalid_type_error: PACK_TALK_MESSAGES.textRequired,
  })
  .trim()
  .min(1, PACK_TALK_MESSAGES.textRequired)
  .max(COMMENT_BOUNDS.text, PACK_TALK_MESSAGES.textTooLong);

// POST /api/tech-pack/{id}/comments
export const newThreadRequest = z
  .object({ anchor: commentAnchorSchema, text: commentText, mustResolve: z.boolean().optional() })
  .strict();
export type NewThreadRequest = z.infer<typeof newThreadRequest>;
// POST /api/tech-pack/{id}/comments/{threadId}/replies
export const replyRequest = z.object({ text: commentText }).strict();
// PATCH /api/tech-pack/{id}/comments/{threadId}: resolve or reopen; the designer alone may mark "must resolve"
export const threadPatchRequest = z
  .object({
    status: z.enum(THREAD_STATUSES, { errorMap: () => ({ message: PACK_TALK_MESSAGES.status }) }).optional(),
    mustResolve: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.mustResolve !== undefined, {
    message: PACK_TALK_MESSAGES.patchEmpty,
    path: ['status'],
  });
export type ThreadPatchRequest = z.infer<typeof threadPatchRequest>;

export const commentAuthorSchema = z.object({ role: z.enum(COMMENT_ROLES), name: z.string() });
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;
export const commentMessageSchema = z.object({
  id: z.string(),
  author: commentAuthorSchema,
  text: z.string(),
  at: z.string(),
});

export const storedAnchorSchema = z.object({
  kind: z.enum(ANCHOR_KINDS),
  ref: z.string().optional(),
  size: z.string().optional(),
  view: z.enum(FLAT_VIEWS).optional(),
  x: z.number().optional(),
  y: z.number().optional(),
});

export const commentThreadSchema = z.object({
  id: z.string(),
  techPackId: z.string(),
  anchor: storedAnchorSchema,
  // what the anchor is called now ('A4 1/2 Chest, size M', 'BOM T2 YKK zip', 'Front flat at 120, 80')
  anchorLabel: z.string(),
  // 'anchor removed' once a later revision no longer has the field the thread was pinned to
  anchorState: z.enum(['current', ANCHOR_REMOVED]),
  status: z.enum(THREAD_STATUSES),
  mustResolve: z.boolean(),
  revision: z.number().int(), // the pack's revision when the thread was opened
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  messages: z.array(commentMessageSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;
export const commentThreadListSchema = z.array(commentThreadSchema);

// GET /api/tech-pack/{id}/revisions
export const REVISION_PROVENANCES = ['generated', 'designer', 'fit', 'import', 'confirm'] as const;
export const packRevisionSchema = z.object({
  rev: z.number().int(),
  at: z.string(),
  who: z.string(),
  provenance: z.enum(REVISION_PROVENANCES),
  summary: z.string(),
  // false for a revision saved before revisions were kept: it is listed, but cannot be compared
  comparable: z.boolean(),
  // the sample orders made from this revision
  samples: z.array(z.string()),
});
export type PackRevision = z.infer<typeof packRevisionSchema>;
export const packRevisionListSchema = z.object({
  revisions: z.array(packRevisionSchema),
  lastSampledRevision: z.number().int().nullable(),
});

// GET /api/tech-pack/{id}/diff?from=2&to=4
export const DIFF_SECTIONS = [
  'measurements',
  'components',
  'bom',
  'colours',
  'construction',
  'care',
  'artwork',
  'status',
  'details',
  'approvals',
] as const;
export type DiffSection = (typeof DIFF_SECTIONS)[number];
const diffValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const fieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: diffValue,
  to: diffValue,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;
export const packDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changed: z.number().int(),
  sections: z.array(
    z.object({ section: z.enum(DIFF_SECTIONS), label: z.string(), changes: z.array(fieldChangeSchema) }),
  ),
});
export type PackDiff = z.infer<typeof packDiffSchema>;
export const diffQuery = z.object({
  from: z.coerce
    .number({ invalid_type_error: PACK_TALK_MESSAGES.revisionRange })
    .int(PACK_TALK_MESSAGES.revisionRange)
    .min(1, PACK_TALK_MESSAGES.revisionRange),
  to: z.coerce
    .number({ invalid_type_error: PACK_TALK_MESSAGES.revisionRange })
    .int(PACK_TALK_MESSAGES.revisionRange)
    .min(1, PACK_TALK_MESSAGES.revisionRange),
});

// Approvals: PUT /api/tech-pack/{id}/approvals { section, approved }
export const APPROVAL_SECTIONS = ['measurements', 'bom', 'colours', 'construction', 'artwork'] as const;
export type ApprovalSection = (typeof APPROVAL_SECTIONS)[number];
export const approvalRequest = z
  .object({
    section: z.enum(APPROVAL_SECTIONS, { errorMap: () => ({ message: PACK_TALK_MESSAGES.section }) }),
    approved: z.boolean(),
  })
  .strict();
export const approvalSchema = z.object({
  section: z.enum(APPROVAL_SECTIONS),
  approvedAt: z.string(),
  revision: z.number().int(),
});
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });
export type Approval = z.infer<typeof approvalSchema>;

// GET /internal/tech-packs/{id}/samples (orders-payments, service token): the pack's sample orders, oldest first
export const packSampleSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  revision: z.number().int().nullable(),
  orderedAt: z.string(),
});
export type PackSample = z.infer<typeof packSampleSchema>;
export const packSamplesSchema = z.object({ samples: z.array(packSampleSchema) });

// An open thread as GET /api/tech-pack/{id}/check and the PDF's cover list it
export const openThreadSummarySchema = z.object({
  id: z.string(),
  anchorLabel: z.string(),
  anchorState: z.enum(['current', ANCHOR_REMOVED]),
  mustResolve: z.boolean(),
  question: z.string(),
  askedBy: z.string(),
  replies: z.number().int(),
});
export type OpenThreadSummary = z.infer<typeof openThreadSummarySchema>;
