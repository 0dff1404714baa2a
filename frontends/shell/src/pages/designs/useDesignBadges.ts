import { useMemo } from 'react';
import { api } from '@techpack/web-shared';
import { useMyOrdersQuery } from '../orders/orders.api';
import { PAID, type Badge } from './design-format';

// Which packs were shared in the chat (a share carries the PDF link): one read of the designer's messages.
const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    designsSharedMessages: build.query<{ techPackId: string; message: string }[], void>({
      query: () => '/api/chat/messages/user',
      providesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

// Each design's badges: shared in the chat, ordered as a sample, paid.
export function useDesignBadges(): (id: string) => Badge[] {
  const orders = useMyOrdersQuery();
  const messages = sharedApi.useDesignsSharedMessagesQuery();
  return useMemo(() => {
    const map = new Map<string, Set<Badge>>();
    const add = (id: string | null | undefined, b: Badge) => {
      if (!id) return;
      if (!map.has(id)) map.set(id, new Set());
      map.get(id)!.add(b);
    };
    for (const m of messages.data ?? [])
      if (m.message?.includes('/pdf-download')) add(m.techPackId, 'Shared');
    for (const o of orders.data ?? []) {
      if (o.status === 'cancelled' || o.status === 'refunded') continue;
      add(o.techPackId, PAID.has(o.status) ? 'Paid' : 'Ordered');
    }
    const order: Badge[] = ['Shared', 'Ordered', 'Paid'];
    return (id: string): Badge[] => order.filter((b) => map.get(id)?.has(b));
  }, [messages.data, orders.data]);
}
