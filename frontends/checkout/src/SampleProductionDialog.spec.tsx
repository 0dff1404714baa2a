import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import SampleProductionDialog from './SampleProductionDialog';
import { installFetch, renderWithApp } from './test/render';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const QUOTE = {
  quote: {
    manufacturerPrice: 444,
    techpackStudioServiceFee: 111,
    totalCustomerPrice: 555,
    estimatedTimeline: '14-21 business days production + 5-7 days standard shipping',
  },
};

describe('sample production dialog', () => {
  it('enables Get Free Quote only with name, e-mail and address; quantity stays an integer 1-50', () => {
    installFetch({});
    renderWithApp(<SampleProductionDialog open onClose={() => undefined} techPackId="tp-1" />);
    const quote = screen.getByRole('button', { name: 'Get Free Quote' });
    expect(quote).toBeDisabled();
    fill(/Shipping Address/, '1 Loom Street');
    expect(quote).toBeEnabled();
    fill(/First Name/, '');
    expect(quote).toBeDisabled();
    const qty = screen.getByLabelText(/Quantity/) as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '75' } });
    expect(qty.value).toBe('75');
    expect(screen.getByText('Enter a whole number from 1 to 50')).toBeInTheDocument();
    expect(quote).toBeDisabled();
    fireEvent.change(qty, { target: { value: '3' } });
    expect(qty.value).toBe('3');
  });

  it('lets the designer retype the quantity: Backspace on 1 then 5 asks a quote for 5 samples, not 15', async () => {
    const calls = installFetch({ 'POST /api/sample/quote': { body: QUOTE } });
    renderWithApp(<SampleProductionDialog open onClose={() => undefined} techPackId="tp-1" />);
    fill(/Shipping Address/, '1 Loom Street');
    const qty = screen.getByLabelText(/Quantity/) as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '' } });
    expect(qty.value).toBe('');
    expect(screen.getByRole('button', { name: 'Get Free Quote' })).toBeDisabled();
    fireEvent.change(qty, { target: { value: '5' } });
    expect(qty.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
    expect(await screen.findByText('5 samples, standard processing')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/sample/quote')!.body).toMatchObject({ quantity: 5 });
  });

  it('names the design it orders, defaults to the studio fabric, shows the unit price and money with thousands separators', async () => {
    const calls = installFetch({
      'POST /api/sample/quote': {
        body: {
          quote: {
            manufacturerPrice: 2004.17,
            techpackStudioServiceFee: 400.83,
            totalCustomerPrice: 2405,
            estimatedTimeline: '14-21 business days',
          },
        },
      },
    });
    const techPack = {
      id: 'tp-1',
      styleName: 'Navy Weekend Hoodie',
      styleNumber: 'HD-26-0007',
      materials: {
        mainFabric: 'Merino Wool',
        fabricDetails: { category: 'Wool', composition: '100% Merino Wool', gsm: 220 },
      },
      branding: { mainLabel: 'x', hangTagStyle: 'none', logo: null },
      provenance: { 'materials.mainFabric': 'user' },
    };
    renderWithApp(<SampleProductionDialog open onClose={() => undefined} techPack={techPack} />);
    expect(screen.getByTestId('ordering-design')).toHaveTextContent('Navy Weekend Hoodie · HD-26-0007');
    expect(screen.getByText('From your studio: Merino Wool')).toBeInTheDocument();
    fill(/Shipping Address/, '1 Loom Street');
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
    expect(await screen.findByText('$2,405.00')).toBeInTheDocument();
    expect(screen.getByText('$240.50')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/sample/quote')!.body).toMatchObject({
      techPackId: 'tp-1',
      quantity: 10,
      fabricChoice: 'luxury-fabric',
    });
  });

  it("shows 'Quote Failed' when the quote cannot be had", async () => {
    installFetch({ 'POST /api/sample/quote': { status: 500, body: 'down' } });
    renderWithApp(<SampleProductionDialog open onClose={() => undefined} techPackId="tp-1" />);
    fill(/Shipping Address/, '1 Loom Street');
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
    expect(await screen.findByText('Quote Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to get quote')).toBeInTheDocument();
  });

  it('goes details -> quote -> payment and back, and shows the setup failure text', async () => {
    installFetch({
      'POST /api/sample/quote': { body: QUOTE },
      'POST /api/sample/payment-intent': { status: 500, body: 'no' },
    });
    renderWithApp(<SampleProductionDialog open onClose={() => undefined} techPackId="tp-1" />);
    fill(/Shipping Address/, '1 Loom Street');
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
    expect(await screen.findByText('$555.00')).toBeInTheDocument();
    expect(screen.getByText('$111.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Details' }));
    expect(screen.getByLabelText(/Shipping Address/)).toHaveValue('1 Loom Street');
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Failed to setup payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Payment Setup Failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Quote' }));
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it('pays with the test card, closes, resets and shares the tech pack with its PDF', async () => {
    const calls = installFetch({
      'POST /api/sample/quote': { body: QUOTE },
      'POST /api/sample/payment-intent': {
        body: { clientSecret: 'pi_1_secret_x', orderId: 'o-1', orderNumber: 'TPS-2026-001-SAMPLE' },
      },
      'GET /api/payments/config': { body: { provider: 'test' } },
      'POST /api/payments/test/confirm': { body: { status: 'succeeded' } },
      'POST /api/chat/share-tech-pack': { body: { success: true } },
    });
    const onClose = jest.fn();
    renderWithApp(<SampleProductionDialog open onClose={onClose} techPackId="tp-1" />);
    fill(/Shipping Address/, '1 Loom Street');
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Test mode - no card is charged')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4242424242424242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $555.00' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/chat/share-tech-pack')).toBe(true));
    expect(calls.find((c) => c.url === '/api/chat/share-tech-pack')!.body).toMatchObject({
      techPackId: 'tp-1',
      includePdf: true,
    });
    expect(calls.find((c) => c.url === '/api/payments/test/confirm')!.body).toMatchObject({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4242424242424242',
    });
    expect(screen.getByRole('button', { name: 'Get Free Quote' })).toBeInTheDocument();
  });
});
