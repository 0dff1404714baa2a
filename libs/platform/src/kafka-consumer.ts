import type { Consumer, EachMessagePayload, Kafka } from 'kafkajs';
import type { EventEnvelope } from '@techpack/contracts';
import { DEAD_LETTER_TOPIC } from '@techpack/contracts';
import type { Logger } from './logger';
import { deliverWithRetry, type Subscription } from './events';
import type { KafkaProgressWatch } from './kafka-watchdog';

// The Kafka bus's consumer for one subscription (./kafka-bus.ts): each message delivered with retries (a message that
// keeps failing goes to the dead-letter topic), the consumer supervised and replaced when it stalls.

export interface KafkaConsumerContext {
  kafka: Kafka;
  logger: Logger;
  // the bus's consumer watchdog: lag per group and topic, replaces a consumer that makes no progress
  progress: KafkaProgressWatch;
  // the bus's raw publish (the dead-letter topic)
  publishRaw(topic: string, key: string, value: string): Promise<void>;
}

/** Starts the subscription's consumer; resolves to the function that stops it. */
export async function startSupervisedConsumer(
  { kafka, logger, progress, publishRaw }: KafkaConsumerContext,
  subscription: Subscription,
): Promise<() => Promise<void>> {
  // `self`: the consumer that fetched the message; a replaced consumer's handler stops retrying.
  const eachMessage = async ({ topic, message }: EachMessagePayload, self: Consumer) => {
    let raw: unknown;
    try {
      raw = JSON.parse(message.value?.toString() ?? '');
    } catch {
      raw = { unparsable: message.value?.toString() ?? '', topic };
    }
    await deliverWithRetry(
      raw as EventEnvelope,
      subscription.handler,
      logger,
      async (event, reason) => {
        await publishRaw(
          DEAD_LETTER_TOPIC,
          message.key?.toString() ?? 'unknown',
          JSON.stringify({ group: subscription.group, topic, reason, event, at: new Date().toISOString() }),
        );
      },
      subscription.group,
      { stopped: () => state.stopped || state.consumer !== self },
    );
  };

  // A supervisor keeps one live consumer per subscription. kafkajs' own restart can stall after a broker
  // outage (a crash while re-joining a loading coordinator leaves it stopped), so a consumer that is not
  // in the group a while after it started is replaced by a fresh one.
  const state = {
    consumer: undefined as Consumer | undefined,
    joined: false,
    startedAt: 0,
    stopped: false,
    busy: false,
  };
  const quietly = (p: Promise<unknown>) =>
    Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);

  const create = async () => {
    const consumer = kafka.consumer({
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
      logger.warn(
        { group: subscription.group, err: (e.payload as { error?: Error })?.error },
        'kafka consumer crashed; a fresh one will replace it',
      );
    });
    consumer.on(consumer.events.STOP, () => {
      if (state.consumer === consumer) state.joined = false;
    });
    await consumer.connect();
    for (const topic of subscription.topics) {
      await consumer.subscribe({ topic, fromBeginning: subscription.fromBeginning ?? true });
    }
    consumer
      .run({ partitionsConsumedConcurrently: 3, eachMessage: (payload) => eachMessage(payload, consumer) })
      .catch(() => {
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
      logger.warn({ group: subscription.group, err: e }, 'kafka consumer could not start; will retry');
    } finally {
      state.busy = false;
    }
  };

  await create();
  const timer = setInterval(() => void supervise(), 3000);
  timer.unref();
  progress.watch({
    group: subscription.group,
    topics: subscription.topics,
    fromBeginning: subscription.fromBeginning ?? true,
    live: () => state.joined && !state.busy && !state.stopped,
    replace: (reason) => {
      logger.warn({ group: subscription.group, reason }, 'kafka consumer made no progress; replacing it');
      state.joined = false;
      state.startedAt = 0;
      void supervise();
    },
    progress: new Map(),
  });
  const stop = async () => {
    state.stopped = true;
    progress.unwatch(subscription.group);
    clearInterval(timer);
    await quietly(state.consumer?.disconnect() ?? Promise.resolve());
  };
  return stop;
}
