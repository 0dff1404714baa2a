export const ORDER_NUMBER_PREFIX = 'TPS';
export const ORDER_NUMBER_PATTERN = /^TPS-\d{4}-\d{3,}-SAMPLE$/;

// Order numbers: TPS-{year}-{sequence, 3+ digits}-SAMPLE, the sequence from orders.order_number_seq.
export function formatOrderNumber(year: number, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(3, '0')}-SAMPLE`;
}
