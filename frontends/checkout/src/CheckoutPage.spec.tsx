import { describe, expect, it, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CheckoutPage from './CheckoutPage';
import { installFetch, renderWithApp, sampleOrder } from './test/render';

const ORDER = sampleOrder();
const GET = `GET /api/sample-order/${ORDER.id}`;
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('checkout page', () => {
  beforeEach(() => window.history.replaceState(null, '', `/checkout/${ORDER.id}`));

  it("says 'Invalid checkout URL' without an order id", () => {
    installFetch({});
    renderWithApp(<CheckoutPage success={false} />);
    expect(screen.getByText('Invalid checkout URL')).toBeInTheDocument();
  });

  it("shows 'Order Not Found' with a way home", async () => {
    installFetch({ [GET]: { status: 404, body: { message: 'Order Not Found' } } });
    renderWithApp(<CheckoutPage orderId={ORDER.id} success={false} />);
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(window.location.pathname).toBe('/');
  });

  it('shows both columns and retries a failed payment setup', async () => {
    let attempts = 0;
    installFetch({
      [GET]: { body: ORDER },
      'GET /api/payments/config': { body: { provider: 'test', manufacturerUrl: 'https://partner.example' } },
      'POST /api/create-payment-intent': () =>
        ++attempts === 1 ? { status: 500, body: 'down' } : { body: { clientSecret: 'pi_1_secret_x' } },
    });
    renderWithApp(<CheckoutPage orderId={ORDER.id} success={false} />);
    expect(await screen.findByText('Order Summary')).toBeInTheDocument();
    expect(screen.getByText('Back to Order Details', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Premium Organic Cotton (220gsm)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$245.00');
    expect(screen.getByText('Production: 14-21 business days')).toBeInTheDocument();
    expect(screen.getByText('Standard shipping: 5-7 days')).toBeInTheDocument();
    expect(screen.getByText('Complete Your Order')).toBeInTheDocument();
    expect(await screen.findByText('Payment Setup Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to initialize payment. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Payment Setup' }));
    expect(await screen.findByText('Test mode - no card is charged')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('checks the shipping fields, then shows the provider decline as Payment Failed', async () => {
    const calls = installFetch({
      [GET]: { body: ORDER },
      'GET /api/payments/config': { body: { provider: 'test' } },
      'POST /api/create-payment-intent': { body: { clientSecret: 'pi_1_secret_x' } },
      [`PATCH /api/sample-order/${ORDER.id}/shipping`]: { body: ORDER },
      'POST /api/payments/test/confirm': {
        status: 402,
        body: { message: 'Your card was declined.', code: 'PAYMENT.CARD_DECLINED' },
      },
    });
    renderWithApp(<CheckoutPage orderId={ORDER.id} success={false} />);
    fireEvent.change(await screen.findByTestId('card-number'), { target: { value: '4000000000000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $245.00' }));
    expect((await screen.findAllByText('Please fill in all shipping address fields')).length).toBeGreaterThan(
      0,
    );
    expect(calls.some((c) => c.url === '/api/payments/test/confirm')).toBe(false);
    fill(/^City/, 'London');
    fill(/^State/, 'LDN');
    fill(/ZIP Code/, 'N1 1AA');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $245.00' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect((await screen.findAllByText('Your card was declined.')).length).toBeGreaterThan(0);
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      shippingAddress: {
        address: '1 Loom Street',
        city: 'London',
        state: 'LDN',
        zipCode: 'N1 1AA',
        country: 'US',
      },
    });
    expect(window.location.search).toBe('');
  });

  it("fills the fields from the home form's address, labels them for the country and highlights what is missing", async () => {
    installFetch({
      [GET]: { body: sampleOrder({ shippingAddress: '12 Queen Street West, Toronto, ON M5H 2N2, Canada' }) },
      'GET /api/payments/config': { body: { provider: 'test' } },
      'POST /api/create-payment-intent': { body: { clientSecret: 'pi_1_secret_x' } },
    });
    renderWithApp(<CheckoutPage orderId={ORDER.id} success={false} />);
    expect(await screen.findByLabelText(/^Address/)).toHaveValue('12 Queen Street West');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Toronto');
    expect(screen.getByLabelText(/^Province/)).toHaveValue('ON');
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue('M5H 2N2');
    expect(screen.getByTestId('country')).toHaveValue('CA');
    fill(/^City/, '');
    fireEvent.change(await screen.findByTestId('card-number'), { target: { value: '4242424242424242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $245.00' }));
    expect((await screen.findAllByText('Please fill in all shipping address fields')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Province/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the success screen with next steps and opens the messaging link', async () => {
    const calls = installFetch({
      [GET]: { body: sampleOrder({ status: 'paid', paidAt: '2026-11-22T04:10:00.000Z' }) },
      'POST /api/whatsapp/generate-message': {
        body: { success: true, url: 'https://wa.me/15551234567?text=hi' },
      },
    });
    const opened: { location: { href: string } } = { location: { href: '' } };
    window.open = (() => opened) as unknown as typeof window.open;
    renderWithApp(<CheckoutPage orderId={ORDER.id} success />);
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.getByText('Production starts within 24-48 hours of payment.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Manufacturer' }));
    await waitFor(() => expect(opened.location.href).toBe('https://wa.me/15551234567?text=hi'));
    expect(calls.find((c) => c.url === '/api/whatsapp/generate-message')!.body).toMatchObject({
      orderNumber: ORDER.orderNumber,
      techPackId: 'tp-1',
    });
  });

  it('lets the owner cancel a paid order for a full refund within the window', async () => {
    const paid = sampleOrder({
      status: 'paid',
      paidAt: new Date().toISOString(),
      refundableUntil: new Date(Date.now() + 3600_000).toISOString(),
    });
    let current = paid;
    const calls = installFetch({
      [GET]: () => ({ body: current }),
      [`POST /api/orders/${ORDER.id}/cancel`]: () => {
        current = { ...paid, status: 'refunded', refundableUntil: null };
        return { body: current };
      },
    });
    let asked = false;
    window.confirm = () => {
      asked = true;
      return true;
    };
    renderWithApp(<CheckoutPage orderId={ORDER.id} success />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel for a full refund' }));
    // an in-page dialog, never the browser's confirm() box
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(asked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel for a full refund' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/cancel'))).toBe(true);
  });
});
