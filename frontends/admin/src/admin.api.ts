import type {
  AdminListQuery,
  AdminOperatorActionResponse,
  AdminOrderStatusRequest,
  AdminReplyRequest,
} from '@techpack/contracts';
import { api, type ApiError } from '@techpack/web-shared';
import { AdminApiError, adminJson, adminList, type AdminPage } from './admin.http';
import type {
  AdminMessage,
  AdminOrder,
  AdminStats,
  AdminTechPack,
  AdminUpload,
  AdminUser,
  OperatorAction,
  SystemStatus,
} from './admin.types';

// Spec refetch intervals (ms).
export const POLL = {
  stats: 30_000,
  users: 30_000,
  uploads: 15_000,
  techPacks: 15_000,
  orders: 10_000,
  messages: 5_000,
  status: 30_000,
};

// The list query the admin service validates (adminListQuery); the page size as a number here.
export type ListArgs = Pick<AdminListQuery, 'q' | 'techPackId'> & { limit?: number };

function listPath(path: string, args: ListArgs | void): string {
  const p = new URLSearchParams();
  if (args?.q) p.set('q', args.q);
  if (args?.limit) p.set('limit', String(args.limit));
  if (args?.techPackId) p.set('techPackId', args.techPackId);
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}

// The helper's error keeps its text as `message` (what the dashboard shows) and the server body.
async function run<T>(fn: () => Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await fn() };
  } catch (e) {
    const err = e instanceof AdminApiError ? e : undefined;
    let data: unknown;
    try {
      data = err?.body ? JSON.parse(err.body) : undefined;
    } catch {
      data = undefined;
    }
    return {
      error: {
        status: err?.status ?? 'FETCH_ERROR',
        message: (e as Error)?.message || 'Unknown error occurred',
        body: err?.body,
        data,
      },
    };
  }
}

// Every admin call goes through the admin helper (its own token and error texts), cached by RTK Query.
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      queryFn: () => run(() => adminJson<AdminStats>('/api/admin/stats')),
      providesTags: [{ type: 'Admin', id: 'STATS' }],
    }),
    adminUsers: build.query<AdminPage<AdminUser>, ListArgs | void>({
      queryFn: (args) => run(() => adminList<AdminUser>(listPath('/api/admin/users', args))),
      providesTags: [{ type: 'Admin', id: 'USERS' }],
    }),
    adminUploads: build.query<AdminPage<AdminUpload>, ListArgs | void>({
      queryFn: (args) => run(() => adminList<AdminUpload>(listPath('/api/admin/uploads', args))),
      providesTags: [{ type: 'Admin', id: 'UPLOADS' }],
    }),
    adminTechPacks: build.query<AdminPage<AdminTechPack>, ListArgs | void>({
      queryFn: (args) => run(() => adminList<AdminTechPack>(listPath('/api/admin/tech-packs', args))),
      providesTags: [{ type: 'Admin', id: 'TECHPACKS' }],
    }),
    adminOrders: build.query<AdminPage<AdminOrder>, ListArgs | void>({
      queryFn: (args) => run(() => adminList<AdminOrder>(listPath('/api/admin/orders', args))),
      providesTags: [{ type: 'Admin', id: 'ORDERS' }],
    }),
    adminMessages: build.query<AdminPage<AdminMessage>, ListArgs | void>({
      queryFn: (args) => run(() => adminList<AdminMessage>(listPath('/api/admin/messages', args))),
      providesTags: [{ type: 'Admin', id: 'MESSAGES' }],
    }),
    adminSystemStatus: build.query<SystemStatus, void>({
      queryFn: () => run(() => adminJson<SystemStatus>('/api/admin/system-status')),
      providesTags: [{ type: 'Admin', id: 'STATUS' }],
    }),
    adminActions: build.query<AdminPage<OperatorAction>, void>({
      queryFn: () => run(() => adminList<OperatorAction>('/api/admin/actions?limit=20')),
      providesTags: [{ type: 'Admin', id: 'ACTIONS' }],
    }),
    adminReply: build.mutation<AdminOperatorActionResponse, AdminReplyRequest>({
      queryFn: (body) =>
        run(() =>
          adminJson<AdminOperatorActionResponse>('/api/admin/messages/reply', { method: 'POST', body }),
        ),
      invalidatesTags: [
        { type: 'Admin', id: 'MESSAGES' },
        { type: 'Admin', id: 'ACTIONS' },
      ],
    }),
    adminOrderStatus: build.mutation<AdminOperatorActionResponse, { id: string } & AdminOrderStatusRequest>({
      queryFn: ({ id, status, reason, carrier, trackingNumber, trackingUrl }) => {
        const body: AdminOrderStatusRequest = {
          status,
          reason: reason ?? null,
          ...(status === 'shipped' ? { carrier, trackingNumber, trackingUrl: trackingUrl || undefined } : {}),
        };
        return run(() =>
          adminJson<AdminOperatorActionResponse>(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
            method: 'PATCH',
            body,
          }),
        );
      },
      invalidatesTags: [
        { type: 'Admin', id: 'ORDERS' },
        { type: 'Admin', id: 'STATS' },
        { type: 'Admin', id: 'ACTIONS' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const {
  useAdminStatsQuery,
  useAdminUsersQuery,
  useAdminUploadsQuery,
  useAdminTechPacksQuery,
  useAdminOrdersQuery,
  useAdminMessagesQuery,
  useAdminSystemStatusQuery,
  useAdminActionsQuery,
  useAdminReplyMutation,
  useAdminOrderStatusMutation,
} = adminApi;
