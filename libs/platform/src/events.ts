import { DEAD_LETTER_TOPIC, type EventEnvelope } from '@techpack/contracts';
import type { Executor } from './database';

// The event bus: what every transport offers (the in-process MemoryEventBus in ./memory-bus.ts, the KafkaEventBus in
// ./kafka-bus.ts) and the delivery every transport shares (./event-delivery.ts, re-exported here).

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface Subscription {
  // One consumer group per service: every group sees every event once.
  group: string;
  topics: string[];
  handler: EventHandler;
  fromBeginning?: boolean;
  // A group of one process instance (live pushes to its own sockets): it starts at the newest event and where it has
  // got to is kept in memory only, so a restart (a new instance, a new group) leaves nothing behind.
  ephemeral?: boolean;
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

export * from './event-delivery';
export { MemoryEventBus } from './memory-bus';

export { DEAD_LETTER_TOPIC };

export { SqlEventLog } from './durable-log';
