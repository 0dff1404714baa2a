import type { EventEnvelope } from '@techpack/contracts';
import type { Logger } from './logger';
import type { Executor } from './database';
import type { SqlEventLog } from './durable-log';
import { LogConsumers } from './log-consumers';
import { deliverWithRetry } from './event-delivery';
import type { ConsumerLag, EventBus, EventHandler, EventLog, Subscription } from './events';

// In-process bus for the embedded mode: same envelope, same topics, same group semantics.
// Each group receives events in publish order, one at a time, like a single Kafka partition.
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly groups = new Map<
    string,
    { topics: Set<string>; handler: EventHandler; queue: EventEnvelope[]; running: boolean }
  >();
  readonly deadLetters: { event: unknown; reason: string; group: string }[] = [];
  private closed = false;
  private log: EventLog | undefined;
  private readonly unlogged: EventEnvelope[] = [];
  private logWriting: Promise<void> | undefined;
  // With a durable log (SqlEventLog): groups are fed from the log by their stored cursors (log-consumers.ts)
  private consumers: LogConsumers | undefined;

  constructor(private readonly logger: Logger) {}

  // Keeps every published event in a durable log so that `replay` can rebuild read models. A SqlEventLog also
  // carries each group's cursor: groups subscribed from then on are delivered from the log and resume there after any
  // stop, a crash included.
  attachLog(log: EventLog | SqlEventLog): void {
    this.log = log;
    if ('saveCursor' in log) {
      this.consumers = new LogConsumers(log, this.logger, (event, reason, group) =>
        this.deadLetters.push({ event, reason, group }),
      );
    }
  }

  async publishWithin(tx: Executor, events: EventEnvelope[]): Promise<void> {
    if (!this.consumers) return this.publish(events);
    if (this.closed) throw new Error('event bus closed');
    await this.consumers.log.appendIn(tx, events);
  }

  published(): void {
    this.consumers?.wake();
  }

  // Written after publish returns: the outbox relay publishes while holding a (PGlite) transaction,
  // so awaiting another query inside publish would deadlock.
  private scheduleLogWrite(events: EventEnvelope[]): void {
    if (!this.log || events.length === 0) return;
    this.unlogged.push(...events);
    if (this.logWriting) return;
    this.logWriting = new Promise<void>((resolve) => {
      setImmediate(async () => {
        while (this.unlogged.length > 0) {
          const batch = this.unlogged.splice(0, 500);
          try {
            await this.log!.append(batch);
            this.consumers?.wake();
          } catch (e) {
            this.logger.error({ err: e, count: batch.length }, 'event log append failed');
            if (this.closed) break;
            this.unlogged.unshift(...batch);
            await new Promise((r) => setTimeout(r, 200));
          }
        }
        this.logWriting = undefined;
        resolve();
      });
    });
  }

  // Waits until every published event is in the durable log.
  async flushLog(): Promise<void> {
    while (this.logWriting) await this.logWriting;
  }

  async replay(topics: string[], handler: EventHandler): Promise<number> {
    if (!this.log) throw new Error('replay needs a durable event log (none attached to the memory bus)');
    await this.flushLog();
    let after = 0;
    let count = 0;
    for (;;) {
      const rows = await this.log.read(topics, after, 500);
      for (const row of rows) {
        await deliverWithRetry(
          row.event,
          handler,
          this.logger,
          async (ev, reason) => {
            this.deadLetters.push({ event: ev, reason, group: 'replay' });
          },
          'replay',
        );
        count++;
        after = row.seq;
      }
      if (rows.length < 500) {
        await this.flushLog();
        const more = await this.log.read(topics, after, 1);
        if (more.length === 0) return count;
      }
    }
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus closed');
    this.scheduleLogWrite(events);
    // groups fed from the log get these once they are written there
    if (this.consumers) return;
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
        await deliverWithRetry(
          event,
          group.handler,
          this.logger,
          async (ev, reason) => {
            this.deadLetters.push({ event: ev, reason, group: name });
          },
          name,
          { stopped: () => this.closed || this.groups.get(name) !== group },
        ).catch(() => undefined);
      }
      group.running = false;
    });
  }

  async subscribe(subscription: Subscription): Promise<() => Promise<void>> {
    if (this.groups.has(subscription.group))
      throw new Error(`group ${subscription.group} already subscribed`);
    if (this.consumers) return this.consumers.subscribe(subscription);
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

  consumerLag(): ConsumerLag[] {
    const out: ConsumerLag[] = this.consumers ? this.consumers.lag() : [];
    for (const [name, group] of this.groups) {
      const byTopic = new Map<string, number>([...group.topics].map((t) => [t, 0]));
      for (const e of group.queue) byTopic.set(e.type, (byTopic.get(e.type) ?? 0) + 1);
      for (const [topic, lag] of byTopic) out.push({ group: name, topic, lag });
    }
    return out;
  }

  // Waits until every group has drained its queue (tests and graceful stop).
  async idle(timeoutMs = 10_000): Promise<void> {
    const start = Date.now();
    if (this.consumers) {
      await this.flushLog();
      await this.consumers.idle(timeoutMs);
    }
    while ([...this.groups.values()].some((g) => g.running || g.queue.length > 0)) {
      if (Date.now() - start > timeoutMs) throw new Error('event bus did not become idle');
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async close(): Promise<void> {
    await Promise.race([this.flushLog(), new Promise((r) => setTimeout(r, 2000))]);
    this.closed = true;
    await this.consumers?.close();
  }
}
