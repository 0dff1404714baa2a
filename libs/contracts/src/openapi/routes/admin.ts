import { z } from 'zod';
import {
  adminListQuery,
  adminMessageView,
  adminOperatorActionResponse,
  adminOperatorActionView,
  adminOrderStatusRequest,
  adminOrderView,
  adminRebuildResponse,
  adminReplyRequest,
  adminStatsResponse,
  adminSystemStatusResponse,
  adminTechPackView,
  adminUploadView,
  adminUserView,
} from '../../http/admin';
import { PDF, idParam, type ApiRoute } from '../define';

const PAGE = {
  'X-Total-Count': 'How many match in all',
  'X-Limit': 'The page size used',
  'X-Offset': 'The offset used',
};

const list = (what: string, path: string, item: z.ZodTypeAny): ApiRoute => ({
  method: 'get',
  path,
  tag: 'admin',
  auth: 'admin',
  summary: `${what}, a page at a time (?q= searches; ?limit=1..1000, default 200; ?offset=)`,
  query: adminListQuery,
  response: z.array(item),
  responseHeaders: PAGE,
});

// The admin service (operators): read models of everything, and operator actions. /api/admin/login is auth's.
export const adminRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/stats',
    tag: 'admin',
    auth: 'admin',
    summary: 'Dashboard figures',
    response: adminStatsResponse,
  },
  list('Users', '/api/admin/users', adminUserView),
  list('Uploads', '/api/admin/uploads', adminUploadView),
  list('Tech packs', '/api/admin/tech-packs', adminTechPackView),
  list('Sample orders', '/api/admin/orders', adminOrderView),
  list('Chat messages (?techPackId= for one conversation)', '/api/admin/messages', adminMessageView),
  list("Operators' recorded actions", '/api/admin/actions', adminOperatorActionView),
  {
    method: 'get',
    path: '/api/admin/system-status',
    tag: 'admin',
    auth: 'admin',
    summary: 'Storage, database, payments, messaging, events and every service, probed now',
    response: adminSystemStatusResponse,
  },
  {
    method: 'get',
    path: '/api/admin/tech-packs/{id}/pdf',
    tag: 'admin',
    auth: 'admin',
    summary: "Any tech pack's PDF",
    params: idParam('id', 'The tech pack id'),
    response: PDF,
    errors: { 404: 'Tech Pack Not Found (TECHPACK.NOT_FOUND)' },
  },
  {
    method: 'post',
    path: '/api/admin/messages/reply',
    tag: 'admin',
    auth: 'admin',
    summary: 'Answer a designer as the manufacturer (recorded as an operator action)',
    body: adminReplyRequest,
    response: adminOperatorActionResponse,
    errors: {
      404: 'The tech pack has no conversation (CHAT.TECHPACK_NOT_FOUND)',
      502: 'The chat service failed (ADMIN.UPSTREAM_ERROR)',
    },
  },
  {
    method: 'patch',
    path: '/api/admin/orders/{id}/status',
    tag: 'admin',
    auth: 'admin',
    summary: "Move an order to another status (recorded as an operator action; the order's rules apply)",
    params: idParam('id', 'The order id'),
    body: adminOrderStatusRequest,
    response: adminOperatorActionResponse,
    errors: {
      404: 'Order not found (ORDER.NOT_FOUND)',
      409: 'Not an allowed transition (ORDER.INVALID_TRANSITION)',
    },
  },
  {
    method: 'post',
    path: '/api/admin/rebuild',
    tag: 'admin',
    auth: 'admin',
    summary: 'Empty the read models and replay them from the event history',
    response: adminRebuildResponse,
    errors: { 409: 'A rebuild is already running (ADMIN.REBUILD_RUNNING)' },
  },
];
