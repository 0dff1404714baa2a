import type { TechPack } from '@techpack/contracts';
import { checkTechPack } from './techpack.check';

/**
 * A ready pack that an edit left with a check error goes back to draft, and its latest revision says why: a pack with
 * a contradiction (a component without its operation, an outseam that is not inseam + rise) is never ready to share.
 * Mutates and returns the pack.
 */
export function draftOnError(pack: TechPack): TechPack {
  if (pack.status !== 'ready') return pack;
  const errors = checkTechPack(pack).issues.filter((i) => i.severity === 'error');
  if (!errors.length) return pack;
  pack.status = 'draft';
  delete pack.confirmedAt;
  const last = pack.revisions[pack.revisions.length - 1];
  const why = `returned to draft: ${errors.map((e) => e.message).join('; ')}`.slice(0, 600);
  if (last) {
    last.summary = `${last.summary}; ${why}`;
    last.fields = [...new Set([...last.fields, 'status'])];
    last.changes = [...(last.changes ?? []), { field: 'status', from: 'ready', to: 'draft' }];
  }
  return pack;
}
