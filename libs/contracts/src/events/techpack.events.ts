import { z } from 'zod';

export const TECHPACK_GENERATED = 'techpack.techpack.generated.v1';
export const TECHPACK_UPDATED = 'techpack.techpack.updated.v1';
export const TECHPACK_GENERATION_FAILED = 'techpack.techpack.generation-failed.v1';
export const PDF_RENDERED = 'techpack.pdf.rendered.v1';

export const techPackSummarySchema = z.object({
  techPackId: z.string(),
  uploadId: z.string(),
  userId: z.string(),
  email: z.string(),
  garmentType: z.string(),
  originalName: z.string(),
  filename: z.string(),
  mainFabric: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // added
  styleNumber: z.string().optional(),
  selectedSize: z.string().optional(),
  confidence: z.number().optional(),
  revision: z.number().optional(),
  changedFields: z.array(z.string()).optional(),
  styleName: z.string().optional(), // the pack's style name (default from garment and colour, or the designer's)
});

export const techPackGenerationFailedSchema = z.object({
  uploadId: z.string(),
  userId: z.string(),
  reason: z.string(),
});

export const pdfRenderedSchema = z.object({
  techPackId: z.string(),
  userId: z.string(),
  pdfPath: z.string(),
  bytes: z.number(),
  pages: z.number(),
  renderMs: z.number(),
  // added
  revision: z.number().optional(),
});

export const techpackEvents = {
  [TECHPACK_GENERATED]: techPackSummarySchema,
  [TECHPACK_UPDATED]: techPackSummarySchema,
  [TECHPACK_GENERATION_FAILED]: techPackGenerationFailedSchema,
  [PDF_RENDERED]: pdfRenderedSchema,
} as const;
