import { sql } from 'drizzle-orm';
import type { EventEnvelope } from '@techpack/contracts';
import type { DatabaseHandle, Executor } from './database';

// The in-process bus's durable log (embedded mode): every event the outboxes relay, in commit order, and for every
// consumer group the sequence number of the last event it has handled. A group is delivered an event from this log,
// and its cursor moves only after its handler succeeded; a process killed at any moment resumes each group from its
// cursor at the next start, so an event relayed just before the crash still reaches every group. Before, groups had
// in-memory queues and the outbox marked events published once queued: whatever was queued at a `kill -9` was lost to
// every consumer (the admin dashboard showed 109 of 161 orders until a manual rebuild).
export class SqlEventLog {
  private ready: Promise<void> | undefined;

  constructor(private readonly handle: DatabaseHandle) {}

  init(): Promise<void> {
    this.ready ??= (async () => {
      const db = this.handle.db;
      await db.execute(sql.raw('create schema if not exists platform_bus'));
      await db.execute(
        sql.raw(
          `create table if not exists platform_bus.events (
            seq bigserial primary key,
            id uuid not null,
            type text not null,
            envelope jsonb not null,
            logged_at timestamptz not null default now()
          )`,
        ),
      );
      await db.execute(
        sql.raw('create index if not exists events_type_seq_idx on platform_bus.events (type, seq)'),
      );
      await db.execute(
        sql.raw(
          'create table if not exists platform_bus.cursors (group_name text primary key, seq bigint not null)',
        ),
      );
      // per-instance live groups once stored a cursor each ("<service>-live-<instance id>"), one more row per start;
      // they keep none now, and the rows earlier starts left are dropped
      await db.execute(sql.raw(`delete from platform_bus.cursors where group_name ~ '-live-[0-9a-f]{8}$'`));
      // Where a group that has never run starts when it asks for history: the log's end when cursors first appeared
      // (a data folder from before them: its groups had already seen that history), else the log's beginning.
      await db.execute(
        sql.raw(
          `insert into platform_bus.cursors (group_name, seq) select '${BASELINE}', coalesce(max(seq), 0) from platform_bus.events on conflict do nothing`,
        ),
      );
    })().catch((e) => {
      this.ready = undefined;
      throw e;
    });
    return this.ready;
  }

  async append(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.init();
    await this.insert(this.handle.db, events);
  }

  // Inside the outbox relay's transaction: the events are in the log if and only if the outbox marks them published.
  // Relays of several services take turns (a transaction-scoped lock) so that sequence numbers are committed in order
  // and a cursor never passes an event whose transaction had not committed yet. init() must have run before.
  async appendIn(tx: Executor, events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await tx.execute(sql`select pg_advisory_xact_lock(${LOG_LOCK})`);
    await this.insert(tx, events);
  }

  private async insert(executor: Executor, events: EventEnvelope[]): Promise<void> {
    const values = sql.join(
      events.map((e) => sql`(${e.id}, ${e.type}, ${JSON.stringify(e)}::jsonb)`),
      sql`, `,
    );
    await executor.execute(sql`insert into platform_bus.events (id, type, envelope) values ${values}`);
  }

  async read(
    topics: string[],
    afterSeq: number,
    limit: number,
  ): Promise<{ seq: number; event: EventEnvelope }[]> {
    if (topics.length === 0) return [];
    await this.init();
    const list = sql.join(
      topics.map((t) => sql`${t}`),
      sql`, `,
    );
    const rows = await this.handle.query<{ seq: string | number; envelope: EventEnvelope | string }>(
      this.handle.db,
      sql`select seq, envelope from platform_bus.events where type in (${list}) and seq > ${afterSeq} order by seq limit ${limit}`,
    );
    return rows.map((r) => ({
      seq: Number(r.seq),
      event: typeof r.envelope === 'string' ? (JSON.parse(r.envelope) as EventEnvelope) : r.envelope,
    }));
  }

  // The group's cursor; a group seen for the first time starts at the baseline (history) or at the log's end
  // (`fromBeginning: false`: per-instance groups for live pushes), and that start is stored at once.
  async cursor(group: string, fromBeginning: boolean | undefined): Promise<number> {
    await this.init();
    const db = this.handle.db;
    const start =
      fromBeginning === false
        ? sql`(select coalesce(max(seq), 0) from platform_bus.events)`
        : sql`(select seq from platform_bus.cursors where group_name = ${BASELINE})`;
    await db.execute(
      sql`insert into platform_bus.cursors (group_name, seq) select ${group}, ${start} on conflict do nothing`,
    );
    const rows = await this.handle.query<{ seq: string | number }>(
      db,
      sql`select seq from platform_bus.cursors where group_name = ${group}`,
    );
    return Number(rows[0]?.seq ?? 0);
  }

  // The newest event's sequence number (where a per-instance group starts; it stores no cursor).
  async end(): Promise<number> {
    await this.init();
    const rows = await this.handle.query<{ seq: string | number }>(
      this.handle.db,
      sql`select coalesce(max(seq), 0) as seq from platform_bus.events`,
    );
    return Number(rows[0]?.seq ?? 0);
  }

  async saveCursor(group: string, seq: number): Promise<void> {
    await this.handle.db.execute(
      sql`update platform_bus.cursors set seq = ${seq} where group_name = ${group} and seq < ${seq}`,
    );
  }
}

const BASELINE = '*baseline*';
// any fixed number: the advisory lock the relays take in turn while they append to the log
const LOG_LOCK = 7_310_050;
