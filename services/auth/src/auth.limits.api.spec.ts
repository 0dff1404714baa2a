import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { startTestApp, type TestApp } from '../../../scripts/test-support/app';

// Flood tests: bounded in count and time, on loopback only. Each "client address" is a distinct loopback source
// address (127.0.0.x), which is what the gateway sees as the caller's address.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    // the defaults of the product, set explicitly so the suite does not depend on the test harness
    LOGIN_RATE_LIMIT: '30',
    LOGIN_RATE_WINDOW_MS: '60000',
    LOGIN_ACCOUNT_RATE_LIMIT: '10',
    LOGIN_ACCOUNT_RATE_WINDOW_MS: '900000',
    REGISTER_RATE_LIMIT: '20',
    REGISTER_RATE_WINDOW_MS: '600000',
    PASSWORD_HASH_CONCURRENCY: '1',
    PASSWORD_HASH_QUEUE: '4',
  });
});
afterAll(async () => {
  await app?.stop();
});

function post(
  from: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: any; retryAfter?: string }> {
  const url = new URL(path, app.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
        timeout: 20_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            retryAfter: res.headers['retry-after'] as string | undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(data);
  });
}

async function register(from: string, email: string) {
  return post(from, '/api/auth/register', { email, password: 'secret123', firstName: 'Flo', lastName: 'Od' });
}

describe('sign-in limits', () => {
  it('limits logins per address whatever the account (30 a minute), and other addresses still sign in', async () => {
    const victim = `other-${Date.now()}@example.com`;
    expect((await register('127.0.0.3', victim)).status).toBe(201);
    const started = Date.now();
    const statuses: number[] = [];
    // 40 attempts on 40 unknown accounts from one address, in small waves (the hashing queue is not under test here)
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          post('127.0.0.2', '/api/auth/login', {
            email: `nobody-${wave}-${i}@example.com`,
            password: 'guess1234',
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = await post('127.0.0.2', '/api/auth/login', { email: victim, password: 'secret123' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many login attempts. Please try again later.');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // the flood from .2 does not lock out another address
    expect(
      (await post('127.0.0.3', '/api/auth/login', { email: victim, password: 'secret123' })).status,
    ).toBe(200);
  }, 60_000);

  it('failed logins lock the account for the address they came from only: spellings give no fresh attempts there, the owner signs in from another', async () => {
    const email = `victim-${Date.now()}@example.com`;
    expect((await register('127.0.0.4', email)).status).toBe(201);
    const variants = [` ${email}`, `${email} `, `\t${email}`, email.toUpperCase(), `  ${email}\t`];
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      // every guess from one address, with a different spelling of the same account
      const res = await post('127.0.1.1', '/api/auth/login', {
        email: variants[i % variants.length],
        password: `wrong-${i}-guess`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    // that address stays locked out of the account, even with the right password and another spelling
    const locked = await post('127.0.1.1', '/api/auth/login', {
      email: `  ${email.toUpperCase()} `,
      password: 'secret123',
    });
    expect(locked.status).toBe(429);
    // anyone could lock anyone out (ten wrong passwords from any address, then 429 for the owner); the owner
    // from a clean address signs in
    expect((await post('127.0.1.200', '/api/auth/login', { email, password: 'secret123' })).status).toBe(200);
  }, 60_000);

  it('guesses at one account from many addresses are slowed down, never refused, and the owner still signs in', async () => {
    const email = `spread-${Date.now()}@example.com`;
    expect((await register('127.0.0.4', email)).status).toBe(201);
    const answers: { status: number; ms: number }[] = [];
    for (let i = 0; i < 14; i++) {
      const t0 = Date.now();
      const res = await post(`127.0.4.${i + 1}`, '/api/auth/login', { email, password: `wrong-${i}-guess` });
      answers.push({ status: res.status, ms: Date.now() - t0 });
    }
    expect(answers.map((a) => a.status)).toEqual(Array(14).fill(401));
    // from the 11th failure on, each attempt waits 200 ms more (at most 1.5 s): the 14th waited at least 800 ms
    expect(answers[13].ms).toBeGreaterThanOrEqual(800);
    const t0 = Date.now();
    expect((await post('127.0.4.200', '/api/auth/login', { email, password: 'secret123' })).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(10_000);
  }, 60_000);

  it('a successful sign-in does not count against the account', async () => {
    const email = `regular-${Date.now()}@example.com`;
    expect((await register('127.0.0.5', email)).status).toBe(201);
    for (let i = 0; i < 12; i++) {
      expect(
        (await post(`127.0.2.${i + 1}`, '/api/auth/login', { email, password: 'secret123' })).status,
      ).toBe(200);
    }
  }, 60_000);

  it('ten admin failures from one address lock that address out for every spelling; the operator signs in from another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await post('127.0.3.1', '/api/admin/login', {
            username: i % 2 ? 'admin' : ' ADMIN\t',
            password: `nope-${i}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    for (const username of ['  admin ', 'admin', 'ADMIN', '\tadmin']) {
      const res = await post('127.0.3.1', '/api/admin/login', { username, password: app.adminPassword });
      expect(res.status).toBe(429);
    }
    const operator = await post('127.0.3.100', '/api/admin/login', {
      username: 'admin',
      password: app.adminPassword,
    });
    expect(operator.status).toBe(200);
    expect(operator.body.token).toEqual(expect.any(String));
  }, 60_000);

  it('limits sign-ups per address (20 in 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await register('127.0.0.6', `signup-${Date.now()}-${i}@example.com`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // another address can still sign up
    expect((await register('127.0.0.7', `signup-other-${Date.now()}@example.com`)).status).toBe(201);
  }, 60_000);

  it('queues password hashing with a bound: a burst beyond the queue answers 503 at once instead of piling up', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post(`127.0.4.${i + 1}`, '/api/auth/login', {
          email: `burst-${i}@example.com`,
          password: 'guess1234',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(5);
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy.body.code).toBe('AUTH.BUSY');
    expect(busy.retryAfter).toBeDefined();
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);
});
