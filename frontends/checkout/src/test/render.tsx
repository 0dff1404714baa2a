import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { createAppStore, signedIn, theme, Toaster } from '@techpack/web-shared';
import type { SampleOrder } from '../checkout.api';

// MUI and the mocked data chain can take longer than the 1 s default in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

// jsdom has no scrolling; navigate() scrolls to the top.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// A fetch stand-in for jsdom: routes by "METHOD path" and records every call.
export function installFetch(routes: Record<string, FakeResponse | ((call: FetchCall) => FakeResponse)>) {
  const calls: FetchCall[] = [];
  (globalThis as { fetch?: unknown }).fetch = async (input: string, init: { method?: string; body?: unknown } = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const call: FetchCall = { url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const r = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = r.status ?? 200;
    const text = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
    return { ok: status >= 200 && status < 300, status, statusText: 'X', text: async () => text, blob: async () => new Blob([text]) };
  };
  return calls;
}

export function renderWithApp(ui: ReactElement) {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 't0ken', user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } }));
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

export const sampleOrder = (over: Partial<SampleOrder> = {}): SampleOrder => ({
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'TPS-2026-007-SAMPLE',
  techPackId: 'tp-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  shippingAddress: '1 Loom Street',
  specialInstructions: null,
  fabricChoice: 'cotton-premium',
  fabricLabel: 'Premium Organic Cotton (220gsm)',
  customLabel: true,
  customHangTag: false,
  rushProcessing: true,
  quantity: 1,
  urgency: 'rush',
  totalAmount: '245.00',
  pricing: { basePrice: 185, customLabel: 25, customHangTag: 0, rushProcessing: 35, unitPrice: 245, quantity: 1, total: 245 },
  status: 'pending_payment',
  stripePaymentIntentId: null,
  lastPaymentError: null,
  orderedAt: '2026-11-22T04:00:00.000Z',
  paidAt: null,
  refundableUntil: null,
  ...over,
});
