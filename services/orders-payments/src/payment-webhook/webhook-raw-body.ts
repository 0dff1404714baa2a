import type { FastifyInstance } from 'fastify';

export const WEBHOOK_PATH = '/api/payments/webhook';
const RAW_BODY = 'application/x-orders-webhook-raw';

// The webhook's signature covers the exact bytes sent, so its body is never parsed: whatever its content type, a
// request to POST /api/payments/webhook reaches the controller as a Buffer (every other route parses as before).
export async function webhookRawBody(http: FastifyInstance): Promise<void> {
  http.addContentTypeParser(RAW_BODY, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  http.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && request.routeOptions?.url === WEBHOOK_PATH)
      request.headers['content-type'] = RAW_BODY;
  });
}
