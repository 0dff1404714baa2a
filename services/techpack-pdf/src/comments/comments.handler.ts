import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  COMMENT_BOUNDS,
  PACK_COMMENT_POSTED,
  PACK_TALK_MESSAGES,
  type CommentThread,
  type NewThreadRequest,
  type ThreadPatchRequest,
} from '@techpack/contracts';
import { AppError, CLOCK, EVENTS, EventsClient, type Clock, type Executor } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { commentMessages, commentThreads } from '../revisions/talk.schema';
import type { TechPackRow } from '../techpack.schema';
import { checkAnchor } from './anchors';
import { oneThread } from './comment-threads';
import type { TalkActor } from './talk-access';

const threadNotFound = () => new AppError(404, 'COMMENT.NOT_FOUND', PACK_TALK_MESSAGES.threadNotFound);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tooMany(message: string, field: string): AppError {
  const err = new AppError(400, 'COMMENT.LIMIT', message);
  err.body = { fields: [field] };
  return err;
}

// Comment threads pinned to a pack's fields: open one, answer it, resolve or reopen it. Each new message is told to
// the pack's designer (chat's notifications) through the outbox, in the transaction that stores it.
@Injectable()
export class CommentsHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async open(row: TechPackRow, actor: TalkActor, body: NewThreadRequest): Promise<CommentThread> {
    const pack = toTechPack(row);
    const label = checkAnchor(pack, body.anchor);
    if (body.mustResolve && actor.role !== 'designer') throw this.designerOnly();
    const now = this.clock.now();
    const id = randomUUID();
    await this.store.db.transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(commentThreads)
        .where(eq(commentThreads.packId, row.id));
      if (n >= COMMENT_BOUNDS.threadsPerPack) throw tooMany(PACK_TALK_MESSAGES.threads, 'anchor');
      await tx.insert(commentThreads).values({
        id,
        packId: row.id,
        anchor: body.anchor,
        anchorLabel: label,
        status: 'open',
        mustResolve: body.mustResolve ?? false,
        revision: pack.revision ?? row.revision,
        createdAt: now,
        updatedAt: now,
      });
      await this.addMessage(tx, row, id, actor, body.text, now, 'thread', label);
    });
    return (await oneThread(this.store.db, row.id, id))!;
  }

  async reply(row: TechPackRow, actor: TalkActor, threadId: string, text: string): Promise<CommentThread> {
    const now = this.clock.now();
    await this.store.db.transaction(async (tx) => {
      const thread = await this.thread(tx, row.id, threadId);
      if (thread.messageCount - 1 >= COMMENT_BOUNDS.repliesPerThread)
        throw tooMany(PACK_TALK_MESSAGES.replies, 'text');
      // bump the count first: two replies at once cannot both pass the bound
      const bumped = await tx
        .update(commentThreads)
        .set({ messageCount: sql`${commentThreads.messageCount} + 1`, updatedAt: now })
        .where(and(eq(commentThreads.id, thread.id), eq(commentThreads.messageCount, thread.messageCount)))
        .returning({ id: commentThreads.id });
      if (bumped.length === 0)
        throw new AppError(
          409,
          'COMMENT.CONFLICT',
          'Another reply was saved at the same moment: send yours again',
        );
      await this.addMessage(tx, row, thread.id, actor, text, now, 'reply', thread.anchorLabel);
    });
    return (await oneThread(this.store.db, row.id, threadId))!;
  }

  async patch(
    row: TechPackRow,
    actor: TalkActor,
    threadId: string,
    body: ThreadPatchRequest,
  ): Promise<CommentThread> {
    if (body.mustResolve !== undefined && actor.role !== 'designer') throw this.designerOnly();
    const now = this.clock.now();
    const thread = await this.thread(this.store.db, row.id, threadId);
    await this.store.db
      .update(commentThreads)
      .set({
        ...(body.status
          ? {
              status: body.status,
              resolvedAt: body.status === 'resolved' ? (thread.resolvedAt ?? now) : null,
            }
          : {}),
        ...(body.mustResolve !== undefined ? { mustResolve: body.mustResolve } : {}),
        updatedAt: now,
      })
      .where(eq(commentThreads.id, thread.id));
    return (await oneThread(this.store.db, row.id, threadId))!;
  }

  private designerOnly(): AppError {
    const err = new AppError(
      403,
      'COMMENT.FORBIDDEN',
      'Only the pack’s designer may mark a thread “must resolve”',
    );
    err.body = { fields: ['mustResolve'] };
    return err;
  }

  private async thread(db: Executor, packId: string, threadId: string) {
    if (!UUID.test(threadId)) throw threadNotFound();
    const [t] = await db
      .select()
      .from(commentThreads)
      .where(and(eq(commentThreads.packId, packId), eq(commentThreads.id, threadId)));
    if (!t) throw threadNotFound();
    return t;
  }

  private async addMessage(
    tx: Executor,
    row: TechPackRow,
    threadId: string,
    actor: TalkActor,
    text: string,
    at: Date,
    kind: 'thread' | 'reply',
    anchorLabel: string,
  ) {
    const messageId = randomUUID();
    await tx.insert(commentMessages).values({
      id: messageId,
      threadId,
      packId: row.id,
      authorRole: actor.role,
      authorName: actor.name,
      text,
      at,
    });
    const payload = {
      techPackId: row.id,
      ownerId: row.userId,
      threadId,
      messageId,
      kind,
      authorRole: actor.role,
      authorName: actor.name,
      anchorLabel,
      excerpt: text.slice(0, 140),
      at: at.toISOString(),
    };
    await this.events.record(tx, PACK_COMMENT_POSTED, row.id, payload, EventsClient.metaFromScope(actor.sub));
  }
}
