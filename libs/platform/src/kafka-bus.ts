import { Kafka, logLevel, type Consumer, type EachMessagePayload, type Producer, CompressionTypes } from 'kafkajs';
import type { EventEnvelope } from '@techpack/contracts';
import { ALL_TOPICS, DEAD_LETTER_TOPIC } from '@techpack/contracts';
import type { Logger } from './logger';
import { deliverWithRetry, type ConsumerLag, type EventBus, type EventHandler, type Subscription } from './events';

const PUBLISH_TIMEOUT_MS = 10_000;
// How often consumer progress is checked, and how long a partition may have lag without its committed offset moving
// before its consumer is replaced (handlers take well under a second; transient retries back off to 5 s).
const WATCH_INTERVAL_MS = 10_000;
const STALL_MS = 45_000;

interface Watched {
  group: string;
  topics: string[];
  fromBeginning: boolean;
  // true while the consumer is in the group and not being replaced
  live: () => boolean;
  replace: (reason: string) => void;
  progress: Map<string, { committed: bigint; since: number }>;
}

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  partitions?: number;
}

// Kafka adapter: partition key = aggregate id (order per tech pack / order); one consumer group per service.
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | undefined;
  private producerReady: Promise<Producer> | undefined;
  private readonly stoppers: (() => Promise<void>)[] = [];
  private topicsReady: Promise<void> | undefined;
  private topicsOk = false;
  private readonly watched = new Map<string, Watched>();
  private lag: ConsumerLag[] = [];
  private watchTimer: NodeJS.Timeout | undefined;
  private watchFailed = false;
  private watching = false;

  constructor(private readonly options: KafkaBusOptions, private readonly logger: Logger) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      retry: { retries: 3, initialRetryTime: 200 },
    });
  }

  private ensureTopics(): Promise<void> {
    if (!this.topicsReady) {
      this.topicsReady = (async () => {
        const admin = this.kafka.admin();
        await admin.connect();
        try {
          const existing = new Set(await admin.listTopics());
          const wanted = [...ALL_TOPICS, DEAD_LETTER_TOPIC].filter((t) => !existing.has(t));
          if (wanted.length > 0) {
            await admin.createTopics({
              waitForLeaders: true,
              topics: wanted.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3, replicationFactor: 1 })),
            });
          }
        } finally {
          await admin.disconnect();
        }
        this.topicsOk = true;
      })().catch((e) => {
        this.topicsReady = undefined;
        throw e;
      });
    }
    return this.topicsReady;
  }

  private getProducer(): Promise<Producer> {
    if (!this.producerReady) {
      this.producerReady = (async () => {
        await this.ensureTopics();
        const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
        await producer.connect();
        producer.on(producer.events.DISCONNECT, () => {
          this.producerReady = undefined;
        });
        this.producer = producer;
        return producer;
      })().catch((e) => {
        this.producerReady = undefined;
        throw e;
      });
    }
    return this.producerReady;
  }

  // After a broker outage an idempotent producer can be left with a stale producer id; start a fresh one.
  private async resetProducer(): Promise<void> {
    // A topic check started while the broker was away may never settle: start it again too.
    if (!this.topicsOk) this.topicsReady = undefined;
    const old = this.producer;
    this.producer = undefined;
    this.producerReady = undefined;
    if (old) await old.disconnect().catch(() => undefined);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.guarded(() => this.send(events));
  }

  // Every send has a deadline; a failed or hung send drops the producer so the next try starts fresh.
  private async guarded(work: () => Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        work(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('kafka publish timed out')), PUBLISH_TIMEOUT_MS);
        }),
      ]);
    } catch (e) {
      await this.resetProducer();
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  private async send(events: EventEnvelope[]): Promise<void> {
    const producer = await this.getProducer();
    const byTopic = new Map<string, EventEnvelope[]>();
    for (const e of events) byTopic.set(e.type, [...(byTopic.get(e.type) ?? []), e]);
    await producer.sendBatch({
      compression: CompressionTypes.None,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((e) => ({
          key: e.aggregateId,
          value: JSON.stringify(e),
          headers: { 'correlation-id': e.correlationId, 'event-id': e.id },
        })),
      })),
    });
  }

  async publishRaw(topic: string, key: string, value: string): Promise<void> {
    await this.guarded(async () => {
      const producer = await this.getProducer();
      await producer.send({ topic, messages: [{ key, value }] });
    });
  }

  async subscribe(subscription: Subscription): Promise<() => Promise<void>> {
    await this.ensureTopics();
    // `self`: the consumer that fetched the message; a replaced consumer's handler stops retrying.
    const eachMessage = async ({ topic, message }: EachMessagePayload, self: Consumer) => {
      let raw: unknown;
      try {
        raw = JSON.parse(message.value?.toString() ?? '');
      } catch {
        raw = { unparsable: message.value?.toString() ?? '', topic };
      }
      await deliverWithRetry(raw as EventEnvelope, subscription.handler, this.logger, async (event, reason) => {
        await this.publishRaw(
          DEAD_LETTER_TOPIC,
          message.key?.toString() ?? 'unknown',
          JSON.stringify({ group: subscription.group, topic, reason, event, at: new Date().toISOString() }),
        );
      }, subscription.group, { stopped: () => state.stopped || state.consumer !== self });
    };

    // A supervisor keeps one live consumer per subscription. kafkajs' own restart can stall after a broker
    // outage (a crash while re-joining a loading coordinator leaves it stopped), so a consumer that is not
    // in the group a while after it started is replaced by a fresh one.
    const state = { consumer: undefined as Consumer | undefined, joined: false, startedAt: 0, stopped: false, busy: false };
    const quietly = (p: Promise<unknown>) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);

    const create = async () => {
      const consumer = this.kafka.consumer({
        groupId: subscription.group,
        sessionTimeout: 10_000,
        heartbeatInterval: 1000,
        retry: { retries: 5, initialRetryTime: 300, maxRetryTime: 3000, restartOnFailure: async () => false },
      });
      state.consumer = consumer;
      state.joined = false;
      state.startedAt = Date.now();
      consumer.on(consumer.events.GROUP_JOIN, () => {
        if (state.consumer === consumer) state.joined = true;
      });
      consumer.on(consumer.events.CRASH, (e) => {
        if (state.consumer !== consumer) return;
        state.joined = false;
        this.logger.warn({ group: subscription.group, err: (e.payload as { error?: Error })?.error }, 'kafka consumer crashed; a fresh one will replace it');
      });
      consumer.on(consumer.events.STOP, () => {
        if (state.consumer === consumer) state.joined = false;
      });
      await consumer.connect();
      for (const topic of subscription.topics) {
        await consumer.subscribe({ topic, fromBeginning: subscription.fromBeginning ?? true });
      }
      consumer.run({ partitionsConsumedConcurrently: 3, eachMessage: (payload) => eachMessage(payload, consumer) }).catch(() => {
        if (state.consumer === consumer) state.joined = false;
      });
    };

    const supervise = async () => {
      if (state.stopped || state.busy || state.joined || Date.now() - state.startedAt < 15_000) return;
      state.busy = true;
      try {
        await quietly(state.consumer?.disconnect() ?? Promise.resolve());
        // connect() can hang while the broker is half up; give up on this attempt and try again.
        await Promise.race([
          create(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('consumer start timed out')), 20_000)),
        ]);
      } catch (e) {
        state.startedAt = 0;
        this.logger.warn({ group: subscription.group, err: e }, 'kafka consumer could not start; will retry');
      } finally {
        state.busy = false;
      }
    };

    await create();
    const timer = setInterval(() => void supervise(), 3000);
    timer.unref();
    this.watch({
      group: subscription.group,
      topics: subscription.topics,
      fromBeginning: subscription.fromBeginning ?? true,
      live: () => state.joined && !state.busy && !state.stopped,
      replace: (reason) => {
        this.logger.warn({ group: subscription.group, reason }, 'kafka consumer made no progress; replacing it');
        state.joined = false;
        state.startedAt = 0;
        void supervise();
      },
      progress: new Map(),
    });
    const stop = async () => {
      state.stopped = true;
      this.watched.delete(subscription.group);
      clearInterval(timer);
      await quietly(state.consumer?.disconnect() ?? Promise.resolve());
    };
    this.stoppers.push(stop);
    return stop;
  }

  private watch(w: Watched): void {
    this.watched.set(w.group, w);
    if (!this.watchTimer) {
      this.watchTimer = setInterval(() => void this.checkProgress(), WATCH_INTERVAL_MS);
      this.watchTimer.unref();
    }
  }

  // Watchdog: reads committed offsets and high watermarks; records the lag per group and topic (metrics) and replaces
  // a consumer whose partition has had lag without progress for STALL_MS (a stalled fetch loop or a lost assignment
  // after a broker outage, which kafkajs does not always report).
  private async checkProgress(): Promise<void> {
    if (this.watching || this.watched.size === 0) return;
    this.watching = true;
    const admin = this.kafka.admin();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          await admin.connect();
          const topics = [...new Set([...this.watched.values()].flatMap((w) => w.topics))];
          const high = new Map<string, { high: bigint; low: bigint }>();
          for (const topic of topics) {
            for (const p of await admin.fetchTopicOffsets(topic)) high.set(`${topic}:${p.partition}`, { high: BigInt(p.high), low: BigInt(p.low) });
          }
          const now = Date.now();
          const lag: ConsumerLag[] = [];
          for (const w of this.watched.values()) {
            const committed = await admin.fetchOffsets({ groupId: w.group, topics: w.topics });
            const stalled: string[] = [];
            for (const t of committed) {
              let topicLag = 0;
              for (const p of t.partitions) {
                const key = `${t.topic}:${p.partition}`;
                const marks = high.get(key);
                if (!marks) continue;
                // no commit yet: a group reading from the beginning starts at the low watermark; one that does not
                // starts at the end, wherever that was when it joined, so nothing there counts as lag
                const at = BigInt(p.offset) >= 0n ? BigInt(p.offset) : w.fromBeginning ? marks.low : marks.high;
                const behind = marks.high > at ? Number(marks.high - at) : 0;
                topicLag += behind;
                const prev = w.progress.get(key);
                // the clock restarts on progress, with no lag, after a failed check, or while the consumer (re)joins
                if (!prev || prev.committed !== at || behind === 0 || this.watchFailed || !w.live()) w.progress.set(key, { committed: at, since: now });
                else if (now - prev.since > STALL_MS) stalled.push(`${key} (${behind} behind)`);
              }
              lag.push({ group: w.group, topic: t.topic, lag: topicLag });
            }
            if (stalled.length > 0) {
              for (const v of w.progress.values()) v.since = now;
              w.replace(`no progress for ${STALL_MS / 1000} s on ${stalled.join(', ')}`);
            }
          }
          this.lag = lag;
          this.watchFailed = false;
        })(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('progress check timed out')), WATCH_INTERVAL_MS);
        }),
      ]);
    } catch {
      this.watchFailed = true;
    } finally {
      clearTimeout(timer);
      this.watching = false;
      await admin.disconnect().catch(() => undefined);
    }
  }

  consumerLag(): ConsumerLag[] {
    return this.lag;
  }

  // Reads the topics from the beginning with a fresh consumer group until every partition
  // reaches the high watermark it had when the replay began; then the group is removed.
  async replay(topics: string[], handler: EventHandler): Promise<number> {
    await this.ensureTopics();
    const admin = this.kafka.admin();
    await admin.connect();
    const targets = new Map<string, bigint>();
    try {
      for (const topic of topics) {
        for (const p of await admin.fetchTopicOffsets(topic)) {
          if (BigInt(p.high) > BigInt(p.low)) targets.set(`${topic}:${p.partition}`, BigInt(p.high));
        }
      }
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
    if (targets.size === 0) return 0;
    const groupId = `${this.options.clientId}-replay-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const consumer = this.kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1000 });
    let count = 0;
    const pending = new Set(targets.keys());
    try {
      await consumer.connect();
      for (const topic of topics) await consumer.subscribe({ topic, fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        consumer
          .run({
            partitionsConsumedConcurrently: 1,
            eachMessage: async ({ topic, partition, message }) => {
              const key = `${topic}:${partition}`;
              const target = targets.get(key);
              if (target === undefined || BigInt(message.offset) >= target) return;
              let raw: unknown;
              try {
                raw = JSON.parse(message.value?.toString() ?? '');
              } catch {
                raw = { unparsable: message.value?.toString() ?? '', topic };
              }
              await deliverWithRetry(raw as EventEnvelope, handler, this.logger, async () => undefined, groupId);
              count++;
              if (BigInt(message.offset) + 1n >= target) {
                pending.delete(key);
                if (pending.size === 0) resolve();
              }
            },
          })
          .catch(reject);
      });
    } finally {
      await consumer.disconnect().catch(() => undefined);
      const cleanup = this.kafka.admin();
      await cleanup
        .connect()
        .then(() => cleanup.deleteGroups([groupId]))
        .catch(() => undefined)
        .finally(() => cleanup.disconnect().catch(() => undefined));
    }
    return count;
  }

  async healthy(): Promise<boolean> {
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.listTopics();
      return true;
    } catch {
      return false;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.watchTimer);
    await Promise.allSettled(this.stoppers.map((stop) => stop()));
    if (this.producer) await this.producer.disconnect().catch(() => undefined);
  }
}
