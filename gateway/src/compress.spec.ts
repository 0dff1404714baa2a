import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { negotiateEncoding } from './compress';

// API answers through the gateway: compressed as the caller's Accept-Encoding allows, above a size threshold.

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('compressed API answers', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerUser(app, 'compress')).token;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  // raw bytes as they come over the wire (fetch would decode them)
  const get = (path: string, encoding?: string) =>
    new Promise<{ status: number; headers: { get(name: string): string | null }; body: Buffer }>(
      (resolve, reject) => {
        const req = httpGet(
          `${app.url}${path}`,
          {
            headers: {
              authorization: `Bearer ${token}`,
              ...(encoding ? { 'accept-encoding': encoding } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: { get: (n) => (res.headers[n] as string | undefined) ?? null },
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
      },
    );

  it('sends a large JSON answer as brotli or gzip, and the same JSON when decoded', async () => {
    const plain = await (
      await fetch(`${app.url}/api/materials`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      })
    ).text();
    expect(plain.length).toBeGreaterThan(1024);
    const br = await get('/api/materials', 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const brBody = br.body;
    expect(brotliDecompressSync(brBody).toString()).toBe(plain);
    expect(brBody.length).toBeLessThan(plain.length / 2);
    const gz = await get('/api/materials', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain);
  });

  it('leaves small answers and callers that accept no encoding alone', async () => {
    const small = await get('/api/tech-packs/user', 'gzip, br');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    const none = await get('/api/materials', 'identity');
    expect(none.headers.get('content-encoding')).toBeNull();
  });
});
