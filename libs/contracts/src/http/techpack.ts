import { z } from 'zod';
import { featureUpdateSchema } from '../features';
import {
  ANALYZED_GARMENT_TYPES,
  GARMENT_TYPE_MESSAGE,
  TECHPACK_STATUSES,
  type TechPackStatus,
} from './techpack-analysis';
import type { TechPackUpdate } from './techpack-update';
import { openThreadSummarySchema, type OpenThreadSummary } from './pack-talk';

// HTTP contract of the tech pack (GET /api/tech-pack/{id}) and of the upload answer (POST /api/upload).
// The spec's fields come first and keep their exact names; the richer factory fields follow.
// Each part lives in its own file, re-exported here:
//   ./techpack-analysis.ts  shared pieces (provenance, garment types, status, sizes) and the photo analysis
//   ./techpack-schema.ts    the pack itself, the upload and regenerate answers
//   ./techpack-update.ts    PUT /api/tech-pack/{id} and regenerate bodies, their limits and messages
//   ./techpack-trade.ts     size range, fit, artwork
//   ./techpack-bom.ts       the designer's BOM edits and colourways
//   ./techpack-list.ts      the designer's list: summaries, paged by cursor
export * from './techpack-trade';
export * from './techpack-bom';
export * from './techpack-analysis';
export * from './techpack-schema';
export * from './techpack-list';
export * from './techpack-update';
export * from './pack-contract';
export * from './pdf-file-name';

// GET /api/tech-pack/{id}/check: what a factory would send back. `fix`, where the fix is clear, is a
// PUT /api/tech-pack/{id} body that applies it.
export const techPackCheckIssueSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  fields: z.array(z.string()),
  fix: z.record(z.unknown()).optional(),
});
export type TechPackCheckIssue = Omit<z.infer<typeof techPackCheckIssueSchema>, 'fix'> & {
  fix?: TechPackUpdate;
};
// An answer the designer has not confirmed: an estimate, a default, an unclear answer, or a detected one whose margin is
// thin. `options` are the values it may take; `confidence` orders the confirm screen (least certain first).
export const openItemSchema = z.object({
  field: z.string(), // 'aiAnalysis.garmentType' | 'aiAnalysis.features.<key>'
  key: z.string(), // 'garmentType' | feature key
  label: z.string(),
  value: z.string(),
  source: z.string(),
  confidence: z.number(),
  reason: z.enum(['unclear', 'estimated', 'assumed', 'thin-margin']),
  options: z.array(z.string()),
  // the fabric look while the fabric is a guess: the likeliest library fabrics, each with its look and weight
  candidates: z.array(z.object({ look: z.string(), fabric: z.string(), gsm: z.number() })).optional(),
});
export type OpenItem = z.infer<typeof openItemSchema>;
export const techPackCheckSchema = z.object({
  ok: z.boolean(),
  issues: z.array(techPackCheckIssueSchema),
  status: z.enum(TECHPACK_STATUSES).optional(),
  ready: z.boolean().optional(),
  canConfirm: z.boolean().optional(),
  unconfirmed: z.array(openItemSchema).optional(),
  // the comment threads still open on the pack (./pack-talk.ts)
  openThreads: z.array(openThreadSummarySchema).optional(),
});
export type TechPackCheck = {
  ok: boolean;
  issues: TechPackCheckIssue[];
  status?: TechPackStatus;
  ready?: boolean;
  canConfirm?: boolean;
  unconfirmed?: OpenItem[];
  openThreads?: OpenThreadSummary[];
};

// POST /api/tech-pack/{id}/confirm: the designer's answers (recorded as theirs), then the pack is ready if nothing is
// left open and no check error remains; else 409 { message, code, unconfirmed, errors }.
export const confirmTechPackSchema = z
  .object({
    garmentType: z
      .enum(ANALYZED_GARMENT_TYPES, { errorMap: () => ({ message: GARMENT_TYPE_MESSAGE }) })
      .optional(),
    features: featureUpdateSchema.optional(),
    revision: z.number().int().positive().optional(),
  })
  .strict();
export type ConfirmTechPack = z.infer<typeof confirmTechPackSchema>;
export const CONFIRM_MESSAGES = {
  confirmed: 'Tech pack confirmed: ready to share with the manufacturer',
  open: 'Some answers are still to confirm or an error remains: the pack stays a draft',
} as const;

// Upload validation messages, exactly as the spec words them.
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid File Type: Please upload only image files (JPG, PNG, HEIC)',
  tooLarge: 'File Too Large: Please upload images smaller than 20MB',
  emailRequired: 'Email Required: Please enter your email address',
  noFile: 'No File Selected: Please select an image to upload',
  unsupportedGarment:
    'Unsupported Garment: this photo does not show a garment we make (t-shirts, shirts, tops, jackets, hoodies, pants, shorts, dresses, skirts). Please upload a photo of one of these.',
  timeout: 'Analysis Timed Out: the tech pack could not be generated in time. Please try again.',
  success: 'Upload Successful! Your tech pack has been generated.',
} as const;
