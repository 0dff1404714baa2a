import { describe, expect, it, jest, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { createElement, type ReactNode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderWithApp } from '../test/render';

// Stripe's SDK cannot load in jsdom (it needs js.stripe.com): stand-ins with the same surface.
const confirmPayment = jest.fn<(args: unknown) => Promise<unknown>>();
let stripeLoaded = true;
jest.unstable_mockModule('@stripe/stripe-js', () => ({ loadStripe: async () => ({}) }));
jest.unstable_mockModule('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => createElement('div', { 'data-testid': 'stripe-payment-element' }),
  useStripe: () => (stripeLoaded ? { confirmPayment } : null),
  useElements: () => (stripeLoaded ? {} : null),
}));
const { PaymentForm } = await import('./PaymentForm');

const props = (onSuccess: () => void = () => undefined) => ({
  clientSecret: 'pi_1_secret_x',
  amount: '$150.00',
  returnPath: '/checkout/o-1?success=true',
  onSuccess,
});

describe('payment form', () => {
  beforeEach(() => {
    confirmPayment.mockReset();
    stripeLoaded = true;
  });

  it("uses Stripe's Payment Element when Stripe is the provider", async () => {
    installFetch({
      'GET /api/payments/config': { body: { provider: 'stripe', publishableKey: 'pk_test_1' } },
    });
    const onSuccess = jest.fn();
    confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    renderWithApp(<PaymentForm {...props(onSuccess)} />);
    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(screen.queryByText('Test mode - no card is charged')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $150.00' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect((await screen.findAllByText('Your card was declined.')).length).toBeGreaterThan(0);
    expect(onSuccess).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $150.00' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(confirmPayment.mock.calls[0][0]).toMatchObject({
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost/checkout/o-1?success=true' },
    });
  });

  it("says 'Payment Error' when Stripe is not loaded", async () => {
    stripeLoaded = false;
    installFetch({
      'GET /api/payments/config': { body: { provider: 'stripe', publishableKey: 'pk_test_1' } },
    });
    renderWithApp(<PaymentForm {...props()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $150.00' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Stripe is not loaded. Please refresh and try again.')).toBeInTheDocument();
  });

  it('labels the embedded provider as a test and shows the test cards', async () => {
    installFetch({ 'GET /api/payments/config': { body: { provider: 'test' } } });
    renderWithApp(<PaymentForm {...props()} />);
    expect(await screen.findByText('Test mode - no card is charged')).toBeInTheDocument();
    expect(screen.getByText('TEST PAYMENT PROVIDER')).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeInTheDocument();
  });
});
