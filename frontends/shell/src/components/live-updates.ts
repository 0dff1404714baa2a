import type { AppNotification } from '@techpack/contracts';
import { api } from '@techpack/web-shared';

type Tag = { type: 'Order' | 'ChatMessage'; id: string };

/**
 * What a live notification makes stale: the pages it concerns refetch (an open /orders card or order page shows the
 * new stage, the designs' unread badges the reply). A pack open in the studio is not refetched under the designer's
 * edits: a fit session or comment shows on the bell and in its own section.
 */
export function liveTags(n: Pick<AppNotification, 'kind' | 'orderId' | 'techPackId'>): Tag[] {
  switch (n.kind) {
    case 'order-status':
      return [
        { type: 'Order', id: 'MINE' },
        ...(n.orderId ? [{ type: 'Order' as const, id: n.orderId }] : []),
      ];
    case 'manufacturer-reply':
      return [{ type: 'ChatMessage', id: 'LIST' }];
    default:
      return [];
  }
}

/** The action the bell dispatches for a notification that arrived live. */
export const liveUpdate = (n: Pick<AppNotification, 'kind' | 'orderId' | 'techPackId'>) =>
  api.util.invalidateTags(liveTags(n));
