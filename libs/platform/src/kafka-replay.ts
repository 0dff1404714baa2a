import type { Kafka } from 'kafkajs';
import type { EventEnvelope } from '@techpack/contracts';
import type { Logger } from './logger';
import { deliverWithRetry } from './event-delivery';
import type { EventHandler } from './events';

// Reads the topics from the beginning with a fresh consumer group until every partition
// reaches the high watermark it had when the replay began; then the group is removed.
// (The topics exist already: KafkaEventBus.replay makes sure of them first.)
export async function replayTopics(
  kafka: Kafka,
  clientId: string,
  logger: Logger,
  topics: string[],
  handler: EventHandler,
): Promise<number> {
  const admin = kafka.admin();
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
  const groupId = `${clientId}-replay-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1000 });
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
            await deliverWithRetry(raw as EventEnvelope, handler, logger, async () => undefined, groupId);
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
    const cleanup = kafka.admin();
    await cleanup
      .connect()
      .then(() => cleanup.deleteGroups([groupId]))
      .catch(() => undefined)
      .finally(() => cleanup.disconnect().catch(() => undefined));
  }
  return count;
}
