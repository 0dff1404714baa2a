import { describe, expect, it, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import SampleOrderForm from './SampleOrderForm';
import { installFetch, renderWithApp } from './test/render';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
// the structured address: typed once, here, in the checkout's fields
const fillAddress = () => {
  fill(/Street address/, '221B Baker Street');
  fill(/^City/, 'London');
  fill(/^State/, 'Greater London');
  fill(/^ZIP Code/, 'NW1 6XE');
};

describe('home sample order form', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it("says 'Missing Information' when a required field is empty and sends nothing", async () => {
    const calls = installFetch({});
    renderWithApp(<SampleOrderForm techPack={{ id: 'tp-1' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    // and beside each empty field
    expect(screen.getByLabelText(/Street address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(4);
    expect(calls).toHaveLength(0);
  });

  it('an error beside a field goes as soon as the field is filled; the others stay', async () => {
    installFetch({});
    renderWithApp(<SampleOrderForm techPack={{ id: 'tp-1' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    const required = screen.getAllByText('Required').length;
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Leeds' } });
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText('Required')).toHaveLength(required - 1);
    expect(screen.getByLabelText(/Street address/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'false');
  });

  it("sends the address as the checkout's fields (no city swallowing the postcode)", async () => {
    const calls = installFetch({
      'POST /api/sample-order': { status: 201, body: { id: 'order-12', orderNumber: 'TPS-2026-012-SAMPLE' } },
    });
    renderWithApp(<SampleOrderForm techPack={{ id: 'tp-1' }} />);
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/order-12'));
    expect(calls[0].body).toMatchObject({
      shippingAddress: {
        address: '221B Baker Street',
        city: 'London',
        state: 'Greater London',
        zipCode: 'NW1 6XE',
        country: 'US',
      },
    });
  });

  it('shows the total from the price table, sends it and goes to the checkout', async () => {
    const calls = installFetch({
      'POST /api/sample-order': { status: 201, body: { id: 'order-9', orderNumber: 'TPS-2026-009-SAMPLE' } },
    });
    renderWithApp(<SampleOrderForm techPack={{ id: 'tp-1' }} />);
    expect(screen.getByTestId('sample-order-total')).toHaveTextContent('$150.00');
    fireEvent.click(screen.getByLabelText(/Custom Label/));
    fireEvent.click(screen.getByLabelText(/Rush Processing/));
    expect(screen.getByTestId('sample-order-total')).toHaveTextContent('$210.00');
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/order-9'));
    expect(calls[0].body).toMatchObject({
      techPackId: 'tp-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fabricChoice: 'cotton-basic',
      customLabel: true,
      customHangTag: false,
      rushProcessing: true,
      totalAmount: '210.00',
    });
  });

  it("takes the studio's fabric, label and hang tag as its defaults", async () => {
    const calls = installFetch({
      'POST /api/sample-order': { status: 201, body: { id: 'order-11', orderNumber: 'TPS-2026-011-SAMPLE' } },
    });
    const techPack = {
      id: 'tp-7',
      materials: {
        mainFabric: 'Organic Cotton Canvas',
        fabricDetails: { category: 'Sustainable', composition: '100% Organic Cotton', gsm: 240 },
      },
      branding: { mainLabel: 'Maison woven label', hangTagStyle: 'eco-friendly', logo: null },
      provenance: {
        'branding.mainLabel': 'user',
        'branding.hangTagStyle': 'user',
        'materials.mainFabric': 'user',
      },
    };
    renderWithApp(<SampleOrderForm techPack={techPack} />);
    expect(
      screen.getByText('From your studio: Organic Cotton Canvas, priced as Premium Organic Cotton (220gsm)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Custom Label/)).toBeChecked();
    expect(screen.getByLabelText(/Custom Hang Tag/)).toBeChecked();
    // 185 + 25 + 15
    expect(screen.getByTestId('sample-order-total')).toHaveTextContent('$225.00');
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/order-11'));
    expect(calls[0].body).toMatchObject({
      techPackId: 'tp-7',
      fabricChoice: 'cotton-premium',
      customLabel: true,
      customHangTag: true,
      totalAmount: '225.00',
    });
  });

  it('sends a fresh Idempotency-Key with each submission', async () => {
    installFetch({
      'POST /api/sample-order': { status: 201, body: { id: 'order-10', orderNumber: 'TPS-2026-010-SAMPLE' } },
    });
    const fake = globalThis.fetch as unknown as (
      input: string,
      init?: { headers?: Record<string, string> },
    ) => Promise<unknown>;
    const keys: (string | undefined)[] = [];
    (globalThis as { fetch?: unknown }).fetch = (
      input: string,
      init: { headers?: Record<string, string> } = {},
    ) => {
      keys.push(init.headers?.['Idempotency-Key']);
      return fake(input, init);
    };
    renderWithApp(<SampleOrderForm techPack={{ id: 'tp-1' }} />);
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/order-10'));
    window.history.replaceState(null, '', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("says 'Order Failed' when the server refuses", async () => {
    installFetch({ 'POST /api/sample-order': { status: 500, body: { message: 'boom' } } });
    renderWithApp(<SampleOrderForm techPack={{ id: 'tp-1' }} />);
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Order Sample' }));
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(screen.getByText(/Failed to create sample order/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
