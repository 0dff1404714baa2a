import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import { z, ZodError } from 'zod';
import client from 'prom-client';
import { AppError } from './errors';
import { requestScope } from './context';
import type { Logger } from './logger';
import { isTransientError } from './events';
import { BAD_TEXT_MESSAGE, containsBadText } from './text';
import { installBoundedJsonParser } from './json-body';

export interface HttpAppOptions {
  name: string;
  logger: Logger;
  bodyLimit?: number;
  ready?: () => Promise<Record<string, boolean>>;
  metrics?: client.Registry;
  // false when a framework (Nest) installs the error and not-found handlers; they answer through sendError too.
  errorHandlers?: boolean;
}

// The JSON shape of every error: `{ message, code }`, message as the product spec words it.
// Set by the gateway on every call it passes to a service, replacing whatever the caller sent under that name: the
// origin the gateway listens on. Services write links from PUBLIC_URL, else from this; never from Host or Origin.
export const GATEWAY_ORIGIN_HEADER = 'x-gateway-origin';

export function errorBody(message: string, code: string) {
  return { message, code };
}

export function parseWith<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue.path.join('.');
    const message =
      issue.message && !issue.message.startsWith('Expected') && !issue.message.startsWith('Required')
        ? issue.message
        : `${field || 'body'}: ${issue.message}`;
    const error = new AppError(400, 'REQUEST.INVALID', message, result.error.issues);
    // every failing field by its path (`measurements.bodyLength`) with its rule, so a form can mark the cell
    const errors = result.error.issues
      .slice(0, 20)
      .map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    error.body = { fields: [...new Set(errors.map((e) => e.field))], errors };
    throw error;
  }
  return result.data;
}

export function createMetrics(service: string): client.Registry {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  return registry;
}

// The answer to any error: `{ message, code }` with the right status. Fastify's error handler and the Nest
// exception filter (libs/platform/src/nest) both answer through this one function.
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.status).send({ ...error.body, ...errorBody(error.message, error.code) });
  }
  if (error instanceof ZodError) {
    return reply
      .status(400)
      .send(errorBody(error.issues[0]?.message ?? 'Invalid request', 'REQUEST.INVALID'));
  }
  const fe = error as { code?: string; statusCode?: number; message: string };
  if (
    fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (fe.statusCode === 400 && error instanceof SyntaxError)
  ) {
    return reply.status(400).send(errorBody('Malformed JSON in request body', 'REQUEST.MALFORMED_JSON'));
  }
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
    return reply.status(413).send(errorBody('Request body too large', 'REQUEST.TOO_LARGE'));
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
    return reply.status(415).send(errorBody('Unsupported content type', 'REQUEST.UNSUPPORTED_MEDIA_TYPE'));
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.status(400).send(errorBody('Request body is required', 'REQUEST.EMPTY_BODY'));
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code = fe.code && /^[A-Z]+\.[A-Z_]+$/.test(fe.code) ? fe.code : 'REQUEST.INVALID';
    return reply.status(fe.statusCode).send(errorBody(fe.message, code));
  }
  if (isTransientError(error)) {
    // the database, object store or broker is away for a moment: say so, and when to retry
    request.log.warn({ err: error }, 'dependency unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(
        errorBody(
          'The service is temporarily unavailable. Please try again in a moment.',
          'SERVICE.UNAVAILABLE',
        ),
      );
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody('Internal server error', 'INTERNAL'));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(errorBody(`Route ${request.method} ${request.url.split('?')[0]} not found`, 'ROUTE.NOT_FOUND'));
}

export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const serverOptions: FastifyServerOptions = {
    loggerInstance: options.logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    trustProxy: true,
  };
  const app = Fastify(serverOptions) as unknown as FastifyInstance;
  // JSON bodies: byte limit, nesting depth and field count enforced while the body streams in (json-body.ts)
  installBoundedJsonParser(app, serverOptions.bodyLimit!);
  const registry = options.metrics ?? createMetrics(options.name);
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onRequest', async (request, reply) => {
    const correlationId =
      (request.headers['x-correlation-id'] as string | undefined)?.slice(0, 100) || request.id;
    (request as unknown as { correlationId: string }).correlationId = correlationId;
    request.log = request.log.child({ correlationId, reqId: request.id });
    reply.header('x-request-id', request.id);
    requestScope.enterWith({ correlationId, requestId: request.id });
  });
  // NUL characters and lone surrogates in any text a call carries (path parameters, query string, JSON body) are
  // refused with 400 on every endpoint, before a handler or the database sees them.
  app.addHook('preValidation', async (request, reply) => {
    if (containsBadText(request.params) || containsBadText(request.query) || containsBadText(request.body)) {
      return reply.status(400).send(errorBody(BAD_TEXT_MESSAGE, 'REQUEST.INVALID_TEXT'));
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode >= 500)
      request.log.error({ url: request.url, status: reply.statusCode }, 'request failed');
  });

  if (options.errorHandlers !== false) {
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
  }

  app.get('/health', async () => ({ status: 'ok', service: options.name }));
  app.get('/ready', async (_request, reply) => {
    const checks = options.ready ? await options.ready() : {};
    const ok = Object.values(checks).every(Boolean);
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ready' : 'not-ready', service: options.name, checks });
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return app;
}

export function correlationIdOf(request: unknown): string {
  return (request as { correlationId?: string }).correlationId ?? randomUUID();
}
