import { api } from '@techpack/web-shared';
import type { PatternAnswer, PatternMarker } from '@techpack/contracts';

// GET /api/tech-pack/{id}/pattern and its marker: refetched whenever the pack changes (they provide the pack's tag,
// which every save invalidates), so a measurement, a component or the size range redrafts the pattern.
export const patternApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTechPackPattern: build.query<PatternAnswer, string>({
      query: (id) => ({ url: `/api/tech-pack/${encodeURIComponent(id)}/pattern` }),
      providesTags: (_r, _e, id) => [{ type: 'TechPack', id }],
    }),
    getPatternMarker: build.query<PatternMarker, { id: string; size: string }>({
      query: ({ id, size }) => ({
        url: `/api/tech-pack/${encodeURIComponent(id)}/pattern/marker?size=${encodeURIComponent(size)}`,
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'TechPack', id }],
    }),
  }),
  overrideExisting: false,
});

export const { useGetTechPackPatternQuery, useGetPatternMarkerQuery } = patternApi;

const base = (id: string) => `/api/tech-pack/${encodeURIComponent(id)}`;
/** The export URLs; `rev` only makes a redrafted pattern a new address (the server ignores it). */
export const patternUrls = (id: string, size: string, rev: number) => ({
  svg: `${base(id)}/pattern.svg?size=${encodeURIComponent(size)}&rev=${rev}`,
  nest: `${base(id)}/pattern.svg?size=all&rev=${rev}`,
  marker: `${base(id)}/pattern/marker.svg?size=${encodeURIComponent(size)}&rev=${rev}`,
  dxf: `${base(id)}/pattern.dxf?sizes=all`,
  pdf: (paper: 'a4' | 'letter' | 'plotter') =>
    `${base(id)}/pattern.pdf?size=${encodeURIComponent(size)}&paper=${paper}`,
});
