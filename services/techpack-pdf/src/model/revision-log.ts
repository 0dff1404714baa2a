import { PACK_BOUNDS, type Revision } from '@techpack/contracts';

// The pack's revision log is bounded like everything else a pack carries: it keeps its first entry (how the pack was
// made) and the most recent ones, PACK_BOUNDS.revisions in all. Revision numbers keep counting: a dropped entry's
// number is never reused, and the last entry is always the pack's current revision.
export function appendRevision(log: Revision[], entry: Revision): void {
  log.push(entry);
  const excess = log.length - PACK_BOUNDS.revisions;
  if (excess > 0) log.splice(1, excess);
}
