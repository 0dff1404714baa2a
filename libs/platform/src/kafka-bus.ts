import { Kafka, logLevel, type Producer, CompressionTypes } from 'kafkajs';
import type { EventEnvelope } from '@techpack/contracts';
import { ALL_TOPICS, DEAD_LETTER_TOPIC } from '@techpack/contracts';
import type { Logger } from './logger';
import type { ConsumerLag, EventBus, EventHandler, Subscription } from './events';
import { KafkaProgressWatch } from './kafka-watchdog';
import { replayTopics } from './kafka-replay';
import { startSupervisedConsumer } from './kafka-consumer';

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

  constructor(
    private readonly options: KafkaBusOptions,
    private readonly logger: Logger,
  ) {
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
              topics: wanted.map((topic) => ({
                topic,
                numPartitions: this.options.partitions ?? 3,
                replicationFactor: 1,
              })),
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
        const producer = this.kafka.producer({
          idempotent: true,
          maxInFlightRequests: 1,
          allowAutoTopicCreation: true,
        });
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
    const stop = await startSupervisedConsumer(
      {
        kafka: this.kafka,
        logger: this.logger,
        progress: this.progress,
        publishRaw: (topic, key, value) => this.publishRaw(topic, key, value),
      },
      subscription,
    );
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
