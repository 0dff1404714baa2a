// What each order status means to the designer, and what happens next.
export interface StatusView {
  label: string;
  tone: 'default' | 'info' | 'success' | 'warning' | 'error';
  next: string;
  action?: { label: string; to: (id: string) => string };
}

export const STATUS_VIEW: Record<string, StatusView> = {
  pending_payment: {
    label: 'Awaiting payment',
    tone: 'warning',
    next: 'Complete the payment to start production.',
    action: { label: 'Complete payment', to: (id) => `/checkout/${id}` },
  },
  payment_failed: {
    label: 'Payment failed',
    tone: 'error',
    next: 'The payment did not go through. Try again with another card.',
    action: { label: 'Retry payment', to: (id) => `/checkout/${id}` },
  },
  paid: {
    label: 'Paid',
    tone: 'info',
    next: 'Production starts within 24-48 hours.',
    action: { label: 'View order', to: (id) => `/checkout/${id}` },
  },
  in_production: {
    label: 'In production',
    tone: 'info',
    next: 'Your sample is being made (14-21 business days).',
    action: { label: 'View order', to: (id) => `/checkout/${id}` },
  },
  shipped: {
    label: 'Shipped',
    tone: 'success',
    next: 'On its way: standard shipping takes 5-7 days.',
    action: { label: 'View order', to: (id) => `/checkout/${id}` },
  },
  delivered: {
    label: 'Delivered',
    tone: 'success',
    next: 'Delivered. Tell the manufacturer what to change in the chat.',
  },
  refunded: { label: 'Refunded', tone: 'default', next: 'Refunded to the card you paid with.' },
  cancelled: { label: 'Cancelled', tone: 'default', next: 'Cancelled. Nothing more to do.' },
};

export function statusView(status: string): StatusView {
  return (
    STATUS_VIEW[status] ?? {
      label: status.replace(/_/g, ' '),
      tone: 'default',
      next: 'Contact support if you have a question about this order.',
    }
  );
}
