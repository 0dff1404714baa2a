import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { USER_REGISTERED, type EventPayload } from '@techpack/contracts';
import {
  createEvent,
  createInfrastructure,
  loadConfig,
  startService,
  type Infrastructure,
  type MemoryEventBus,
  type RunningService,
  type ServiceName,
} from '@techpack/platform';
import { adminService } from './admin.module';
import { until } from '../../../scripts/test-support/until';

// The admin service alone on the in-process bus, the other services replaced by a recording stand-in: the catch-up
// from the event log at a first start, and the operator actions carried out through the other services' APIs.

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  correlationId?: string;
  body: unknown;
}
const seen: Seen[] = [];
let answer: (req: Seen) => { status: number; body: string; type?: string } = () => ({
  status: 200,
  body: '{"ok":true}',
});

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

const registered = (email: string): EventPayload<typeof USER_REGISTERED> => ({
  userId: randomUUID(),
  email,
  firstName: 'Early',
  lastName: null,
  isGoogleUser: false,
  createdAt: new Date().toISOString(),
});

let infra: Infrastructure;
let admin: RunningService;
let upstream: Server;
let upstreamUrl = '';
let token: string;
const early = `early-${randomUUID().slice(0, 8)}@example.com`;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${admin.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: type.includes('json')
      ? ((await res.json()) as Record<string, unknown>)
      : Buffer.from(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  upstream = createServer(async (req, res) => {
    const entry: Seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      correlationId: req.headers['x-correlation-id'] as string | undefined,
      body: await readBody(req),
    };
    seen.push(entry);
    const a = answer(entry);
    res.writeHead(a.status, { 'content-type': a.type ?? 'application/json' });
    res.end(a.body);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  infra = await createInfrastructure(
    loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: ':memory:', KAFKA_BROKERS: '', DATABASE_URL: '' }),
    'admin-component',
  );
  // History from before the admin service ever ran: only the durable event log has it.
  const bus = infra.bus as MemoryEventBus;
  await bus.publish([
    createEvent(USER_REGISTERED, 'u', registered(early), { correlationId: 'before-admin' }),
  ]);
  await bus.flushLog();
  const serviceUrl = (name: ServiceName) => {
    if (name === 'auth') throw new Error('AUTH_URL is not set');
    return upstreamUrl;
  };
  admin = await startService(adminService, infra, { serviceUrl });
  token = await infra.tokens.sign({ sub: 'ops', username: 'ops', role: 'admin' });
}, 120_000);

afterAll(async () => {
  await admin?.stop();
  await infra?.close();
  await new Promise((r) => upstream?.close(r));
});

describe('read models at a first start on the in-process bus', () => {
  it('catch up from the event log, then follow live events once each', async () => {
    const users = await until(
      () => call('GET', `/api/admin/users?q=${encodeURIComponent(early)}`),
      (r) => Array.isArray(r.body) && r.body.length === 1,
    );
    expect(users.body).toEqual([expect.objectContaining({ email: early, firstName: 'Early' })]);

    const live = `live-${randomUUID().slice(0, 8)}@example.com`;
    await infra.bus.publish([
      createEvent(USER_REGISTERED, 'u', registered(live), { correlationId: 'after-start' }),
    ]);
    await until(
      () => call('GET', `/api/admin/users?q=${encodeURIComponent(live)}`),
      (r) => Array.isArray(r.body) && r.body.length === 1,
    );
    const all = await call('GET', '/api/admin/users');
    expect(all.headers.get('x-total-count')).toBe('2');
    expect((await call('GET', '/api/admin/stats')).body).toMatchObject({ totalUsers: 2 });
  }, 30_000);
});

describe('operator actions carried out by another service', () => {
  it('replies as the manufacturer through chat with the operator token and records it', async () => {
    answer = () => ({ status: 201, body: JSON.stringify({ success: true, message: { id: 'm1' } }) });
    const res = await call(
      'POST',
      '/api/admin/messages/reply',
      { techPackId: ' tp-1 ', message: ' hello ' },
      { 'x-correlation-id': 'corr-reply' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      action: {
        operator: 'ops',
        action: 'manufacturer-reply',
        targetId: 'tp-1',
        outcome: 'succeeded',
        statusCode: 201,
      },
      result: { success: true, message: { id: 'm1' } },
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/manufacturer/reply',
      authorization: `Bearer ${token}`,
      correlationId: 'corr-reply',
      body: { techPackId: 'tp-1', message: 'hello' },
    });
  });

  it("changes an order's status with PATCH and passes an upstream refusal on, recorded as failed", async () => {
    answer = () => ({
      status: 409,
      body: JSON.stringify({
        message: 'Order cannot move from pending_payment to shipped',
        code: 'ORDERS.BAD_TRANSITION',
      }),
    });
    const res = await call('PATCH', '/api/admin/orders/o-1/status', { status: 'shipped' });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'Order cannot move from pending_payment to shipped', code: 'ORDERS.BAD_TRANSITION' },
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'PATCH',
      url: '/api/orders/o-1/status',
      body: { status: 'shipped', reason: null },
    });
    const actions = await call('GET', '/api/admin/actions?limit=1');
    expect(actions.body).toEqual([
      expect.objectContaining({
        action: 'order-status-change',
        targetId: 'o-1',
        outcome: 'failed',
        statusCode: 409,
        details: { status: 'shipped', reason: null },
      }),
    ]);
  });

  it('answers 503 when the other service is unreachable, and still records the attempt', async () => {
    answer = () => ({ status: 200, body: '{}' });
    await new Promise((r) => upstream.close(r));
    try {
      const res = await call('PATCH', '/api/admin/orders/o-2/status', { status: 'shipped' });
      expect(res).toMatchObject({
        status: 503,
        body: { message: 'The orders service is unavailable', code: 'ADMIN.UPSTREAM_UNAVAILABLE' },
      });
      const actions = await call('GET', '/api/admin/actions?limit=1');
      expect(actions.body).toEqual([
        expect.objectContaining({ targetId: 'o-2', outcome: 'failed', statusCode: 503 }),
      ]);
    } finally {
      await new Promise<void>((r) => upstream.listen(Number(new URL(upstreamUrl).port), '127.0.0.1', r));
    }
  });

  it("opens a tech pack's PDF through techpack-pdf, bytes and headers passed on", async () => {
    answer = () => ({ status: 200, body: '%PDF-1.7 fake', type: 'application/pdf' });
    const res = await call('GET', '/api/admin/tech-packs/tp-9/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="tech-pack-tp-9.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(String(res.body)).toBe('%PDF-1.7 fake');
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/tech-pack/tp-9/pdf-download',
      authorization: `Bearer ${token}`,
    });
    const actions = await call('GET', '/api/admin/actions?limit=1');
    expect(actions.body).toEqual([
      expect.objectContaining({ action: 'pdf-opened', outcome: 'succeeded', details: { bytes: 13 } }),
    ]);
  });

  it('checks the admin token before the body', async () => {
    const res = await fetch(`${admin.url}/api/admin/messages/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    const bad = await call('POST', '/api/admin/messages/reply', { techPackId: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Message is required' } });
  });
});
