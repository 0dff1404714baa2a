import { Kafka, logLevel, type Consumer, type EachMessagePayload, type Producer, CompressionTypes } from 'kafkajs';
import type { EventEnvelope } from '@techpack/contracts';
import { ALL_TOPICS, DEAD_LETTER_TOPIC } from '@techpack/contracts';
import type { Logger } from './logger';
import { deliverWithRetry, type ConsumerLag, type EventBus, type EventHandler, type Subscription } from './events';
import { KafkaProgressWatch } from './kafka-watchdog';
import { replayTopics } from './kafka-replay';

const PUBLISH_TIMEOUT_MS = 10_000;

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
  // the consumer watchdog (./kafka-watchdog.ts): lag per group and topic, replaces a consumer that makes no progress
  private readonly progress: KafkaProgressWatch;

  constructor(private readonly options: KafkaBusOptions, private readonly logger: Logger) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      retry: { retries: 3, initialRetryTime: 200 },
    });
    this.progress = new KafkaProgressWatch(this.kafka);
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
    this.progress.watch({
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
      this.progress.unwatch(subscription.group);
      clearInterval(timer);
      await quietly(state.consumer?.disconnect() ?? Promise.resolve());
    };
    this.stoppers.push(stop);
    return stop;
  }

  consumerLag(): ConsumerLag[] {
    return this.progress.consumerLag();
  }

  // Reads the topics from the beginning with a fresh consumer group until every partition
  // reaches the high watermark it had when the replay began; then the group is removed (./kafka-replay.ts).
  async replay(topics: string[], handler: EventHandler): Promise<number> {
    await this.ensureTopics();
    return replayTopics(this.kafka, this.options.clientId, this.logger, topics, handler);
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
    this.progress.stop();
    await Promise.allSettled(this.stoppers.map((stop) => stop()));
    if (this.producer) await this.producer.disconnect().catch(() => undefined);
  }
}
