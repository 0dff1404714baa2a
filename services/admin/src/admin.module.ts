import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPERATOR_ACTION_RECORDED } from '@techpack/contracts';
import {
  AppError,
  correlationIdOf,
  createEvent,
  createHttpApp,
  parseWith,
  requireAdmin,
  type AdminClaims,
  type ServiceDefinition,
  type ServiceDeps,
} from '@techpack/platform';
import { ADMIN_SCHEMA, adminMigrations } from './admin.schema';
import { ADMIN_TOPICS, PROJECTION_CONSUMER, projectionHandler, rebuildReadModels } from './admin.projections';
import {
  listActions,
  listMessages,
  listOrders,
  listQuery,
  listTechPacks,
  listUploads,
  listUsers,
  readStats,
  type ListQuery,
  type Page,
} from './admin.queries';
import { systemStatus } from './admin.status';

export const adminService: ServiceDefinition = {
  name: 'admin',
  schema: ADMIN_SCHEMA,
  migrations: adminMigrations,
  create,
};

const replyRequest = z.object({
  techPackId: z
    .string({ required_error: 'techPackId is required', invalid_type_error: 'techPackId is required' })
    .trim()
    .min(1, 'techPackId is required')
    .max(200),
  message: z
    .string({ required_error: 'Message is required', invalid_type_error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message is too long'),
});

const statusRequest = z.object({
  status: z
    .string({ required_error: 'Status is required', invalid_type_error: 'Status is required' })
    .trim()
    .min(1, 'Status is required')
    .max(50),
  reason: z.string().trim().max(500).nullish(),
});

const UPSTREAM_TIMEOUT_MS = 10_000;

async function create(deps: ServiceDeps) {
  const { database, tokens, outbox, logger, bus } = deps;
  const app = createHttpApp({
    name: 'admin',
    logger,
    metrics: deps.metrics,
    ready: async () => ({ database: await database.ping(), events: await bus.healthy() }),
  });
  const handler = projectionHandler(database, deps.schema);
  let unsubscribe: (() => Promise<void>) | undefined;
  let rebuilding: Promise<unknown> | undefined;

  const admin = (request: FastifyRequest) => requireAdmin(tokens, request);

  function sendPage<T>(reply: FastifyReply, result: Page<T>, query: ListQuery) {
    reply.header('x-total-count', String(result.total));
    reply.header('x-limit', String(query.limit));
    reply.header('x-offset', String(query.offset));
    reply.header('access-control-expose-headers', 'X-Total-Count, X-Limit, X-Offset');
    return result.items;
  }

  const list = (path: string, fn: (q: ListQuery) => Promise<Page<unknown>>) =>
    app.get(path, async (request, reply) => {
      await admin(request);
      const query = parseWith(listQuery, request.query ?? {});
      return sendPage(reply, await fn(query), query);
    });

  list('/api/admin/users', (q) => listUsers(database, q));
  list('/api/admin/uploads', (q) => listUploads(database, q));
  list('/api/admin/tech-packs', (q) => listTechPacks(database, q));
  list('/api/admin/orders', (q) => listOrders(database, q));
  list('/api/admin/messages', (q) => listMessages(database, q));
  list('/api/admin/actions', (q) => listActions(database, q));

  app.get('/api/admin/stats', async (request) => {
    await admin(request);
    return readStats(database);
  });

  app.get('/api/admin/system-status', async (request) => {
    await admin(request);
    return systemStatus(deps);
  });

  // Who did what and when: a row of the admin's own, published for anyone who audits.
  async function record(
    claims: AdminClaims,
    action: string,
    targetId: string,
    details: Record<string, unknown>,
    outcome: 'succeeded' | 'failed',
    statusCode: number | null,
    correlationId: string,
  ) {
    const id = randomUUID();
    const at = new Date().toISOString();
    const operator = claims.username ?? claims.sub;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into admin.operator_actions (id, operator, action, target_id, details, outcome, status_code, at)
        values (${id}, ${operator}, ${action}, ${targetId}, ${JSON.stringify(details)}::jsonb, ${outcome}, ${statusCode}, ${at})`);
      await outbox.add(tx, [
        createEvent(
          OPERATOR_ACTION_RECORDED,
          id,
          { actionId: id, operator, action, targetId, details: { ...details, outcome, statusCode }, at },
          { correlationId, actorId: claims.sub },
        ),
      ]);
    });
    return { id, operator, action, targetId, outcome, statusCode, at };
  }

  // Calls another service's API with the admin's own bearer token; never inside a transaction.
  async function forward(
    request: FastifyRequest,
    service: 'chat' | 'orders-payments' | 'techpack-pdf',
    label: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; contentType: string; payload: Buffer; disposition: string | null }> {
    let base: string;
    try {
      base = deps.serviceUrl(service);
    } catch {
      throw new AppError(503, 'ADMIN.UPSTREAM_UNAVAILABLE', `The ${label} service is unavailable`);
    }
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: request.headers.authorization ?? '',
          'x-correlation-id': correlationIdOf(request),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        disposition: res.headers.get('content-disposition'),
        payload: Buffer.from(await res.arrayBuffer()),
      };
    } catch (e) {
      logger.warn({ err: e, service, path }, 'operator action: upstream call failed');
      throw new AppError(503, 'ADMIN.UPSTREAM_UNAVAILABLE', `The ${label} service is unavailable`);
    }
  }

  function upstreamMessage(payload: Buffer, fallback: string): { message: string; code?: string } {
    try {
      const parsed = JSON.parse(payload.toString('utf8')) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === 'string') return { message: parsed.message, code: typeof parsed.code === 'string' ? parsed.code : undefined };
    } catch {
      // not JSON
    }
    const text = payload.toString('utf8').slice(0, 300).trim();
    return { message: text || fallback };
  }

  // An upstream answer, passed on as JSON; the action is recorded whatever the outcome.
  async function operatorAction(
    request: FastifyRequest,
    reply: FastifyReply,
    claims: AdminClaims,
    action: string,
    targetId: string,
    details: Record<string, unknown>,
    call: () => ReturnType<typeof forward>,
  ) {
    const correlationId = correlationIdOf(request);
    let result: Awaited<ReturnType<typeof forward>>;
    try {
      result = await call();
    } catch (e) {
      await record(claims, action, targetId, details, 'failed', e instanceof AppError ? e.status : 500, correlationId);
      throw e;
    }
    const ok = result.status >= 200 && result.status < 300;
    const recorded = await record(claims, action, targetId, details, ok ? 'succeeded' : 'failed', result.status, correlationId);
    if (!ok) {
      const { message, code } = upstreamMessage(result.payload, `Upstream error ${result.status}`);
      // An upstream 401 is about the admin token the upstream saw; keep the status so the UI can react.
      throw new AppError(result.status, code ?? 'ADMIN.UPSTREAM_ERROR', message);
    }
    let upstream: unknown = null;
    try {
      upstream = JSON.parse(result.payload.toString('utf8'));
    } catch {
      upstream = null;
    }
    return reply.status(200).send({ success: true, action: recorded, result: upstream });
  }

  app.post('/api/admin/messages/reply', async (request, reply) => {
    const claims = await admin(request);
    const body = parseWith(replyRequest, request.body ?? {});
    return operatorAction(request, reply, claims, 'manufacturer-reply', body.techPackId, { message: body.message }, () =>
      forward(request, 'chat', 'chat', 'POST', '/api/manufacturer/reply', body),
    );
  });

  app.patch<{ Params: { id: string } }>('/api/admin/orders/:id/status', async (request, reply) => {
    const claims = await admin(request);
    const body = parseWith(statusRequest, request.body ?? {});
    const id = request.params.id;
    return operatorAction(request, reply, claims, 'order-status-change', id, { status: body.status, reason: body.reason ?? null }, () =>
      forward(request, 'orders-payments', 'orders', 'PATCH', `/api/orders/${encodeURIComponent(id)}/status`, {
        status: body.status,
        reason: body.reason ?? null,
      }),
    );
  });

  // The PDF through the admin service, so the opening is recorded and the browser needs no other token.
  app.get<{ Params: { id: string } }>('/api/admin/tech-packs/:id/pdf', async (request, reply) => {
    const claims = await admin(request);
    const id = request.params.id;
    const correlationId = correlationIdOf(request);
    let result: Awaited<ReturnType<typeof forward>>;
    try {
      result = await forward(request, 'techpack-pdf', 'tech pack', 'GET', `/api/tech-pack/${encodeURIComponent(id)}/pdf-download`);
    } catch (e) {
      await record(claims, 'pdf-opened', id, {}, 'failed', 503, correlationId);
      throw e;
    }
    const ok = result.status >= 200 && result.status < 300;
    await record(claims, 'pdf-opened', id, { bytes: result.payload.length }, ok ? 'succeeded' : 'failed', result.status, correlationId);
    if (!ok) {
      const { message, code } = upstreamMessage(result.payload, `Upstream error ${result.status}`);
      throw new AppError(result.status, code ?? 'ADMIN.UPSTREAM_ERROR', message);
    }
    reply.header('content-type', result.contentType);
    reply.header('content-disposition', result.disposition ?? `inline; filename="tech-pack-${id}.pdf"`);
    reply.header('cache-control', 'no-store');
    return reply.send(result.payload);
  });

  app.post('/api/admin/rebuild', async (request) => {
    const claims = await admin(request);
    if (!bus.replay) throw new AppError(501, 'ADMIN.REPLAY_UNAVAILABLE', `The ${bus.kind} event bus cannot replay its history`);
    if (rebuilding) throw new AppError(409, 'ADMIN.REBUILD_RUNNING', 'A rebuild is already running');
    const run = rebuildReadModels(database, deps.schema, bus);
    rebuilding = run;
    try {
      const result = await run;
      const stats = await readStats(database, { fresh: true });
      await record(claims, 'rebuild-read-models', 'admin', { replayed: result.replayed, ms: result.ms }, 'succeeded', 200, correlationIdOf(request));
      return { success: true, ...result, stats };
    } finally {
      rebuilding = undefined;
    }
  });

  // Substring search uses trigram indexes (pg_trgm ships with PGlite and Debian's PostgreSQL);
  // without the extension, search falls back to scanning the search column.
  async function trigramIndexes() {
    try {
      await database.db.execute(sql.raw('create extension if not exists pg_trgm'));
      for (const table of ['users', 'uploads', 'tech_packs', 'orders', 'messages']) {
        await database.db.execute(
          sql.raw(`create index if not exists ${table}_search_trgm_idx on admin.${table} using gin (search gin_trgm_ops)`),
        );
      }
    } catch (e) {
      logger.info({ err: (e as Error).message }, 'pg_trgm unavailable: admin search scans');
    }
  }

  return {
    app,
    async start() {
      void trigramIndexes();
      unsubscribe = await bus.subscribe({ group: 'admin', topics: ADMIN_TOPICS, handler, fromBeginning: true });
      // The in-process bus delivers only what is published after subscribing: on a first start over
      // existing history (an empty ledger), catch up from the durable log. Kafka's new group reads
      // from the beginning by itself.
      if (bus.kind === 'memory' && bus.replay) {
        const [seen] = await database.query<{ n: number }>(
          database.db,
          sql`select exists(select 1 from ${sql.raw(`"${deps.schema}".processed_events`)} where consumer = ${PROJECTION_CONSUMER}) as n`,
        );
        if (!seen?.n) {
          rebuilding = bus
            .replay(ADMIN_TOPICS, handler)
            .then((n) => n > 0 && logger.info({ replayed: n }, 'admin read models caught up from the event log'))
            .catch((e) => logger.warn({ err: e }, 'admin catch-up replay failed'))
            .finally(() => {
              rebuilding = undefined;
            });
        }
      }
    },
    async stop() {
      await rebuilding?.catch(() => undefined);
      if (unsubscribe) await unsubscribe();
    },
  };
}
