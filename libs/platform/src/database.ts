import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { PgliteThread } from './pglite/pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT>;
// A transaction handle has the same query API as the database.
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Migration {
  id: string;
  sql: string;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  query<T = Record<string, unknown>>(executor: Executor, statement: SQL): Promise<T[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

async function rowsOf<T>(executor: Executor, statement: SQL): Promise<T[]> {
  const result = (await executor.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

// One PGlite instance is shared by every service of an embedded process; each service has its own schema.
export async function openPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: trigram indexes for substring search, as on server Postgres.
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

// The same on its own thread (embedded mode): the database's work no longer holds up the services' event loop.
export async function openPgliteThread(dataDir?: string): Promise<PgliteThread> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PgliteThread(dataDir);
  await client.waitReady;
  return client;
}

export function pgliteDatabase(client: PGlite | PgliteThread, ownsClient = false): DatabaseHandle {
  const db = drizzlePglite(client as PGlite) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    query: rowsOf,
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (ownsClient) await client.close();
    },
  };
}

export function postgresDatabase(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // A dropped connection (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  // A client that is checked out (inside a transaction) when the server goes away emits 'error' on itself: without a
  // listener that would end the process. The failed query rejects, and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    query: rowsOf,
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}

// The platform tables every service schema carries: the outbox and the consumer ledger.
export function platformMigrations(schema: string): Migration[] {
  return [
    {
      id: '0000_platform',
      sql: `
        create table if not exists "${schema}".outbox (
          seq bigserial primary key,
          id uuid not null unique,
          type text not null,
          aggregate_id text not null,
          envelope jsonb not null,
          created_at timestamptz not null default now(),
          published_at timestamptz
        );
        create index if not exists outbox_unpublished_idx on "${schema}".outbox (seq) where published_at is null;
        create table if not exists "${schema}".processed_events (
          event_id text not null,
          consumer text not null,
          processed_at timestamptz not null default now(),
          primary key (event_id, consumer)
        );`,
    },
  ];
}

// Applies a service's migrations in order, once each, under an advisory lock so that
// two instances starting together do not race.
export async function migrate(
  handle: DatabaseHandle,
  schema: string,
  migrations: Migration[],
): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const all = [...platformMigrations(schema), ...migrations];
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(hashtext('migrate:${schema}'))`));
    await tx.execute(sql.raw(`create schema if not exists "${schema}"`));
    await tx.execute(
      sql.raw(
        `create table if not exists "${schema}"._migrations (id text primary key, applied_at timestamptz not null default now())`,
      ),
    );
    const done = new Set(
      (await rowsOf<{ id: string }>(tx, sql.raw(`select id from "${schema}"._migrations`))).map((r) => r.id),
    );
    for (const m of all) {
      if (done.has(m.id)) continue;
      for (const statement of splitStatements(m.sql)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into ${sql.raw(`"${schema}"._migrations`)} (id) values (${m.id})`);
    }
  });
}

function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
