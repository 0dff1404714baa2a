import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The platform tables every service schema carries: the outbox and the consumer ledger. Each service's Drizzle schema
// exports them, so its generated migrations create them. Constraint names are Postgres's own defaults, as the
// databases created before the generated migrations have them.
export function platformTables(schema: string) {
  const s = pgSchema(schema);
  const outbox = s.table(
    'outbox',
    {
      seq: bigserial('seq', { mode: 'number' }).primaryKey(),
      id: uuid('id').notNull().unique('outbox_id_key'),
      type: text('type').notNull(),
      aggregateId: text('aggregate_id').notNull(),
      envelope: jsonb('envelope').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
    },
    (t) => [
      index('outbox_unpublished_idx')
        .on(t.seq)
        .where(sql`published_at is null`),
    ],
  );
  const processedEvents = s.table(
    'processed_events',
    {
      eventId: text('event_id').notNull(),
      consumer: text('consumer').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ name: 'processed_events_pkey', columns: [t.eventId, t.consumer] })],
  );
  return { outbox, processedEvents };
}
