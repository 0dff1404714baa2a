import { boolean, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';
import type { StoredAnchor } from '../comments/anchors';

const s = pgSchema('techpack');

// One snapshot of the pack per revision, written in the transaction that saves the revision: two revisions are compared
// from these (the pack's own revision log is bounded and says only that a revision happened). `clearedApprovals`:
// the approved sections this revision's edit un-approved.
export const packRevisions = s.table(
  'pack_revisions',
  {
    packId: uuid('pack_id').notNull(),
    rev: integer('rev').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    who: text('who').notNull(),
    provenance: text('provenance').notNull(),
    summary: text('summary').notNull(),
    snapshot: jsonb('snapshot').$type<TechPack>().notNull(),
    clearedApprovals: jsonb('cleared_approvals').$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.packId, t.rev] })],
);
export type PackRevisionRow = typeof packRevisions.$inferSelect;

// Comment threads pinned to a field of a pack; the anchor follows its field from revision to revision.
export const commentThreads = s.table('comment_threads', {
  id: uuid('id').primaryKey(),
  packId: uuid('pack_id').notNull(),
  anchor: jsonb('anchor').$type<StoredAnchor>().notNull(),
  anchorLabel: text('anchor_label').notNull(),
  anchorRemoved: boolean('anchor_removed').notNull().default(false),
  status: text('status').notNull(),
  mustResolve: boolean('must_resolve').notNull().default(false),
  revision: integer('revision').notNull(),
  messageCount: integer('message_count').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});
export type CommentThreadRow = typeof commentThreads.$inferSelect;

export const commentMessages = s.table('comment_messages', {
  id: uuid('id').primaryKey(),
  threadId: uuid('thread_id').notNull(),
  packId: uuid('pack_id').notNull(),
  authorRole: text('author_role').notNull(),
  authorName: text('author_name').notNull(),
  text: text('text').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
export type CommentMessageRow = typeof commentMessages.$inferSelect;

// The designer's approval of a section of the pack; an edit of the section removes it.
export const packApprovals = s.table(
  'pack_approvals',
  {
    packId: uuid('pack_id').notNull(),
    section: text('section').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    revision: integer('revision').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.section] })],
);

// Applied after the tech_packs migrations; `if not exists` so an existing data folder upgrades in place.
export const packTalkMigrations: Migration[] = [
  {
    id: '0004_pack_revisions_comments_approvals',
    sql: `
      create table if not exists techpack.pack_revisions (
        pack_id uuid not null,
        rev integer not null,
        at timestamptz not null,
        who text not null,
        provenance text not null,
        summary text not null,
        snapshot jsonb not null,
        cleared_approvals jsonb not null default '[]'::jsonb,
        primary key (pack_id, rev)
      );
      create table if not exists techpack.comment_threads (
        id uuid primary key,
        pack_id uuid not null,
        anchor jsonb not null,
        anchor_label text not null,
        anchor_removed boolean not null default false,
        status text not null,
        must_resolve boolean not null default false,
        revision integer not null,
        message_count integer not null default 1,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        resolved_at timestamptz
      );
      create index if not exists comment_threads_pack_idx on techpack.comment_threads (pack_id, created_at);
      create table if not exists techpack.comment_messages (
        id uuid primary key,
        thread_id uuid not null,
        pack_id uuid not null,
        author_role text not null,
        author_name text not null,
        text text not null,
        at timestamptz not null
      );
      create index if not exists comment_messages_thread_idx on techpack.comment_messages (thread_id, at);
      create index if not exists comment_messages_pack_idx on techpack.comment_messages (pack_id);
      create table if not exists techpack.pack_approvals (
        pack_id uuid not null,
        section text not null,
        approved_at timestamptz not null,
        revision integer not null,
        primary key (pack_id, section)
      );`,
  },
];
