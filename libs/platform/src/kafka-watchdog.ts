import type { Kafka } from 'kafkajs';
import type { ConsumerLag } from './events';

// The Kafka bus's consumer watchdog (./kafka-bus.ts): the lag per group and topic, and the replacement of a consumer
// that makes no progress.

// How often consumer progress is checked, and how long a partition may have lag without its committed offset moving
// before its consumer is replaced (handlers take well under a second; transient retries back off to 5 s).
const WATCH_INTERVAL_MS = 10_000;
const STALL_MS = 45_000;

export interface Watched {
  group: string;
  topics: string[];
  fromBeginning: boolean;
  // true while the consumer is in the group and not being replaced
  live: () => boolean;
  replace: (reason: string) => void;
  progress: Map<string, { committed: bigint; since: number }>;
}

export class KafkaProgressWatch {
  private readonly watched = new Map<string, Watched>();
  private lag: ConsumerLag[] = [];
  private watchTimer: NodeJS.Timeout | undefined;
  private watchFailed = false;
  private watching = false;

  constructor(private readonly kafka: Kafka) {}

  watch(w: Watched): void {
    this.watched.set(w.group, w);
    if (!this.watchTimer) {
      this.watchTimer = setInterval(() => void this.checkProgress(), WATCH_INTERVAL_MS);
      this.watchTimer.unref();
    }
  }

  unwatch(group: string): void {
    this.watched.delete(group);
  }

  consumerLag(): ConsumerLag[] {
    return this.lag;
  }

  stop(): void {
    clearInterval(this.watchTimer);
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
            for (const p of await admin.fetchTopicOffsets(topic))
              high.set(`${topic}:${p.partition}`, { high: BigInt(p.high), low: BigInt(p.low) });
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
                const at =
                  BigInt(p.offset) >= 0n ? BigInt(p.offset) : w.fromBeginning ? marks.low : marks.high;
                const behind = marks.high > at ? Number(marks.high - at) : 0;
                topicLag += behind;
                const prev = w.progress.get(key);
                // the clock restarts on progress, with no lag, after a failed check, or while the consumer (re)joins
                if (!prev || prev.committed !== at || behind === 0 || this.watchFailed || !w.live())
                  w.progress.set(key, { committed: at, since: now });
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
}
