import { randomUUID } from 'node:crypto';
import {
  eventSchemas,
  eventEnvelopeSchema,
  DEAD_LETTER_TOPIC,
  type EventEnvelope,
  type EventMeta,
  type EventPayload,
  type EventType,
} from '@techpack/contracts';
import type { Logger } from './logger';
import type { Executor } from './database';
import type { SqlEventLog } from './durable-log';
import { LogConsumers } from './log-consumers';
import { requestScope } from './context';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface Subscription {
  // One consumer group per service: every group sees every event once.
  group: string;
  topics: string[];
  handler: EventHandler;
  fromBeginning?: boolean;
}

export interface EventBus {
  readonly kind: 'memory' | 'kafka';
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(subscription: Subscription): Promise<() => Promise<void>>;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
  // Re-reads every stored event of the topics from the beginning, in order, until caught up
  // (rebuilding read models). Optional: a memory bus without a durable log has no history.
  replay?(topics: string[], handler: EventHandler): Promise<number>;
  // Events published but not yet handled, per consumer group and topic (the `event_consumer_lag` metric).
  consumerLag(): ConsumerLag[];
  // The outbox relay's publish, inside its transaction (a bus whose log lives in the same database writes the events
  // there, so they are published if and only if the outbox marks them so); `published` once that transaction
  // committed. Absent: the relay calls publish().
  publishWithin?(tx: Executor, events: EventEnvelope[]): Promise<void>;
  published?(): void;
}

export interface ConsumerLag {
  group: string;
  topic: string;
  lag: number;
}

// Durable history for the in-process bus (embedded mode keeps it in the shared PGlite).
export interface EventLog {
  append(events: EventEnvelope[]): Promise<void>;
  // Events of the topics with a sequence number above `afterSeq`, oldest first.
  read(topics: string[], afterSeq: number, limit: number): Promise<{ seq: number; event: EventEnvelope }[]>;
}

export class InvalidEventError extends Error {}

export function createEvent<T extends EventType>(
  type: T,
  aggregateId: string,
  payload: EventPayload<T>,
  meta: EventMeta,
): EventEnvelope<EventPayload<T>> {
  const parsed = eventSchemas[type].parse(payload) as EventPayload<T>;
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    aggregateId,
    correlationId: meta.correlationId,
    ...(meta.causationId ? { causationId: meta.causationId } : {}),
    ...(meta.actorId ? { actorId: meta.actorId } : {}),
    payload: parsed,
  };
}

// Validates envelope and payload of an incoming event; throws InvalidEventError on a poison message.
export function validateEvent(raw: unknown): EventEnvelope {
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) throw new InvalidEventError(`invalid envelope: ${envelope.error.message}`);
  const schema = eventSchemas[envelope.data.type as EventType];
  if (!schema) return envelope.data as EventEnvelope;
  const payload = schema.safeParse(envelope.data.payload);
  if (!payload.success) throw new InvalidEventError(`invalid payload for ${envelope.data.type}: ${payload.error.message}`);
  return { ...(envelope.data as EventEnvelope), payload: payload.data };
}

const RETRIES = 5;
const TRANSIENT_BACKOFF_MAX_MS = 5000;

const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300']);
const TRANSIENT_MESSAGE =
  /connection terminated|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|connection error|socket hang up|kafka publish timed out|fetch failed|Client was closed|Connection refused|the database system is (starting up|shutting down)/i;

// An infrastructure failure (database, object store or broker away for a moment): the event is fine and must not be
// dead-lettered; it is retried until the dependency is back (the partition waits, as it should).
export function isTransientError(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 4) return false;
  const err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[]; name?: unknown };
  if (typeof err.code === 'string' && (TRANSIENT_CODES.has(err.code) || /^08/.test(err.code))) return true;
  if (typeof err.message === 'string' && TRANSIENT_MESSAGE.test(err.message)) return true;
  if (err.name === 'TimeoutError') return true;
  if (Array.isArray(err.errors) && err.errors.some((x) => isTransientError(x, depth + 1))) return true;
  return isTransientError(err.cause, depth + 1);
}

export interface DeliveryOptions {
  // Stop retrying (the consumer is closing): the event is left for the next consumer, not dead-lettered.
  stopped?: () => boolean;
}

export class DeliveryAbortedError extends Error {}

// Events handled successfully by this process, per consumer group and topic (the `events_handled_total` metric).
export const handledEvents = new Map<string, { group: string; topic: string; count: number }>();
function countHandled(group: string, topic: string): void {
  const key = `${group}\u0000${topic}`;
  const entry = handledEvents.get(key);
  if (entry) entry.count++;
  else handledEvents.set(key, { group, topic, count: 1 });
}

// Runs a handler with retries; after the last try, the event goes to the dead-letter sink. Transient infrastructure
// errors are retried with backoff for as long as the consumer runs, never dead-lettered.
export async function deliverWithRetry(
  event: EventEnvelope,
  handler: EventHandler,
  logger: Logger,
  deadLetter: (event: unknown, reason: string) => Promise<void>,
  group: string,
  options: DeliveryOptions = {},
): Promise<void> {
  let validated: EventEnvelope;
  try {
    validated = validateEvent(event);
  } catch (e) {
    logger.error({ err: e, group, eventId: (event as { id?: string })?.id }, 'poison event sent to dead-letter');
    await deadLetter(event, (e as Error).message);
    return;
  }
  // The handler's log context is its event: the correlation id of the request that caused it, and the event as cause.
  // run() (not the publisher's context, which the in-process bus would otherwise inherit) on every transport.
  const scope = { correlationId: validated.correlationId, causationId: validated.id, actorId: validated.actorId };
  let failures = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await requestScope.run(scope, () => handler(validated));
      countHandled(group, validated.type);
      return;
    } catch (e) {
      if (options.stopped?.()) throw new DeliveryAbortedError(`consumer stopped while retrying event ${validated.id}`);
      const transient = isTransientError(e);
      if (!transient) failures++;
      if (!transient && failures >= RETRIES) {
        logger.error({ err: e, group, eventId: validated.id, type: validated.type }, 'handler failed; dead-lettered');
        await deadLetter(validated, (e as Error).message);
        return;
      }
      logger.warn({ err: e, group, eventId: validated.id, attempt, transient }, 'handler failed; retrying');
      await new Promise((r) => setTimeout(r, Math.min(transient ? TRANSIENT_BACKOFF_MAX_MS : 2000, 50 * 2 ** Math.min(attempt, 10))));
    }
  }
}

// In-process bus for the embedded mode: same envelope, same topics, same group semantics.
// Each group receives events in publish order, one at a time, like a single Kafka partition.
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly groups = new Map<string, { topics: Set<string>; handler: EventHandler; queue: EventEnvelope[]; running: boolean }>();
  readonly deadLetters: { event: unknown; reason: string; group: string }[] = [];
  private closed = false;
  private log: EventLog | undefined;
  private readonly unlogged: EventEnvelope[] = [];
  private logWriting: Promise<void> | undefined;
  // With a durable log (SqlEventLog): groups are fed from the log by their stored cursors (log-consumers.ts)
  private consumers: LogConsumers | undefined;

  constructor(private readonly logger: Logger) {}

  // Keeps every published event in a durable log so that `replay` can rebuild read models. A SqlEventLog also
  // carries each group's cursor: groups subscribed from then on are delivered from the log and resume there after any
  // stop, a crash included.
  attachLog(log: EventLog | SqlEventLog): void {
    this.log = log;
    if ('saveCursor' in log) {
      this.consumers = new LogConsumers(log, this.logger, (event, reason, group) => this.deadLetters.push({ event, reason, group }));
    }
  }

  async publishWithin(tx: Executor, events: EventEnvelope[]): Promise<void> {
    if (!this.consumers) return this.publish(events);
    if (this.closed) throw new Error('event bus closed');
    await this.consumers.log.appendIn(tx, events);
  }

  published(): void {
    this.consumers?.wake();
  }

  // Written after publish returns: the outbox relay publishes while holding a (PGlite) transaction,
  // so awaiting another query inside publish would deadlock.
  private scheduleLogWrite(events: EventEnvelope[]): void {
    if (!this.log || events.length === 0) return;
    this.unlogged.push(...events);
    if (this.logWriting) return;
    this.logWriting = new Promise<void>((resolve) => {
      setImmediate(async () => {
        while (this.unlogged.length > 0) {
          const batch = this.unlogged.splice(0, 500);
          try {
            await this.log!.append(batch);
            this.consumers?.wake();
          } catch (e) {
            this.logger.error({ err: e, count: batch.length }, 'event log append failed');
            if (this.closed) break;
            this.unlogged.unshift(...batch);
            await new Promise((r) => setTimeout(r, 200));
          }
        }
        this.logWriting = undefined;
        resolve();
      });
    });
  }

  // Waits until every published event is in the durable log.
  async flushLog(): Promise<void> {
    while (this.logWriting) await this.logWriting;
  }

  async replay(topics: string[], handler: EventHandler): Promise<number> {
    if (!this.log) throw new Error('replay needs a durable event log (none attached to the memory bus)');
    await this.flushLog();
    let after = 0;
    let count = 0;
    for (;;) {
      const rows = await this.log.read(topics, after, 500);
      for (const row of rows) {
        await deliverWithRetry(row.event, handler, this.logger, async (ev, reason) => {
          this.deadLetters.push({ event: ev, reason, group: 'replay' });
        }, 'replay');
        count++;
        after = row.seq;
      }
      if (rows.length < 500) {
        await this.flushLog();
        const more = await this.log.read(topics, after, 1);
        if (more.length === 0) return count;
      }
    }
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus closed');
    this.scheduleLogWrite(events);
    // groups fed from the log get these once they are written there
    if (this.consumers) return;
    for (const event of events) {
      for (const [name, group] of this.groups) {
        if (!group.topics.has(event.type)) continue;
        group.queue.push(event);
        this.drain(name);
      }
    }
  }

  private drain(name: string): void {
    const group = this.groups.get(name);
    if (!group || group.running) return;
    group.running = true;
    setImmediate(async () => {
      while (group.queue.length > 0 && !this.closed) {
        const event = group.queue.shift()!;
        await deliverWithRetry(event, group.handler, this.logger, async (ev, reason) => {
          this.deadLetters.push({ event: ev, reason, group: name });
        }, name, { stopped: () => this.closed || this.groups.get(name) !== group }).catch(() => undefined);
      }
      group.running = false;
    });
  }

  async subscribe(subscription: Subscription): Promise<() => Promise<void>> {
    if (this.groups.has(subscription.group)) throw new Error(`group ${subscription.group} already subscribed`);
    if (this.consumers) return this.consumers.subscribe(subscription);
    this.groups.set(subscription.group, {
      topics: new Set(subscription.topics),
      handler: subscription.handler,
      queue: [],
      running: false,
    });
    return async () => {
      this.groups.delete(subscription.group);
    };
  }

  async healthy(): Promise<boolean> {
    return !this.closed;
  }

  consumerLag(): ConsumerLag[] {
    const out: ConsumerLag[] = this.consumers ? this.consumers.lag() : [];
    for (const [name, group] of this.groups) {
      const byTopic = new Map<string, number>([...group.topics].map((t) => [t, 0]));
      for (const e of group.queue) byTopic.set(e.type, (byTopic.get(e.type) ?? 0) + 1);
      for (const [topic, lag] of byTopic) out.push({ group: name, topic, lag });
    }
    return out;
  }

  // Waits until every group has drained its queue (tests and graceful stop).
  async idle(timeoutMs = 10_000): Promise<void> {
    const start = Date.now();
    if (this.consumers) {
      await this.flushLog();
      await this.consumers.idle(timeoutMs);
    }
    while ([...this.groups.values()].some((g) => g.running || g.queue.length > 0)) {
      if (Date.now() - start > timeoutMs) throw new Error('event bus did not become idle');
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async close(): Promise<void> {
    await Promise.race([this.flushLog(), new Promise((r) => setTimeout(r, 2000))]);
    this.closed = true;
    await this.consumers?.close();
  }
}

export { DEAD_LETTER_TOPIC };

export { SqlEventLog } from './durable-log';
