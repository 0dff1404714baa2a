import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AdminListQuery } from '@techpack/contracts';
import type { DatabaseHandle } from '@techpack/platform';

// What every list of the dashboard shares: one page of a read-model table, searched, with its total.

export interface Page<T> {
  items: T[];
  total: number;
}

export const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

// Searches are case-insensitive substring matches on a stored lower-case search column.
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// What the query's exact-match fields may pick: a list names the column each one must equal (one it does not name, it
// ignores).
export type MatchField = 'techPackId' | 'userId';

export interface Listing<R, T> {
  // admin.<table>; its row count is kept in admin.counters under the same name
  table: string;
  orderBy: string;
  select: SQL;
  match?: Partial<Record<MatchField, string>>;
  // what ?q= searches (lower-case text): the table's search column unless said
  searchOn?: SQL;
  view: (row: R) => T;
}

export async function page<R, T>(
  db: DatabaseHandle,
  listing: Listing<R, T>,
  query: AdminListQuery,
): Promise<Page<T>> {
  const conditions: SQL[] = [];
  for (const [field, column] of Object.entries(listing.match ?? {})) {
    const value = query[field as MatchField];
    if (value) conditions.push(sql`${sql.raw(`t.${column}`)} = ${value}`);
  }
  if (query.q) conditions.push(sql`${listing.searchOn ?? sql`t.search`} like ${likePattern(query.q)}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await db.query<R>(
    db.db,
    sql`${listing.select} from ${sql.raw(`admin.${listing.table}`)} t ${where} order by ${sql.raw(listing.orderBy)} limit ${query.limit} offset ${query.offset}`,
  );
  let total: number;
  if (conditions.length === 0) {
    // Maintained by triggers: exact without counting the table.
    const [c] = await db.query<{ value: string | number }>(
      db.db,
      sql`select value from admin.counters where name = ${listing.table}`,
    );
    total = Number(c?.value ?? 0);
  } else if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    total = query.offset + rows.length;
  } else {
    const [c] = await db.query<{ n: string | number }>(
      db.db,
      sql`select count(*) as n from ${sql.raw(`admin.${listing.table}`)} t ${where}`,
    );
    total = Number(c?.n ?? 0);
  }
  return { items: rows.map(listing.view), total };
}

// A list answers the page's array; the total and the window travel in headers (exposed to the browser).
export function sendPage<T>(reply: FastifyReply, query: AdminListQuery, result: Page<T>): T[] {
  reply.header('x-total-count', String(result.total));
  reply.header('x-limit', String(query.limit));
  reply.header('x-offset', String(query.offset));
  reply.header('access-control-expose-headers', 'X-Total-Count, X-Limit, X-Offset');
  return result.items;
}
