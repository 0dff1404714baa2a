// What the designer reads for an order's status.
export function statusLabel(status: string): string {
  const labels: Record<string, string> = {
    pending_payment: 'Awaiting payment',
    payment_failed: 'Payment failed',
    paid: 'Paid',
    in_production: 'In production',
    shipped: 'Shipped',
    delivered: 'Delivered',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
  };
  return labels[status] ?? status;
}
