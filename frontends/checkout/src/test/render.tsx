import type { ReactElement } from 'react';
import { ADA, renderWithStore } from '@techpack/web-shared/test';
import type { SampleOrder } from '../checkout.api';

// The shared helpers (@techpack/web-shared/test) and the checkout's own fixtures.
export { installFetch, type FakeResponse, type FetchCall } from '@techpack/web-shared/test';

export function renderWithApp(ui: ReactElement) {
  return renderWithStore(ui, { session: ADA });
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
  pricing: {
    basePrice: 185,
    customLabel: 25,
    customHangTag: 0,
    rushProcessing: 35,
    unitPrice: 245,
    quantity: 1,
    total: 245,
  },
  status: 'pending_payment',
  stripePaymentIntentId: null,
  lastPaymentError: null,
  orderedAt: '2026-11-22T04:00:00.000Z',
  paidAt: null,
  refundableUntil: null,
  ...over,
});
