import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle, Db } from './database';
import { PLATFORM_TEMPLATE_SCHEMA } from './platform.schema';

// A service's migrations: the folder drizzle-kit generates from its Drizzle tables (SQL files and meta/_journal.json,
// `npm run db:generate`), applied by drizzle-orm's migrator, which records them in `<schema>.__drizzle_migrations`.
export interface MigrationSet {
  folder: string;
  // the schema named in the generated SQL, when the set is applied to other schemas (the platform tables' own set)
  templateSchema?: string;
  // Databases created by the earlier hand-written runner: the ids its `<schema>._migrations` table must hold, and how
  // many of the generated migrations (from the first) build exactly that schema.
  legacy?: { ids: string[]; baseline: number };
}

export const MIGRATIONS_TABLE = '__drizzle_migrations';

// The outbox and the consumer ledger alone, for a schema no service owns (libs/platform/drizzle).
export const platformMigrations: MigrationSet = {
  folder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  templateSchema: PLATFORM_TEMPLATE_SCHEMA,
};

// Brings `schema` up to date: one process at a time (an advisory lock per schema, so two instances starting together
// do not race), each migration once, in one transaction.
export async function migrate(
  handle: DatabaseHandle,
  schema: string,
  set: MigrationSet = platformMigrations,
): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const migrations = readSet(set, schema);
  await handle.exclusive(`migrate:${schema}`, async (db) => {
    await db.execute(sql.raw(`create schema if not exists "${schema}"`));
    if (set.legacy) await adoptLegacySchema(db, schema, set.legacy, migrations);
    // what drizzle-orm/node-postgres/migrator and drizzle-orm/pglite/migrator both run, given the migrations read here
    const session = db._.session as unknown as Parameters<PgDialect['migrate']>[1];
    await new PgDialect().migrate(migrations, session, {
      migrationsFolder: set.folder,
      migrationsSchema: schema,
      migrationsTable: MIGRATIONS_TABLE,
    });
  });
}

function readSet(set: MigrationSet, schema: string): MigrationMeta[] {
  const migrations = readMigrationFiles({ migrationsFolder: set.folder });
  const template = set.templateSchema;
  if (!template || template === schema) return migrations;
  return migrations.map((m) => ({
    ...m,
    sql: m.sql.map((s) => s.replaceAll(`"${template}".`, `"${schema}".`)),
  }));
}

// A schema built by the earlier runner already holds what the first `baseline` generated migrations create: they are
// recorded as applied (not run) and the old ledger is dropped, leaving the schema a fresh database gets.
async function adoptLegacySchema(
  db: Db,
  schema: string,
  legacy: NonNullable<MigrationSet['legacy']>,
  migrations: MigrationMeta[],
): Promise<void> {
  const found = await rows<{ legacy: string | null; current: string | null }>(
    db,
    sql`select to_regclass(${`"${schema}"._migrations`})::text as legacy,
      to_regclass(${`"${schema}"."${MIGRATIONS_TABLE}"`})::text as current`,
  );
  if (!found[0]?.legacy) return;
  if (found[0].current) throw new Error(`schema ${schema} has both _migrations and ${MIGRATIONS_TABLE}`);
  const done = new Set(
    (await rows<{ id: string }>(db, sql.raw(`select id from "${schema}"._migrations`))).map((r) => r.id),
  );
  const missing = legacy.ids.filter((id) => !done.has(id));
  if (missing.length > 0) {
    throw new Error(
      `schema ${schema} was built by the earlier migration runner and lacks ${missing.join(', ')}: ` +
        'start the release before generated migrations once to bring it up to date',
    );
  }
  if (migrations.length < legacy.baseline)
    throw new Error(`schema ${schema}: fewer migrations than its baseline`);
  await db.transaction(async (tx) => {
    // the table drizzle's migrator creates
    await tx.execute(
      sql.raw(
        `create table "${schema}"."${MIGRATIONS_TABLE}" (id serial primary key, hash text not null, created_at bigint)`,
      ),
    );
    for (const m of migrations.slice(0, legacy.baseline)) {
      await tx.execute(
        sql`insert into ${sql.raw(`"${schema}"."${MIGRATIONS_TABLE}"`)} (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
      );
    }
    await tx.execute(sql.raw(`drop table "${schema}"._migrations`));
  });
}

async function rows<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
