import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@techpack/web-shared';
import AdminDashboard from './AdminDashboard';
import { POLL } from './admin.api';
import { ADMIN_TOKEN_KEY } from './admin.session';
import { installFetch, renderAdmin, type Handler } from './test/render';
import type { AdminMessage, AdminOrder, AdminUser } from './admin.types';

const longText = 'x'.repeat(150);
const users: AdminUser[] = [
  {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isGoogleUser: true,
    createdAt: '2026-01-02T00:00:00Z',
    lastLoginAt: '2026-01-03T00:00:00Z',
  },
  {
    id: 'u2',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    isGoogleUser: false,
    createdAt: '2026-01-01T00:00:00Z',
    lastLoginAt: null,
  },
];
const orders: AdminOrder[] = [
  {
    id: 'o1',
    orderNumber: 'TPS-2026-001-SAMPLE',
    techPackId: 't1',
    userId: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fabricChoice: 'cotton-premium',
    totalAmount: 185,
    status: 'paid',
    stripePaymentIntentId: 'pi_3abcdefghijklmnopqrstuvwxyz',
    orderedAt: '2026-01-04T00:00:00Z',
    user: { email: 'ada@example.com' },
  },
  {
    id: 'o2',
    orderNumber: 'TPS-2026-002-SAMPLE',
    techPackId: 't2',
    userId: 'u2',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    fabricChoice: 'mystery-silk',
    totalAmount: '150.5',
    status: 'pending_payment',
    stripePaymentIntentId: null,
    orderedAt: '2026-01-03T00:00:00Z',
    user: { email: 'grace@example.com' },
  },
];
const messages: AdminMessage[] = [
  {
    id: 'm1',
    techPackId: 't1',
    sender: 'user',
    message: longText,
    sentAt: '2026-01-05T00:00:00Z',
    messageType: 'text',
    user: { email: 'ada@example.com' },
  },
];
const status = {
  checkedAt: '2026-01-05T00:00:00Z',
  storage: { kind: 'fs', label: 'File-based storage with auto-persistence', healthy: true },
  database: { kind: 'pglite', label: 'Embedded PostgreSQL (PGlite)', healthy: true },
  payments: { provider: 'test', testMode: null, healthy: true },
  messaging: { healthy: false, error: 'unreachable' },
  events: { kind: 'memory', label: 'In-process event bus', healthy: true, lastEventAt: null },
  services: [{ name: 'chat', ready: false, status: null, ms: 3, error: 'unreachable' }],
};

function routes(over: Record<string, Handler> = {}) {
  return installFetch({
    'GET /api/admin/stats': () => ({
      body: {
        totalUsers: 2,
        activeUsers7d: 1,
        totalRevenue: 185,
        orderCount: 2,
        paidOrderCount: 1,
        techPackCount: 3,
        uploadCount: 4,
        messageCount: 1,
      },
    }),
    'GET /api/admin/users': () => ({ body: users, headers: { 'X-Total-Count': '2' } }),
    'GET /api/admin/uploads': () => ({ body: [] }),
    'GET /api/admin/tech-packs': () => ({
      body: [
        {
          id: 't1',
          uploadId: 'up1',
          upload: { originalName: 'tee.png', filename: 'f.png' },
          createdAt: '2026-01-01T00:00:00Z',
          aiAnalysis: { garmentType: 't-shirt' },
          user: { email: 'ada@example.com' },
        },
      ],
    }),
    'GET /api/admin/orders': () => ({ body: orders }),
    'GET /api/admin/messages': () => ({ body: messages }),
    'GET /api/admin/system-status': () => ({ body: status }),
    'GET /api/admin/actions': () => ({
      body: [
        {
          id: 'a1',
          operator: 'ops',
          action: 'order-status-change',
          targetId: 'o9',
          outcome: 'succeeded',
          statusCode: 200,
          at: '2026-01-05T00:00:00Z',
        },
      ],
    }),
    ...over,
  });
}

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  window.localStorage.clear();
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  window.history.replaceState(null, '', '/admin');
  dismissToast();
});

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('admin dashboard', () => {
  it('sends a visitor without a token to the admin login', async () => {
    window.localStorage.clear();
    const calls = routes();
    renderAdmin(<AdminDashboard />);
    await waitFor(() => expect(window.location.pathname).toBe('/admin-login'));
    expect(calls).toHaveLength(0);
  });

  it('shows the header, the notice, the four stat cards and the real system status', async () => {
    const calls = routes();
    renderAdmin(<AdminDashboard />);
    expect(screen.getByText('Live Data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeInTheDocument();
    expect(screen.getByText('Admin Access Active')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('stat-users')).getByText('2')).toBeInTheDocument());
    expect(within(screen.getByTestId('stat-users')).getByText('1 active in last 7 days')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-revenue')).getByText('$185.00')).toBeInTheDocument();
    // the revenue counts the paid orders; the card says so and gives the total placed
    expect(within(screen.getByTestId('stat-revenue')).getByText('from 1 sample order')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('stat-revenue')).getByText(
        'paid, not refunded or cancelled; 2 placed in all',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('stat-techpacks')).getByText('generated from 4 uploads'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('Data refreshed')).toBeInTheDocument();
    expect(screen.getByText(/^Refreshed at /)).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-messages')).getByText('1')).toBeInTheDocument();
    const panel = screen.getByTestId('system-status');
    await waitFor(() =>
      expect(within(panel).getByText(/File-based storage with auto-persistence/)).toBeInTheDocument(),
    );
    expect(
      within(screen.getByTestId('status-payment-processing')).getByText(
        'Local test provider (no card charged)',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('status-messaging-integration')).getByText('Unavailable'),
    ).toBeInTheDocument();
    expect(
      calls.every(
        (c) =>
          c.headers.Authorization === 'Bearer admin-token' &&
          c.headers['Content-Type'] === 'application/json',
      ),
    ).toBe(true);
    // Refresh Data refetches every call
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(before + 8));
  });

  it('renders users, orders, tech packs and messages the spec way and filters with the search box', async () => {
    routes();
    renderAdmin(<AdminDashboard />);
    // overview: latest orders and tech packs
    expect(await screen.findByText('TPS-2026-001-SAMPLE')).toBeInTheDocument();
    expect(screen.getByText('tee.png')).toBeInTheDocument();
    // operator actions: who, what and when
    const action = await screen.findByTestId('action-row');
    expect(within(action).getByText('ops')).toBeInTheDocument();
    expect(within(action).getByText('Changed order status')).toBeInTheDocument();

    openTab('Users');
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    // the shown section is the tab's panel: named by its tab, which names the panel it controls
    const users = screen.getByRole('tab', { name: 'Users', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'Users' });
    expect(users).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('ada@example.com')).toBeInTheDocument();
    const rows = screen.getAllByTestId('user-row');
    expect(within(rows[0]).getByText('Google')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Email')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search users, orders, emails...'), {
      target: { value: 'hopper' },
    });
    await waitFor(() => expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();

    openTab('Orders');
    // orders match by order number, user email or status
    expect(screen.queryByText('TPS-2026-001-SAMPLE')).not.toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search users, orders, emails...'), {
      target: { value: 'PAID' },
    });
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    fireEvent.change(screen.getByPlaceholderText('Search users, orders, emails...'), {
      target: { value: '' },
    });
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    const paid = screen.getByText('paid').closest('[data-badge]');
    expect(paid).toHaveAttribute('data-badge', 'primary');
    expect(screen.getByText('pending_payment').closest('[data-badge]')).toHaveAttribute(
      'data-badge',
      'secondary',
    );
    expect(screen.getByText('pi_3abcdefghijklmnop...')).toBeInTheDocument();
    expect(screen.getByText('Premium Organic Cotton (220gsm)')).toBeInTheDocument();
    expect(screen.getByText('mystery-silk')).toBeInTheDocument();
    expect(screen.getByText('$150.50')).toBeInTheDocument();

    openTab('Messages');
    expect(await screen.findByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
  });

  it('replies as the manufacturer and changes an order status through the admin API', async () => {
    const calls = routes({
      'POST /api/admin/messages/reply': () => ({ body: { success: true } }),
      'PATCH /api/admin/orders/o1/status': () => ({ body: { success: true } }),
    });
    renderAdmin(<AdminDashboard />);
    openTab('Messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Samples ship Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/messages/reply')?.body).toEqual({
      techPackId: 't1',
      message: 'Samples ship Monday',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    openTab('Orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Change status of TPS-2026-001-SAMPLE' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'In production' }));
    expect(await screen.findByText('Order Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ status: 'in_production' });
    // an unpaid order offers only cancelling
    fireEvent.click(screen.getByRole('button', { name: 'Change status of TPS-2026-002-SAMPLE' }));
    expect(await screen.findByRole('menuitem', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'In production' })).not.toBeInTheDocument();
  });

  it('reports API errors with the helper texts and leaves on 401', async () => {
    routes({ 'GET /api/admin/stats': () => ({ status: 500, text: 'boom' }) });
    const first = renderAdmin(<AdminDashboard />);
    expect(await screen.findByText('Admin API Error: 500 boom')).toBeInTheDocument();
    first.unmount();

    routes({ 'GET /api/admin/users': () => ({ status: 401, body: { message: 'Admin session expired' } }) });
    renderAdmin(<AdminDashboard />);
    await waitFor(() => expect(window.location.pathname).toBe('/admin-login'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('polls at the spec intervals', () => {
    expect(POLL).toMatchObject({
      stats: 30_000,
      users: 30_000,
      uploads: 15_000,
      techPacks: 15_000,
      orders: 10_000,
      messages: 5_000,
    });
  });
});
