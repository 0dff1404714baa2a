import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { createLogger, TokenService } from '@techpack/platform';
import { createGateway } from './gateway';

// At the gateway, against a stand-in service that records what reached it.
const tokens = new TokenService('session-first-test-secret-0123456789', 3600, 3600);
const designer = (sub: string) =>
  tokens.sign({ sub, email: `${sub}@example.com`, firstName: sub, lastName: null, role: 'user' });

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let base: string;
const logLines: string[] = [];
// bodies the stand-in service read, by path; calls it held at once, by caller
const received: { path: string; bytes: number; auth: string }[] = [];
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  upstream = Fastify({ bodyLimit: 64 * 1024 * 1024 });
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  upstream.all('/*', async (req) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    received.push({
      path: req.url,
      bytes: (req.body as Buffer | undefined)?.length ?? 0,
      auth: String(req.headers.authorization ?? ''),
    });
    await new Promise((r) => setTimeout(r, 150));
    inFlight--;
    return { ok: true };
  });
  const up = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  gateway = await createGateway({
    logger: createLogger('gw-session-first', 'debug', sink),
    serviceUrl: () => up,
    webDist: '/nonexistent',
    admission: { perClient: 2, queue: 50 },
    tokens,
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

// 7.7 MB of 650,000 keys, as the flood sent
const floodBody = () => `{${Array.from({ length: 650_000 }, (_, i) => `"k${i}":1`).join(',')}}`;

describe('the session is verified before the body is read', () => {
  it('a random bearer token with a large body: 401 at once, nothing reaches the service', async () => {
    received.length = 0;
    const body = floodBody().slice(0, 6 * 1024 * 1024 - 1) + '}';
    const t0 = performance.now();
    const res = await fetch(`${base}/api/tech-pack/x`, {
      method: 'PUT',
      body,
      headers: { authorization: 'Bearer random-3f9a8c', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid token', code: 'AUTH.TOKEN_INVALID' });
    expect(received).toEqual([]);
    // sanity only (a loaded CI machine): the point is that nothing reached the service
    expect(performance.now() - t0).toBeLessThan(30_000);
  });

  it('a forged admin session on an admin route: 401 with the admin wording; sign-in paths ignore a stale token', async () => {
    received.length = 0;
    const admin = await fetch(`${base}/api/admin/orders/1/status`, {
      method: 'POST',
      body: '{"status":"shipped"}',
      headers: { authorization: 'Bearer x.y.z', 'content-type': 'application/json' },
    });
    expect(admin.status).toBe(401);
    expect((await admin.json()).code).toBe('ADMIN.SESSION_EXPIRED');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      body: '{"email":"a@b.c","password":"x"}',
      headers: { authorization: 'Bearer stale', 'content-type': 'application/json' },
    });
    expect(login.status).toBe(200);
    expect(received.map((r) => r.path)).toEqual(['/api/auth/login']);
  });

  it('a signed-in designer reaches the service with the body', async () => {
    received.length = 0;
    const token = await designer('d-1');
    const res = await fetch(`${base}/api/tech-pack/x`, {
      method: 'PUT',
      body: '{"a":1}',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(received).toEqual([{ path: '/api/tech-pack/x', bytes: 7, auth: `Bearer ${token}` }]);
  });

  it('a signed-in body past the JSON field bound is refused at the gateway as it streams, never copied whole upstream', async () => {
    received.length = 0;
    const token = await designer('d-keys');
    const body = `{${Array.from({ length: 300_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const res = await fetch(`${base}/api/tech-pack/x`, {
      method: 'PUT',
      body,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'JSON body has too many fields (at most 20000)',
      code: 'REQUEST.TOO_MANY_FIELDS',
    });
    expect(received).toEqual([]);
  });

  it('with Expect: 100-continue a refused session is answered before the body is sent', async () => {
    const url = new URL(`${base}/api/tech-pack/x`);
    const outcome = await new Promise<{ status: number; sentBody: boolean }>((resolve, reject) => {
      let sentBody = false;
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PUT',
        headers: {
          authorization: 'Bearer nope',
          'content-type': 'application/json',
          'content-length': 5_000_000,
          expect: '100-continue',
        },
      });
      req.on('continue', () => {
        sentBody = true;
        req.end(Buffer.alloc(5_000_000, 0x20));
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, sentBody });
      });
      req.on('error', reject);
    });
    expect(outcome).toEqual({ status: 401, sentBody: false });
  });
});

describe('admission is keyed on the verified user, else the address', () => {
  it('made-up tokens from one address share one line (at most 2 in flight), not one line each', async () => {
    mostInFlight = 0;
    const calls = Array.from({ length: 8 }, (_, i) =>
      fetch(`${base}/api/tech-packs/user`, { headers: { authorization: `Bearer made-up-${i}` } }),
    );
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(mostInFlight).toBe(2);
  });

  it('two signed-in designers on one address each get their own line', async () => {
    mostInFlight = 0;
    const [a, b] = await Promise.all([designer('d-a'), designer('d-b')]);
    const calls = [a, a, b, b].map((t) =>
      fetch(`${base}/api/tech-packs/user`, { headers: { authorization: `Bearer ${t}` } }),
    );
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(mostInFlight).toBe(4);
  });
});

describe('bad input answered 400/413 by the gateway, not 500/503', () => {
  it('malformed %-escapes in any /api query: 400 with a JSON message', async () => {
    for (const q of ['%zz', '%ED%A0%80', '%E2%82', '100%']) {
      const res = await fetch(`${base}/api/tech-packs/user?q=${q}`);
      expect([q, res.status]).toEqual([q, 400]);
      expect((await res.json()).code).toBe('REQUEST.MALFORMED_URL');
    }
    expect((await fetch(`${base}/api/tech-packs/user?q=%C3%A9t%C3%A9`)).status).toBe(200);
  });

  it('a chunked body past the route limit: 413 from the bytes streamed, no outage counted', async () => {
    const token = await designer('d-chunk');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // a stream: fetch sends it chunked, with no declared length
      const stream = new ReadableStream({
        start(controller) {
          for (let k = 0; k < 32; k++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
          controller.close();
        },
      });
      const res = await fetch(`${base}/api/chat/messages`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      } as RequestInit);
      statuses.push(res.status);
      expect((await res.json()).code).toBe('REQUEST.TOO_LARGE');
    }
    expect(statuses).toEqual([413, 413, 413, 413, 413]);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).not.toMatch(/gateway_upstream_unavailable_total\{[^}]*\} [1-9]/);
  });
});

describe('logs', () => {
  it('never print a share token or any credential from a query string', async () => {
    const share = 'eyJhbGciOiJIUzI1NiJ9.c2hhcmUtdG9rZW4tc2VjcmV0.sig-abc123';
    logLines.length = 0;
    await fetch(`${base}/api/tech-pack/p-1/pdf-download?share=${share}`);
    await fetch(`${base}/api/auth/callback?code=oauth-code-secret&token=tok-secret`);
    gateway.log.info(
      { url: `/api/tech-pack/p-1/pdf-download?share=${share}` },
      `proxied /x?share=${share}&a=1`,
    );
    await new Promise((r) => setTimeout(r, 50));
    const out = logLines.join('');
    expect(out).toContain('share=***');
    expect(out).not.toContain('c2hhcmUtdG9rZW4tc2VjcmV0');
    expect(out).not.toContain('oauth-code-secret');
    expect(out).not.toContain('tok-secret');
  });
});
