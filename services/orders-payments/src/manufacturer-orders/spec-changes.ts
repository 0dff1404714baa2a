import type { SpecSnapshot } from '../orders.schema';

export interface SpecChange {
  key: string;
  code: string;
  name: string;
  from: number | null;
  to: number | null;
}

// What changed in the points of measure between two ordered revisions, at the newer one's base size (cm): values
// changed, points added (from null) and removed (to null).
export function specChanges(before: SpecSnapshot | null, after: SpecSnapshot | null): SpecChange[] {
  if (!before || !after) return [];
  const size = after.baseSize;
  const old = new Map(before.rows.map((r) => [r.key, r]));
  const changes: SpecChange[] = [];
  for (const r of after.rows) {
    const was = old.get(r.key);
    const from = was ? (was.values[size] ?? null) : null;
    const to = r.values[size] ?? null;
    if (from !== to) changes.push({ key: r.key, code: r.code, name: r.name, from, to });
    old.delete(r.key);
  }
  for (const r of old.values())
    changes.push({ key: r.key, code: r.code, name: r.name, from: r.values[size] ?? null, to: null });
  return changes;
}
