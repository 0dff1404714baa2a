import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import replyFrom from '@fastify/reply-from';
import httpProxy from '@fastify/http-proxy';
import helmet from '@fastify/helmet';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import {
  createMetrics,
  monitorEventLoop,
  type Logger,
  type ServiceName,
  type TokenService,
} from '@techpack/platform';
import {
  AdmissionFull,
  ClientAdmission,
  HEAVY_BODY_BYTES,
  isHeavyCall,
  isSignInCall,
  type AdmissionOptions,
} from './admission';
import { DEFAULT_BODY_LIMIT, ROUTES, routeFor } from './routes';
import { dropBody } from './early-answer';
import { hasBody, identifyCaller, takesBodyWithoutSession } from './caller';
import { MALFORMED_URL, wellEncoded } from './url-safety';
import { registerOpenApiRoute } from './openapi-route';
import { contentSecurityPolicy } from './csp';
import { createForward, pathOf, tooLargeMessage } from './proxy';
import { ownOriginHeader } from './own-origin';
import { registerWebApp } from './web-app';

// The gateway: one address for the web app and every /api route. Its parts: the security policy (./csp.ts), the
// proxy to the services (./proxy.ts), the web app's files (./web-app.ts), admission (./admission.ts).

export { admissionFromConfig } from './admission';
export { contentSecurityPolicy } from './csp';

export interface GatewayOptions {
  logger: Logger;
  serviceUrl(name: ServiceName): string;
  webDist?: string;
  // The reverse proxy whose X-Forwarded-* headers are believed (address, CIDR, or a comma-separated list);
  // unset: none, the caller is the socket's peer and the host is the Host header.
  trustedProxy?: string;
  // The public address (https://techpack.example.com): links and the security policy's socket origin.
  publicUrl?: string;
  // Calls in flight per client and how many may wait (see admission.ts); default 4 and 100.
  admission?: AdmissionOptions;
  // Verifies bearer tokens before a body is read (a refused session is answered 401 without parsing anything) and
  // names the caller for admission; without it every caller is its address.
  tokens?: TokenService;
  // MANUFACTURER_API_KEY: the partner's calls (orders, stages, fit sessions) carry it as their bearer
  partnerKey?: string;
}

export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustedProxy
    ? options.trustedProxy
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : false;
  // `Expect: 100-continue` (curl and many clients send it for bodies over 1 MB): answered here, before the body is
  // read: 413 at once when the declared length is over the route's limit, else "100 Continue" and the request goes
  // on as any other. Without this, the header was passed upstream, which the proxy client refuses (503).
  // Fastify sets its connection timeouts only on servers it creates: this factory's server kept Node's 5 s keep-alive
  // while clients were told 72 s (the services' header, passed on until withoutHopHeaders), so a client reusing a
  // connection after 5 s got a reset instead of an answer (the chaos test's burst of uploads after a pause). The
  // factory applies Fastify's keep-alive (72 s); Node's own request timeout (300 s for a whole request) stays, where
  // Fastify's default would have none.
  const serverFactory = (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    opts: { keepAliveTimeout?: number },
  ): Server => {
    const server = createServer(handler);
    if (opts.keepAliveTimeout) server.keepAliveTimeout = opts.keepAliveTimeout;
    const refuse = (res: ServerResponse, status: number, answer: { message: string; code: string }) => {
      const body = JSON.stringify(answer);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      res.end(body);
    };
    server.on('checkContinue', async (req: IncomingMessage, res: ServerResponse) => {
      const path = pathOf(req.url ?? '/');
      const route = path.startsWith('/api') ? routeFor(path) : undefined;
      // a refused session gets its 401 before "100 Continue": the body is never sent
      if (route && options.tokens && req.headers.authorization && !takesBodyWithoutSession(path)) {
        const caller = await identifyCaller(
          options.tokens,
          req.headers.authorization,
          '',
          path,
          options.partnerKey,
        );
        if (caller.refusal) return refuse(res, 401, caller.refusal);
      }
      const length = Number(req.headers['content-length'] ?? 0);
      if (route && length > (route.bodyLimit ?? DEFAULT_BODY_LIMIT)) {
        return refuse(res, 413, { message: tooLargeMessage(route.service), code: 'REQUEST.TOO_LARGE' });
      }
      res.writeContinue();
      handler(req, res);
    });
    return server;
  };
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    trustProxy,
    serverFactory,
  }) as unknown as FastifyInstance;

  // Security headers on pages and API answers alike.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.publicUrl) },
    // Stripe and Google frames/popups are cross-origin: no COEP; Google sign-in's popup needs to talk back.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.publicUrl?.startsWith('https:')
      ? { maxAge: 15552000, includeSubDomains: false }
      : false,
  });

  // The gateway streams bodies through untouched; services parse and validate them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  await app.register(replyFrom, {
    // its request log line ('fetching from remote server') carries the full URL, query included: share links' tokens
    disableRequestLogging: true,
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 },
    http2: false,
  });

  // Prometheus: latency of every call as the browser sees it, by route of the table (not by raw path: ids would
  // make a series per tech pack), and how often a service could not be reached.
  const metrics = createMetrics('gateway');
  // a block of this process's event loop over 200 ms: logged, counted (event_loop_blocks_total)
  monitorEventLoop(options.logger, metrics);
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
    const path = pathOf(request.url);
    if (!path.startsWith('/api')) return;
    const route = routeFor(path);
    duration.observe(
      {
        method: request.method,
        route: route?.prefix ?? 'unmatched',
        upstream: route?.service ?? 'none',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.contentType);
    return metrics.metrics();
  });

  // One client's burst waits in its own line (before its bodies are read); everyone else's calls go on.
  const admissions = new client.Counter({
    name: 'gateway_admission_total',
    help: "Calls that waited for earlier calls of the same client to finish, were refused (429) with too many waiting, or yielded to other clients' heavy calls",
    labelNames: ['outcome'],
    registers: [metrics],
  });
  const admission = new ClientAdmission(options.admission ?? { perClient: 4, queue: 100 }, () =>
    admissions.inc({ outcome: 'yielded' }),
  );
  const socketRoute = ROUTES.find((r) => r.websocket);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api') || (socketRoute && path.startsWith(socketRoute.prefix))) return;
    // a malformed %-escape would fail deep in the proxy as a 500 "URI malformed"
    if (!wellEncoded(request.url)) return reply.status(400).send(MALFORMED_URL);
    // The session is verified here, before anything reads the body: a refused one is answered 401 with the body
    // dropped unread (a body past the route's limit is not waited for), and admission is keyed on who the caller
    // proved to be, never on the bearer string they sent.
    const caller = await identifyCaller(
      options.tokens,
      request.headers.authorization,
      request.ip,
      path,
      options.partnerKey,
    );
    if (caller.refusal && hasBody(request.raw) && !takesBodyWithoutSession(path)) {
      // (a declared body past the route's limit is not read at all: the 7.7 MB floods with made-up tokens cost a verify)
      const whole = await dropBody(request.raw, routeFor(path)?.bodyLimit ?? DEFAULT_BODY_LIMIT);
      if (!whole) reply.header('connection', 'close');
      return reply.status(401).send(caller.refusal);
    }
    const key = caller.key;
    const t0 = performance.now();
    let release: () => void;
    try {
      // a large body (or one of unknown length) and the calls that cost the CPU far more than their body are heavy
      // work: one at a time per client (admission.ts)
      const length = Number(request.headers['content-length'] ?? 0);
      const heavy =
        length > HEAVY_BODY_BYTES ||
        request.headers['transfer-encoding'] !== undefined ||
        isHeavyCall(request.method, path);
      release = await admission.admit(key, heavy, !isSignInCall(request.method, path));
    } catch (e) {
      if (!(e instanceof AdmissionFull)) throw e;
      admissions.inc({ outcome: 'refused' });
      return reply.status(429).header('retry-after', '1').send({
        message: 'Too many requests at once. Please wait for the ones under way and try again.',
        code: 'GATEWAY.TOO_MANY_IN_FLIGHT',
      });
    }
    if (performance.now() - t0 > 1) admissions.inc({ outcome: 'waited' });
    if (reply.raw.closed || request.raw.destroyed) return release();
    reply.raw.once('close', release);
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
  if (socketRoute) {
    await app.register(httpProxy, {
      upstream: options.serviceUrl(socketRoute.service),
      prefix: socketRoute.prefix,
      rewritePrefix: socketRoute.prefix,
      websocket: true,
      // a socket's handshake (polling or websocket) names this gateway's origin too, never the caller's
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, ...ownOriginHeader(app.server) }),
      },
      // (the plugin's documented rewriteRequestHeaders for outgoing websockets, missing from its types)
      wsClientOptions: {
        rewriteRequestHeaders: (headers: Record<string, string>, request: IncomingMessage) => ({
          ...headers,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...ownOriginHeader(app.server),
        }),
      } as object,
    });
  }

  const forward = createForward((name) => options.serviceUrl(name), upstreamErrors);
  registerOpenApiRoute(app);
  app.all('/api', forward);
  app.all('/api/*', forward);

  await registerWebApp(app, options.webDist ?? resolve('frontends/dist'));
  return app;
}
