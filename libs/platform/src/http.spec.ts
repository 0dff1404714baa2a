import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpApp } from './http';
import { createLogger } from './logger';

describe('http errors', () => {
  const app = createHttpApp({ name: 'http-spec', logger: createLogger('http-spec', 'silent') });
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/bug', async () => {
    throw new Error('undefined is not a function');
  });
  let base = '';
  beforeAll(async () => {
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('answers 503 with a retry hint when a dependency is unreachable, without leaking the cause', async () => {
    const res = await fetch(`${base}/db-down`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'SERVICE.UNAVAILABLE',
    });
    expect(text).not.toContain('5432');
  });

  it('answers 500 with a generic message for a programming error', async () => {
    const res = await fetch(`${base}/bug`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
  });
});
