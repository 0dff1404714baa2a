import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { configure, render } from '@testing-library/react';
import { createAppStore, signedIn, Toaster } from '@techpack/web-shared';
import { ChatSocketContext, type ChatSocket } from '../chat.socket';

// MUI and the mocked data chain can take longer than the 1 s default in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export type Handler = (body: any, init: RequestInit) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

// fetch stand-in: 'METHOD /path' -> handler; records every call.
export function installFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: any; headers: Record<string, string> }[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(body, init) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text, json: async () => JSON.parse(text), blob: async () => new Blob([text]) };
  }) as unknown as typeof fetch;
  return calls;
}

// jsdom has no object URLs; thumbnails fetched with the bearer header need one.
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

export class FakeSocket implements ChatSocket {
  connected = false;
  disconnected = false;
  private listeners = new Map<string, Set<(...args: any[]) => void>>();
  on(event: string, fn: (...args: any[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  }
  off(event: string, fn?: (...args: any[]) => void) {
    if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  serverEmit(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

export function renderChat(ui: ReactElement, socket = new FakeSocket()) {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'test-token', user: { email: 'ada@example.com' } }));
  const utils = render(
    <Provider store={store}>
      <ChatSocketContext.Provider value={() => socket}>
        {ui}
        <Toaster />
      </ChatSocketContext.Provider>
    </Provider>,
  );
  return { ...utils, store, socket };
}
