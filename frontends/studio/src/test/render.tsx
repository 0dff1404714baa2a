import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { createAppStore, signedIn, theme, Toaster } from '@techpack/web-shared';

// MUI and the mocked data chain can take longer than the 1 s default in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export interface FakeResponse {
  status?: number;
  body?: unknown;
  // Resolve only when released (to observe pending states).
  gate?: Promise<void>;
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

// A fetch stand-in for jsdom: routes by "METHOD path" and records every call.
export function installFetch(routes: Record<string, FakeResponse | ((call: FetchCall) => FakeResponse)>) {
  const calls: FetchCall[] = [];
  const fetchImpl = async (
    input: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const call: FetchCall = {
      url,
      method,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: init.headers ?? {},
    };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const r =
      typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (r.gate) await r.gate;
    const status = r.status ?? 200;
    const text = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 500 ? 'Internal Server Error' : 'OK',
      text: async () => text,
      blob: async () => new Blob([text]),
    };
  };
  (globalThis as { fetch?: unknown }).fetch = fetchImpl;
  return calls;
}

export function renderWithApp(ui: ReactElement, { token }: { token?: string } = {}) {
  const store = createAppStore();
  if (token) store.dispatch(signedIn({ token, user: { email: 'ada@example.com' } }));
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        {ui}
        <Toaster />
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}
