import type { TechPackUpdate } from '@techpack/contracts';
import { updateBody } from '../api/techpack.api';
import type { StudioTechPack } from '../lib/types';

// The studio's current edits as a PUT body, without the analysis text (the server re-derives it from the features)
// and without the graded table (the server regrades it). Sent along with a feature change or a one-click fix.
export function unsavedEdits(pack: StudioTechPack): TechPackUpdate {
  const {
    aiAnalysis: _analysis,
    pointsOfMeasure: _table,
    ...rest
  } = updateBody(pack) as TechPackUpdate & { pointsOfMeasure?: unknown };
  return rest;
}

/** A feature change or fix on top of the unsaved edits (the change wins where both speak). */
export function withPending(body: TechPackUpdate, pending: TechPackUpdate | undefined): TechPackUpdate {
  if (!pending) return body;
  const out: Record<string, unknown> = { ...pending };
  for (const [k, v] of Object.entries(body)) {
    const p = out[k];
    out[k] =
      p && typeof p === 'object' && !Array.isArray(p) && v && typeof v === 'object' && !Array.isArray(v)
        ? { ...(p as object), ...(v as object) }
        : v;
  }
  return out as TechPackUpdate;
}
