import type { TechPack, TechPackUpdate } from '@techpack/contracts';

type Change = { field: string; from: string; to: string };

// PUT { costOverrides }: the designer's prices, rates, quantity and region replace the pack's as a whole (null clears
// them). The cost sheet reads them on every request, so no section needs re-deriving; the revision records the change.
export function applyCostOverrides(next: TechPack, given: TechPackUpdate['costOverrides']): Change | undefined {
  if (given === undefined) return undefined;
  const value = given && Object.keys(given).length > 0 ? given : null;
  const before = next.costOverrides ?? null;
  if (JSON.stringify(before) === JSON.stringify(value)) return undefined;
  if (value) next.costOverrides = value;
  else delete next.costOverrides;
  return { field: 'costOverrides', from: before ? JSON.stringify(before) : '-', to: value ? JSON.stringify(value) : '-' };
}
