import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_REGISTERED, type EventEnvelope } from '@techpack/contracts';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, pgliteDatabase, postgresDatabase, type DatabaseHandle } from './database';
import { migrate, platformMigrations, type MigrationSet } from './migrations';
import { createEvent, MemoryEventBus } from './events';
import { Outbox, processOnce } from './outbox';
import { createLogger } from './logger';

const logger = createLogger('test', 'silent');

const adapters: [string, (() => Promise<DatabaseHandle>) | null][] = [
  ['pglite', async () => pgliteDatabase(await openPglite(), true)],
  ['postgres', process.env.DATABASE_URL ? async () => postgresDatabase(process.env.DATABASE_URL!) : null],
];

for (const [name, factory] of adapters) {
  const suite = factory ? describe : describe.skip;
  if (!factory) console.warn(`[skipped] database contract on ${name}: DATABASE_URL is not set`);
  suite(`database + outbox contract: ${name}`, () => {
    const handles: DatabaseHandle[] = [];
    afterAll(async () => {
      await Promise.all(handles.map((h) => h.close()));
    });
    const schema = `contract_${randomUUID().slice(0, 8)}`;
    // a drizzle-kit folder: the platform tables and one table of the test's own, in the platform's template schema
    const folder = mkdtempSync(join(tmpdir(), 'contract-migrations-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const platformSql = readFileSync(join(platformMigrations.folder, '0000_platform.sql'), 'utf8');
    mkdirSync(join(folder, 'meta'));
    writeFileSync(join(folder, '0000_platform.sql'), platformSql);
    writeFileSync(
      join(folder, '0001_things.sql'),
      'create table "platform".things (id text primary key, n int not null)',
    );
    const entry = (idx: number, tag: string) => ({
      idx,
      version: '7',
      when: 1_700_000_000_000 + idx,
      tag,
      breakpoints: true,
    });
    writeFileSync(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [entry(0, '0000_platform'), entry(1, '0001_things')],
      }),
    );
    const migrations: MigrationSet = { folder, templateSchema: platformMigrations.templateSchema };

    it('applies migrations once, even when two instances start together and again', async () => {
      const h = await factory!();
      handles.push(h);
      const other = name === 'postgres' ? await factory!() : h;
      if (other !== h) handles.push(other);
      await Promise.all([migrate(h, schema, migrations), migrate(other, schema, migrations)]);
      await migrate(h, schema, migrations);
      const rows = await h.query<{ created_at: string }>(
        h.db,
        sql.raw(`select created_at from "${schema}".__drizzle_migrations order by id`),
      );
      expect(rows.map((r) => Number(r.created_at))).toEqual([1_700_000_000_000, 1_700_000_000_001]);
    });

    it('publishes outbox events exactly once and only after commit', async () => {
      const h = handles[0];
      const bus = new MemoryEventBus(logger);
      const got: EventEnvelope[] = [];
      await bus.subscribe({ group: 'g', topics: [USER_REGISTERED], handler: async (e) => void got.push(e) });
      const outbox = new Outbox(h, schema, bus, logger, 10_000);
      const ev = createEvent(
        USER_REGISTERED,
        'u1',
        {
          userId: 'u1',
          email: 'a@b.co',
          firstName: 'A',
          lastName: null,
          isGoogleUser: false,
          createdAt: new Date().toISOString(),
        },
        { correlationId: 'c' },
      );
      // a rolled-back transaction leaves no event behind
      await expect(
        h.db.transaction(async (tx) => {
          await outbox.add(tx, [createEvent(USER_REGISTERED, 'u0', ev.payload, { correlationId: 'c' })]);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await h.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into "${schema}".things (id, n) values ('t1', 1)`));
        await outbox.add(tx, [ev]);
      });
      expect(await outbox.backlog()).toBe(1);
      await outbox.relayOnce();
      await outbox.relayOnce();
      await bus.idle();
      expect(got.map((e) => e.id)).toEqual([ev.id]);
      expect(await outbox.backlog()).toBe(0);
      await outbox.stop();
    });

    // Concurrent transactions need a server: the embedded database runs one transaction at a time.
    (name === 'postgres' ? it : it.skip)(
      'never marks an event published that a relay did not send (a transaction committing mid-relay)',
      async () => {
        const h = handles[0];
        const got: string[] = [];
        const inner = new MemoryEventBus(logger);
        await inner.subscribe({
          group: 'g2',
          topics: [USER_REGISTERED],
          handler: async (e) => void got.push(e.aggregateId),
        });
        const event = (id: string) =>
          createEvent(
            USER_REGISTERED,
            id,
            {
              userId: id,
              email: 'a@b.co',
              firstName: 'A',
              lastName: null,
              isGoogleUser: false,
              createdAt: new Date().toISOString(),
            },
            { correlationId: 'c' },
          );
        let releaseLate!: () => void;
        const gate = new Promise<void>((r) => (releaseLate = r));
        // while the relay publishes, the transaction that took its sequence number earliest commits
        const bus = Object.create(inner) as MemoryEventBus;
        bus.publish = async (events) => {
          await inner.publish(events);
          releaseLate();
          await lateCommitted;
        };
        const outbox = new Outbox(h, schema, bus, logger, 10_000);
        await h.db.transaction(async (tx) => outbox.add(tx, [event('first')]));
        let lateAdded!: () => void;
        const added = new Promise<void>((r) => (lateAdded = r));
        const lateCommitted = h.db.transaction(async (tx) => {
          await outbox.add(tx, [event('late')]);
          lateAdded();
          await gate;
        });
        await added;
        await h.db.transaction(async (tx) => outbox.add(tx, [event('last')]));
        await outbox.relayOnce();
        await lateCommitted;
        await outbox.relayOnce();
        await inner.idle();
        expect(got.sort()).toEqual(['first', 'last', 'late'].sort());
        expect(await outbox.backlog()).toBe(0);
        await outbox.stop();
      },
    );

    it('runs a consumer side effect once per event id', async () => {
      const h = handles[0];
      const id = randomUUID();
      let runs = 0;
      const work = async () => {
        runs++;
      };
      expect(await processOnce(h, schema, 'c1', id, work)).toBe(true);
      expect(await processOnce(h, schema, 'c1', id, work)).toBe(false);
      expect(await processOnce(h, schema, 'c2', id, work)).toBe(true);
      expect(runs).toBe(2);
    });
  });
}
