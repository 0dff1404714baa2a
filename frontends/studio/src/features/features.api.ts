import { api } from '@techpack/web-shared';
import type { TechPack, TechPackCheck, TechPackUpdate } from '@techpack/contracts';

// the pack's features and its self-check. PUT /api/tech-pack/{id} answers { success, message, techPack };
// GET /api/tech-pack/{id}/check answers { ok, issues }. The check is keyed by the pack's updatedAt so a change refetches it.
export interface PutAnswer {
  success: boolean;
  message: string;
  techPack: TechPack;
  changedFields?: string[];
}

export const featuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTechPackCheck: build.query<TechPackCheck, { id: string; version?: string | null }>({
      query: ({ id }) => `/api/tech-pack/${encodeURIComponent(id)}/check`,
    }),
    // POST /api/tech-pack/{id}/confirm: the designer's answers; 200 ready, 409 { unconfirmed, errors } while open
    confirmTechPack: build.mutation<
      PutAnswer,
      { id: string; body: { garmentType?: string; features?: Record<string, string> } }
    >({
      query: ({ id, body }) => ({
        url: `/api/tech-pack/${encodeURIComponent(id)}/confirm`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _error, { id }) => [
        { type: 'TechPack', id },
        { type: 'TechPack', id: 'LIST' },
      ],
    }),
    changeTechPack: build.mutation<PutAnswer, { id: string; body: TechPackUpdate }>({
      query: ({ id, body }) => ({ url: `/api/tech-pack/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'TechPack', id },
              { type: 'TechPack', id: 'LIST' },
            ],
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetTechPackCheckQuery,
  useLazyGetTechPackCheckQuery,
  useChangeTechPackMutation,
  useConfirmTechPackMutation,
} = featuresApi;
