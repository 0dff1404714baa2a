import { api } from '@techpack/web-shared';
import type {
  OrderCancelRequest,
  OrderCreateRequest,
  OrderPaymentIntentRequest,
  OrderPaymentIntentResponse,
  OrderPaymentsConfigResponse,
  OrderQuote,
  OrderQuoteRequest,
  OrderQuoteResponse,
  OrderResponse,
  OrderSamplePaymentRequest,
  OrderSamplePaymentResponse,
  OrderShippingAddress,
  OrderShippingRequest,
  OrderStructuredAddress,
} from '@techpack/contracts';

// Calls of the checkout remote (spec section 7), injected into the host's one RTK Query api. Requests and answers of
// the orders service are its contract's types (libs/contracts/src/http/orders.ts): client and server cannot drift.

export type StructuredAddress = OrderStructuredAddress;

export type ShippingAddress = OrderShippingAddress;

// The fields of an order the checkout shows.
export type SampleOrder = Pick<
  OrderResponse,
  | 'id'
  | 'orderNumber'
  | 'techPackId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'shippingAddress'
  | 'specialInstructions'
  | 'fabricChoice'
  | 'fabricLabel'
  | 'customLabel'
  | 'customHangTag'
  | 'rushProcessing'
  | 'quantity'
  | 'urgency'
  | 'totalAmount'
  | 'pricing'
  | 'status'
  | 'stripePaymentIntentId'
  | 'lastPaymentError'
  | 'orderedAt'
  | 'paidAt'
> &
  Partial<Pick<OrderResponse, 'refundableUntil'>>;

export type NewSampleOrder = OrderCreateRequest & {
  // One per form submission (sent as the Idempotency-Key header): a repeated request never makes a second order.
  idempotencyKey?: string;
};

// PATCH /api/sample-order/{id}/shipping. The country comes from the form's select (the server answers 400 for one
// outside ORDER_COUNTRIES).
export type ShippingUpdate = { id: string } & Omit<OrderShippingRequest, 'shippingAddress'> & {
    shippingAddress: ShippingAddress;
  };

export type Quote = OrderQuote;

export type SamplePaymentRequest = OrderSamplePaymentRequest;

export type PaymentsConfig = OrderPaymentsConfigResponse;

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
    updateShipping: build.mutation<SampleOrder, ShippingUpdate>({
      query: ({ id, ...body }) => ({
        url: `/api/sample-order/${encodeURIComponent(id)}/shipping`,
        method: 'PATCH',
        body,
      }),
    }),
    getSampleQuote: build.mutation<OrderQuoteResponse, OrderQuoteRequest>({
      query: (body) => ({ url: '/api/sample/quote', method: 'POST', body }),
    }),
    createSamplePaymentIntent: build.mutation<OrderSamplePaymentResponse, SamplePaymentRequest>({
      query: (body) => ({ url: '/api/sample/payment-intent', method: 'POST', body }),
    }),
    createPaymentIntent: build.mutation<OrderPaymentIntentResponse, OrderPaymentIntentRequest>({
      query: (body) => ({ url: '/api/create-payment-intent', method: 'POST', body }),
    }),
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/api/payments/config',
    }),
    cancelSampleOrder: build.mutation<SampleOrder, { id: string } & OrderCancelRequest>({
      query: ({ id, ...body }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Order', id }],
    }),
    checkoutShareTechPack: build.mutation<
      unknown,
      { techPackId: string; message: string; includePdf: boolean }
    >({
      query: (body) => ({ url: '/api/chat/share-tech-pack', method: 'POST', body }),
      invalidatesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
    checkoutGenerateMessage: build.mutation<
      { success: boolean; url: string },
      { type: string; orderNumber: string; techPackId?: string; email: string; fabricChoice: string }
    >({
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
