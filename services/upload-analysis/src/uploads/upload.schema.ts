import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';

export const UPLOAD_SCHEMA = 'upload_analysis';
const s = pgSchema(UPLOAD_SCHEMA);

export const uploads = s.table('uploads', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  originalName: text('original_name').notNull(),
  filename: text('filename').notNull().unique(), // web-sized JPEG, public name
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
});

export type UploadRow = typeof uploads.$inferSelect;

export const uploadMigrations: Migration[] = [
  {
    id: '0001_uploads',
    sql: `
      create table upload_analysis.uploads (
        id uuid primary key,
        user_id text not null,
        email text not null,
        original_name text not null,
        filename text not null unique,
        web_key text not null,
        original_key text not null,
        content_type text not null,
        size_bytes integer not null,
        width integer not null,
        height integer not null,
        garment_type text,
        selected_size text not null,
        status text not null,
        tech_pack_id text,
        analysis jsonb,
        analyzer text not null,
        analysis_ms integer not null,
        created_at timestamptz not null default now()
      );
      create index uploads_user_idx on upload_analysis.uploads (user_id, created_at desc);`,
  },
];
