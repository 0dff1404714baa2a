import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TechPack } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { flatInputFromPack, renderFlat } from '@techpack/flats';

// GET /api/tech-pack/{id}/flats/{front|back}.svg[?sizes=all]: the technical flat of one view, computed from the pack.
// `loadOwned` answers the pack for its owner and throws the tech pack calls' 404 for anyone else.
export function registerFlatRoutes(app: FastifyInstance, loadOwned: (request: FastifyRequest, id: string) => Promise<TechPack>) {
  app.get<{ Params: { id: string; file: string }; Querystring: { sizes?: string } }>('/api/tech-pack/:id/flats/:file', async (request, reply) => {
    const pack = await loadOwned(request, request.params.id);
    const view = /^(front|back)\.svg$/.exec(request.params.file)?.[1] as 'front' | 'back' | undefined;
    if (!view) throw new AppError(404, 'TECHPACK.FLAT_NOT_FOUND', 'Flat not found: the views are front.svg and back.svg');
    const flat = renderFlat(flatInputFromPack(pack), view, { sizes: request.query.sizes === 'all' ? 'all' : 'base' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(flat.svg);
  });
}
