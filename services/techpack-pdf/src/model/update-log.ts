import type { Revision } from '@techpack/contracts';

// How the designer's edits are recorded: the fields changed and their old -> new values for the revision.
export type Change = NonNullable<Revision['changes']>[number];
// Marks a field as the designer's ('user'), with its old and new values when they say something.
export type Mark = (path: string, from?: unknown, to?: unknown) => void;

// Equal as data, whatever the key order (the database's JSON and the schemas reorder keys).
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
export const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
export const text = (v: unknown): string =>
  v === undefined || v === null ? '-' : typeof v === 'string' ? v : JSON.stringify(v);
