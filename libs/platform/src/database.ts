import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { PgliteThread } from './pglite/pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT>;
// A transaction handle has the same query API as the database.
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  query<T = Record<string, unknown>>(executor: Executor, statement: SQL): Promise<T[]>;
  ping(): Promise<boolean>;
  // Runs `work` on one connection holding a session advisory lock on `key`: another process asking for the same key
  // waits until the work is done (two instances migrating one schema at start-up).
  exclusive<T>(key: string, work: (db: Db) => Promise<T>): Promise<T>;
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

const pgliteLocks = new WeakMap<object, Map<string, Promise<unknown>>>();

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
    async exclusive(key, work) {
      // one connection, in this process only: the works asking for one key run one after the other
      let locks = pgliteLocks.get(client);
      if (!locks) pgliteLocks.set(client, (locks = new Map()));
      const run = (locks.get(key) ?? Promise.resolve()).then(() => work(db));
      locks.set(
        key,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
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
    async exclusive(key, work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await work(drizzlePg(connection) as unknown as Db);
        } finally {
          await connection.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
