import { DEFAULT_COST_QUANTITY, DEFAULT_REGION } from '@techpack/catalog';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';

type Change = { field: string; from: string; to: string };

// Overrides as the cost sheet reads them: the default quantity and region filled in, keys in one order (the database
// hands JSON back with its keys reordered), so that saving what the sheet already shows is no change.
const effective = (o: Record<string, unknown> | null): string => {
  const sort = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify(sort({ quantity: DEFAULT_COST_QUANTITY, region: DEFAULT_REGION, ...(o ?? {}) }));
};

// PUT { costOverrides }: the designer's prices, rates, quantity and region replace the pack's as a whole (null clears
// them). The cost sheet reads them on every request, so no section needs re-deriving; the revision records the change.
// Only a real change is recorded: the same overrides again, or the default quantity or region chosen, change nothing.
export function applyCostOverrides(
  next: TechPack,
  given: TechPackUpdate['costOverrides'],
): Change | undefined {
  if (given === undefined) return undefined;
  const value = given && Object.keys(given).length > 0 ? given : null;
  const before = next.costOverrides ?? null;
  if (
    effective(before as Record<string, unknown> | null) === effective(value as Record<string, unknown> | null)
  )
    return undefined;
  if (value) next.costOverrides = value;
  else delete next.costOverrides;
  return {
    field: 'costOverrides',
    from: before ? JSON.stringify(before) : '-',
    to: value ? JSON.stringify(value) : '-',
  };
}
