import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database';

// The migrations as the earlier hand-written runner applied them (SQL frozen from the service schemas of the time,
// one JSON file per schema), and that runner itself: what a database created before the generated migrations holds.
export function legacyMigrations(schema: string): { id: string; sql: string }[] {
  return JSON.parse(readFileSync(new URL(`./${schema}.json`, import.meta.url), 'utf8')) as {
    id: string;
    sql: string;
  }[];
}

export async function applyLegacyMigrations(
  handle: DatabaseHandle,
  schema: string,
  upTo?: string,
): Promise<void> {
  const all = legacyMigrations(schema).filter((m) => upTo === undefined || m.id <= upTo);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(hashtext('migrate:${schema}'))`));
    await tx.execute(sql.raw(`create schema if not exists "${schema}"`));
    await tx.execute(
      sql.raw(
        `create table if not exists "${schema}"._migrations (id text primary key, applied_at timestamptz not null default now())`,
      ),
    );
    for (const m of all) {
      const statements = m.sql
        .split(/;\s*(?:\n|$)/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into ${sql.raw(`"${schema}"._migrations`)} (id) values (${m.id})`);
    }
  });
}
