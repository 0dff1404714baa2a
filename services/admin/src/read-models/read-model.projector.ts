import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { eventSchemas, type EventEnvelope, type EventPayload } from '@techpack/contracts';
import { DATABASE, SCHEMA, processOnce, type DatabaseHandle, type EventBus } from '@techpack/platform';
import { READ_MODEL_TABLES } from '../admin.schema';
import { ADMIN_TOPICS, APPLIERS, type AdminTopic, type EventFacts } from './read-model.appliers';

// The consumer ledger's name for the read models (processed_events): an event is applied once.
export const PROJECTION_CONSUMER = 'admin-read-models';

const isAdminTopic = (type: string): type is AdminTopic => (ADMIN_TOPICS as readonly string[]).includes(type);

// The read models built from every other service's events: live (ReadModelEventsController's @OnEvent handlers,
// payload typed by the transport) and by replay of the event history (`project`, `rebuild`; the offline script
// scripts/admin-rebuild.ts uses the same class).
@Injectable()
export class ReadModelProjector {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SCHEMA) private readonly schema: string,
  ) {}

  // One event of a topic, applied once (the ledger drops a redelivery), with the projection's bookkeeping.
  async apply<T extends AdminTopic>(
    topic: T,
    payload: EventPayload<T>,
    event: EventFacts & Pick<EventEnvelope, 'id'>,
  ): Promise<void> {
    const applier = APPLIERS[topic];
    await processOnce(this.database, this.schema, PROJECTION_CONSUMER, event.id, async (tx) => {
      await applier(tx, payload, event);
      await tx.execute(sql`
        update admin.projection_state set last_event_at = greatest(last_event_at, ${event.occurredAt}::timestamptz),
          last_event_type = ${event.type}, events_applied = events_applied + 1 where id = 1`);
    });
  }

  // An envelope from the replay: its payload checked against its topic's schema, then applied; other topics skipped.
  async project(event: EventEnvelope): Promise<void> {
    const topic = event.type;
    if (isAdminTopic(topic)) await this.applyParsed(topic, event);
  }

  private applyParsed<T extends AdminTopic>(topic: T, event: EventEnvelope): Promise<void> {
    const payload: EventPayload<T> = eventSchemas[topic].parse(event.payload);
    return this.apply(topic, payload, event);
  }

  // Whether the ledger has seen any event yet (a first start over an existing history has not).
  async hasHistory(): Promise<boolean> {
    const [seen] = await this.database.query<{ n: number }>(
      this.database.db,
      sql`select exists(select 1 from ${sql.raw(`"${this.schema}".processed_events`)} where consumer = ${PROJECTION_CONSUMER}) as n`,
    );
    return !!seen?.n;
  }

  // Every topic of the history, replayed through `project`.
  replay(bus: EventBus): Promise<number> {
    if (!bus.replay) throw new Error(`the ${bus.kind} event bus cannot replay its history`);
    return bus.replay([...ADMIN_TOPICS], (event) => this.project(event));
  }

  // Empties the read models and the consumer ledger in one transaction, then replays every topic.
  // Live events that arrive meanwhile are applied too; the ledger drops the duplicates.
  async rebuild(bus: EventBus): Promise<{ replayed: number; ms: number }> {
    if (!bus.replay) throw new Error(`the ${bus.kind} event bus cannot replay its history`);
    const started = Date.now();
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${READ_MODEL_TABLES.map((t) => `admin.${t}`).join(', ')}`));
      await tx.execute(
        sql`delete from ${sql.raw(`"${this.schema}".processed_events`)} where consumer = ${PROJECTION_CONSUMER}`,
      );
      await tx.execute(
        sql.raw(
          `update admin.counters set value = 0 where name in (${[...READ_MODEL_TABLES, 'revenue_cents', 'paid_orders'].map((t) => `'${t}'`).join(', ')})`,
        ),
      );
      await tx.execute(
        sql`update admin.projection_state set last_event_at = null, last_event_type = null, events_applied = 0 where id = 1`,
      );
    });
    const replayed = await this.replay(bus);
    await this.database.db.execute(sql`update admin.projection_state set rebuilt_at = now() where id = 1`);
    return { replayed, ms: Date.now() - started };
  }
}
