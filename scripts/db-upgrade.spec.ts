import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import {
  migrate,
  openPglite,
  pgliteDatabase,
  type DatabaseHandle,
  type MigrationSet,
} from '@techpack/platform';
import { applyLegacyMigrations } from '../libs/platform/src/testing/legacy-migrations/legacy-runner';
import { dumpSchema } from '../libs/platform/src/testing/schema-dump';
import { adminMigrations } from '../services/admin/src/admin.migrations';
import { authMigrations } from '../services/auth/src/auth.migrations';
import { chatMigrations } from '../services/chat/src/chat.migrations';
import { ordersMigrations } from '../services/orders-payments/src/orders.migrations';
import { techpackMigrations } from '../services/techpack-pdf/src/techpack.migrations';
import { uploadMigrations } from '../services/upload-analysis/src/uploads/upload.migrations';

// A database created by the earlier hand-written runner (its SQL frozen in libs/platform/src/testing/legacy-migrations)
// upgrades in place: the generated baseline is recorded, not run; later migrations run; rows stay; and the schema is
// exactly the one a fresh database gets from the generated migrations alone.
const services: [string, MigrationSet, string[]][] = [
  [
    'admin',
    adminMigrations,
    [`insert into admin.users (id, email, created_at) values ('u1', 'a@b.co', now())`],
  ],
  [
    'auth',
    authMigrations,
    [`insert into auth.users (id, email, first_name) values (gen_random_uuid(), 'a@b.co', 'A')`],
  ],
  [
    'chat',
    chatMigrations,
    [
      `insert into chat.messages (id, techpack_id, user_id, user_email, sender, message, delivery_status)
        values (gen_random_uuid(), 'p1', 'u1', 'a@b.co', 'user', 'hello', 'queued')`,
    ],
  ],
  [
    'orders',
    ordersMigrations,
    [
      `insert into orders.sample_orders (id, order_number, user_id, email, first_name, last_name, shipping_address,
        fabric_choice, source, total_cents, status, pack_language)
        values (gen_random_uuid(), 'SO-1', 'u1', 'a@b.co', 'A', 'B', '"12 Main St"', 'cotton', 'web', 1000, 'paid', 'en')`,
    ],
  ],
  [
    'techpack',
    techpackMigrations,
    [
      `insert into techpack.tech_packs (id, upload_id, user_id, email, garment_type, data)
        values (gen_random_uuid(), 'up1', 'u1', 'a@b.co', 'tshirt', '{"a": 1}')`,
    ],
  ],
  [
    'upload_analysis',
    uploadMigrations,
    [
      `insert into upload_analysis.uploads (id, user_id, email, original_name, filename, web_key, original_key,
        content_type, size_bytes, width, height, selected_size, status, analyzer, analysis_ms)
        values (gen_random_uuid(), 'u1', 'a@b.co', 'a.jpg', 'f.jpg', 'w', 'o', 'image/jpeg', 1, 1, 1, 'M', 'completed', 'x', 1)`,
    ],
  ],
];

const everyRow = (schema: string) =>
  sql.raw(`select table_name::text as t from information_schema.tables where table_schema = '${schema}'
    and table_name <> '__drizzle_migrations' order by 1`);

describe('upgrading a database created by the earlier migration runner', () => {
  let legacy: DatabaseHandle;
  let fresh: DatabaseHandle;
  beforeAll(async () => {
    legacy = pgliteDatabase(await openPglite(), true);
    fresh = pgliteDatabase(await openPglite(), true);
  });
  afterAll(async () => {
    await legacy?.close();
    await fresh?.close();
  });

  async function contents(handle: DatabaseHandle, schema: string): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = {};
    for (const { t } of await handle.query<{ t: string }>(handle.db, everyRow(schema))) {
      out[t] = await handle.query(handle.db, sql.raw(`select * from "${schema}"."${t}" order by 1`));
    }
    return out;
  }

  for (const [schema, set, inserts] of services) {
    it(`${schema}: keeps its rows and ends with the schema of a fresh database`, async () => {
      await applyLegacyMigrations(legacy, schema);
      for (const statement of inserts) await legacy.query(legacy.db, sql.raw(statement));
      await legacy.query(
        legacy.db,
        sql.raw(`insert into "${schema}".outbox (id, type, aggregate_id, envelope)
          values (gen_random_uuid(), 't', 'a', '{"x": 1}')`),
      );
      const rowsBefore = await contents(legacy, schema);
      delete rowsBefore._migrations;

      await migrate(legacy, schema, set);
      await migrate(legacy, schema, set); // a second start changes nothing
      await migrate(fresh, schema, set);

      expect(await contents(legacy, schema)).toEqual(rowsBefore);
      expect(await dumpSchema(legacy, schema)).toEqual(await dumpSchema(fresh, schema));
      const applied = (h: DatabaseHandle) =>
        h.query(
          h.db,
          sql.raw(`select id, hash, created_at from "${schema}".__drizzle_migrations order by id`),
        );
      expect(await applied(legacy)).toEqual(await applied(fresh));
    });
  }

  it('refuses a schema the earlier runner had not brought up to date', async () => {
    const handle = pgliteDatabase(await openPglite(), true);
    try {
      await applyLegacyMigrations(handle, 'chat', '0001_messages');
      await expect(migrate(handle, 'chat', chatMigrations)).rejects.toThrow(/lacks 0101_notifications/);
    } finally {
      await handle.close();
    }
  });
});
