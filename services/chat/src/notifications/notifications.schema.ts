import { sql } from 'drizzle-orm';
import { index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const chat = pgSchema('chat');

// What a designer is told: a projection of events (manufacturer replies, order status changes, fit sessions), one row
// per event (source_event_id), read or not.
export const notifications = chat.table(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    techPackId: text('tech_pack_id'),
    orderId: text('order_id'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    sourceEventId: text('source_event_id').notNull().unique('notifications_source_event_id_key'),
  },
  (t) => [
    // `desc` is Postgres's DESC NULLS FIRST; drizzle-kit writes NULLS LAST unless told
    index('notifications_user_idx').on(t.userId, t.at.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
