import { TRIMS, fibresOf, queryFabrics, supplierOf, type MaterialsQuery } from '@techpack/catalog';

// GET /api/materials as the server answers it (the same query over the same library), for the web specs.
export function materialsAnswer(url: URL) {
  const p = url.searchParams;
  const num = (k: string) => (p.has(k) ? Number(p.get(k)) : undefined);
  const query: MaterialsQuery = {
    q: p.get('q') ?? undefined,
    family: (p.get('family') ?? undefined) as MaterialsQuery['family'],
    construction: (p.get('construction') ?? undefined) as MaterialsQuery['construction'],
    fibre: (p.get('fibre') ?? undefined) as MaterialsQuery['fibre'],
    minGsm: num('minGsm'),
    maxGsm: num('maxGsm'),
    minPrice: num('minPrice'),
    maxPrice: num('maxPrice'),
    offset: num('offset'),
    limit: num('limit'),
  };
  const { fabrics, total } = queryFabrics(query);
  return {
    body: {
      fabrics: fabrics.map((f) => ({
        ...f,
        fibres: fibresOf(f.composition),
        typicalGarments: f.suits,
        supplier: supplierOf(f),
      })),
      trims: TRIMS,
      total,
      offset: query.offset ?? 0,
      limit: query.limit ?? total,
    },
  };
}

/** The first page of the unfiltered library, keyed for installFetch. */
export const MATERIALS_FIRST_PAGE = 'GET /api/materials?offset=0&limit=24';
export const materialsFirstPage = () =>
  materialsAnswer(new URL('http://localhost/api/materials?offset=0&limit=24'));
