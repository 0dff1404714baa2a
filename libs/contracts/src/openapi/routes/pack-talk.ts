import { z } from 'zod';
import {
  approvalListSchema,
  approvalRequest,
  commentThreadListSchema,
  commentThreadSchema,
  diffQuery,
  newThreadRequest,
  packDiffSchema,
  packRevisionListSchema,
  replyRequest,
  THREAD_STATUSES,
  threadPatchRequest,
} from '../../http/pack-talk';
import { techPackSchema } from '../../http/techpack';
import { idParam, type ApiRoute } from '../define';

const packId = idParam('id', 'The tech pack id');
const threadParams = z.object({
  id: z.string().describe('The tech pack id'),
  threadId: z.string().describe('The comment thread id'),
});
const revParams = z.object({
  id: z.string().describe('The tech pack id'),
  rev: z.string().describe('A revision number of the pack'),
});
const NOT_FOUND =
  'Tech Pack Not Found: missing, another designer’s, or (the partner) a pack it has no paid order for (TECHPACK.NOT_FOUND)';
const THREAD_NOT_FOUND = `${NOT_FOUND}; or the thread is not this pack’s (COMMENT.NOT_FOUND)`;
const WHO =
  "The pack's designer, an operator, or the manufacturing partner (its key) on the packs of its paid orders.";

// Talk on the pack: comment threads pinned to its fields, its revisions and their comparison, section approvals.
export const packTalkRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/tech-pack/{id}/comments',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary: 'The comment threads pinned to the pack, oldest first',
    description: WHO,
    params: packId,
    query: z.object({ status: z.enum(THREAD_STATUSES).optional() }),
    response: commentThreadListSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/api/tech-pack/{id}/comments',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary:
      'Open a thread pinned to a field: a point of measure, BOM line, component, colourway, operation, or a point on the flats or photo',
    description: `${WHO} Only the designer may set mustResolve (403 COMMENT.FORBIDDEN). At most 300 threads per pack (400 COMMENT.LIMIT).`,
    params: packId,
    body: newThreadRequest,
    bodyRequired: true,
    status: 201,
    response: commentThreadSchema,
    errors: { 403: 'Only the designer marks a thread must resolve (COMMENT.FORBIDDEN)', 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/api/tech-pack/{id}/comments/{threadId}/replies',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary: 'Reply on a thread (at most 100 replies per thread)',
    description: WHO,
    params: threadParams,
    body: replyRequest,
    bodyRequired: true,
    status: 201,
    response: commentThreadSchema,
    errors: { 404: THREAD_NOT_FOUND, 409: 'Another reply was saved at the same moment (COMMENT.CONFLICT)' },
  },
  {
    method: 'patch',
    path: '/api/tech-pack/{id}/comments/{threadId}',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary:
      'Resolve or reopen a thread; the designer may mark it must resolve (then it blocks confirming the pack)',
    description: WHO,
    params: threadParams,
    body: threadPatchRequest,
    bodyRequired: true,
    response: commentThreadSchema,
    errors: {
      403: 'Only the designer marks a thread must resolve (COMMENT.FORBIDDEN)',
      404: THREAD_NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/revisions',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary:
      'The pack’s revisions: number, time, who, provenance (generated, designer, fit, import, confirm), the samples made from each',
    description: WHO,
    params: packId,
    response: packRevisionListSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/revisions/{rev}',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary: 'The pack as it was at one revision',
    description: WHO,
    params: revParams,
    response: techPackSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/diff',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary: 'Field-level changes between two revisions, old and new, grouped by section',
    description: `${WHO} A revision saved before revisions were kept for comparison answers 400 naming from or to.`,
    params: packId,
    query: diffQuery,
    response: packDiffSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/approvals',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary: 'The sections of the pack its designer approved',
    params: packId,
    response: approvalListSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'put',
    path: '/api/tech-pack/{id}/approvals',
    tag: 'tech-packs',
    auth: 'designer-admin-or-partner',
    summary:
      'Approve a section (measurements, bom, colours, construction, artwork) or withdraw the approval; an edit of the section clears it',
    description: 'The designer only (403 APPROVAL.FORBIDDEN for an operator or the partner).',
    params: packId,
    body: approvalRequest,
    bodyRequired: true,
    response: approvalListSchema,
    errors: { 403: 'Only the designer approves (APPROVAL.FORBIDDEN)', 404: NOT_FOUND },
  },
];
