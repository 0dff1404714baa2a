// Component-test helpers every front end shares (`@techpack/web-shared/test`): a fetch stand-in for jsdom and a
// render with the app's store, theme and toaster. A remote's own test/render.tsx adds only what is its own.
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { configure, render } from '@testing-library/react';
import { createAppStore, dismissToast, signedIn, theme, Toaster } from '../index';

// MUI, lazy pages and the mocked data chain can take longer than the 1 s default in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling (navigate() scrolls to the top) and no object URLs (thumbnails fetched with the bearer header).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

interface Answer {
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

function fakeResponse(answer: Answer) {
  const status = answer.status ?? 200;
  const text =
    answer.text ??
    (answer.body === undefined
      ? ''
      : typeof answer.body === 'string'
        ? answer.body
        : JSON.stringify(answer.body));
  const headers = new Map(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: REASONS[status] ?? 'Unknown',
    headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  };
}

const bodyOf = (init: { body?: unknown }) =>
  typeof init.body === 'string' ? JSON.parse(init.body) : init.body;

export interface FakeResponse extends Answer {
  // Resolve only when released (to observe pending states).
  gate?: Promise<void>;
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

// fetch stand-in keyed by "METHOD url" (the whole URL the app asked for, query included); records every call.
export function installFetch(routes: Record<string, FakeResponse | ((call: FetchCall) => FakeResponse)>) {
  const calls: FetchCall[] = [];
  (globalThis as { fetch?: unknown }).fetch = async (
    input: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const call: FetchCall = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      body: bodyOf(init),
      headers: init.headers ?? {},
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const answer =
      typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer.gate) await answer.gate;
    return fakeResponse(answer);
  };
  return calls;
}

export interface PathCall {
  method: string;
  path: string;
  search: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads whatever JSON the app sent
  headers: Record<string, string>;
}

export type PathHandler = (body: any, url: URL, init: RequestInit) => Answer | Promise<Answer>; // eslint-disable-line @typescript-eslint/no-explicit-any

// fetch stand-in keyed by "METHOD /path" (the query is the handler's to read from `url`); records every call.
export function installPathFetch(routes: Record<string, PathHandler>) {
  const calls: PathCall[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = bodyOf(init);
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const handler = routes[`${method} ${url.pathname}`];
    return fakeResponse(
      handler ? await handler(body, url, init) : { status: 404, body: { message: 'not found' } },
    );
  }) as unknown as typeof fetch;
  return calls;
}

export interface RenderOptions {
  // The signed-in designer (none: signed out).
  session?: { token: string; user: { email: string; firstName?: string; lastName?: string } };
  // Wraps the screen in the remote's own providers (a socket context...).
  wrap?: (node: ReactNode) => ReactNode;
}

// The screen under the app's store (fresh for each render), theme and toaster; no toast left from a previous test.
export function renderWithStore(ui: ReactElement, { session, wrap = (node) => node }: RenderOptions = {}) {
  dismissToast();
  const store = createAppStore();
  if (session) store.dispatch(signedIn(session));
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        {wrap(
          <>
            {ui}
            <Toaster />
          </>,
        )}
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}

export const ADA = {
  token: 't0ken',
  user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
};
