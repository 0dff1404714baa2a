import { afterEach, describe, expect, it } from '@jest/globals';
import { apiRequest, isOwnOrigin } from './http';

// The designer's bearer token goes only to the product's own origin, whatever URL a pack or a link hands the client.
const calls: { url: string; headers: Record<string, string>; credentials?: string }[] = [];
const realFetch = globalThis.fetch;
afterEach(() => {
  calls.length = 0;
  globalThis.fetch = realFetch;
});
function recordFetch() {
  (globalThis as { fetch?: unknown }).fetch = async (
    url: string,
    init: { headers?: Record<string, string>; credentials?: string },
  ) => {
    calls.push({ url, headers: init.headers ?? {}, credentials: init.credentials });
    return { ok: true, status: 200, statusText: 'OK', text: async () => '{}' };
  };
}

describe('apiRequest sends Authorization only to its own origin', () => {
  it('a path and an absolute URL on the page origin carry the token and cookies', async () => {
    recordFetch();
    await apiRequest('/api/tech-packs/user', { token: 'tok' });
    await apiRequest(`${window.location.origin}/api/uploads/a.jpg`, { token: 'tok' });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer tok', 'Bearer tok']);
    expect(calls.map((c) => c.credentials)).toEqual(['include', 'include']);
  });

  it.each([
    'https://evil.example/track.png',
    '//evil.example/a.jpg',
    'http://localhost:1/x',
    'javascript:alert(1)',
  ])('%s: no token, no cookies', async (url) => {
    recordFetch();
    await apiRequest(url, { token: 'tok' }).catch(() => undefined);
    for (const c of calls) {
      expect(c.headers.Authorization).toBeUndefined();
      expect(c.credentials).toBe('omit');
    }
  });

  it('tells own URLs from foreign ones', () => {
    expect(isOwnOrigin('/api/x')).toBe(true);
    expect(isOwnOrigin('api/x')).toBe(true);
    expect(isOwnOrigin('https://evil.example/')).toBe(false);
    expect(isOwnOrigin('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('apiRequest rejects with what the answer said', () => {
  it("carries a busy answer's Retry-After, in seconds, on the error", async () => {
    const answer = (status: number, retryAfter: string | null) => async () => ({
      ok: false,
      status,
      statusText: 'Busy',
      headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
      text: async () => JSON.stringify({ message: 'busy', code: 'SERVICE.UNAVAILABLE' }),
    });
    (globalThis as { fetch?: unknown }).fetch = answer(503, '5');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 503, retryAfter: 5 });
    (globalThis as { fetch?: unknown }).fetch = answer(503, null);
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect((error as { retryAfter?: number }).retryAfter).toBeUndefined();
  });
});
