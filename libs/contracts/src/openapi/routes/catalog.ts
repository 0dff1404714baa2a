import { z } from 'zod';
import type { ApiRoute } from '../define';

// Public reference data. These two answers have no schema in libs/contracts/src/http yet (their controllers build
// them from libs/catalog and the analyzer in use): the shapes below are theirs, field for field.

const fabric = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  category: z.string(),
  composition: z.string(),
  fibres: z.array(z.string()).describe('The fibres the composition names (cotton, polyester, wool ...)'),
  gsm: z.number(),
  widthCm: z.number(),
  family: z.string(),
  construction: z.string(),
  texture: z.string(),
  care: z.string(),
  typicalGarments: z.array(z.string()),
  priceRange: z
    .object({ min: z.number(), max: z.number(), currency: z.literal('USD'), unit: z.literal('m') })
    .describe('Indicative mill price per metre'),
  supplier: z
    .string()
    .describe('The kind of mill the fabric is typically bought from and its region (not a named company)'),
  imageUrl: z.string(),
});
const trim = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.enum(['pcs', 'm', 'm2']),
});

export const catalogRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/materials',
    tag: 'catalog',
    auth: 'public',
    summary:
      'The materials library: fabrics (composition, fibres, weight, width, construction, care, indicative price, supplier) and trims; without a query the whole library, with one the matching fabrics a page at a time',
    query: z.object({
      q: z
        .string()
        .max(100)
        .optional()
        .describe('Words matched against name, category, composition, construction and texture'),
      family: z.enum(['knit', 'woven', 'non-woven', 'leather']).optional(),
      construction: z
        .string()
        .optional()
        .describe('A construction the library holds: jersey, rib, twill, denim ...'),
      fibre: z
        .string()
        .optional()
        .describe(
          'cotton, polyester, polyamide, elastane, wool, cashmere, silk, viscose, linen, acrylic, polyurethane, leather, down',
        ),
      minGsm: z.coerce.number().min(0).max(2000).optional(),
      maxGsm: z.coerce.number().min(0).max(2000).optional(),
      minPrice: z.coerce
        .number()
        .min(0)
        .max(1000)
        .optional()
        .describe('USD per metre; a fabric whose price range overlaps the bounds matches'),
      maxPrice: z.coerce.number().min(0).max(1000).optional(),
      offset: z.coerce.number().int().min(0).max(10000).optional(),
      limit: z.coerce.number().int().min(1).max(100).optional(),
    }),
    response: z.object({
      fabrics: z.array(fabric),
      trims: z.array(trim),
      total: z.number().int().describe('Fabrics matching the query (the whole library without one)'),
      offset: z.number().int().optional(),
      limit: z.number().int().optional(),
    }),
    errors: {
      400: "A query value out of its bounds or not one of the library's words (the message names it)",
    },
  },
  {
    method: 'get',
    path: '/api/materials/colours',
    tag: 'catalog',
    auth: 'public',
    summary:
      'Pantone TCX search for the colour picker: by code, name words or hex (nearest first), up to 20 references',
    query: z.object({ q: z.string().min(1).max(60) }),
    response: z.object({
      colours: z.array(z.object({ code: z.string(), name: z.string(), hex: z.string() })),
    }),
  },
  {
    method: 'get',
    path: '/api/upload/analyzer',
    tag: 'uploads',
    auth: 'public',
    summary:
      'Which analyzer reads uploads (the local classifier or a language model), as the footer names it',
    response: z.object({ analyzer: z.string(), kind: z.enum(['local', 'llm']), label: z.string() }),
  },
];
