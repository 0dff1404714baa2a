import type { AppNotification, NotificationKind } from '@techpack/contracts';
import type { NotificationRow } from './notifications.schema';

export function toNotification(n: NotificationRow): AppNotification {
  return {
    id: n.id,
    kind: n.kind as NotificationKind,
    ...(n.techPackId ? { techPackId: n.techPackId } : {}),
    ...(n.orderId ? { orderId: n.orderId } : {}),
    text: n.text,
    at: n.at.toISOString(),
    read: n.readAt !== null,
  };
}

const STATUS_TEXT: Record<string, string> = {
  paid: 'is paid',
  in_production: 'is in production',
  shipped: 'has shipped',
  delivered: 'was delivered',
  refunded: 'was refunded',
  cancelled: 'was cancelled',
  payment_failed: 'payment failed',
};

// Status changes a designer wants to hear about (not the order's own first row).
export function statusText(orderNumber: string, status: string, reason: string | null): string | null {
  const said = STATUS_TEXT[status];
  if (!said) return null;
  const note = status === 'shipped' && reason ? ` (${reason.slice(0, 80)})` : '';
  return `Sample order ${orderNumber} ${said}${note}`;
}

// The spec's new-message notice: the first 50 characters.
export function replyText(message: string): string {
  const short = message.length > 50 ? `${message.slice(0, 50)}...` : message;
  return `New message from the manufacturer: ${short}`;
}
