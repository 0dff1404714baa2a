import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createLogger, SERVICE_NAMES, TokenService } from '@techpack/platform';
import { createGateway } from './gateway';
import { ROUTES, routeFor } from './routes';

describe('route table', () => {
  it('sends every documented /api path to its service', () => {
    const expectations: [string, string][] = [
      ['/api/auth/login', 'auth'],
      ['/api/auth/me', 'auth'],
      ['/api/admin/login', 'auth'],
      ['/api/admin/users', 'admin'],
      ['/api/upload', 'upload-analysis'],
      ['/api/uploads/abc.jpg', 'upload-analysis'],
      ['/api/tech-pack/1/pdf-download', 'techpack-pdf'],
      ['/api/tech-packs/user', 'techpack-pdf'],
      ['/api/chat/messages/user', 'chat'],
      ['/api/direct/send-message', 'chat'],
      ['/api/whatsapp/generate-message', 'chat'],
      ['/api/sample-order/1/shipping', 'orders-payments'],
      ['/api/sample/quote', 'orders-payments'],
      ['/api/create-payment-intent', 'orders-payments'],
    ];
    for (const [path, service] of expectations)
      expect([path, routeFor(path)?.service]).toEqual([path, service]);
    expect(routeFor('/api/unknown')).toBeUndefined();
    expect(routeFor('/api/authx')).toBeUndefined();
    expect(new Set(ROUTES.map((r) => r.service)).size).toBe(SERVICE_NAMES.length);
  });
});

describe('gateway', () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/*', async (req, reply) => {
      if (req.url.startsWith('/api/auth/me')) reply.header('keep-alive', 'timeout=300');
      return { path: req.url, requestId: req.headers['x-request-id'] };
    });
    const up = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const dist = mkdtempSync(join(tmpdir(), 'gw-dist-'));
    mkdirSync(join(dist, 'shell'));
    writeFileSync(join(dist, 'shell', 'index.html'), '<html>shell</html>');
    writeFileSync(join(dist, 'shell', 'main.0123abcd4567.js'), 'console.log(1)');
    // the build's pre-compressed copies (scripts/compress-web.mjs)
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(dist, 'shell', 'big.89abcdef0123.js'), big);
    writeFileSync(join(dist, 'shell', 'big.89abcdef0123.js.br'), brotliCompressSync(big));
    writeFileSync(join(dist, 'shell', 'big.89abcdef0123.js.gz'), gzipSync(big));
    mkdirSync(join(dist, 'studio'));
    writeFileSync(join(dist, 'studio', 'remoteEntry.js'), 'var studio;');
    gateway = await createGateway({
      logger: createLogger('gw-test', 'silent'),
      serviceUrl: () => up,
      webDist: dist,
    });
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it('proxies API calls with a request id', async () => {
    const res = await fetch(`${base}/api/auth/me?x=1`, { headers: { 'x-request-id': 'req-123' } });
    expect(await res.json()).toEqual({ path: '/api/auth/me?x=1', requestId: 'req-123' });
  });

  // with Node's own keep-alive (5 s) a reuse after 5.5 s was still answered and one after 6.5 s was not; clients
  // reuse a connection as long as its `keep-alive` header says: the gateway's own, never a service's (300 s here)
  it('keeps an idle connection open past 6 s, so a client reusing it is answered, not reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const call = () =>
      new Promise<{ status: number; keepAlive: unknown; socket: unknown }>((resolve, reject) => {
        const req = get(`${base}/api/auth/me`, { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              keepAlive: res.headers['keep-alive'],
              socket: req.socket,
            }),
          );
        });
        req.on('error', reject);
      });
    const first = await call();
    expect(first.keepAlive).toBe('timeout=72');
    await new Promise((r) => setTimeout(r, 6500));
    const second = await call();
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);

  it('answers unknown /api paths with JSON 404', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/not found/i);
  });

  it('refuses bodies over the route limit before they reach a service', async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    const upload = await fetch(`${base}/api/upload`, {
      method: 'POST',
      body: Buffer.alloc(22 * 1024 * 1024),
    });
    expect(upload.status).toBe(413);
    expect((await upload.json()).message).toBe('File Too Large: Please upload images smaller than 20MB');
  });

  it('serves the web app: hashed assets cached for a year, pages not cached, SPA fallback', async () => {
    const asset = await fetch(`${base}/main.0123abcd4567.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${base}/designs`);
    expect(await page.text()).toContain('shell');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const remote = await fetch(`${base}/remotes/studio/remoteEntry.js`);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves pre-compressed assets by Accept-Encoding (br, else gzip, else plain), still immutable', async () => {
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; vary: string; cache?: string; length: number }>((resolve, reject) => {
        // node:http, not fetch: fetch would decode and hide what went over the wire
        void import('node:http').then(({ get }) =>
          get(`${base}/big.89abcdef0123.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
            let length = 0;
            res.on('data', (c: Buffer) => (length += c.length));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: String(res.headers.vary ?? ''),
                cache: res.headers['cache-control'],
                length,
              }),
            );
          }).on('error', reject),
        );
      });
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary.toLowerCase()).toContain('accept-encoding');
    expect(br.cache).toContain('immutable');
    expect(br.length).toBeLessThan(200);
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.cache).toContain('immutable');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.length).toBeGreaterThan(4000);
  });

  it('exposes Prometheus metrics: call latency by route of the table and service, never by raw path', async () => {
    await fetch(`${base}/api/tech-pack/0b7c5e0e-1111-4222-8333-444455556666`);
    await fetch(`${base}/api/tech-pack/9f1d2a3b-1111-4222-8333-444455556666`);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/tech-pack",upstream="techpack-pdf",status="200"\} 2$/m,
    );
    expect(text).not.toContain('0b7c5e0e');
    expect(text).toContain('gateway_upstream_unavailable_total');
  });
});

describe('forwarded headers (TRUSTED_PROXY)', () => {
  let upstream: FastifyInstance;
  const gateways: FastifyInstance[] = [];
  let up: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/*', async (req) => ({
      host: req.headers['x-forwarded-host'],
      proto: req.headers['x-forwarded-proto'],
      for: req.headers['x-forwarded-for'],
    }));
    up = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    await upstream?.close();
  });

  async function gatewayWith(trustedProxy?: string): Promise<string> {
    const g = await createGateway({
      logger: createLogger('gw-test', 'silent'),
      serviceUrl: () => up,
      webDist: '/nonexistent',
      trustedProxy,
    });
    gateways.push(g);
    return g.listen({ port: 0, host: '127.0.0.1' });
  }
  const forged = {
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'javascript',
    'x-forwarded-for': '6.6.6.6',
  };

  it('ignores X-Forwarded-* from a caller that is not the configured proxy', async () => {
    const base = await gatewayWith();
    const seen = await (await fetch(`${base}/api/auth/me`, { headers: forged })).json();
    expect(seen).toEqual({ host: new URL(base).host, proto: 'http', for: '127.0.0.1' });
    const elsewhere = await gatewayWith('10.0.0.1');
    expect(await (await fetch(`${elsewhere}/api/auth/me`, { headers: forged })).json()).toEqual({
      host: new URL(elsewhere).host,
      proto: 'http',
      for: '127.0.0.1',
    });
  });

  it('believes them from the configured proxy, and only a plain http(s) scheme and host', async () => {
    const base = await gatewayWith('127.0.0.1');
    const viaProxy = await (
      await fetch(`${base}/api/auth/me`, {
        headers: {
          'x-forwarded-host': 'techpack.example.com',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.9',
        },
      })
    ).json();
    expect(viaProxy).toEqual({ host: 'techpack.example.com', proto: 'https', for: '203.0.113.9' });
    const odd = await (await fetch(`${base}/api/auth/me`, { headers: forged })).json();
    expect(odd.proto).toBe('http');
    expect(odd.host).toBe('evil.example');
    const bad = await (
      await fetch(`${base}/api/auth/me`, { headers: { 'x-forwarded-host': 'evil.example/"><script>' } })
    ).json();
    expect(bad.host).toBe('');
  });
});

describe('fair admission', () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;
  const inFlight = new Map<string, number>();
  const most = new Map<string, number>();
  // when set, calls are held until the test opens it (instead of 250 ms)
  let gate: Promise<void> | undefined;
  // admission is keyed on the verified session: each designer signs in (a real token)
  const tokens = new TokenService('fair-admission-test-secret-0123456789', 3600, 3600);
  const signed = new Map<string, string>();
  const bearer = (name: string) => `Bearer ${signed.get(name)}`;

  beforeAll(async () => {
    upstream = Fastify();
    // every call takes 250 ms; the upstream records how many of each caller's calls it held at once
    upstream.all('/*', async (req) => {
      const who = String(req.headers.authorization ?? req.headers['x-forwarded-for']);
      const heavy = Number(req.headers['content-length'] ?? 0) > 16 * 1024;
      const counted = heavy ? `${who} heavy` : who;
      inFlight.set(counted, (inFlight.get(counted) ?? 0) + 1);
      most.set(counted, Math.max(most.get(counted) ?? 0, inFlight.get(counted)!));
      await (gate ?? new Promise((r) => setTimeout(r, 250)));
      inFlight.set(counted, inFlight.get(counted)! - 1);
      return { ok: true, at: Date.now() };
    });
    const up = await upstream.listen({ port: 0, host: '127.0.0.1' });
    for (const name of ['designer-a', 'designer-b', 'designer-c', 'designer-h']) {
      signed.set(
        name,
        await tokens.sign({
          sub: name,
          email: `${name}@example.com`,
          firstName: name,
          lastName: null,
          role: 'user',
        }),
      );
    }
    gateway = await createGateway({
      logger: createLogger('gw-test', 'silent'),
      serviceUrl: () => up,
      webDist: '/nonexistent',
      admission: { perClient: 2, queue: 5 },
      tokens,
    });
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  const call = (name: string) =>
    fetch(`${base}/api/tech-packs/user`, { headers: { authorization: bearer(name) } }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { at?: number; message?: string },
    }));

  it("one client's burst waits in its own line; another client's call goes through beside it", async () => {
    const started = Date.now();
    const burst = Array.from({ length: 6 }, () => call('designer-a'));
    await new Promise((r) => setTimeout(r, 20));
    const other = await call('designer-b');
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(other.status).toBe(200);
    // a's six calls ran two at a time (three rounds of 250 ms); b's went beside a's first round, not after a's line
    expect(most.get(bearer('designer-a'))).toBe(2);
    const aDone = answers.map((a) => a.body.at!).sort((x, y) => x - y);
    expect(other.body.at!).toBeLessThan(aDone[2]);
    expect(aDone[5] - started).toBeGreaterThanOrEqual(700);
  });

  it("a client's heavy calls (large bodies) run one at a time; its light calls go beside them", async () => {
    const started = Date.now();
    const body = JSON.stringify({ trims: 'x'.repeat(20 * 1024) });
    const save = () =>
      fetch(`${base}/api/tech-pack/p1`, {
        method: 'PUT',
        body,
        headers: { authorization: bearer('designer-h'), 'content-type': 'application/json' },
      }).then(async (r) => ({
        status: r.status,
        at: ((await r.json()) as { at: number }).at,
      }));
    const saves = [save(), save(), save()];
    await new Promise((r) => setTimeout(r, 20));
    const light = await call('designer-h');
    const done = await Promise.all(saves);
    expect(done.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(light.status).toBe(200);
    expect(most.get(`${bearer('designer-h')} heavy`)).toBe(1);
    // three saves one after another (750 ms); the page load went beside the first, not after the last
    expect(Math.max(...done.map((d) => d.at)) - started).toBeGreaterThanOrEqual(700);
    expect(light.body.at!).toBeLessThan(Math.max(...done.map((d) => d.at)));
  });

  it('more calls waiting than the line holds are refused with 429 and a message, the rest answered', async () => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    let answered = 0;
    const pending = Array.from({ length: 9 }, () => call('designer-c').then((a) => (answered++, a)));
    // calls are held upstream until all nine have reached the gateway (two refusals answered, two calls upstream)
    const until = Date.now() + 10_000;
    while ((answered < 2 || (inFlight.get(bearer('designer-c')) ?? 0) < 2) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 10));
    open();
    gate = undefined;
    const answers = await Promise.all(pending);
    const statuses = answers.map((a) => a.status).sort();
    // 2 in flight + 5 waiting are answered; 2 more are refused at once
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe(
      'Too many requests at once. Please wait for the ones under way and try again.',
    );
  });
});
