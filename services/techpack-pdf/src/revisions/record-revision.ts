import { and, eq, inArray, sql } from 'drizzle-orm';
import { PACK_BOUNDS, type PackRevision, type TechPack } from '@techpack/contracts';
import type { Executor } from '@techpack/platform';
import { anchorLabel, followAnchor } from '../comments/anchors';
import { changedSections } from './pack-diff';
import { commentThreads, packApprovals, packRevisions } from './talk.schema';

type Provenance = PackRevision['provenance'];

const revOf = (p: TechPack) => p.revisions[p.revisions.length - 1]?.rev ?? 1;

// What made a revision, read from the pack's own log entry (a fit decision, the confirm, the first generation, or the
// designer's edit) unless the caller knows better (an import).
export function provenanceOf(pack: TechPack, rev = revOf(pack)): Provenance {
  const entry = pack.revisions.find((r) => r.rev === rev);
  if (!entry) return 'designer';
  if (entry.by === 'fit') return 'fit';
  if (/confirmed the tech pack/i.test(entry.summary)) return 'confirm';
  if (entry.by === 'system' && rev === pack.revisions[0]?.rev) return 'generated';
  return 'designer';
}

// The stored snapshot: the pack as it was at that revision, without its (bounded, ever-growing) log.
const snapshotOf = (p: TechPack): TechPack => ({ ...p, revisions: [] });

async function insertSnapshot(
  tx: Executor,
  packId: string,
  pack: TechPack,
  who: string,
  provenance: Provenance,
  cleared: string[] = [],
): Promise<void> {
  const rev = revOf(pack);
  const entry = pack.revisions.find((r) => r.rev === rev);
  await tx
    .insert(packRevisions)
    .values({
      packId,
      rev,
      at: new Date(entry?.at ?? pack.updatedAt),
      who,
      provenance,
      summary: entry?.summary ?? '',
      snapshot: snapshotOf(pack),
      clearedApprovals: cleared,
    })
    .onConflictDoNothing();
}

export interface RevisionInput {
  packId: string;
  // the pack before this revision (absent for a pack made here: an import)
  before?: TechPack;
  after: TechPack;
  who: string;
  provenance?: Provenance;
}

// Called inside the transaction that saves a new revision of the pack: keeps its snapshot, clears the approvals of the
// sections it edits, moves comment threads with their fields, and keeps the log of snapshots bounded like the pack's
// own (the first and the latest, PACK_BOUNDS.revisions in all).
export async function recordRevision(tx: Executor, input: RevisionInput): Promise<void> {
  const { packId, before, after } = input;
  let cleared: string[] = [];
  if (before) {
    // a pack saved before snapshots were kept gets its previous revision now, so the change is comparable (looked up
    // first: the whole document is sent only when it is missing)
    const [kept] = await tx
      .select({ rev: packRevisions.rev })
      .from(packRevisions)
      .where(and(eq(packRevisions.packId, packId), eq(packRevisions.rev, revOf(before))));
    if (!kept) await insertSnapshot(tx, packId, before, 'unknown', provenanceOf(before));
    const sections = changedSections(before, after);
    if (sections.length > 0) {
      const gone = await tx
        .delete(packApprovals)
        .where(and(eq(packApprovals.packId, packId), inArray(packApprovals.section, sections)))
        .returning({ section: packApprovals.section });
      cleared = gone.map((g) => g.section);
    }
    await followThreads(tx, packId, before, after);
  }
  await insertSnapshot(tx, packId, after, input.who, input.provenance ?? provenanceOf(after), cleared);
  await tx.execute(sql`
    delete from techpack.pack_revisions r
    where r.pack_id = ${packId}
      and r.rev <> (select min(rev) from techpack.pack_revisions where pack_id = ${packId})
      and r.rev not in (select rev from techpack.pack_revisions where pack_id = ${packId} order by rev desc limit ${PACK_BOUNDS.revisions - 1})`);
}

async function followThreads(tx: Executor, packId: string, before: TechPack, after: TechPack): Promise<void> {
  const threads = await tx.select().from(commentThreads).where(eq(commentThreads.packId, packId));
  for (const t of threads) {
    if (t.anchorRemoved) continue;
    const moved = followAnchor(before, after, t.anchor);
    const label = moved ? anchorLabel(after, moved) : undefined;
    if (moved && label === t.anchorLabel && moved.ref === t.anchor.ref) continue;
    await tx
      .update(commentThreads)
      .set(moved && label ? { anchor: moved, anchorLabel: label } : { anchorRemoved: true })
      .where(eq(commentThreads.id, t.id));
  }
}
