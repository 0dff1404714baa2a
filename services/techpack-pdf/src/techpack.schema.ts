import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';
import { packTalkMigrations } from './revisions/talk.schema';

export const TECHPACK_SCHEMA = 'techpack';
const s = pgSchema(TECHPACK_SCHEMA);

export const techPacks = s.table('tech_packs', {
  id: uuid('id').primaryKey(),
  uploadId: text('upload_id').notNull().unique(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  garmentType: text('garment_type').notNull(),
  imageKey: text('image_key'),
  data: jsonb('data').$type<TechPack>().notNull(),
  revision: integer('revision').notNull().default(1),
  pdfKey: text('pdf_key'),
  pdfRevision: integer('pdf_revision'),
  // when a starting process claimed the pack to render its missing PDF
  renderClaimedAt: timestamp('render_claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TechPackRow = typeof techPacks.$inferSelect;

export const techpackMigrations: Migration[] = [
  {
    id: '0001_tech_packs',
    sql: `
      create table techpack.tech_packs (
        id uuid primary key,
        upload_id text not null unique,
        user_id text not null,
        email text not null,
        garment_type text not null,
        image_key text,
        data jsonb not null,
        revision integer not null default 1,
        pdf_key text,
        pdf_revision integer,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index tech_packs_user_idx on techpack.tech_packs (user_id, created_at desc);
      create table techpack.cancelled_uploads (
        upload_id text primary key,
        reason text not null,
        at timestamptz not null default now()
      );`,
  },
  {
    // The tech pack is now created by one request (POST /internal/tech-packs) that writes nothing past its deadline:
    // the table of cancelled uploads that guarded the old event path is no longer needed.
    id: '0002_drop_cancelled_uploads',
    sql: `drop table if exists techpack.cancelled_uploads;`,
  },
  {
    // Packs without a current PDF, which a starting process claims and renders (a process can die between a pack's
    // commit and its render).
    id: '0003_unrendered_packs',
    sql: `alter table techpack.tech_packs add column if not exists render_claimed_at timestamptz;
      create index if not exists tech_packs_unrendered_idx on techpack.tech_packs (updated_at)
      where pdf_revision is null or pdf_revision <> revision;`,
  },
  // snapshots per revision, comment threads, approvals (./revisions/talk.schema.ts)
  ...packTalkMigrations,
];
