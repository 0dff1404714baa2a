import { createApi, retry } from '@reduxjs/toolkit/query/react';
import type {
  GoogleRequest,
  LoginRequest,
  RegisterRequest,
  SessionResponse,
  TechPack,
  TechPackSummary,
} from '@techpack/contracts';
import { backoffDelay, rawBaseQuery } from './http';
import type { ApiError } from './errors';
import type { SessionUser } from './session';

// No retries by default (spec section 7); a call opts in with `extraOptions: { maxRetries: n }`.
const baseQuery = retry(rawBaseQuery, {
  maxRetries: 0,
  backoff: (attempt) => new Promise<void>((r) => setTimeout(r, backoffDelay(attempt))),
});

export const TAG_TYPES = ['TechPack', 'ChatMessage', 'Order', 'Quote', 'Admin'] as const;

// The answer of register, login and Google sign-in: the auth service's contract (libs/contracts/src/http/auth.ts).
export type AuthAnswer = SessionResponse & { user: SessionResponse['user'] & SessionUser };

// The one RTK Query api. The host puts it in the store; remotes add endpoints with api.injectEndpoints (REMOTES.md).
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Cached data never goes stale and is not refetched on focus/reconnect (spec section 7).
  keepUnusedDataFor: 60 * 60 * 24 * 365,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: (build) => ({
    login: build.mutation<AuthAnswer, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthAnswer, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    googleLogin: build.mutation<AuthAnswer, GoogleRequest>({
      query: (body) => ({ url: '/api/auth/google', method: 'POST', body }),
    }),
    // Save (PUT) and regenerate belong to the studio remote (injected there); they invalidate
    // { type: 'TechPack', id } and { type: 'TechPack', id: 'LIST' } so these two refresh.
    getTechPack: build.query<TechPack, string>({
      query: (id) => `/api/tech-pack/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'TechPack', id }],
    }),
    // The designs list retries 3 times with the spec's backoff (1 s doubling up to 30 s).
    // The list answers summaries a page at a time (X-Next-Cursor); the designer's whole list is read page by page.
    listUserTechPacks: build.query<TechPackSummary[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const items: TechPackSummary[] = [];
        let cursor: string | null = null;
        for (let page = 0; page < 40; page++) {
          let next: string | null = null;
          const r = await baseQuery({
            url: '/api/tech-packs/user',
            params: { limit: 50, ...(cursor ? { cursor } : {}) },
            onHeaders: (h) => (next = h.get('x-next-cursor')),
          });
          if (r.error) return { error: r.error as ApiError };
          items.push(...(r.data as TechPackSummary[]));
          if (!next) break;
          cursor = next;
        }
        return { data: items };
      },
      extraOptions: { maxRetries: 3 },
      providesTags: (r) => [
        { type: 'TechPack' as const, id: 'LIST' },
        ...(r ?? []).map((t) => ({ type: 'TechPack' as const, id: t.id })),
      ],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGoogleLoginMutation,
  useGetTechPackQuery,
  useListUserTechPacksQuery,
} = api;
