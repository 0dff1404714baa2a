import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import replyFrom from '@fastify/reply-from';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { createMetrics, type Logger, type ServiceName } from '@techpack/platform';
import { DEFAULT_BODY_LIMIT, ROUTES, routeFor } from './routes';

export interface GatewayOptions {
  logger: Logger;
  serviceUrl(name: ServiceName): string;
  webDist?: string;
}

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|map|mjs)$/;

export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    trustProxy: false,
  }) as unknown as FastifyInstance;

  // The gateway streams bodies through untouched; services parse and validate them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  await app.register(replyFrom, {
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 },
    http2: false,
  });

  // Prometheus: latency of every call as the browser sees it, by route of the table (not by raw path: ids would
  // make a series per tech pack), and how often a service could not be reached.
  const metrics = createMetrics('gateway');
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency at the gateway',
    labelNames: ['method', 'route', 'upstream', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10],
    registers: [metrics],
  });
  const upstreamErrors = new client.Counter({
    name: 'gateway_upstream_unavailable_total',
    help: 'Calls answered 503 because the owning service could not be reached',
    labelNames: ['upstream'],
    registers: [metrics],
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api')) return;
    const route = routeFor(path);
    duration.observe(
      { method: request.method, route: route?.prefix ?? 'unmatched', upstream: route?.service ?? 'none', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.contentType);
    return metrics.metrics();
  });

  app.get('/health', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/ready', async (_req, reply) => {
    const names = [...new Set(ROUTES.map((r) => r.service))];
    const checks: Record<string, boolean> = {};
    await Promise.all(
      names.map(async (n) => {
        try {
          const res = await fetch(`${options.serviceUrl(n)}/ready`, { signal: AbortSignal.timeout(2000) });
          checks[n] = res.ok;
        } catch {
          checks[n] = false;
        }
      }),
    );
    const ok = Object.values(checks).every(Boolean);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'degraded', checks });
  });

  // Chat socket (designers and the manufacturer partner) is proxied with websocket upgrade.
  const socketRoute = ROUTES.find((r) => r.websocket);
  if (socketRoute) {
    await app.register(httpProxy, {
      upstream: options.serviceUrl(socketRoute.service),
      prefix: socketRoute.prefix,
      rewritePrefix: socketRoute.prefix,
      websocket: true,
    });
  }

  const forward = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const path = request.url.split('?')[0];
    const route = routeFor(path);
    if (!route) {
      return reply.status(404).send({ message: `API route not found: ${request.method} ${path}`, code: 'ROUTE.NOT_FOUND' });
    }
    const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) {
      const message = route.service === 'upload-analysis' ? 'File Too Large: Please upload images smaller than 20MB' : 'Request body too large';
      return reply.status(413).send({ message, code: 'REQUEST.TOO_LARGE' });
    }
    let target: string;
    try {
      target = options.serviceUrl(route.service);
    } catch {
      return reply.status(503).send({ message: 'Service unavailable', code: 'GATEWAY.UNAVAILABLE' });
    }
    return reply.from(`${target}${request.url}`, {
      rewriteRequestHeaders: (_req, headers) => ({
        ...headers,
        'x-request-id': request.id,
        'x-correlation-id': (headers['x-correlation-id'] as string | undefined) ?? request.id,
        'x-forwarded-for': request.ip,
        // Services build public links (e.g. the manufacturer's PDF link) from the address the browser used.
        'x-forwarded-host': (headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? '',
        'x-forwarded-proto': (headers['x-forwarded-proto'] as string | undefined) ?? request.protocol,
      }),
      onError: (rep, { error }) => {
        request.log.warn({ err: error, service: route.service }, 'upstream unavailable');
        upstreamErrors.inc({ upstream: route.service });
        rep.status(503).send({ message: `${route.service} service is unavailable, please retry`, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' });
      },
    });
  };
  app.all('/api', forward);
  app.all('/api/*', forward);

  const webDist = options.webDist ?? resolve('frontends/dist');
  const shellDir = join(webDist, 'shell');
  if (existsSync(shellDir)) {
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string) => {
      res.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    await app.register(fastifyStatic, { root: shellDir, prefix: '/', setHeaders, cacheControl: false, wildcard: false, index: false });
    for (const remote of readdirSync(webDist).filter((d) => d !== 'shell' && existsSync(join(webDist, d, 'remoteEntry.js')))) {
      await app.register(fastifyStatic, {
        root: join(webDist, remote),
        prefix: `/remotes/${remote}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders,
      });
    }
    // The single-page app answers every other path; the router shows 404 for unknown ones.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api') || request.method !== 'GET') {
        return reply.status(404).send({ message: 'Not found', code: 'ROUTE.NOT_FOUND' });
      }
      const file = request.url.split('?')[0].replace(/^\/+/, '');
      if (file && !file.includes('..') && existsSync(join(shellDir, file)) && !file.endsWith('/')) {
        return reply.sendFile(file);
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found', code: 'ROUTE.NOT_FOUND' }));
  }
  return app;
}
