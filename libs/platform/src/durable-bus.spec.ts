import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { USER_REGISTERED, type EventEnvelope } from '@techpack/contracts';
import { openPglite, pgliteDatabase, type DatabaseHandle } from './database';
import { migrate } from './migrations';
import { createEvent, MemoryEventBus } from './events';
import { SqlEventLog } from './durable-log';
import { Outbox } from './outbox';
import { createLogger } from './logger';

// the in-process bus kept each group's queue in memory and the outbox marked events published once
// queued, so a `kill -9` lost every queued event to every consumer (admin's read models fell behind for good). A
// "process" here is a bus + outbox over one database; a crash is a bus that stops handling mid-queue and is never
// closed, and the restart is a new bus over the same database.
const logger = createLogger('durable-bus', 'silent');
const schema = 'durable_bus_spec';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = pgliteDatabase(await openPglite(), true);
  await migrate(handle, schema);
}, 180_000);
afterAll(async () => {
  await handle?.close();
});

const registered = (i: number) =>
  createEvent(
    USER_REGISTERED,
    `u${i}`,
    {
      userId: `u${i}`,
      email: `u${i}@example.com`,
      firstName: 'U',
      lastName: null,
      isGoogleUser: false,
      createdAt: new Date().toISOString(),
    },
    { correlationId: `c${i}` },
  );

async function processStart() {
  const bus = new MemoryEventBus(logger);
  const log = new SqlEventLog(handle);
  await log.init();
  bus.attachLog(log);
  return { bus, outbox: new Outbox(handle, schema, bus, logger, 60_000) };
}

describe('the in-process bus resumes every consumer group from the durable log', () => {
  it('events relayed but not yet handled when the process dies are handled after the restart, each once', async () => {
    // first run: the admin group handles 3 events, then the process "dies" while handling the 4th
    const first = await processStart();
    const handledFirst: string[] = [];
    let hang!: () => void;
    const dead = new Promise<void>((r) => (hang = r));
    await first.bus.subscribe({
      group: 'admin',
      topics: [USER_REGISTERED],
      handler: async (e: EventEnvelope) => {
        if (handledFirst.length === 3) return dead; // killed here: never returns, never closes
        handledFirst.push(e.aggregateId);
      },
    });
    const events = Array.from({ length: 10 }, (_, i) => registered(i));
    await handle.db.transaction(async (tx) => first.outbox.add(tx, events));
    expect(await first.outbox.relayOnce()).toBe(10);
    expect(await first.outbox.backlog()).toBe(0); // the outbox marked all ten published
    const until = Date.now() + 5000;
    while (handledFirst.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(handledFirst).toEqual(['u0', 'u1', 'u2']);

    // restart: nothing is left in the outbox, yet the group gets the seven it had not handled, in order
    const second = await processStart();
    const handledSecond: string[] = [];
    await second.bus.subscribe({
      group: 'admin',
      topics: [USER_REGISTERED],
      handler: async (e) => void handledSecond.push(e.aggregateId),
    });
    await second.bus.idle(5000);
    expect(handledSecond).toEqual(['u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9']);

    // a third start has nothing left to give: the cursor is stored
    const third = await processStart();
    const handledThird: string[] = [];
    await third.bus.subscribe({
      group: 'admin',
      topics: [USER_REGISTERED],
      handler: async (e) => void handledThird.push(e.aggregateId),
    });
    await third.bus.idle(5000);
    expect(handledThird).toEqual([]);
    hang();
    await second.bus.close();
    await third.bus.close();
  });

  it('a per-instance group (no history) starts at the end; another group sees the whole history', async () => {
    const run = await processStart();
    const live: string[] = [];
    const other: string[] = [];
    await run.bus.subscribe({
      group: 'chat-live-abc',
      topics: [USER_REGISTERED],
      fromBeginning: false,
      handler: async (e) => void live.push(e.aggregateId),
    });
    await run.bus.subscribe({
      group: 'fresh-service',
      topics: [USER_REGISTERED],
      handler: async (e) => void other.push(e.aggregateId),
    });
    await handle.db.transaction(async (tx) => run.outbox.add(tx, [registered(100)]));
    await run.outbox.relayOnce();
    await run.bus.idle(5000);
    expect(live).toEqual(['u100']);
    expect(other).toHaveLength(11);
    await run.bus.close();
  });
});
