import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { USER_REGISTERED, type EventEnvelope } from '@techpack/contracts';
import { createEvent, isTransientError, MemoryEventBus, type EventBus } from './events';
import { KafkaEventBus } from './kafka-bus';
import { createLogger } from './logger';
import { currentScope, requestScope } from './context';
import pino from 'pino';

const logger = createLogger('test', 'silent');

function userEvent(userId: string, email: string) {
  return createEvent(
    USER_REGISTERED,
    userId,
    {
      userId,
      email,
      firstName: 'A',
      lastName: null,
      isGoogleUser: false,
      createdAt: new Date().toISOString(),
    },
    { correlationId: randomUUID() },
  );
}

async function waitFor(cond: () => boolean, ms = 20_000) {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// One contract, every adapter: the in-process bus always, Kafka when KAFKA_BROKERS is set (CI).
const adapters: [string, (() => EventBus) | null][] = [
  ['memory', () => new MemoryEventBus(logger)],
  [
    'kafka',
    process.env.KAFKA_BROKERS
      ? () =>
          new KafkaEventBus(
            {
              brokers: process.env.KAFKA_BROKERS!.split(','),
              clientId: `contract-${randomUUID().slice(0, 6)}`,
            },
            logger,
          )
      : null,
  ],
];

for (const [name, factory] of adapters) {
  const suite = factory ? describe : describe.skip;
  if (!factory) console.warn(`[skipped] event bus contract on ${name}: KAFKA_BROKERS is not set`);
  suite(`event bus contract: ${name}`, () => {
    const buses: EventBus[] = [];
    afterAll(async () => {
      await Promise.all(buses.map((b) => b.close()));
    });
    const make = () => {
      const b = factory!();
      buses.push(b);
      return b;
    };

    it('delivers every event once to each consumer group, in order per aggregate', async () => {
      const bus = make();
      const run = randomUUID().slice(0, 8);
      const a: EventEnvelope[] = [];
      const b: EventEnvelope[] = [];
      const agg = `user-${run}`;
      // new groups read from the beginning and keep this run's events: a Kafka consumer still joining its group
      // cannot miss them (a group with no position that starts at the end would)
      const mine = (list: EventEnvelope[]) => async (e: EventEnvelope) =>
        void (e.aggregateId === agg && list.push(e));
      await bus.subscribe({
        group: `a-${run}`,
        topics: [USER_REGISTERED],
        handler: mine(a),
        fromBeginning: true,
      });
      await bus.subscribe({
        group: `b-${run}`,
        topics: [USER_REGISTERED],
        handler: mine(b),
        fromBeginning: true,
      });
      const events = [1, 2, 3, 4, 5].map((i) => userEvent(agg, `u${i}-${run}@example.com`));
      await bus.publish(events);
      await waitFor(() => a.length === 5 && b.length === 5);
      expect(a.map((e) => e.id)).toEqual(events.map((e) => e.id));
      expect(b.map((e) => e.id)).toEqual(events.map((e) => e.id));
    });

    it('sends a poison event to the dead-letter sink without blocking the next one', async () => {
      const bus = make();
      const run = randomUUID().slice(0, 8);
      const seen: string[] = [];
      const agg = `poison-${run}`;
      await bus.subscribe({
        group: `p-${run}`,
        topics: [USER_REGISTERED],
        handler: async (e) => void (e.aggregateId === agg && seen.push(e.id)),
        fromBeginning: true,
      });
      const poison = {
        ...userEvent(agg, `p-${run}@example.com`),
        payload: { nonsense: true },
      } as EventEnvelope;
      const good = userEvent(agg, `g-${run}@example.com`);
      await bus.publish([poison, good]);
      await waitFor(() => seen.includes(good.id));
      expect(seen).not.toContain(poison.id);
      if (bus instanceof MemoryEventBus) expect(bus.deadLetters.length).toBe(1);
    });

    it('retries a handler through an infrastructure outage instead of dead-lettering the event', async () => {
      const bus = make();
      const run = randomUUID().slice(0, 8);
      let failuresLeft = 6; // more than the 5 tries a failing handler gets before its event is dead-lettered
      const handled: string[] = [];
      const event = userEvent(`transient-${run}`, `t-${run}@example.com`);
      await bus.subscribe({
        group: `t-${run}`,
        topics: [USER_REGISTERED],
        fromBeginning: true,
        handler: async (e) => {
          if (e.id !== event.id) return;
          if (failuresLeft-- > 0)
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          handled.push(e.id);
        },
      });
      await bus.publish([event]);
      await waitFor(() => handled.length === 1, 60_000);
      expect(handled).toEqual([event.id]);
      if (bus instanceof MemoryEventBus) expect(bus.deadLetters).toEqual([]);
    }, 90_000);

    it('reports the events a group has not handled yet as its lag', async () => {
      const bus = make();
      const run = randomUUID().slice(0, 8);
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let handled = 0;
      const agg = `lag-${run}`;
      // from the beginning: Kafka only knows a group's position once it has committed one
      await bus.subscribe({
        group: `l-${run}`,
        topics: [USER_REGISTERED],
        fromBeginning: true,
        handler: async (e) => {
          await gate;
          if (e.aggregateId === agg) handled++;
        },
      });
      if (bus.kind === 'kafka') await new Promise((r) => setTimeout(r, 3000));
      await bus.publish([1, 2, 3].map((i) => userEvent(agg, `l${i}-${run}@example.com`)));
      const lagOf = () =>
        bus.consumerLag().find((l) => l.group === `l-${run}` && l.topic === USER_REGISTERED)?.lag ?? 0;
      // the memory bus knows at once; Kafka's lag is read by the progress check every 10 s
      await waitFor(() => lagOf() >= 2, 30_000);
      release();
      await waitFor(() => handled === 3 && lagOf() === 0, 30_000);
      expect(lagOf()).toBe(0);
    }, 60_000);

    it("logs each handler's line with the correlation id of the request that caused its event", async () => {
      const bus = make();
      const run = randomUUID().slice(0, 8);
      const lines: { correlationId?: string; causationId?: string; msg?: string }[] = [];
      // the service logger's mixin (correlation from the handler's scope), writing to an array
      const probe = pino(
        {
          mixin() {
            const s = currentScope();
            return s ? { correlationId: s.correlationId, causationId: s.causationId } : {};
          },
        },
        { write: (line: string) => void lines.push(JSON.parse(line)) },
      );
      await bus.subscribe({
        group: `corr-${run}`,
        topics: [USER_REGISTERED],
        handler: async (e) => {
          if (!e.aggregateId.endsWith(`-${run}`)) return;
          await new Promise((r) => setTimeout(r, 5));
          probe.info({ userId: (e.payload as { userId: string }).userId }, 'handled');
        },
        fromBeginning: true,
      });
      // Request A publishes B's event and vice versa from inside the other request's scope: the handler must still
      // log the id its own event carries, never the publisher's ambient context.
      const a = userEvent(`ua-${run}`, `a-${run}@x.test`);
      const b = userEvent(`ub-${run}`, `b-${run}@x.test`);
      await requestScope.run({ correlationId: 'ambient-request' }, () => bus.publish([a, b]));
      await waitFor(() => lines.filter((l) => l.msg === 'handled').length >= 2);
      const handled = lines.filter((l) => l.msg === 'handled') as {
        correlationId?: string;
        causationId?: string;
        userId?: string;
      }[];
      const forA = handled.find((l) => l.userId === `ua-${run}`)!;
      const forB = handled.find((l) => l.userId === `ub-${run}`)!;
      expect(forA.correlationId).toBe(a.correlationId);
      expect(forA.causationId).toBe(a.id);
      expect(forB.correlationId).toBe(b.correlationId);
      expect(forB.causationId).toBe(b.id);
      expect(a.correlationId).not.toBe(b.correlationId);
    });

    it('refuses to publish an event whose payload breaks its schema', () => {
      expect(() =>
        createEvent(USER_REGISTERED, 'x', { userId: 'x' } as never, { correlationId: 'c' }),
      ).toThrow();
    });
  });
}

describe('transient infrastructure errors', () => {
  it('recognises connection failures of the database, object store and broker, and nothing else', () => {
    expect(
      isTransientError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(
      isTransientError(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isTransientError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isTransientError(
        new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
      ),
    ).toBe(true);
    expect(isTransientError(new Error('kafka publish timed out'))).toBe(true);
    expect(isTransientError(new Error('Tech pack not found'))).toBe(false);
    expect(isTransientError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isTransientError(undefined)).toBe(false);
  });
});
