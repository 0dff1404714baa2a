import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import replyFrom from '@fastify/reply-from';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { createMetrics, type Logger, type ServiceName, type TokenService } from '@techpack/platform';
import { AdmissionFull, ClientAdmission, HEAVY_BODY_BYTES, isHeavyCall, type AdmissionOptions } from './admission';
import { DEFAULT_BODY_LIMIT, ROUTES, routeFor } from './routes';
import { answerAfterBody, dropBody, upstreamBody, type BodyMeter } from './early-answer';
import { hasBody, identifyCaller, takesBodyWithoutSession } from './caller';
import { MALFORMED_URL, wellEncoded } from './url-safety';
import { registerOpenApiRoute } from './openapi-route';

export { admissionFromConfig } from './admission';

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

// How much of a refused body (a bad session, past the route's limit) is read and dropped before the answer goes out
// on a connection that stays open; past it the answer goes at once and the connection closes.
const DROP_EXTRA_BYTES = 8 * 1024 * 1024;

const UPLOAD_TOO_LARGE = 'File Too Large: Please upload images smaller than 20MB';

function tooLargeMessage(service: ServiceName): string {
  return service === 'upload-analysis' ? UPLOAD_TOO_LARGE : 'Request body too large';
}

// What the web app loads, and from where: its own origin (shell, module federation remotes, the pdf.js worker,
// the socket.io connection), Stripe.js (script, frames, API), Google sign-in (script, frames, style, token check),
// data: and blob: images (logos, photo previews). MUI/emotion inject <style> elements, hence 'unsafe-inline' for
// styles only; no inline script is allowed.
export function contentSecurityPolicy(publicUrl?: string): Record<string, string[] | null> {
  const socketOrigins: string[] = [];
  if (publicUrl) {
    const u = new URL(publicUrl);
    socketOrigins.push(`${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', 'https://accounts.google.com/gsi/client'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://*.googleusercontent.com'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...socketOrigins, 'https://api.stripe.com', 'https://accounts.google.com/gsi/', 'https://www.googleapis.com'],
    frameSrc: ["'self'", 'blob:', 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://accounts.google.com/gsi/'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // the app may be served over plain http on a LAN: upgrading would break it; HTTPS deployments set PUBLIC_URL
    upgradeInsecureRequests: publicUrl?.startsWith('https:') ? [] : null,
  };
}

// Also matches the pre-compressed copies ('.js.br', '.js.gz') that @fastify/static sends in their place.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|map|mjs)(\.br|\.gz)?$/;

// host[:port] with the characters a host may have; anything else becomes empty (services then use PUBLIC_URL or
// their own address).
function safeHost(host: string | undefined): string {
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : '';
}

// The path of a request URL, without its query.
const pathOf = (url: string) => url.split('?')[0];

// A service's answer without its `connection` and `keep-alive`: they are about the service's connection to the gateway,
// not the client's (hop-by-hop, RFC 9110 7.6.1); the client is told the gateway's own.
function withoutHopHeaders<H extends Record<string, unknown>>(headers: H): Omit<H, 'connection' | 'keep-alive'> {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

function isEarlyClose(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return [e?.code, e?.cause?.code].some(
    (code) => code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH',
  );
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
  const serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void, opts: { keepAliveTimeout?: number }): Server => {
    const server = createServer(handler);
    if (opts.keepAliveTimeout) server.keepAliveTimeout = opts.keepAliveTimeout;
    const refuse = (res: ServerResponse, status: number, answer: { message: string; code: string }) => {
      const body = JSON.stringify(answer);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      res.end(body);
    };
    server.on('checkContinue', async (req: IncomingMessage, res: ServerResponse) => {
      const path = pathOf(req.url ?? '/');
      const route = path.startsWith('/api') ? routeFor(path) : undefined;
      // a refused session gets its 401 before "100 Continue": the body is never sent
      if (route && options.tokens && req.headers.authorization && !takesBodyWithoutSession(path)) {
        const caller = await identifyCaller(options.tokens, req.headers.authorization, '', path, options.partnerKey);
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
    strictTransportSecurity: options.publicUrl?.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: false } : false,
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
      { method: request.method, route: route?.prefix ?? 'unmatched', upstream: route?.service ?? 'none', status: String(reply.statusCode) },
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
  const admission = new ClientAdmission(options.admission ?? { perClient: 4, queue: 100 }, () => admissions.inc({ outcome: 'yielded' }));
  const socketRoute = ROUTES.find((r) => r.websocket);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api') || (socketRoute && path.startsWith(socketRoute.prefix))) return;
    // a malformed %-escape would fail deep in the proxy as a 500 "URI malformed"
    if (!wellEncoded(request.url)) return reply.status(400).send(MALFORMED_URL);
    // The session is verified here, before anything reads the body: a refused one is answered 401 with the body
    // dropped unread (a body past the route's limit is not waited for), and admission is keyed on who the caller
    // proved to be, never on the bearer string they sent.
    const caller = await identifyCaller(options.tokens, request.headers.authorization, request.ip, path, options.partnerKey);
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
      const heavy = length > HEAVY_BODY_BYTES || request.headers['transfer-encoding'] !== undefined || isHeavyCall(request.method, path);
      release = await admission.admit(key, heavy);
    } catch (e) {
      if (!(e instanceof AdmissionFull)) throw e;
      admissions.inc({ outcome: 'refused' });
      return reply
        .status(429)
        .header('retry-after', '1')
        .send({ message: 'Too many requests at once. Please wait for the ones under way and try again.', code: 'GATEWAY.TOO_MANY_IN_FLIGHT' });
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
    });
  }

  const forward = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const path = pathOf(request.url);
    const route = routeFor(path);
    if (!route) {
      return reply.status(404).send({ message: `API route not found: ${request.method} ${path}`, code: 'ROUTE.NOT_FOUND' });
    }
    const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) {
      return reply.status(413).send({ message: tooLargeMessage(route.service), code: 'REQUEST.TOO_LARGE' });
    }
    let target: string;
    try {
      target = options.serviceUrl(route.service);
    } catch {
      return reply.status(503).send({ message: 'Service unavailable', code: 'GATEWAY.UNAVAILABLE' });
    }
    const meter: BodyMeter = { limit, bytes: 0, over: false };
    if (request.body === request.raw) request.body = upstreamBody(request.raw, meter);
    return reply.from(`${target}${request.url}`, {
      rewriteHeaders: withoutHopHeaders,
      onResponse: (_request, rep, res) => answerAfterBody(request.raw, rep, res.stream, limit),
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
        rep.status(503).send({ message: `${route.service} service is unavailable, please retry`, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' });
      },
    });
  };
  registerOpenApiRoute(app);
  app.all('/api', forward);
  app.all('/api/*', forward);

  const webDist = options.webDist ?? resolve('frontends/dist');
  const shellDir = join(webDist, 'shell');
  if (existsSync(shellDir)) {
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string) => {
      res.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The body depends on Accept-Encoding (pre-compressed copies): caches must key on it.
      res.setHeader('vary', 'Accept-Encoding');
    };
    // preCompressed: the build writes .br and .gz beside each text asset; the one the browser accepts is sent
    // (Accept-Encoding negotiated, Vary: Accept-Encoding), the plain file otherwise.
    await app.register(fastifyStatic, { root: shellDir, prefix: '/', setHeaders, cacheControl: false, wildcard: false, index: false, preCompressed: true });
    for (const remote of readdirSync(webDist).filter((d) => d !== 'shell' && existsSync(join(webDist, d, 'remoteEntry.js')))) {
      await app.register(fastifyStatic, {
        root: join(webDist, remote),
        prefix: `/remotes/${remote}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
    }
    // The single-page app answers every other path; the router shows 404 for unknown ones.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api') || request.method !== 'GET') {
        return reply.status(404).send({ message: 'Not found', code: 'ROUTE.NOT_FOUND' });
      }
      const file = pathOf(request.url).replace(/^\/+/, '');
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
