import { api } from '@techpack/web-shared';
import type { FitDecisionRecord, FitDecisionRequest, FitSession, TechPack } from '@techpack/contracts';

// The pack's fit sessions (what the samples measured) and the designer's decision on one (a new 'fit' revision).
export const fitApi = api.injectEndpoints({
  endpoints: (build) => ({
    fitSessions: build.query<FitSession[], string>({
      query: (id) => `/api/tech-pack/${encodeURIComponent(id)}/fit-sessions`,
      providesTags: (_r, _e, id) => [{ type: 'TechPack', id }],
    }),
    decideFitSession: build.mutation<
      { techPack: TechPack; revision: number; decision: FitDecisionRecord },
      { id: string; sessionId: string; body: FitDecisionRequest }
    >({
      query: ({ id, sessionId, body }) => ({
        url: `/api/tech-pack/${encodeURIComponent(id)}/fit-sessions/${encodeURIComponent(sessionId)}/decision`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'TechPack', id },
        { type: 'TechPack', id: 'LIST' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const { useFitSessionsQuery, useDecideFitSessionMutation } = fitApi;
