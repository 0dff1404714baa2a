import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_REGISTERED, type EventEnvelope } from '@techpack/contracts';
import { migrate, openPglite, pgliteDatabase, postgresDatabase, type DatabaseHandle } from './database';
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
    const migrations = [
      { id: '0001', sql: `create table "${schema}".things (id text primary key, n int not null)` },
    ];

    it('applies migrations once, even when started twice', async () => {
      const h = await factory!();
      handles.push(h);
      await migrate(h, schema, migrations);
      await migrate(h, schema, migrations);
      const rows = await h.query<{ id: string }>(
        h.db,
        sql.raw(`select id from "${schema}"._migrations order by id`),
      );
      expect(rows.map((r) => r.id)).toEqual(['0000_platform', '0001']);
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
