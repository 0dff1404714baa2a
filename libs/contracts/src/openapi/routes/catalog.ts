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
  gsm: z.number(),
  widthCm: z.number(),
  family: z.string(),
  construction: z.string(),
  texture: z.string(),
  care: z.string(),
  typicalGarments: z.array(z.string()),
  priceRange: z.object({ min: z.number(), max: z.number(), currency: z.literal('USD'), unit: z.literal('m') }).describe('Indicative mill price per metre'),
  imageUrl: z.string(),
});
const trim = z.object({ id: z.string(), kind: z.string(), name: z.string(), spec: z.string(), unit: z.enum(['pcs', 'm', 'm2']) });

export const catalogRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/materials',
    tag: 'catalog',
    auth: 'public',
    summary: 'The materials library: fabrics (composition, weight, width, construction, care, indicative price) and trims',
    response: z.object({ fabrics: z.array(fabric), trims: z.array(trim) }),
  },
  {
    method: 'get',
    path: '/api/materials/colours',
    tag: 'catalog',
    auth: 'public',
    summary: 'Pantone TCX search for the colour picker: by code, name words or hex (nearest first), up to 20 references',
    query: z.object({ q: z.string().min(1).max(60) }),
    response: z.object({ colours: z.array(z.object({ code: z.string(), name: z.string(), hex: z.string() })) }),
  },
  {
    method: 'get',
    path: '/api/upload/analyzer',
    tag: 'uploads',
    auth: 'public',
    summary: 'Which analyzer reads uploads (the local classifier or a language model), as the footer names it',
    response: z.object({ analyzer: z.string(), kind: z.enum(['local', 'llm']), label: z.string() }),
  },
];
