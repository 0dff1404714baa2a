import { and, asc, eq, inArray } from 'drizzle-orm';
import { ANCHOR_REMOVED, type CommentThread, type ThreadStatus } from '@techpack/contracts';
import type { Executor } from '@techpack/platform';
import {
  commentMessages,
  commentThreads,
  type CommentMessageRow,
  type CommentThreadRow,
} from '../revisions/talk.schema';

// A thread as the API answers it.
export function toThread(t: CommentThreadRow, messages: CommentMessageRow[]): CommentThread {
  return {
    id: t.id,
    techPackId: t.packId,
    anchor: t.anchor,
    anchorLabel: t.anchorRemoved ? `${t.anchorLabel} (${ANCHOR_REMOVED})` : t.anchorLabel,
    anchorState: t.anchorRemoved ? ANCHOR_REMOVED : 'current',
    status: t.status as ThreadStatus,
    mustResolve: t.mustResolve,
    revision: t.revision,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    resolvedAt: t.resolvedAt ? t.resolvedAt.toISOString() : null,
    messages: messages.map((m) => ({
      id: m.id,
      author: {
        role: m.authorRole as CommentThread['messages'][number]['author']['role'],
        name: m.authorName,
      },
      text: m.text,
      at: m.at.toISOString(),
    })),
  };
}

// The threads of one pack, oldest first, with their messages (one query each).
export async function threadsOf(
  db: Executor,
  packId: string,
  status?: ThreadStatus,
): Promise<CommentThread[]> {
  const where = status
    ? and(eq(commentThreads.packId, packId), eq(commentThreads.status, status))
    : eq(commentThreads.packId, packId);
  const threads = await db
    .select()
    .from(commentThreads)
    .where(where)
    .orderBy(asc(commentThreads.createdAt), asc(commentThreads.id));
  if (threads.length === 0) return [];
  const messages = await db
    .select()
    .from(commentMessages)
    .where(
      status
        ? inArray(
            commentMessages.threadId,
            threads.map((t) => t.id),
          )
        : eq(commentMessages.packId, packId),
    )
    .orderBy(asc(commentMessages.at), asc(commentMessages.id));
  const byThread = new Map<string, CommentMessageRow[]>();
  for (const m of messages) byThread.set(m.threadId, [...(byThread.get(m.threadId) ?? []), m]);
  return threads.map((t) => toThread(t, byThread.get(t.id) ?? []));
}

export async function oneThread(
  db: Executor,
  packId: string,
  threadId: string,
): Promise<CommentThread | undefined> {
  const [t] = await db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.packId, packId), eq(commentThreads.id, threadId)));
  if (!t) return undefined;
  const messages = await db
    .select()
    .from(commentMessages)
    .where(eq(commentMessages.threadId, t.id))
    .orderBy(asc(commentMessages.at), asc(commentMessages.id));
  return toThread(t, messages);
}
