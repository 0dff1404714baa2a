import { sql } from 'drizzle-orm';
import type { EventEnvelope } from '@techpack/contracts';
import type { DatabaseHandle, Executor } from './database';
import type { EventBus } from './events';
import type { Logger } from './logger';

// Transactional outbox: events are written with the state change, then relayed to the bus.
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = true;
  lastError: string | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly schema: string,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly intervalMs = 200,
  ) {}

  private table() {
    return sql.raw(`"${this.schema}".outbox`);
  }

  // Call inside the transaction that changes state.
  async add(tx: Executor, events: EventEnvelope[]): Promise<void> {
    for (const e of events) {
      await tx.execute(
        sql`insert into ${this.table()} (id, type, aggregate_id, envelope) values (${e.id}, ${e.type}, ${e.aggregateId}, ${JSON.stringify(e)}::jsonb)`,
      );
    }
    // Relay right after the caller commits.
    setImmediate(() => this.kick());
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.relayOnce()
      .catch((e) => {
        this.lastError = (e as Error).message;
        this.logger.warn({ err: e, schema: this.schema }, 'outbox relay failed; will retry');
      })
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          setImmediate(() => this.kick());
        }
      });
  }

  // Publishes a batch in order; rows are locked so that two relays never send the same row.
  async relayOnce(batch = 200): Promise<number> {
    let sent = 0;
    for (;;) {
      const count = await this.handle.db.transaction(async (tx) => {
        const rows = await this.handle.query<{ seq: string; envelope: EventEnvelope | string }>(
          tx,
          sql`select seq, envelope from ${this.table()} where published_at is null order by seq limit ${batch} for update skip locked`,
        );
        if (rows.length === 0) return 0;
        const events = rows.map((r) =>
          typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope,
        );
        // the in-process bus writes them to its durable log in this transaction: published if and only if marked so
        if (this.bus.publishWithin) await this.bus.publishWithin(tx, events);
        else await this.bus.publish(events);
        // exactly the rows sent: a range would also take a row whose transaction committed after the select (its
        // sequence number was taken earlier), marking an event published that never was
        await tx.execute(
          sql`update ${this.table()} set published_at = now() where seq in (${sql.join(
            rows.map((r) => sql`${r.seq}`),
            sql`, `,
          )})`,
        );
        return rows.length;
      });
      this.lastError = undefined;
      if (count > 0) this.bus.published?.();
      sent += count;
      if (count < batch) return sent;
    }
  }

  async backlog(): Promise<number> {
    const rows = await this.handle.query<{ n: string | number }>(
      this.handle.db,
      sql`select count(*) as n from ${this.table()} where published_at is null`,
    );
    return Number(rows[0]?.n ?? 0);
  }
}

// Idempotent consumption: the handler's writes commit together with the record that the event was seen.
export async function alreadyProcessed(
  handle: DatabaseHandle,
  schema: string,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  const rows = await handle.query(
    handle.db,
    sql`select 1 from ${sql.raw(`"${schema}".processed_events`)} where event_id = ${eventId} and consumer = ${consumer}`,
  );
  return rows.length > 0;
}

export async function processOnce(
  handle: DatabaseHandle,
  schema: string,
  consumer: string,
  eventId: string,
  work: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    const inserted = await handle.query(
      tx,
      sql`insert into ${sql.raw(`"${schema}".processed_events`)} (event_id, consumer) values (${eventId}, ${consumer}) on conflict do nothing returning event_id`,
    );
    if (inserted.length === 0) return false;
    await work(tx);
    return true;
  });
}
