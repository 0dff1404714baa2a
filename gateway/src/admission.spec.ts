import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLogger, TokenService } from '@techpack/platform';
import { admissionFromConfig } from './admission';
import { createGateway } from './gateway';

// Issue 18: one designer's backlog of heavy calls (50 saves fired at once) yields to another designer's upload, and a
// sign-in flood from one address goes one attempt at a time.
describe('backlogged clients yield their heavy calls to other clients', () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;
  // every call the upstream served: who, what, from when to when
  const served: { who: string; path: string; from: number; to: number }[] = [];
  let inFlight = new Map<string, number>();
  const most = new Map<string, number>();
  // admission is keyed on the verified session: each designer signs in (a real token); the upstream names them back
  const tokens = new TokenService('admission-test-secret-0123456789abcdef', 3600, 3600);
  const signed = new Map<string, string>();
  const names = new Map<string, string>();

  beforeAll(async () => {
    upstream = Fastify({ bodyLimit: 1024 * 1024 });
    // the photo's multipart body is read and dropped
    upstream.addContentTypeParser('*', (_req, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null));
    });
    upstream.all('/*', async (req) => {
      const who = names.get(String(req.headers.authorization)) ?? req.ip;
      inFlight.set(who, (inFlight.get(who) ?? 0) + 1);
      most.set(who, Math.max(most.get(who) ?? 0, inFlight.get(who)!));
      const from = Date.now();
      await new Promise((r) => setTimeout(r, 80));
      inFlight.set(who, inFlight.get(who)! - 1);
      served.push({ who, path: req.url, from, to: Date.now() });
      return { ok: true };
    });
    const up = await upstream.listen({ port: 0, host: '127.0.0.1' });
    for (const name of ['designer-a', 'designer-b', 'designer-c', 'designer-d', 'designer-e']) {
      const token = await tokens.sign({ sub: name, email: `${name}@example.com`, firstName: name, lastName: null, role: 'user' });
      signed.set(name, token);
      names.set(`Bearer ${token}`, name);
    }
    gateway = await createGateway({
      logger: createLogger('gw-test', 'silent'),
      serviceUrl: () => up,
      webDist: '/nonexistent',
      admission: { perClient: 4, queue: 100, yieldMaxMs: 400, yieldQuietMs: 200 },
      tokens,
    });
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  const bigBody = JSON.stringify({ trims: 'x'.repeat(20 * 1024) });
  const save = (name: string) =>
    fetch(`${base}/api/tech-pack/p1`, {
      method: 'PUT',
      body: bigBody,
      headers: { authorization: `Bearer ${signed.get(name)}`, 'content-type': 'application/json' },
    }).then((r) => r.status);
  // a small photo upload is heavy work all the same (analysis, a new pack, its PDF)
  const upload = (name: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(2000)], { type: 'image/jpeg' }), 'small.jpg');
    return fetch(`${base}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${signed.get(name)}` } }).then((r) => r.status);
  };

  it("another designer's uploads run without the backlogged designer's saves beside them; the backlog still moves", async () => {
    served.length = 0;
    const started = Date.now();
    const saves = Array.from({ length: 8 }, () => save('designer-a'));
    await new Promise((r) => setTimeout(r, 20));
    const uploads: { from: number; to: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const from = Date.now();
      expect(await upload('designer-b')).toBe(200);
      uploads.push({ from, to: Date.now() });
    }
    expect(await Promise.all(saves)).toEqual(Array(8).fill(200));
    const aServed = served.filter((s) => s.who === 'designer-a').sort((x, y) => x.from - y.from);
    expect(aServed).toHaveLength(8);
    // after A's first save (sent before B came), none of A's saves was upstream while B's uploads ran
    const bFrom = uploads[0].from;
    const bTo = uploads[uploads.length - 1].to;
    const overlapping = aServed.slice(1).filter((s) => s.from < bTo && s.to > bFrom + 100);
    expect(overlapping).toEqual([]);
    // and A's backlog moved on once B was done: all eight within a few seconds
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a backlogged designer waits at most a bounded time per call while another client keeps calling', async () => {
    served.length = 0;
    const saves = Array.from({ length: 3 }, () => save('designer-c'));
    await new Promise((r) => setTimeout(r, 20));
    // designer D uploads without a pause for 1.6 s
    const dStart = Date.now();
    const until = dStart + 1600;
    while (Date.now() < until) expect(await upload('designer-d')).toBe(200);
    const cServed = served.filter((s) => s.who === 'designer-c').sort((x, y) => x.from - y.from);
    // C's first save went before D; its second yielded (400 ms at least) and then got through during D's run (at most
    // 2 x 400 ms of yielding per call)
    expect(cServed.length).toBeGreaterThanOrEqual(2);
    expect(cServed[1].from - dStart).toBeGreaterThanOrEqual(350);
    expect(cServed[1].from - dStart).toBeLessThan(1000);
    expect(await Promise.all(saves)).toEqual([200, 200, 200]);
  });

  it('alone, a backlogged designer is not slowed: eight saves one after another, no waiting between them', async () => {
    const started = Date.now();
    expect(await Promise.all(Array.from({ length: 8 }, () => save('designer-e')))).toEqual(Array(8).fill(200));
    expect(most.get('designer-e')).toBe(1);
    expect(Date.now() - started).toBeLessThan(8 * 80 + 600);
  });

  it('sign-in attempts from one address go through one at a time (each runs the password hash)', async () => {
    inFlight = new Map();
    const attempts = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: `x${i}@example.com`, password: 'guess' }), headers: { 'content-type': 'application/json' } }).then((r) => r.status),
    );
    expect(await Promise.all(attempts)).toEqual(Array(5).fill(200));
    expect(most.get('127.0.0.1')).toBe(1);
  });

  it("a crowd signing in from one address does not wait behind other designers' uploads", async () => {
    served.length = 0;
    // designer B uploads without a pause while six sign-ins arrive from one office address
    const until = Date.now() + 1200;
    const uploading = (async () => {
      while (Date.now() < until) expect(await upload('designer-b')).toBe(200);
    })();
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    const attempts = Array.from({ length: 6 }, (_, i) =>
      fetch(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: `crowd${i}@example.com`, password: 'guess' }), headers: { 'content-type': 'application/json' } }).then((r) => r.status),
    );
    expect(await Promise.all(attempts)).toEqual(Array(6).fill(200));
    const took = Date.now() - started;
    await uploading;
    // one at a time (6 x 80 ms upstream) and no yielding (measured ~580 ms; ~1,480 ms when each sign-in after the
    // first yielded its turn to B's uploads)
    expect(took).toBeLessThan(1000);
  });
});

describe('admission options from configuration', () => {
  it('backlogged clients yield on machines with fewer than 4 cores unless configured', () => {
    const base = { GATEWAY_CLIENT_CONCURRENCY: 4, GATEWAY_CLIENT_QUEUE: 100 };
    expect(admissionFromConfig(base, 2).yieldMaxMs).toBe(2000);
    expect(admissionFromConfig(base, 8).yieldMaxMs).toBe(0);
    expect(admissionFromConfig({ ...base, GATEWAY_BACKLOG_YIELD_MS: 0 }, 2).yieldMaxMs).toBe(0);
    expect(admissionFromConfig({ ...base, GATEWAY_BACKLOG_YIELD_MS: 500 }, 8).yieldMaxMs).toBe(500);
  });
});
