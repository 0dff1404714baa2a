import {
  fitDecisionRecordSchema,
  fitDecisionRequest,
  fitSessionListSchema,
  fitSessionRequest,
  fitSessionSchema,
  manufacturerOrderListSchema,
  manufacturerOrderSchema,
  manufacturerStatusRequest,
  SAMPLE_PROGRESS_STATUSES,
} from '../../http/sample-loop';
import { techPackSchema } from '../../http/techpack';
import { partnerSettingsRequest, partnerSettingsResponse } from '../../http/partner-language';
import { z } from 'zod';
import { idParam, type ApiRoute } from '../define';

const orderId = idParam('id', 'The order id');
const packId = idParam('id', 'The tech pack id');
const ORDER_NOT_FOUND = 'Order not found, or not one the partner makes (ORDER.NOT_FOUND)';
const PACK_NOT_FOUND = 'Tech Pack Not Found: missing, or not the caller’s (TECHPACK.NOT_FOUND)';

// The sample loop: the manufacturing partner's order API, fit sessions and the designer's decision on them.
export const sampleLoopRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/manufacturer/orders',
    tag: 'manufacturer',
    auth: 'partner',
    summary: 'Paid orders (and later stages) the partner makes, newest payment first (up to 200)',
    query: z.object({
      status: z
        .string()
        .max(50)
        .optional()
        .describe(`paid or one of ${SAMPLE_PROGRESS_STATUSES.join(', ')}; others: all`),
    }),
    response: manufacturerOrderListSchema,
  },
  {
    method: 'get',
    path: '/api/manufacturer/orders/{id}',
    tag: 'manufacturer',
    auth: 'partner',
    summary: 'One order the partner makes, with the pack revision it is made from',
    params: orderId,
    response: manufacturerOrderSchema,
    errors: { 404: ORDER_NOT_FOUND },
  },
  {
    method: 'patch',
    path: '/api/manufacturer/orders/{id}/status',
    tag: 'manufacturer',
    auth: 'partner',
    summary: "The partner reports a production stage ('shipped' needs carrier and trackingNumber)",
    params: orderId,
    body: manufacturerStatusRequest,
    response: manufacturerOrderSchema,
    errors: { 404: ORDER_NOT_FOUND, 409: 'A move out of order (ORDER.INVALID_TRANSITION)' },
  },
  {
    method: 'get',
    path: '/api/manufacturer/settings',
    tag: 'manufacturer',
    auth: 'partner-or-admin',
    summary:
      "The partner's own language (the default of what the partner opens when the pack sets none); 'en' until saved",
    response: partnerSettingsResponse,
    errors: { 403: "A designer's token: only the partner's key or an operator (PARTNER.FORBIDDEN)" },
  },
  {
    method: 'put',
    path: '/api/manufacturer/settings',
    tag: 'manufacturer',
    auth: 'partner-or-admin',
    summary: "Sets the partner's own language (en, zh-Hans or vi)",
    body: partnerSettingsRequest,
    response: partnerSettingsResponse,
    errors: { 403: "A designer's token: only the partner's key or an operator (PARTNER.FORBIDDEN)" },
  },
  {
    method: 'post',
    path: '/api/orders/{id}/fit-sessions',
    tag: 'orders',
    auth: 'partner-or-admin',
    summary: 'Record a fit session of a sample: the measured points of measure, compared with the spec',
    description:
      'Also accepted as multipart/form-data with the same fields (`measurements` as a JSON string) and up to 4 photos of ' +
      'the sample (file parts, JPEG, PNG or WebP by content, at most 8 MB each), answered in `photos[]` with their `url`.',
    params: orderId,
    body: fitSessionRequest,
    status: 201,
    response: fitSessionSchema,
    errors: {
      400: 'Bad input, or a photo that is not a whole JPEG, PNG or WebP image (FIT.INVALID_PHOTO, FIT.TOO_MANY_PHOTOS); nothing is stored',
      403: 'A designer may not record a fit session (PARTNER.FORBIDDEN)',
      404: 'Order not found (ORDER.NOT_FOUND)',
      409: 'The sample is not in production yet',
      413: 'A photo over 8 MB (FIT.PHOTO_TOO_LARGE)',
    },
  },
  {
    method: 'get',
    path: '/api/orders/fit-sessions/{sessionId}/photos/{photoId}',
    tag: 'orders',
    auth: 'partner-or-admin',
    summary:
      "A fit session's photo (JPEG): to the designer whose pack it is, the partner's key or an operator",
    params: z.object({
      sessionId: z.string().min(1).max(200).describe('The fit session id'),
      photoId: z.string().min(1).max(200).describe('The photo id (photos[].id)'),
    }),
    response: { contentType: 'image/jpeg', description: 'The photo, re-encoded as JPEG without metadata' },
    errors: { 404: 'No such photo, or not one the caller may see (FIT.PHOTO_NOT_FOUND)' },
  },
  {
    method: 'get',
    path: '/api/orders/fit-sessions',
    tag: 'orders',
    auth: 'designer',
    summary: "The caller's fit sessions of one tech pack (?techPackId=), newest first",
    query: z.object({ techPackId: z.string().max(100).optional().describe('Required: the tech pack id') }),
    response: fitSessionListSchema,
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/fit-sessions',
    tag: 'tech-packs',
    auth: 'designer',
    summary: "The pack's fit sessions, newest first, each row spec vs measured, with the decision once made",
    params: packId,
    response: fitSessionListSchema,
    errors: { 404: PACK_NOT_FOUND },
  },
  {
    method: 'post',
    path: '/api/tech-pack/{id}/fit-sessions/{sessionId}/decision',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      "Decide a fit session row by row (keep the spec, take the measured value, or a new one): a new 'fit' revision",
    params: packId.extend({ sessionId: z.string().min(1).max(200).describe('The fit session id') }),
    body: fitDecisionRequest,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      techPack: techPackSchema,
      revision: z.number().int(),
      decision: fitDecisionRecordSchema,
    }),
    errors: { 404: `${PACK_NOT_FOUND}; or no such fit session`, 409: 'The session was already decided' },
  },
];
