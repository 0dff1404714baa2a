import { formatCm } from '@techpack/catalog';
import type {
  FitDecisionRecord,
  FitDecisionRequest,
  FitSession,
  Revision,
  TechPack,
} from '@techpack/contracts';
import { applyUpdate } from '../model/techpack.model';
import { appendRevision } from '../model/revision-log';
import { decisionSummary, planDecision } from './fit-decision';

type Change = NonNullable<Revision['changes']>[number];

/**
 * A fit decision applied to a pack (no storage): the chosen values go in through the designer's own update path
 * (applyUpdate: every section re-derived and re-graded) as one revision by 'fit' whose log names the session.
 * Provenance is per row: a point taken as measured or given a value is 'fit'; a point kept to spec keeps the provenance
 * it had (it is only pinned while the pack re-derives, so the other changes cannot move it). Every value the decision
 * moves has a line in the log, a point that follows another (centre-back length after body length) included.
 */
export function decidePack(
  pack: TechPack,
  session: FitSession,
  body: FitDecisionRequest,
  now: Date,
): { pack: TechPack; changed: string[]; record: FitDecisionRecord } {
  const plan = planDecision(pack, session, body.rows);
  const base = structuredClone(pack);
  const kept = Object.entries(body.rows)
    .filter(([key, choice]) => choice === 'keep-spec' && base.measurements[key] !== undefined)
    .map(([key]) => key);
  for (const key of kept) base.provenance[`measurements.${key}`] = 'fit';
  const { pack: next, changed } = applyUpdate(base, { measurements: plan.measurements }, now);
  const record: FitDecisionRecord = {
    ...plan.record,
    comment: body.comment || null,
    decidedAt: now.toISOString(),
    revision: 0,
  };
  const summary = decisionSummary(record);
  let saved: TechPack;
  if (changed.length > 0) {
    saved = next;
    for (const key of kept) {
      const was = pack.provenance[`measurements.${key}`];
      if (was === undefined) delete saved.provenance[`measurements.${key}`];
      else saved.provenance[`measurements.${key}`] = was;
    }
    for (const field of changed) if (field.startsWith('measurements.')) saved.provenance[field] = 'fit';
    const last = saved.revisions[saved.revisions.length - 1];
    const moved = movedValues(pack, saved, last.changes ?? []);
    Object.assign(last, {
      by: 'fit',
      summary,
      fitSessionId: record.sessionId,
      fields: [...new Set([...(last.fields ?? []), ...moved.map((c) => c.field)])],
      ...(last.changes || moved.length ? { changes: [...(last.changes ?? []), ...moved] } : {}),
    });
  } else {
    saved = structuredClone(pack);
    const last = saved.revisions[saved.revisions.length - 1];
    saved.updatedAt = now.toISOString();
    appendRevision(saved.revisions, {
      rev: (last?.rev ?? 0) + 1,
      at: saved.updatedAt,
      by: 'fit',
      summary,
      fields: ['fitDecisions'],
      fitSessionId: record.sessionId,
    });
  }
  // the graded table's rows say what the provenance map says (the studio's chips read the rows)
  for (const row of saved.pointsOfMeasure.rows) {
    const p = saved.provenance[`measurements.${row.key}`];
    if (p) row.provenance = p;
  }
  const rev = saved.revisions[saved.revisions.length - 1].rev;
  saved.fitDecisions = [...(pack.fitDecisions ?? []), { ...record, revision: rev }];
  return { pack: saved, changed, record: saved.fitDecisions.at(-1)! };
}

// Points whose value at the sample size moved without a line of their own in the log.
function movedValues(before: TechPack, after: TechPack, logged: Change[]): Change[] {
  const has = new Set(logged.map((c) => c.field));
  const was = new Map(before.pointsOfMeasure.rows.map((r) => [r.key, r.values[before.selectedSize]]));
  const out: Change[] = [];
  for (const row of after.pointsOfMeasure.rows) {
    const field = `measurements.${row.key}`;
    const from = was.get(row.key);
    const to = row.values[after.selectedSize];
    if (has.has(field) || from === undefined || to === undefined || Math.abs(from - to) < 0.05) continue;
    out.push({ field, from: formatCm(from), to: formatCm(to) });
  }
  return out;
}
