import { index, jsonb, pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';

// A fit session's photos being written: one row from before its first photo is stored until the transaction that
// saves the session (which deletes it). A row still here after a while is a write a process did not finish (killed
// between the two): its objects are removed and the row with them (fit-photo-writes.ts).
export const fitPhotoWrites = pgSchema('orders').table(
  'fit_photo_writes',
  {
    sessionId: uuid('session_id').primaryKey(),
    keys: jsonb('keys').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fit_photo_writes_started_idx').on(t.startedAt)],
);
