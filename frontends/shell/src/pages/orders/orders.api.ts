import { api } from '@techpack/web-shared';
import type { OrderResponse } from '@techpack/contracts';

// The designer's own sample orders (GET /api/sample-orders/user), newest first: the fields of the orders service's
// answer (libs/contracts/src/http/orders.ts) the page shows.
export type MyOrder = Pick<
  OrderResponse,
  'id' | 'orderNumber' | 'techPackId' | 'status' | 'totalAmount' | 'quantity' | 'orderedAt' | 'paidAt'
> &
  Partial<
    Pick<
      OrderResponse,
      | 'fabricLabel'
      | 'updatedAt'
      | 'refundableUntil'
      | 'lastPaymentError'
      | 'timeline'
      | 'tracking'
      | 'techPackRevision'
    >
  >;

export const ORDERS_PAGE_SIZE = 50;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.query<MyOrder[], { offset?: number } | void>({
      query: (args) =>
        `/api/sample-orders/user?limit=${ORDERS_PAGE_SIZE}&offset=${(args && args.offset) || 0}`,
      providesTags: [{ type: 'Order', id: 'MINE' }],
    }),
  }),
  overrideExisting: false,
});

export const { useMyOrdersQuery } = ordersApi;
