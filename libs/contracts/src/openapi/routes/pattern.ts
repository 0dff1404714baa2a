import { z } from 'zod';
import { patternMarkerSchema, patternSchema } from '../../http/pattern';
import { PDF, SVG, idParam, type ApiRoute, type RawContent } from '../define';

const packId = idParam('id', 'The tech pack id');
const DXF: RawContent = {
  contentType: 'application/dxf',
  description: 'The DXF file (AAMA layers, millimetres)',
};
const NOT_FOUND = 'Tech Pack Not Found: missing or another designer’s (TECHPACK.NOT_FOUND)';
const NO_DESIGN =
  'No pattern design drafts this garment type yet (PATTERN.NO_DESIGN), naming the types that have one';
const SIZE = 'Unknown size: not one of the pack’s sizes (PATTERN.UNKNOWN_SIZE)';
const size = z.string().max(10).optional().describe("One of the pack's sizes (the sample size when absent)");

// The pattern drafted from the pack and its exports (docs/patterns.md).
export const patternRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pattern',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      'The pattern drafted from the pack: design, pieces, sizes, and the check of the pattern’s measures against every POM per size',
    params: packId,
    response: patternSchema,
    errors: { 404: NOT_FOUND, 409: NO_DESIGN },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pattern.svg',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'The pattern of one size as SVG (millimetres); ?size=all nests every size',
    params: packId,
    query: z.object({ size }),
    response: SVG,
    errors: { 400: SIZE, 404: NOT_FOUND, 409: NO_DESIGN },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pattern.pdf',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      'The pattern of one size at full scale: A4 or Letter tiles (grid, page numbers, 10 cm test square) or a 91 cm plotter roll',
    params: packId,
    query: z.object({ size, paper: z.enum(['a4', 'letter', 'plotter']).optional() }),
    response: PDF,
    errors: { 400: `${SIZE}; or an unknown paper (PATTERN.INVALID_QUERY)`, 404: NOT_FOUND, 409: NO_DESIGN },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pattern.dxf',
    tag: 'tech-packs',
    auth: 'designer',
    summary:
      'The graded pattern as DXF in the AAMA layer conventions: one block per piece per size, every size nested',
    params: packId,
    query: z.object({
      sizes: z.string().max(100).optional().describe('all (default) or sizes separated by commas'),
    }),
    response: DXF,
    errors: { 400: SIZE, 404: NOT_FOUND, 409: NO_DESIGN },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pattern/marker',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'A marker for one size on the main fabric’s width (or ?width= cm): marker length and efficiency',
    params: packId,
    query: z.object({ size, width: z.string().max(10).optional() }),
    response: patternMarkerSchema,
    errors: {
      400: `${SIZE}; or a width out of 50-330 cm (PATTERN.INVALID_QUERY)`,
      404: NOT_FOUND,
      409: NO_DESIGN,
    },
  },
  {
    method: 'get',
    path: '/api/tech-pack/{id}/pattern/marker.svg',
    tag: 'tech-packs',
    auth: 'designer',
    summary: 'The marker drawn (length left to right)',
    params: packId,
    query: z.object({ size, width: z.string().max(10).optional() }),
    response: SVG,
    errors: { 400: SIZE, 404: NOT_FOUND, 409: NO_DESIGN },
  },
];
