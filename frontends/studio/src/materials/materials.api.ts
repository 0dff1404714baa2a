import { api } from '@techpack/web-shared';

// GET /api/materials with a query: the library's fabrics that match, a page at a time, with their total.
export interface LibraryFabric {
  id: string;
  name: string;
  group: string;
  category: string;
  composition: string;
  fibres: string[];
  gsm: number;
  widthCm: number;
  family: string;
  construction: string;
  texture: string;
  care: string;
  typicalGarments: string[];
  priceRange: { min: number; max: number; currency: 'USD'; unit: 'm' };
  supplier: string;
}
export interface LibraryTrim {
  id: string;
  kind: string;
  name: string;
  spec: string;
  unit: 'pcs' | 'm' | 'm2';
}
export interface MaterialsPage {
  fabrics: LibraryFabric[];
  trims: LibraryTrim[];
  total: number;
  offset?: number;
  limit?: number;
}
export interface MaterialsArgs {
  q?: string;
  family?: string;
  construction?: string;
  fibre?: string;
  minGsm?: number;
  maxGsm?: number;
  minPrice?: number;
  maxPrice?: number;
  offset: number;
  limit: number;
}

export const materialsQueryString = (args: MaterialsArgs): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

export const materialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaterials: build.query<MaterialsPage, MaterialsArgs>({
      query: (args) => ({ url: `/api/materials?${materialsQueryString(args)}` }),
    }),
  }),
  overrideExisting: false,
});

export const { useGetMaterialsQuery } = materialsApi;
