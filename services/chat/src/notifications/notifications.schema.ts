import { pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';

const chat = pgSchema('chat');

// What a designer is told: a projection of events (manufacturer replies, order status changes, fit sessions), one row
// per event (source_event_id), read or not.
export const notifications = chat.table('notifications', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  kind: text('kind').notNull(),
  techPackId: text('tech_pack_id'),
  orderId: text('order_id'),
  text: text('text').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  sourceEventId: text('source_event_id').notNull().unique(),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const notificationMigrations: Migration[] = [
  {
    id: '0101_notifications',
    sql: `
      create table chat.notifications (
        id uuid primary key,
        user_id text not null,
        kind text not null,
        tech_pack_id text,
        order_id text,
        text text not null,
        at timestamptz not null,
        read_at timestamptz,
        source_event_id text not null unique
      );
      create index notifications_user_idx on chat.notifications (user_id, at desc);
      create index notifications_unread_idx on chat.notifications (user_id) where read_at is null;`,
  },
];
