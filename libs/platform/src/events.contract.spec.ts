import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { USER_REGISTERED, type EventEnvelope } from '@techpack/contracts';
import { createEvent, MemoryEventBus, type EventBus } from './events';
import { KafkaEventBus } from './kafka-bus';
import { createLogger } from './logger';

const logger = createLogger('test', 'silent');

function userEvent(userId: string, email: string) {
  return createEvent(
    USER_REGISTERED,
    userId,
    { userId, email, firstName: 'A', lastName: null, isGoogleUser: false, createdAt: new Date().toISOString() },
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
      ? () => new KafkaEventBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: `contract-${randomUUID().slice(0, 6)}` }, logger)
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
      await bus.subscribe({ group: `a-${run}`, topics: [USER_REGISTERED], handler: async (e) => void a.push(e), fromBeginning: false });
      await bus.subscribe({ group: `b-${run}`, topics: [USER_REGISTERED], handler: async (e) => void b.push(e), fromBeginning: false });
      if (bus.kind === 'kafka') await new Promise((r) => setTimeout(r, 3000));
      const agg = `user-${run}`;
      const events = [1, 2, 3, 4, 5].map((i) => userEvent(agg, `u${i}-${run}@example.com`));
      await bus.publish(events);
      await waitFor(() => a.filter((e) => e.aggregateId === agg).length === 5 && b.filter((e) => e.aggregateId === agg).length === 5);
      expect(a.filter((e) => e.aggregateId === agg).map((e) => e.id)).toEqual(events.map((e) => e.id));
      expect(b.filter((e) => e.aggregateId === agg).map((e) => e.id)).toEqual(events.map((e) => e.id));
    });

    it('sends a poison event to the dead-letter sink without blocking the next one', async () => {
      const bus = make();
      const run = randomUUID().slice(0, 8);
      const seen: string[] = [];
      await bus.subscribe({ group: `p-${run}`, topics: [USER_REGISTERED], handler: async (e) => void seen.push(e.id), fromBeginning: false });
      if (bus.kind === 'kafka') await new Promise((r) => setTimeout(r, 3000));
      const agg = `poison-${run}`;
      const poison = { ...userEvent(agg, `p-${run}@example.com`), payload: { nonsense: true } } as EventEnvelope;
      const good = userEvent(agg, `g-${run}@example.com`);
      await bus.publish([poison, good]);
      await waitFor(() => seen.includes(good.id));
      expect(seen).not.toContain(poison.id);
      if (bus instanceof MemoryEventBus) expect(bus.deadLetters.length).toBe(1);
    });

    it('refuses to publish an event whose payload breaks its schema', () => {
      expect(() =>
        createEvent(USER_REGISTERED, 'x', { userId: 'x' } as never, { correlationId: 'c' }),
      ).toThrow();
    });
  });
}
