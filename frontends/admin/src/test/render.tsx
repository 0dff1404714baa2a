import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { configure, render } from '@testing-library/react';
import { createAppStore, Toaster } from '@techpack/web-shared';

// MUI and the mocked data chain can take longer than the 1 s default in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export type Handler = (body: Record<string, unknown> | undefined, url: URL) => { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };

// fetch stand-in: 'METHOD /path' -> handler; records every call.
export function installFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: Record<string, unknown> | undefined; headers: Record<string, string> }[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(body, url) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const headers = new Map(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text]),
    };
  }) as unknown as typeof fetch;
  return calls;
}

export function renderAdmin(ui: ReactElement) {
  const store = createAppStore();
  const utils = render(
    <Provider store={store}>
      {ui}
      <Toaster />
    </Provider>,
  );
  return { ...utils, store };
}
