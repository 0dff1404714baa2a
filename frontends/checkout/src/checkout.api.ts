import { api } from '@techpack/web-shared';

// Calls of the checkout remote (spec section 7), injected into the host's one RTK Query api.

export interface StructuredAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export type ShippingAddress = string | StructuredAddress;

export interface SampleOrder {
  id: string;
  orderNumber: string;
  techPackId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  shippingAddress: ShippingAddress;
  specialInstructions: string | null;
  fabricChoice: string;
  fabricLabel: string;
  customLabel: boolean;
  customHangTag: boolean;
  rushProcessing: boolean;
  quantity: number;
  urgency: string;
  totalAmount: string;
  pricing: { basePrice: number; customLabel: number; customHangTag: number; rushProcessing: number; unitPrice: number; quantity: number; total: number };
  status: string;
  stripePaymentIntentId: string | null;
  lastPaymentError: string | null;
  orderedAt: string;
  paidAt: string | null;
  // Set while a paid order can still be cancelled for a full refund (24 hours, before production).
  refundableUntil?: string | null;
}

export interface NewSampleOrder {
  techPackId?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  shippingAddress: string;
  specialInstructions: string;
  fabricChoice: string;
  customLabel: boolean;
  customHangTag: boolean;
  rushProcessing: boolean;
  totalAmount: string;
  // One per form submission (sent as the Idempotency-Key header): a repeated request never makes a second order.
  idempotencyKey?: string;
}

export interface Quote {
  manufacturerPrice: number;
  techpackStudioServiceFee: number;
  totalCustomerPrice: number;
  estimatedTimeline: string;
  quantity?: number;
  urgency?: string;
}

export interface SamplePaymentRequest {
  techPackId?: string;
  quantity: number;
  urgency: 'standard' | 'rush';
  fabricChoice?: string;
  specialRequirements: string;
  shippingAddress: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface PaymentsConfig {
  provider: 'stripe' | 'test';
  publishableKey?: string;
  manufacturerUrl?: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSampleOrder: build.mutation<SampleOrder, NewSampleOrder>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/sample-order',
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getSampleOrder: build.query<SampleOrder, string>({
      query: (id) => `/api/sample-order/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    updateShipping: build.mutation<SampleOrder, { id: string; shippingAddress: ShippingAddress; firstName: string; lastName: string; email: string }>({
      query: ({ id, ...body }) => ({ url: `/api/sample-order/${encodeURIComponent(id)}/shipping`, method: 'PATCH', body }),
    }),
    getSampleQuote: build.mutation<{ quote: Quote }, { techPackId?: string; quantity: number; urgency: string; fabricChoice?: string }>({
      query: (body) => ({ url: '/api/sample/quote', method: 'POST', body }),
    }),
    createSamplePaymentIntent: build.mutation<{ clientSecret: string; orderId: string; orderNumber: string }, SamplePaymentRequest>({
      query: (body) => ({ url: '/api/sample/payment-intent', method: 'POST', body }),
    }),
    createPaymentIntent: build.mutation<{ clientSecret: string }, { orderId: string }>({
      query: (body) => ({ url: '/api/create-payment-intent', method: 'POST', body }),
    }),
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/api/payments/config',
    }),
    cancelSampleOrder: build.mutation<SampleOrder, { id: string; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/api/orders/${encodeURIComponent(id)}/cancel`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Order', id }],
    }),
    checkoutShareTechPack: build.mutation<unknown, { techPackId: string; message: string; includePdf: boolean }>({
      query: (body) => ({ url: '/api/chat/share-tech-pack', method: 'POST', body }),
      invalidatesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
    checkoutGenerateMessage: build.mutation<{ success: boolean; url: string }, { type: string; orderNumber: string; techPackId?: string; email: string; fabricChoice: string }>({
      query: (body) => ({ url: '/api/whatsapp/generate-message', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useCreateSampleOrderMutation,
  useGetSampleOrderQuery,
  useUpdateShippingMutation,
  useGetSampleQuoteMutation,
  useCreateSamplePaymentIntentMutation,
  useCreatePaymentIntentMutation,
  useGetPaymentsConfigQuery,
  useCheckoutShareTechPackMutation,
  useCheckoutGenerateMessageMutation,
  useCancelSampleOrderMutation,
} = checkoutApi;
