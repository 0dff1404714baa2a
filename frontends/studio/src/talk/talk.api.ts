import { api } from '@techpack/web-shared';
import type {
  CommentAnchor,
  CommentThread,
  PackDiff,
  PackRevision,
  TechPack,
  ThreadStatus,
} from '@techpack/contracts';

// Talk on the pack: the comment threads pinned to its fields, its revisions and the diff between two of them.
const threadsTag = (id: string) => ({ type: 'TechPack' as const, id: `comments:${id}` });
const pack = (id: string) => `/api/tech-pack/${encodeURIComponent(id)}`;

export const talkApi = api.injectEndpoints({
  endpoints: (build) => ({
    packThreads: build.query<CommentThread[], string>({
      query: (id) => `${pack(id)}/comments`,
      providesTags: (_r, _e, id) => [threadsTag(id)],
    }),
    openThread: build.mutation<
      CommentThread,
      { id: string; anchor: CommentAnchor; text: string; mustResolve?: boolean }
    >({
      query: ({ id, ...body }) => ({ url: `${pack(id)}/comments`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [threadsTag(id)],
    }),
    replyThread: build.mutation<CommentThread, { id: string; threadId: string; text: string }>({
      query: ({ id, threadId, text }) => ({
        url: `${pack(id)}/comments/${encodeURIComponent(threadId)}/replies`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_r, _e, { id }) => [threadsTag(id)],
    }),
    setThread: build.mutation<
      CommentThread,
      { id: string; threadId: string; status?: ThreadStatus; mustResolve?: boolean }
    >({
      query: ({ id, threadId, ...body }) => ({
        url: `${pack(id)}/comments/${encodeURIComponent(threadId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => [threadsTag(id)],
    }),
    packRevisions: build.query<{ revisions: PackRevision[]; lastSampledRevision: number | null }, string>({
      query: (id) => `${pack(id)}/revisions`,
      providesTags: (_r, _e, id) => [{ type: 'TechPack', id }],
    }),
    packDiff: build.query<PackDiff, { id: string; from: number; to: number }>({
      query: ({ id, from, to }) => `${pack(id)}/diff?from=${from}&to=${to}`,
    }),
    packAtRevision: build.query<TechPack, { id: string; rev: number }>({
      query: ({ id, rev }) => `${pack(id)}/revisions/${rev}`,
    }),
  }),
  overrideExisting: false,
});

export const {
  usePackThreadsQuery,
  useOpenThreadMutation,
  useReplyThreadMutation,
  useSetThreadMutation,
  usePackRevisionsQuery,
  usePackDiffQuery,
  usePackAtRevisionQuery,
} = talkApi;
