import { z } from 'zod';
import { analysisCompletedSchema } from '../events/upload.events';

// HTTP contract of the techpack-pdf service's own API (beyond the tech pack document in ./techpack.ts).
// Names are prefixed by what they belong to: every http/*.ts file is exported from the package index.

// POST /internal/tech-packs (service token only; not routed by the gateway): upload-analysis creates the tech pack
// of an analysed upload in one request. Idempotent by uploadId (the same upload gives the same pack). `deadline`:
// the moment the uploader stops waiting; past it the service writes nothing and answers 504
// TECHPACK.DEADLINE_PASSED, so an answer that comes too late never leaves a pack behind.
export const createTechPackRequest = analysisCompletedSchema.extend({
  deadline: z.string().datetime(),
});
export type CreateTechPackRequest = z.infer<typeof createTechPackRequest>;

export const TECHPACK_SERVICE_ERROR_CODES = ['TECHPACK.DEADLINE_PASSED', 'TECHPACK.GENERATION_FAILED'] as const;
