import { z } from 'zod';

export const UPLOAD_RECEIVED = 'upload.upload.received.v1';
export const ANALYSIS_COMPLETED = 'upload.analysis.completed.v1';
export const ANALYSIS_FAILED = 'upload.analysis.failed.v1';

export const uploadReceivedSchema = z.object({
  uploadId: z.string(),
  userId: z.string(),
  email: z.string(),
  originalName: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  garmentType: z.string().nullable(),
  selectedSize: z.string(),
  createdAt: z.string(),
  // added: what the content turned out to be
  detectedFormat: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

// Analysis as the spec names it, plus what the local model measured.
export const analysisSchema = z
  .object({
    garmentType: z.string(),
    silhouette: z.string(),
    styleCategory: z.string(),
    description: z.string(),
    components: z.record(z.unknown()),
    confidence: z.number().min(0).max(1),
  })
  .passthrough();

export const analysisCompletedSchema = z.object({
  uploadId: z.string(),
  userId: z.string(),
  email: z.string(),
  originalName: z.string(),
  filename: z.string(),
  webFilename: z.string(),
  selectedSize: z.string(),
  requestedGarmentType: z.string().nullable(),
  analysis: analysisSchema,
  analyzer: z.string(),
  analysisMs: z.number(),
  // added: object storage keys of the stored copies (metadata stripped), for the tech pack and the PDF
  webKey: z.string().optional(),
  originalKey: z.string().optional(),
  imageWidth: z.number().optional(),
  imageHeight: z.number().optional(),
  // the form's size range and fit (absent: defaults from the garment type and silhouette)
  sizeRange: z.string().optional(),
  fit: z.string().optional(),
});

// Why an analysis failed: the photo shows no garment we make, the tech pack was not made by the deadline (its pack
// must not appear), or another error. Optional: events recorded before the field carry none.
export const ANALYSIS_FAILURE_KINDS = ['unsupported-garment', 'timeout', 'error'] as const;
export type AnalysisFailureKind = (typeof ANALYSIS_FAILURE_KINDS)[number];

export const analysisFailedSchema = z.object({
  uploadId: z.string(),
  userId: z.string(),
  reason: z.string(),
  kind: z.enum(ANALYSIS_FAILURE_KINDS).optional(),
});

export const uploadEvents = {
  [UPLOAD_RECEIVED]: uploadReceivedSchema,
  [ANALYSIS_COMPLETED]: analysisCompletedSchema,
  [ANALYSIS_FAILED]: analysisFailedSchema,
} as const;
