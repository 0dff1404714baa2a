// Transitions an operator may make between order statuses (the statuses of libs/contracts' ORDER_STATUSES, as
// plain strings: this library does not depend on contracts). The orders service enforces them; the admin dashboard
// offers them. 'paid' is absent on purpose: only the provider's confirmation sets it. Refunds follow the Refunds
// page: full refund before production; afterwards partial credit or replacement (decided by the operator), lost or
// damaged shipments and quality issues still end in 'refunded'.
export const OPERATOR_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  pending_payment: ['cancelled'],
  payment_failed: ['cancelled'],
  paid: ['in_production', 'refunded', 'cancelled'],
  in_production: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  refunded: [],
  cancelled: [],
};
