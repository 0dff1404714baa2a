import type { FitSession } from '@techpack/contracts';
import type { FitSessionRow } from '../orders.schema';

export function toFitSession(s: FitSessionRow, orderNumber: string): FitSession {
  return {
    id: s.id,
    orderId: s.orderId,
    orderNumber,
    techPackId: s.techPackId,
    revision: s.revision,
    size: s.size,
    createdAt: s.createdAt.toISOString(),
    notes: s.notes,
    rows: s.rows,
    photos: (s.photos ?? []).map((p) => ({
      id: p.id,
      url: `/api/orders/fit-sessions/${s.id}/photos/${p.id}`,
      contentType: p.contentType,
      width: p.width,
      height: p.height,
    })),
  };
}
