import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import type { ServiceName } from '@techpack/platform';
import { DEFAULT_BODY_LIMIT, routeFor } from './routes';
import { answerAfterBody, dropBody, upstreamBody, type BodyMeter } from './early-answer';
import { ownOriginHeader } from './own-origin';
import { compressAnswer } from './compress';

// The proxy to the services: every /api call goes to the service that owns its route (./routes.ts), with its body
// streamed through untouched and the limits of the route kept on the way.

// How much of a refused body (a bad session, past the route's limit) is read and dropped before the answer goes out
// on a connection that stays open; past it the answer goes at once and the connection closes.
const DROP_EXTRA_BYTES = 8 * 1024 * 1024;

const UPLOAD_TOO_LARGE = 'File Too Large: Please upload images smaller than 20MB';

export function tooLargeMessage(service: ServiceName): string {
  return service === 'upload-analysis' ? UPLOAD_TOO_LARGE : 'Request body too large';
}

// host[:port] with the characters a host may have; anything else becomes empty (services then use PUBLIC_URL or
// their own address).
function safeHost(host: string | undefined): string {
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : '';
}

// The path of a request URL, without its query.
export const pathOf = (url: string) => url.split('?')[0];

// A service's answer without its `connection` and `keep-alive`: they are about the service's connection to the gateway,
// not the client's (hop-by-hop, RFC 9110 7.6.1); the client is told the gateway's own.
function withoutHopHeaders<H extends Record<string, unknown>>(
  headers: H,
): Omit<H, 'connection' | 'keep-alive'> {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

function isEarlyClose(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return [e?.code, e?.cause?.code].some(
    (code) =>
      code === 'EPIPE' ||
      code === 'ECONNRESET' ||
      code === 'UND_ERR_SOCKET' ||
      code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH',
  );
}

// The handler of every /api call (./gateway.ts registers it): 404 for no route, 413 past the route's body limit, 503
// when the service cannot be reached, else the service's answer.
export function createForward(
  serviceUrl: (name: ServiceName) => string,
  upstreamErrors: Counter<'upstream'>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const route = routeFor(path);
    if (!route) {
      return reply
        .status(404)
        .send({ message: `API route not found: ${request.method} ${path}`, code: 'ROUTE.NOT_FOUND' });
    }
    const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) {
      return reply.status(413).send({ message: tooLargeMessage(route.service), code: 'REQUEST.TOO_LARGE' });
    }
    let target: string;
    try {
      target = serviceUrl(route.service);
    } catch {
      return reply.status(503).send({ message: 'Service unavailable', code: 'GATEWAY.UNAVAILABLE' });
    }
    const meter: BodyMeter = { limit, bytes: 0, over: false };
    if (request.body === request.raw) request.body = upstreamBody(request.raw, meter);
    return reply.from(`${target}${request.url}`, {
      rewriteHeaders: withoutHopHeaders,
      onResponse: (_request, rep, res) =>
        answerAfterBody(request.raw, rep, compressAnswer(request, rep, res.stream as Readable), limit),
      rewriteRequestHeaders: (_req, headers) => {
        // handled here (100 Continue already sent); the proxy client refuses to send it on
        const { expect: _expect, ...rest } = headers;
        return {
          ...rest,
          'x-request-id': request.id,
          'x-correlation-id': (headers['x-correlation-id'] as string | undefined) ?? request.id,
          // The caller's address, host and scheme as Fastify derives them: X-Forwarded-* count only when they come from
          // TRUSTED_PROXY; anyone else's are replaced. Services build public links from PUBLIC_URL first.
          'x-forwarded-for': request.ip,
          'x-forwarded-host': safeHost(request.host),
          'x-forwarded-proto': request.protocol === 'https' ? 'https' : 'http',
          // where links the services write point when PUBLIC_URL is unset: this gateway's own address
          ...ownOriginHeader(request.server.server),
        };
      },
      onError: (rep, { error }) => {
        // A body streamed past the route's limit (sent chunked, no declared length) was cut here; an upstream that
        // refuses an oversized body may close before reading it all: both are a 413, not an outage.
        if (meter.refused) {
          const { statusCode, code, message } = meter.refused;
          void dropBody(request.raw, DROP_EXTRA_BYTES).then((whole) => {
            if (!whole) rep.header('connection', 'close');
            rep.status(statusCode).send({ message, code });
          });
          return;
        }
        const streamed = Math.max(length, meter.bytes);
        if (meter.over || (isEarlyClose(error) && streamed > DEFAULT_BODY_LIMIT)) {
          // the rest of the body is read and dropped (up to a bound) so that the caller, still sending, reads the 413
          // instead of a reset connection
          void dropBody(request.raw, DROP_EXTRA_BYTES).then((whole) => {
            if (!whole) rep.header('connection', 'close');
            rep.status(413).send({ message: tooLargeMessage(route.service), code: 'REQUEST.TOO_LARGE' });
          });
          return;
        }
        request.log.warn({ err: error, service: route.service }, 'upstream unavailable');
        upstreamErrors.inc({ upstream: route.service });
        rep.status(503).send({
          message: `${route.service} service is unavailable, please retry`,
          code: 'GATEWAY.UPSTREAM_UNAVAILABLE',
        });
      },
    });
  };
}
