import { api } from '@techpack/web-shared';

// The designer's own sample orders (GET /api/sample-orders/user), newest first.
export interface MyOrder {
  id: string;
  orderNumber: string;
  techPackId: string | null;
  status: string;
  totalAmount: string;
  quantity: number;
  fabricLabel?: string;
  orderedAt: string;
  paidAt: string | null;
  updatedAt?: string;
  refundableUntil?: string | null;
  lastPaymentError?: string | null;
}

export const ORDERS_PAGE_SIZE = 50;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.query<MyOrder[], { offset?: number } | void>({
      query: (args) => `/api/sample-orders/user?limit=${ORDERS_PAGE_SIZE}&offset=${(args && args.offset) || 0}`,
      providesTags: [{ type: 'Order', id: 'MINE' }],
    }),
  }),
  overrideExisting: false,
});

export const { useMyOrdersQuery } = ordersApi;
