import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, within } from '@testing-library/react';
import OrdersPage from './OrdersPage';
import { act } from 'react';
import { installFetch, renderApp } from '../../test/render';
import { liveUpdate } from '../../components/live-updates';
import { MOBILE_MENU } from '../../components/NavBar';

if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

const order = (over: Record<string, unknown>) => ({
  id: 'o-1',
  orderNumber: 'TPS-2026-001-SAMPLE',
  techPackId: 'tp-1',
  status: 'paid',
  totalAmount: '2405.00',
  quantity: 10,
  orderedAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  ...over,
});

describe('My orders (/orders)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/orders'));

  it("lists the designer's orders with style name, number, status, total, dates and the next step", async () => {
    const calls = installFetch({
      'GET /api/sample-orders/user?limit=50&offset=0': {
        body: [
          order({}),
          order({
            id: 'o-2',
            orderNumber: 'TPS-2026-002-SAMPLE',
            status: 'pending_payment',
            totalAmount: '245.00',
            quantity: 1,
            paidAt: null,
          }),
        ],
      },
      'GET /api/tech-packs/user?limit=50': {
        body: [
          { id: 'tp-1', styleName: 'Navy Weekend Hoodie', styleNumber: 'HD-26-0007', colors: [], upload: {} },
        ],
      },
    });
    renderApp(<OrdersPage />);
    const rows = await screen.findAllByTestId('my-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('order-style')).toHaveTextContent('Navy Weekend Hoodie');
    expect(rows[0]).toHaveTextContent('TPS-2026-001-SAMPLE · HD-26-0007');
    expect(within(rows[0]).getByTestId('order-status')).toHaveTextContent('Paid');
    expect(within(rows[0]).getByTestId('order-total')).toHaveTextContent('$2,405.00 · 10 samples');
    expect(within(rows[0]).getByTestId('order-next')).toHaveTextContent(
      'Production starts within 24-48 hours.',
    );
    expect(rows[0]).toHaveTextContent(/Ordered .*2026 · Paid .*2026/);
    expect(within(rows[1]).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    fireEvent.click(within(rows[1]).getByRole('link', { name: 'Complete payment' }));
    expect(window.location.pathname).toBe('/checkout/o-2');
    expect(calls.find((c) => c.url.startsWith('/api/sample-orders/user'))!.headers.Authorization).toBe(
      'Bearer t0ken',
    );
    expect(document.title).toBe('My orders · Tech Pack Studio');
  });

  it('the open card follows live order events: in production, then shipped', async () => {
    let status = 'paid';
    installFetch({
      'GET /api/sample-orders/user?limit=50&offset=0': () => ({ body: [order({ status })] }),
      'GET /api/tech-packs/user?limit=50': {
        body: [
          { id: 'tp-1', styleName: 'Navy Weekend Hoodie', styleNumber: 'HD-26-0007', colors: [], upload: {} },
        ],
      },
    });
    const { store } = renderApp(<OrdersPage />);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Paid');
    status = 'in_production';
    act(() => void store.dispatch(liveUpdate({ kind: 'order-status', orderId: 'o-1', techPackId: 'tp-1' })));
    await screen.findByText('In production', {
      selector: '[data-testid=order-status] *, [data-testid=order-status]',
    });
    status = 'shipped';
    act(() => void store.dispatch(liveUpdate({ kind: 'order-status', orderId: 'o-1' })));
    await screen.findByText(/^Shipped/, {
      selector: '[data-testid=order-status] *, [data-testid=order-status]',
    });
  });

  it('says when there are no orders yet', async () => {
    installFetch({
      'GET /api/sample-orders/user?limit=50&offset=0': { body: [] },
      'GET /api/tech-packs/user?limit=50': { body: [] },
    });
    renderApp(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it("the menu's Sample Orders and Order Tracking lead to /orders, and Sizing is in the mobile menu", () => {
    const to = Object.fromEntries(MOBILE_MENU.map((m) => [m.label, m.to]));
    expect(to['Sample Orders']).toBe('/orders');
    expect(to['Order Tracking']).toBe('/orders');
    expect(to.Sizing).toBe('/sizing');
  });
});
