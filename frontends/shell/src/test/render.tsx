import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';

// Lazy pages and remotes resolve a little later in jsdom than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { createAppStore, dismissToast, signedIn, theme, Toaster } from '@techpack/web-shared';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;

export function installFetch(routes: Record<string, FakeResponse | ((call: FetchCall) => FakeResponse)>) {
  const calls: FetchCall[] = [];
  (globalThis as { fetch?: unknown }).fetch = async (input: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const call: FetchCall = { url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body, headers: init.headers ?? {} };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const r = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = r.status ?? 200;
    const text = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
    return { ok: status >= 200 && status < 300, status, statusText: 'Not Found', text: async () => text, blob: async () => new Blob([text]) };
  };
  return calls;
}

export function renderApp(ui: ReactElement, { signedIn: withUser = true } = {}) {
  dismissToast();
  const store = createAppStore();
  if (withUser) store.dispatch(signedIn({ token: 't0ken', user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } }));
  return {
    store,
    ...render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          {ui}
          <Toaster />
        </ThemeProvider>
      </Provider>,
    ),
  };
}
