import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DesignsPage from './DesignsPage';
import { installFetch, renderApp } from '../test/render';

if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

const pack = (id: string, styleName: string, createdAt: string, styleNumber: string) => ({
  id,
  styleName,
  styleNumber,
  createdAt,
  aiAnalysis: { garmentType: 'hoodie', styleCategory: 'casual' },
  upload: { originalName: `${id}.jpg` },
  colors: [],
});

describe('designs page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/designs'));

  it('names every card by its style name with its number, searches and sorts by name, and shows shared / ordered / paid badges', async () => {
    installFetch({
      'GET /api/tech-packs/user?limit=50': {
        body: [
          pack('tp-1', 'Zephyr Hoodie', '2026-11-01T10:00:00Z', 'HD-26-0001'),
          pack('tp-2', 'Alpine Fleece', '2026-11-03T10:00:00Z', 'HD-26-0002'),
          pack('tp-3', 'Meadow Tee', '2026-11-02T10:00:00Z', 'TS-26-0003'),
        ],
      },
      'GET /api/sample-orders/user?limit=50&offset=0': {
        body: [
          {
            id: 'o1',
            orderNumber: 'TPS-1',
            techPackId: 'tp-1',
            status: 'paid',
            totalAmount: '245.00',
            quantity: 1,
            orderedAt: '2026-11-04T10:00:00Z',
            paidAt: '2026-11-04T10:00:00Z',
          },
          {
            id: 'o2',
            orderNumber: 'TPS-2',
            techPackId: 'tp-3',
            status: 'pending_payment',
            totalAmount: '150.00',
            quantity: 1,
            orderedAt: '2026-11-04T10:00:00Z',
            paidAt: null,
          },
        ],
      },
      'GET /api/chat/messages/user': {
        body: [
          {
            techPackId: 'tp-2',
            message: 'Shared. Tech pack PDF: http://x/api/tech-pack/tp-2/pdf-download?share=1',
          },
        ],
      },
    });
    renderApp(<DesignsPage />);
    await waitFor(() => expect(screen.getAllByTestId('design-name')).toHaveLength(3));
    const names = () => screen.getAllByTestId('design-name').map((n) => n.textContent);
    expect(names()).toEqual(['Alpine Fleece', 'Meadow Tee', 'Zephyr Hoodie']); // newest first
    const card = (name: string) => screen.getByText(name).closest('[data-testid=design-card]') as HTMLElement;
    expect(card('Alpine Fleece')).toHaveTextContent('HD-26-0002');
    await waitFor(() =>
      expect(within(card('Zephyr Hoodie')).getByTestId('design-badges')).toHaveTextContent('Paid'),
    );
    expect(within(card('Meadow Tee')).getByTestId('design-badges')).toHaveTextContent('Ordered');
    expect(within(card('Alpine Fleece')).getByTestId('design-badges')).toHaveTextContent('Shared');
    expect(
      within(card('Alpine Fleece')).getByRole('button', {
        name: 'Submit for sample production: Alpine Fleece',
      }),
    ).toHaveTextContent('Sample');

    fireEvent.change(screen.getByTestId('designs-sort'), { target: { value: 'name' } });
    expect(names()).toEqual(['Alpine Fleece', 'Meadow Tee', 'Zephyr Hoodie'].sort());
    fireEvent.change(screen.getByTestId('designs-sort'), { target: { value: 'oldest' } });
    expect(names()).toEqual(['Zephyr Hoodie', 'Meadow Tee', 'Alpine Fleece']);

    fireEvent.change(screen.getByLabelText('Search designs'), { target: { value: 'meadow' } });
    expect(names()).toEqual(['Meadow Tee']);
    fireEvent.change(screen.getByLabelText('Search designs'), { target: { value: 'HD-26-0001' } });
    expect(names()).toEqual(['Zephyr Hoodie']);
  });
});
