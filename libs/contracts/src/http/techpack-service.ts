import { z } from 'zod';
import { analysisCompletedSchema } from '../events/upload.events';
import { techPackSchema } from './techpack';

// HTTP contract of the techpack-pdf service's own API (beyond the tech pack document in ./techpack.ts).
// Names are prefixed by what they belong to: every http/*.ts file is exported from the package index.
// The document itself (techPackSchema, techPackListSchema, techPackUpdateSchema, regenerateResponseSchema,
// techPackCheckSchema) lives in ./techpack.ts.

// POST /internal/tech-packs (service token only; not routed by the gateway): upload-analysis creates the tech pack
// of an analysed upload in one request. Idempotent by uploadId (the same upload gives the same pack). `deadline`:
// the moment the uploader stops waiting; past it the service writes nothing and answers 504
// TECHPACK.DEADLINE_PASSED, so an answer that comes too late never leaves a pack behind.
export const createTechPackRequest = analysisCompletedSchema.extend({
  deadline: z.string().datetime(),
});
export type CreateTechPackRequest = z.infer<typeof createTechPackRequest>;

// 201 (created) or 200 (that upload's pack already existed): the full pack, as GET /api/tech-pack/{id} answers it.
// passthrough: a caller that parses the answer passes the pack on as it came (no field dropped).
export const createTechPackResponse = z.object({ techPack: techPackSchema.passthrough() });
export type CreateTechPackResponse = z.infer<typeof createTechPackResponse>;

// PUT /api/tech-pack/{id} -> 200 (body: techPackUpdateSchema from ./techpack.ts)
export const techPackUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  techPack: techPackSchema,
  // the fields the update changed ([] when nothing changed: the pack is answered as it was)
  changedFields: z.array(z.string()),
});
export type TechPackUpdateResponse = z.infer<typeof techPackUpdateResponse>;

// GET /api/tech-pack/{id}/pdf-download?download=1&share=<token>&unit=in&cost=0&lang=zh-Hans (cost=0: without the cost
// page; lang: en (default), zh-Hans or vi, the pages in English and that language; a share link without lang gets the
// pack's factoryLanguage, or partnerLanguages[partner])
export const techPackPdfQuery = z
  .object({
    download: z.string().optional(),
    share: z.string().optional(),
    unit: z.string().optional(),
    cost: z.string().optional(),
    lang: z.string().optional(),
    partner: z.string().optional(),
  })
  .passthrough();
export type TechPackPdfQuery = z.infer<typeof techPackPdfQuery>;

// GET /api/tech-pack/{id}/flats/{front|back}.svg?sizes=all
export const techPackFlatQuery = z.object({ sizes: z.string().optional() }).passthrough();
export type TechPackFlatQuery = z.infer<typeof techPackFlatQuery>;

// Error codes of the techpack-pdf service's routes (beside the platform's and AUTH.REQUIRED).
export const TECHPACK_SERVICE_ERROR_CODES = [
  'TECHPACK.NOT_FOUND',
  'TECHPACK.CONFLICT',
  'TECHPACK.STALE_REVISION',
  'TECHPACK.NOT_CONFIRMED',
  'TECHPACK.PDF_FAILED',
  'TECHPACK.FLAT_NOT_FOUND',
  'TECHPACK.FLAT_TOO_SLOW',
  'TECHPACK.FLAT_UNDRAWABLE',
  'TECHPACK.DEADLINE_PASSED',
  'TECHPACK.GENERATION_FAILED',
  'AUTH.SERVICE_REQUIRED',
] as const;
export type TechPackServiceErrorCode = (typeof TECHPACK_SERVICE_ERROR_CODES)[number];

// The messages those codes answer with.
export const TECHPACK_SERVICE_MESSAGES = {
  notFound: 'Tech Pack Not Found',
  conflict: 'The tech pack was changed at the same time; please try again',
  staleRevision:
    'This tech pack was changed elsewhere (another tab or device) since you opened it: reload to see the latest revision, then make your change again. Nothing was saved.',
  pdfFailed: 'Failed to generate the PDF',
  flatNotFound: 'Flat not found: the views are front.svg and back.svg',
  flatTooSlow: 'The flat took too long to draw; please try again in a moment',
  flatUndrawable: "This tech pack's flat cannot be drawn from its measurements; check the points of measure",
  deadlinePassed: 'The tech pack was not created before its deadline; nothing was kept',
  generationFailed: 'Failed to generate the tech pack',
  saved: 'Changes Saved',
  regenerated: 'Tech pack updated with your customizations',
} as const;
