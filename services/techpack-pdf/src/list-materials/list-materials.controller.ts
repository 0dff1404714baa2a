import { Controller, Get, Header } from '@nestjs/common';
import { FABRICS, TRIMS } from '@techpack/catalog';

// GET /api/materials (issue 52): the materials library as the studio and partners read it. Public catalogue data
// (no user data), the same for everyone: fabrics with composition, weight, width, construction, care, the garments they
// suit and an indicative price range per metre; trims with what a factory orders.
const BODY = JSON.stringify({
  fabrics: FABRICS.map((f) => ({
    id: f.id,
    name: f.name,
    group: f.group,
    category: f.category,
    composition: f.composition,
    gsm: f.gsm,
    widthCm: f.widthCm,
    family: f.family,
    construction: f.construction,
    texture: f.texture,
    care: f.care,
    typicalGarments: f.suits,
    priceRange: f.priceRange,
    imageUrl: f.imageUrl,
  })),
  trims: TRIMS.map((t) => ({ id: t.id, kind: t.kind, name: t.name, spec: t.spec, unit: t.unit })),
});

@Controller('api/materials')
export class ListMaterialsController {
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  list(): string {
    return BODY;
  }
}
