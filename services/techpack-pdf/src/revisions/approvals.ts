import { asc, eq } from 'drizzle-orm';
import type { Approval, ApprovalSection } from '@techpack/contracts';
import type { Executor } from '@techpack/platform';
import { packApprovals } from './talk.schema';

// The sections of a pack its designer approved (an edit of a section removes its row: record-revision.ts).
export async function approvalsOf(access: { db: Executor }, packId: string): Promise<Approval[]> {
  const rows = await access.db
    .select()
    .from(packApprovals)
    .where(eq(packApprovals.packId, packId))
    .orderBy(asc(packApprovals.section));
  return rows.map((r) => ({
    section: r.section as ApprovalSection,
    approvedAt: r.approvedAt.toISOString(),
    revision: r.revision,
  }));
}
