import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLogger, TokenService } from '@techpack/platform';
import { admissionFromConfig } from './admission';
import { createGateway } from './gateway';

// Through the real gateway: one designer's heavy calls (saves fired at once) and one address's sign-ins reach the
// services one at a time. Who yields to whom and when, on a clock the test moves: admission-turns.spec.ts.
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
      const token = await tokens.sign({
        sub: name,
        email: `${name}@example.com`,
        firstName: name,
        lastName: null,
        role: 'user',
      });
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
    return fetch(`${base}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${signed.get(name)}` },
    }).then((r) => r.status);
  };

  it("a designer's eight saves sent at once reach the services one at a time, all of them", async () => {
    expect(await Promise.all(Array.from({ length: 8 }, () => save('designer-e')))).toEqual(
      Array(8).fill(200),
    );
    expect(most.get('designer-e')).toBe(1);
    expect(served.filter((x) => x.who === 'designer-e')).toHaveLength(8);
  });

  it("another designer's upload is not queued behind the first one's backlog", async () => {
    let aDone = 0;
    const saves = Array.from({ length: 8 }, () => save('designer-a').then((status) => (aDone++, status)));
    // A's saves go one at a time (eight upstream turns); B's upload takes its own turn beside them
    expect(await upload('designer-b')).toBe(200);
    expect(aDone).toBeLessThan(8);
    expect(await Promise.all(saves)).toEqual(Array(8).fill(200));
  });

  it('sign-in attempts from one address go through one at a time (each runs the password hash)', async () => {
    inFlight = new Map();
    const attempts = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: `x${i}@example.com`, password: 'guess' }),
        headers: { 'content-type': 'application/json' },
      }).then((r) => r.status),
    );
    expect(await Promise.all(attempts)).toEqual(Array(5).fill(200));
    expect(most.get('127.0.0.1')).toBe(1);
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
