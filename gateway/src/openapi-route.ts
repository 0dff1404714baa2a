import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@techpack/contracts/openapi';

// GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, generated from libs/contracts (~0.2 s of CPU)
// once, just after start-up rather than on the first call; public, like the shapes it describes (never anyone's data).
export function registerOpenApiRoute(app: FastifyInstance): void {
  let body: string | undefined;
  const document = () => (body ??= JSON.stringify(buildOpenApiDocument()));
  app.addHook('onReady', async () => {
    setImmediate(document);
  });
  app.get('/api/openapi.json', async (_request, reply) => {
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document());
  });
}
