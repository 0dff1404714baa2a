// Money as the designer reads it: dollars with thousands separators and cents ($2,405.00).
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number | string): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? USD.format(n) : String(amount);
}
