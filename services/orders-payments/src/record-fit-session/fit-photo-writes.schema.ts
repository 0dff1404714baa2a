import { jsonb, pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';

// A fit session's photos being written: one row from before its first photo is stored until the transaction that
// saves the session (which deletes it). A row still here after a while is a write a process did not finish (killed
// between the two): its objects are removed and the row with them (fit-photo-writes.ts).
export const fitPhotoWrites = pgSchema('orders').table('fit_photo_writes', {
  sessionId: uuid('session_id').primaryKey(),
  keys: jsonb('keys').$type<string[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fitPhotoWritesMigration: Migration = {
  id: '0005_fit_photo_writes',
  sql: `
    create table orders.fit_photo_writes (
      session_id uuid primary key,
      keys jsonb not null,
      started_at timestamptz not null default now()
    );
    create index fit_photo_writes_started_idx on orders.fit_photo_writes (started_at);`,
};
