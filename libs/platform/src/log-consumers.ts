import type { EventEnvelope } from '@techpack/contracts';
import type { Logger } from './logger';
import type { SqlEventLog } from './durable-log';
import {
  DeliveryAbortedError,
  deliverWithRetry,
  type ConsumerLag,
  type EventHandler,
  type Subscription,
} from './events';

const BATCH = 100;
const RETRY_READ_MS = 200;

interface Group {
  name: string;
  topics: string[];
  handler: EventHandler;
  cursor: number;
  running: boolean;
  again: boolean;
  // read from the log, not yet handled (the lag metric)
  pending: EventEnvelope[];
  stopped: boolean;
  // false for a per-instance group: its cursor lives in memory only (no row per restart)
  persist: boolean;
}

// Consumer groups of the in-process bus fed from the durable log: each reads the events of its topics after its
// cursor, in order, one at a time (like one Kafka partition), and stores the cursor after each event its handler
// took. Delivery is at least once, as with Kafka: a crash between a handler's commit and the cursor's update gives
// that one event again at the next start (handlers are idempotent: processOnce).
export class LogConsumers {
  private readonly groups = new Map<string, Group>();
  private closed = false;

  constructor(
    readonly log: SqlEventLog,
    private readonly logger: Logger,
    private readonly deadLetter: (event: unknown, reason: string, group: string) => void,
  ) {}

  async subscribe(subscription: Subscription): Promise<() => Promise<void>> {
    if (this.groups.has(subscription.group))
      throw new Error(`group ${subscription.group} already subscribed`);
    const persist = subscription.ephemeral !== true;
    const cursor = persist
      ? await this.log.cursor(subscription.group, subscription.fromBeginning)
      : await this.log.end();
    const group: Group = {
      name: subscription.group,
      topics: [...subscription.topics],
      handler: subscription.handler,
      cursor,
      running: false,
      again: false,
      pending: [],
      stopped: false,
      persist,
    };
    this.groups.set(group.name, group);
    this.pump(group);
    return async () => {
      group.stopped = true;
      if (this.groups.get(group.name) === group) this.groups.delete(group.name);
    };
  }

  // New events are in the log (a relay committed, a direct publish was written): every group looks.
  wake(): void {
    for (const group of this.groups.values()) this.pump(group);
  }

  private pump(group: Group): void {
    if (group.running) {
      group.again = true;
      return;
    }
    group.running = true;
    setImmediate(async () => {
      try {
        do {
          group.again = false;
          await this.drain(group);
        } while (group.again && !this.done(group));
      } catch (e) {
        // the database away for a moment: look again shortly
        this.logger.warn({ err: e, group: group.name }, 'event log read failed; retrying');
        setTimeout(() => this.pump(group), RETRY_READ_MS).unref();
      } finally {
        group.running = false;
      }
    });
  }

  private done(group: Group): boolean {
    return this.closed || group.stopped;
  }

  private async drain(group: Group): Promise<void> {
    for (;;) {
      if (this.done(group)) return;
      const rows = await this.log.read(group.topics, group.cursor, BATCH);
      if (rows.length === 0) return;
      group.pending = rows.map((r) => r.event);
      for (const row of rows) {
        if (this.done(group)) return;
        try {
          await deliverWithRetry(
            row.event,
            group.handler,
            this.logger,
            async (ev, reason) => this.deadLetter(ev, reason, group.name),
            group.name,
            {
              stopped: () => this.done(group),
            },
          );
        } catch (e) {
          // stopping while the handler was retried: the event stays after the cursor for the next start
          if (e instanceof DeliveryAbortedError) return;
          throw e;
        }
        group.cursor = row.seq;
        group.pending.shift();
        if (group.persist) await this.log.saveCursor(group.name, row.seq);
      }
      if (rows.length < BATCH) return;
    }
  }

  lag(): ConsumerLag[] {
    const out: ConsumerLag[] = [];
    for (const group of this.groups.values()) {
      const byTopic = new Map<string, number>(group.topics.map((t) => [t, 0]));
      for (const e of group.pending) byTopic.set(e.type, (byTopic.get(e.type) ?? 0) + 1);
      for (const [topic, lag] of byTopic) out.push({ group: group.name, topic, lag });
    }
    return out;
  }

  // Until every group has handled everything the log holds for it (tests, graceful stop).
  async idle(timeoutMs: number): Promise<void> {
    const start = Date.now();
    for (;;) {
      if (Date.now() - start > timeoutMs) throw new Error('event bus did not become idle');
      const groups = [...this.groups.values()];
      if (groups.some((g) => g.running)) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      let behind = false;
      for (const g of groups) {
        if ((await this.log.read(g.topics, g.cursor, 1)).length > 0) {
          behind = true;
          this.pump(g);
        }
      }
      if (!behind && !groups.some((g) => g.running)) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const until = Date.now() + 2000;
    while ([...this.groups.values()].some((g) => g.running) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 10));
  }
}
