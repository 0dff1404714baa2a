import { Controller, Get, Header, Query } from '@nestjs/common';
import { FABRICS, TRIMS, fibresOf, queryFabrics, supplierOf, type Fabric } from '@techpack/catalog';
import { parseMaterialsQuery, type RawMaterialsQuery } from './materials-query-params';

// GET /api/materials: the materials library as the studio and partners read it. Public catalogue data
// (no user data), the same for everyone: fabrics with composition, fibres, weight, width, construction, care, the
// garments they suit, an indicative price range per metre and the kind of mill that supplies them; trims with what a
// factory orders. Without a query the whole library; with one (q, family, construction, fibre, minGsm, maxGsm,
// minPrice, maxPrice, offset, limit) the matching fabrics a page at a time, with their total.
const fabricOut = (f: Fabric) => ({
  id: f.id,
  name: f.name,
  group: f.group,
  category: f.category,
  composition: f.composition,
  fibres: fibresOf(f.composition),
  gsm: f.gsm,
  widthCm: f.widthCm,
  family: f.family,
  construction: f.construction,
  texture: f.texture,
  care: f.care,
  typicalGarments: f.suits,
  priceRange: f.priceRange,
  supplier: supplierOf(f),
  imageUrl: f.imageUrl,
});
const trimsOut = TRIMS.map((t) => ({ id: t.id, kind: t.kind, name: t.name, spec: t.spec, unit: t.unit }));
const BODY = JSON.stringify({ fabrics: FABRICS.map(fabricOut), trims: trimsOut, total: FABRICS.length });

@Controller('api/materials')
export class ListMaterialsController {
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  list(@Query() raw: RawMaterialsQuery = {}): string {
    const query = parseMaterialsQuery(raw);
    if (!query) return BODY;
    const { fabrics, total } = queryFabrics(query);
    return JSON.stringify({
      fabrics: fabrics.map(fabricOut),
      trims: trimsOut,
      total,
      offset: query.offset ?? 0,
      limit: query.limit ?? total,
    });
  }
}
