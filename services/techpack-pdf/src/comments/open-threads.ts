import { and, asc, eq } from 'drizzle-orm';
import type { OpenThreadSummary, TechPackCheckIssue } from '@techpack/contracts';
import type { Executor } from '@techpack/platform';
import { commentThreads } from '../revisions/talk.schema';
import { threadsOf } from './comment-threads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The open threads of a pack as the check and the PDF's cover list them: the anchor, the question, who asked.
export async function openThreadsOf(db: Executor, packId: string): Promise<OpenThreadSummary[]> {
  if (!UUID.test(packId)) return [];
  return (await threadsOf(db, packId, 'open')).map((t) => ({
    id: t.id,
    anchorLabel: t.anchorLabel,
    anchorState: t.anchorState,
    mustResolve: t.mustResolve,
    question: t.messages[0]?.text ?? '',
    askedBy: t.messages[0]?.author.name ?? '',
    replies: Math.max(0, t.messages.length - 1),
  }));
}

// Open threads never block confirming the pack, except those the designer marked "must resolve": each is an error.
export function threadIssues(open: OpenThreadSummary[]): TechPackCheckIssue[] {
  const issues: TechPackCheckIssue[] = open
    .filter((t) => t.mustResolve)
    .map((t) => ({
      code: 'COMMENT_MUST_RESOLVE',
      severity: 'error',
      message: `Comment on ${t.anchorLabel} must be resolved before the pack is confirmed`,
      fields: [`comments.${t.id}`],
    }));
  const others = open.length - issues.length;
  if (others > 0)
    issues.push({
      code: 'COMMENTS_OPEN',
      severity: 'warning',
      message: `${others} open comment thread${others === 1 ? '' : 's'} on this pack`,
      fields: ['comments'],
    });
  return issues;
}

// The must-resolve threads still open (what confirm refuses the pack for).
export async function mustResolveIssues(db: Executor, packId: string): Promise<TechPackCheckIssue[]> {
  if (!UUID.test(packId)) return [];
  const rows = await db
    .select({ id: commentThreads.id })
    .from(commentThreads)
    .where(
      and(
        eq(commentThreads.packId, packId),
        eq(commentThreads.status, 'open'),
        eq(commentThreads.mustResolve, true),
      ),
    )
    .orderBy(asc(commentThreads.createdAt))
    .limit(1);
  if (rows.length === 0) return [];
  return threadIssues(await openThreadsOf(db, packId)).filter((i) => i.severity === 'error');
}
