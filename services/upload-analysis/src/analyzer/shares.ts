// Shares are fractions of the garment: each at most 1 and together at most 1. Merged shades add shares that were
// rounded one by one (0.334 + 0.334 + 0.333 = 1.001, a pack the contract refuses): past 1 the list is scaled back
// and rounded down to thousandths.
export function withShares<T extends { share: number }>(list: T[]): T[] {
  const clamped = list.map((c) => ({
    ...c,
    share: Math.min(1, Math.max(0, Number.isFinite(c.share) ? c.share : 0)),
  }));
  const sum = clamped.reduce((a, c) => a + c.share, 0);
  if (sum <= 1) return clamped;
  return clamped.map((c) => ({ ...c, share: Math.floor((c.share / sum) * 1000) / 1000 }));
}
