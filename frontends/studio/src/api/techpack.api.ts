import { api } from '@techpack/web-shared';
export { useGetTechPackQuery } from '@techpack/web-shared';
import type {
  ChatShareRequest,
  ChatShareResponse,
  RegenerateResponse,
  TechPackUpdate,
  TechPackUpdateResponse,
} from '@techpack/contracts';
import { hasPomChanges, type StudioTechPack } from '../lib/types';

// Tag ids: one per pack, plus 'LIST' for GET /api/tech-packs/user (the designs page provides it).
export const TECH_PACK_TAG = 'TechPack' as const;
export const LIST_ID = 'LIST' as const;

export interface UpdateArgs {
  id: string;
  body: TechPackUpdate;
}

// POST /api/chat/share-tech-pack (the chat service's contract)
export type ShareArgs = ChatShareRequest;

// GET /api/tech-pack/{id} lives in web-shared (api.getTechPack, tag { TechPack, id }); save and regenerate live here.
// Request and answer types come from the techpack-pdf service's contract in libs/contracts.
export const techPackApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateTechPack: build.mutation<TechPackUpdateResponse, UpdateArgs>({
      query: ({ id, body }) => ({ url: `/api/tech-pack/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: TECH_PACK_TAG, id },
              { type: TECH_PACK_TAG, id: LIST_ID },
            ],
    }),
    regenerateTechPack: build.mutation<RegenerateResponse, UpdateArgs>({
      query: ({ id, body }) => ({
        url: `/api/tech-pack/${encodeURIComponent(id)}/regenerate`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: TECH_PACK_TAG, id },
              { type: TECH_PACK_TAG, id: LIST_ID },
            ],
    }),
    shareTechPackToChat: build.mutation<ChatShareResponse, ShareArgs>({
      query: (body) => ({ url: '/api/chat/share-tech-pack', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const { useUpdateTechPackMutation, useRegenerateTechPackMutation, useShareTechPackToChatMutation } =
  techPackApi;

// PUT body (spec section 7). The graded table rides along: the server keeps what its schema knows.
// The analysis fields a designer can change (the server reads only these); the analyzer's own data
// (probabilities, proportions, component sources) stays on the server and is not echoed back.
const EDITABLE_ANALYSIS = ['garmentType', 'silhouette', 'styleCategory', 'description', 'features'] as const;
function editableAnalysis(a: StudioTechPack['aiAnalysis']): StudioTechPack['aiAnalysis'] {
  if (!a || typeof a !== 'object') return a;
  const out: Record<string, unknown> = {};
  for (const k of EDITABLE_ANALYSIS)
    if ((a as Record<string, unknown>)[k] !== undefined) out[k] = (a as Record<string, unknown>)[k];
  return out as StudioTechPack['aiAnalysis'];
}

export function updateBody(pack: StudioTechPack): TechPackUpdate {
  return {
    measurements: pack.measurements,
    materials: pack.materials,
    colors: pack.colors,
    branding: pack.branding,
    trims: pack.trims,
    specialFeatures: pack.specialFeatures,
    aiAnalysis: editableAnalysis(pack.aiAnalysis),
    // The server derives the graded table itself; what the designer changed in it travels as edits.
    ...(hasPomChanges(pack.pomChanges) ? { pointsOfMeasure: pack.pomChanges } : {}),
    // The style name, once the pack has one (the server gives a default from garment and colour).
    ...(typeof (pack as { styleName?: unknown }).styleName === 'string' &&
    (pack as { styleName: string }).styleName.trim()
      ? { styleName: (pack as { styleName: string }).styleName.trim() }
      : {}),
  } as TechPackUpdate;
}

// Regenerate body: the spec lists the same parts minus aiAnalysis.
export function regenerateBody(pack: StudioTechPack): TechPackUpdate {
  const { aiAnalysis: _ignored, ...rest } = updateBody(pack);
  return rest;
}
