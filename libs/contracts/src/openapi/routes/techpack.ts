import { z } from 'zod';
import {
  regenerateResponseSchema,
  techPackCheckSchema,
  techPackListSchema,
  techPackSchema,
  techPackUpdateSchema,
} from '../../http/techpack';
import { techPackFlatQuery, techPackPdfQuery, techPackUpdateResponse } from '../../http/techpack-service';
import { costQuerySchema, costSheetSchema } from '../../http/cost';
import { PDF, SVG, idParam, type ApiRoute } from '../define';

const packId = idParam('id', 'The tech pack id');
const NOT_FOUND = 'Tech Pack Not Found: missing, or not the caller’s (TECHPACK.NOT_FOUND)';

// The techpack-pdf service: /api/tech-pack/* and /api/tech-packs/*.
export const techPackRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/tech-packs/user',
    tag: 'tech-packs',
    auth: 'designer',
    summary: "The signed-in designer's tech packs, newest first",
    response: techPackListSchema,
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
    summary: 'The tech pack PDF (inline, or as a download with ?download=1); ?share= lets a link holder read it',
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
    errors: { 404: `${NOT_FOUND}; or no such view (TECHPACK.FLAT_NOT_FOUND)` },
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
    errors: { 404: NOT_FOUND },
  },
];
