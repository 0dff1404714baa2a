import { randomUUID } from 'node:crypto';
import {
  eventSchemas,
  eventEnvelopeSchema,
  type EventEnvelope,
  type EventMeta,
  type EventPayload,
  type EventType,
} from '@techpack/contracts';
import type { Logger } from './logger';
import { requestScope } from './context';
import type { EventHandler } from './events';

// Making, validating and delivering one event: the retries, the transient errors, the dead-letter sink
// (every bus delivers through deliverWithRetry). ./events.ts re-exports them.

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
  if (!payload.success)
    throw new InvalidEventError(`invalid payload for ${envelope.data.type}: ${payload.error.message}`);
  return { ...(envelope.data as EventEnvelope), payload: payload.data };
}

const RETRIES = 5;
const TRANSIENT_BACKOFF_MAX_MS = 5000;

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
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
    logger.error(
      { err: e, group, eventId: (event as { id?: string })?.id },
      'poison event sent to dead-letter',
    );
    await deadLetter(event, (e as Error).message);
    return;
  }
  // The handler's log context is its event: the correlation id of the request that caused it, and the event as cause.
  // run() (not the publisher's context, which the in-process bus would otherwise inherit) on every transport.
  const scope = {
    correlationId: validated.correlationId,
    causationId: validated.id,
    actorId: validated.actorId,
  };
  let failures = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await requestScope.run(scope, () => handler(validated));
      countHandled(group, validated.type);
      return;
    } catch (e) {
      if (options.stopped?.())
        throw new DeliveryAbortedError(`consumer stopped while retrying event ${validated.id}`);
      const transient = isTransientError(e);
      if (!transient) failures++;
      if (!transient && failures >= RETRIES) {
        logger.error(
          { err: e, group, eventId: validated.id, type: validated.type },
          'handler failed; dead-lettered',
        );
        await deadLetter(validated, (e as Error).message);
        return;
      }
      logger.warn({ err: e, group, eventId: validated.id, attempt, transient }, 'handler failed; retrying');
      await new Promise((r) =>
        setTimeout(r, Math.min(transient ? TRANSIENT_BACKOFF_MAX_MS : 2000, 50 * 2 ** Math.min(attempt, 10))),
      );
    }
  }
}
