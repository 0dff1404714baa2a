import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformTables } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';

export const TECHPACK_SCHEMA = 'techpack';
const s = pgSchema(TECHPACK_SCHEMA);

export const techPacks = s.table(
  'tech_packs',
  {
    id: uuid('id').primaryKey(),
    uploadId: text('upload_id').notNull().unique('tech_packs_upload_id_key'),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    garmentType: text('garment_type').notNull(),
    imageKey: text('image_key'),
    data: jsonb('data').$type<TechPack>().notNull(),
    revision: integer('revision').notNull().default(1),
    pdfKey: text('pdf_key'),
    pdfRevision: integer('pdf_revision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // when a starting process claimed the pack to render its missing PDF
    renderClaimedAt: timestamp('render_claimed_at', { withTimezone: true }),
  },
  (t) => [
    // `desc` is Postgres's DESC NULLS FIRST; drizzle-kit writes NULLS LAST unless told
    index('tech_packs_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // packs without a current PDF, which a starting process claims and renders
    index('tech_packs_unrendered_idx')
      .on(t.updatedAt)
      .where(sql`pdf_revision is null or pdf_revision <> revision`),
  ],
);

export const { outbox, processedEvents } = platformTables(TECHPACK_SCHEMA);

export type TechPackRow = typeof techPacks.$inferSelect;
