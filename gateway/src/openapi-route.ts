import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@techpack/contracts/openapi';

// GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, generated from libs/contracts on the first
// call (~0.2 s) and kept; public, like the routes' shapes it describes (never anyone's data).
export function registerOpenApiRoute(app: FastifyInstance): void {
  let body: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    body ??= JSON.stringify(buildOpenApiDocument());
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });
}
