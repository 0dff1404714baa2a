import { z } from 'zod';
import {
  confirmTechPackSchema,
  gradedSpecSchema,
  openItemSchema,
  regenerateResponseSchema,
  techPackCheckIssueSchema,
  techPackCheckSchema,
  techPackListQuerySchema,
  techPackSummaryListSchema,
  techPackSchema,
  techPackUpdateSchema,
} from '../../http/techpack';
import { techPackFlatQuery, techPackPdfQuery, techPackUpdateResponse } from '../../http/techpack-service';
import { costQuerySchema, costSheetSchema } from '../../http/cost';
import {
  TECHPACK_EXPORT_SCHEMA_VERSION,
  TECHPACK_EXPORT_SCHEMA_VERSIONS,
  TECHPACK_EXPORT_UNITS,
} from '../../export/techpack-export.schema';

// GET .../export.json answers this; POST /api/tech-packs/import takes it (the published JSON schema bounds it further).
// Lengths in the pack are in `unit` (the pack's pdfUnit); a 1.0 document has no unit (centimetres).
const exportUnit = z
  .enum(TECHPACK_EXPORT_UNITS)
  .describe('Unit of every length in pack: cm, or in (BOM consumption in yd / yd2)');
const exportedPack = techPackSchema.extend({
  pointsOfMeasure: gradedSpecSchema.extend({ unit: exportUnit }),
});
const techPackExportSchema = z.object({
  schemaVersion: z.literal(TECHPACK_EXPORT_SCHEMA_VERSION),
  unit: exportUnit,
  pack: exportedPack,
});
const techPackImportSchema = z.object({
  schemaVersion: z.enum(TECHPACK_EXPORT_SCHEMA_VERSIONS),
  unit: exportUnit.optional(),
  pack: exportedPack,
});
import { PDF, SVG, idParam, type ApiRoute } from '../define';
import { errorResponseSchema } from '../../http/errors';

// 409 from confirm: TECHPACK.NOT_CONFIRMED names what is still open and the check errors left (each with its fields);
// TECHPACK.STALE_REVISION is the plain { message, code }.
const confirmConflictSchema = errorResponseSchema.extend({
  status: z.literal('draft').optional(),
  unconfirmed: z.array(openItemSchema).optional(),
  errors: z.array(techPackCheckIssueSchema).optional(),
  changedFields: z.array(z.string()).optional(),
});

const packId = idParam('id', 'The tech pack id');
const NOT_FOUND = 'Tech Pack Not Found: missing, or not the caller’s (TECHPACK.NOT_FOUND)';

// The techpack-pdf service: /api/tech-pack/* and /api/tech-packs/*.
export const techPackRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/tech-packs/user',
    tag: 'tech-packs',
    auth: 'designer',
    summary: "The signed-in designer's tech packs, newest first: a page of summaries",
    description:
      "Each item is a summary (id, upload, createdAt, style name and number, garment type, status, revision, thumbnail URL, updatedAt); the whole pack comes from GET /api/tech-pack/{id}. `limit` (1-50, default 50) sizes the page; the next page's cursor is in the X-Next-Cursor header (absent on the last page) and goes back as `cursor`. Answers above 1 KB are compressed (gzip or brotli) when Accept-Encoding allows.",
    query: techPackListQuerySchema,
    response: techPackSummaryListSchema,
    errors: { 400: 'A limit outside 1-50 or a cursor that is not one of ours' },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}',
    tag: 'tech-packs',
    auth: 'designer-or-admin',
    summary: 'One tech pack (its owner, or an operator)',
    params: packId,
    response: techPackSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'put',
    path: '/api/tech-pack/{id}',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'Save changes to a tech pack (every part optional); the PDF is re-rendered in the background',
    params: packId,
    body: techPackUpdateSchema,
    response: techPackUpdateResponse,
    errors: { 404: NOT_FOUND, 409: 'The pack was changed at the same time (TECHPACK.CONFLICT)' },
  },
  {
    method: 'post',
    path: '/api/tech-pack/{id}/regenerate',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'Apply customisations and regenerate the tech pack',
    params: packId,
    body: techPackUpdateSchema,
    response: regenerateResponseSchema,
    errors: { 404: NOT_FOUND, 409: 'The pack was changed at the same time (TECHPACK.CONFLICT)' },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pdf-download',
    tag: 'tech-packs',
    auth: 'designer-or-share',
    summary:
      'The tech pack PDF (inline, or as a download with ?download=1); ?share= lets a link holder read it',
    params: packId,
    query: techPackPdfQuery,
    response: PDF,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/flats/{file}',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'The technical flat of one view (front.svg or back.svg), drawn from the pack',
    params: packId.extend({ file: z.string().min(1).max(200).describe('front.svg or back.svg') }),
    query: techPackFlatQuery,
    response: SVG,
    errors: {
      404: `${NOT_FOUND}; or no such view (TECHPACK.FLAT_NOT_FOUND)`,
      422: 'The pack cannot be drawn (TECHPACK.FLAT_UNDRAWABLE)',
      503: 'The drawing ran past its time budget (TECHPACK.FLAT_TOO_SLOW, with Retry-After)',
    },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/logo/{file}',
    tag: 'tech-packs',
    auth: 'designer-or-admin',
    summary:
      "The pack's brand logo as stored (checked by its bytes, at most 2,048 px on its long side): to the pack's owner and operators",
    params: packId.extend({
      file: z.string().min(1).max(40).describe('<hash>.png or <hash>.jpg, as branding.logo names it'),
    }),
    response: {
      contentType: 'image/png',
      description: 'The logo (image/png, or image/jpeg for a photo logo)',
    },
    errors: { 404: `${NOT_FOUND}; or no such logo` },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/check',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'What a factory would send back about this pack: issues, each with a fix where it is clear',
    params: packId,
    response: techPackCheckSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/cost',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'The should-cost sheet of the pack (an estimate): ?quantity= pieces, ?region=, ?unit=cm|in',
    params: packId,
    query: costQuerySchema,
    response: costSheetSchema,
    errors: { 400: 'quantity, region or unit not accepted (the message names it)', 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/export.xlsx',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      'The pack as a workbook: Summary, Measurements, BOM, Colourways, Construction, Cost (lengths in the pack unit)',
    params: packId,
    response: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: 'The workbook',
    },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/export.json',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      'The pack as { schemaVersion, unit, pack }, lengths in the pack unit: JSON Schema libs/contracts/src/export/techpack-export.schema.json',
    params: packId,
    response: techPackExportSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/api/tech-packs/import',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      'Import an export (GET .../export.json) as a new pack of the caller; nothing is stored unless it is valid',
    body: techPackImportSchema,
    bodyRequired: true,
    status: 201,
    response: z.object({ success: z.literal(true), message: z.string(), techPack: techPackSchema }),
    errors: {
      400: 'Wrong schemaVersion, over 7 MB, or not valid against the schema (TECHPACK.IMPORT_INVALID; the message names the field)',
    },
  },
  {
    method: 'post',
    path: '/api/tech-pack/{id}/confirm',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      "The designer's answers to what the analysis left open, then the pack becomes 'ready' if nothing is open",
    description: '409 TECHPACK.NOT_CONFIRMED carries `unconfirmed` and `errors` beside `message` and `code`.',
    params: packId,
    body: confirmTechPackSchema,
    response: techPackUpdateResponse,
    errors: { 404: NOT_FOUND },
    extra: {
      409: {
        description:
          'Something is still open or an error remains (TECHPACK.NOT_CONFIRMED), or a stale revision (TECHPACK.STALE_REVISION)',
        schema: confirmConflictSchema,
      },
    },
  },
];
