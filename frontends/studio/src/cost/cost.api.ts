import { api, apiRequest } from '@techpack/web-shared';
import type { CostSheetDto } from '@techpack/contracts';

// GET /api/tech-pack/{id}/cost: refetched whenever the pack changes (it provides the pack's tag, which every save
// invalidates), so the sheet follows body length, fabric and features.
export interface CostArgs {
  id: string;
  quantity?: number;
  region?: string;
}

export const costApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTechPackCost: build.query<CostSheetDto, CostArgs>({
      query: ({ id, quantity, region }) => {
        const q = new URLSearchParams();
        if (quantity !== undefined) q.set('quantity', String(quantity));
        if (region) q.set('region', region);
        const qs = q.toString();
        return { url: `/api/tech-pack/${encodeURIComponent(id)}/cost${qs ? `?${qs}` : ''}` };
      },
      providesTags: (_r, _e, { id }) => [{ type: 'TechPack', id }],
    }),
  }),
  overrideExisting: false,
});

export const { useGetTechPackCostQuery } = costApi;

export const exportUrl = (id: string, format: 'xlsx' | 'json') =>
  `/api/tech-pack/${encodeURIComponent(id)}/export.${format}`;

// Downloads a protected file under its name (the workbook, the JSON export): fetched with the session's token.
export async function downloadAuthedFile(url: string, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>({ url, responseType: 'blob' });
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export const exportFileName = (pack: { styleNumber?: string }, format: 'xlsx' | 'json') =>
  `${(pack.styleNumber ?? 'tech-pack').replace(/[^A-Za-z0-9._-]+/g, '-')}-tech-pack.${format}`;
