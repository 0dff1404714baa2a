import type { ConfirmTechPack, TechPack } from '@techpack/contracts';
import { applyUpdate, rederive } from './apply-update';
import { appendRevision } from './revision-log';

// Confirming a draft: the designer's answers, then ready (open-items.ts says what is still open).

/**
 * The designer's answers recorded as theirs (an answer equal to the current value confirms it), every section
 * re-derived. The caller decides ready or 409 from openItems and the check.
 */
export function applyConfirm(
  pack: TechPack,
  body: ConfirmTechPack,
  now: Date,
): { pack: TechPack; changed: string[] } {
  const features = Object.fromEntries(
    Object.entries(body.features ?? {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : (v as { value: string }).value,
    ]),
  );
  const { pack: next, changed } = applyUpdate(
    pack,
    { aiAnalysis: { ...(body.garmentType ? { garmentType: body.garmentType } : {}), features } },
    now,
  );
  // confirming the type as it stands: no change of value, but the answer becomes the designer's
  if (
    body.garmentType &&
    body.garmentType === next.aiAnalysis.garmentType &&
    next.provenance['aiAnalysis.garmentType'] !== 'user'
  ) {
    const confirmed = changed.length > 0 ? next : structuredClone(next);
    confirmed.provenance['aiAnalysis.garmentType'] = 'user';
    if (changed.length > 0) return { pack: confirmed, changed: [...changed, 'aiAnalysis.garmentType'] };
    return {
      pack: rederive(
        confirmed,
        ['aiAnalysis.garmentType'],
        now,
        [
          {
            field: 'aiAnalysis.garmentType',
            from: `${confirmed.aiAnalysis.garmentType} (${pack.provenance['aiAnalysis.garmentType'] ?? 'estimated'})`,
            to: `${confirmed.aiAnalysis.garmentType} (user)`,
          },
        ],
        pack,
      ),
      changed: ['aiAnalysis.garmentType'],
    };
  }
  return { pack: next, changed };
}

/** Marks a pack ready (its style number frozen from now on) and records the revision. */
export function markReady(pack: TechPack, now: Date): TechPack {
  const next = structuredClone(pack);
  next.status = 'ready';
  next.confirmedAt = now.toISOString();
  next.styleNumberFrozen = true;
  next.updatedAt = now.toISOString();
  const last = next.revisions[next.revisions.length - 1];
  appendRevision(next.revisions, {
    rev: (last?.rev ?? 0) + 1,
    at: now.toISOString(),
    by: 'user',
    summary: 'Designer confirmed the tech pack: ready to share',
    fields: ['status'],
    changes: [{ field: 'status', from: 'draft', to: 'ready' }],
  });
  return next;
}
