import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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
  (t) => [primaryKey({ name: 'pack_revisions_pkey', columns: [t.packId, t.rev] })],
);
export type PackRevisionRow = typeof packRevisions.$inferSelect;

// Comment threads pinned to a field of a pack; the anchor follows its field from revision to revision.
export const commentThreads = s.table(
  'comment_threads',
  {
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
  },
  (t) => [index('comment_threads_pack_idx').on(t.packId, t.createdAt)],
);
export type CommentThreadRow = typeof commentThreads.$inferSelect;

export const commentMessages = s.table(
  'comment_messages',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id').notNull(),
    packId: uuid('pack_id').notNull(),
    authorRole: text('author_role').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('comment_messages_thread_idx').on(t.threadId, t.at),
    index('comment_messages_pack_idx').on(t.packId),
  ],
);
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
  (t) => [primaryKey({ name: 'pack_approvals_pkey', columns: [t.packId, t.section] })],
);
