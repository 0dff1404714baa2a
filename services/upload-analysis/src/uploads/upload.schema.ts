import { index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformTables } from '@techpack/platform';

export const UPLOAD_SCHEMA = 'upload_analysis';
const s = pgSchema(UPLOAD_SCHEMA);

export const uploads = s.table(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    originalName: text('original_name').notNull(),
    filename: text('filename').notNull().unique('uploads_filename_key'), // web-sized JPEG, public name
    webKey: text('web_key').notNull(),
    originalKey: text('original_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    garmentType: text('garment_type'), // requested in the form
    selectedSize: text('selected_size').notNull(),
    status: text('status').notNull(), // processing | completed | failed | timed_out
    techPackId: text('tech_pack_id'),
    analysis: jsonb('analysis'),
    analyzer: text('analyzer').notNull(),
    analysisMs: integer('analysis_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // `desc` is Postgres's DESC NULLS FIRST; drizzle-kit writes NULLS LAST unless told
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

export const { outbox, processedEvents } = platformTables(UPLOAD_SCHEMA);

export type UploadRow = typeof uploads.$inferSelect;
