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

// Runs a handler with retries; after the last try, the event goes to the dead-letter sink.
export async function deliverWithRetry(
  event: EventEnvelope,
  handler: EventHandler,
  logger: Logger,
  deadLetter: (event: unknown, reason: string) => Promise<void>,
  group: string,
): Promise<void> {
  let validated: EventEnvelope;
  try {
    validated = validateEvent(event);
  } catch (e) {
    logger.error({ err: e, group, eventId: (event as { id?: string })?.id }, 'poison event sent to dead-letter');
    await deadLetter(event, (e as Error).message);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await handler(validated);
      return;
    } catch (e) {
      if (attempt >= RETRIES) {
        logger.error({ err: e, group, eventId: validated.id, type: validated.type }, 'handler failed; dead-lettered');
        await deadLetter(validated, (e as Error).message);
        return;
      }
      logger.warn({ err: e, group, eventId: validated.id, attempt }, 'handler failed; retrying');
      await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
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

  constructor(private readonly logger: Logger) {}

  async publish(events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus closed');
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
        }, name);
      }
      group.running = false;
    });
  }

  async subscribe(subscription: Subscription): Promise<() => Promise<void>> {
    if (this.groups.has(subscription.group)) throw new Error(`group ${subscription.group} already subscribed`);
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

  // Waits until every group has drained its queue (tests and graceful stop).
  async idle(timeoutMs = 10_000): Promise<void> {
    const start = Date.now();
    while ([...this.groups.values()].some((g) => g.running || g.queue.length > 0)) {
      if (Date.now() - start > timeoutMs) throw new Error('event bus did not become idle');
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

export { DEAD_LETTER_TOPIC };
