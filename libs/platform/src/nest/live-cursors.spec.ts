import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_REGISTERED } from '@techpack/contracts';
import { openPglite, pgliteDatabase, type DatabaseHandle } from '../database';
import { migrate } from '../migrations';
import { createEvent, MemoryEventBus } from '../events';
import { SqlEventLog } from '../durable-log';
import { createLogger } from '../logger';
import { EventBusTransport } from './event-transport';

// The in-process bus keeps each consumer group's cursor in the database. A per-instance group (live pushes to one
// process's sockets) is named after the instance, so every start was a new group and left one more cursor row behind:
// a service restarted N times stored N rows. Here one "process" is a bus and the Nest transport of a service with
// a per-instance live group and its own group, started and stopped over the same database.
const logger = createLogger('live-cursors', 'silent');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = pgliteDatabase(await openPglite(), true);
  await migrate(handle, 'live_cursors_spec');
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

async function cursorRows(): Promise<string[]> {
  const rows = await handle.query<{ group_name: string }>(
    handle.db,
    sql`select group_name from platform_bus.cursors order by group_name`,
  );
  return rows.map((r) => r.group_name);
}

// One start of the chat service: both groups subscribed, one event published and handled by both, then a stop.
async function runOnce(i: number, seen: { live: string[]; own: string[] }): Promise<void> {
  const bus = new MemoryEventBus(logger);
  const log = new SqlEventLog(handle);
  await log.init();
  bus.attachLog(log);
  const transport = new EventBusTransport(bus, 'chat', randomUUID().slice(0, 8), logger);
  transport.addHandler(
    USER_REGISTERED,
    async (data: { userId: string }) => void seen.live.push(data.userId),
    true,
    {
      group: 'live',
      perInstance: true,
      fromBeginning: false,
    },
  );
  transport.addHandler(
    USER_REGISTERED,
    async (data: { userId: string }) => void seen.own.push(data.userId),
    true,
    {},
  );
  await new Promise<void>((ok, fail) => transport.listen((e?: unknown) => (e ? fail(e) : ok())));
  await bus.publish([registered(i)]);
  await bus.flushLog();
  await bus.idle(10_000);
  await transport.close();
  await bus.close();
}

describe('consumer group cursors of the in-process bus', () => {
  it('five starts and stops of a service with a per-instance live group leave one cursor row per group, not per start', async () => {
    const seen = { live: [] as string[], own: [] as string[] };
    for (let i = 0; i < 5; i++) await runOnce(i, seen);
    // every start's live group got the event published while it ran (and none from before it started)
    expect(seen.live).toEqual(['u0', 'u1', 'u2', 'u3', 'u4']);
    // the service's own group resumed from its stored cursor each time: each event once
    expect(seen.own).toEqual(['u0', 'u1', 'u2', 'u3', 'u4']);
    expect(await cursorRows()).toEqual(['*baseline*', 'chat']);
  });

  it('rows an earlier version stored for per-instance live groups are dropped at start', async () => {
    await handle.db.execute(
      sql`insert into platform_bus.cursors (group_name, seq) values ('chat-live-0a1b2c3d', 1), ('chat-live-deadbeef', 2)`,
    );
    await runOnce(5, { live: [], own: [] });
    expect(await cursorRows()).toEqual(['*baseline*', 'chat']);
  });
});
