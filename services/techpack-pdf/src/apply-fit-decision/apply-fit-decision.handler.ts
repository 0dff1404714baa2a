import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { TECHPACK_SERVICE_MESSAGES, TECHPACK_UPDATED, type FitDecisionRecord, type FitDecisionRequest, type TechPack } from '@techpack/contracts';
import { AppError, CLOCK, EVENTS, EventsClient, type Clock } from '@techpack/platform';
import { applyUpdate } from '../model/techpack.model';
import { TechPackStore, techPackSummary, toTechPack } from '../store/tech-pack-store';
import { techPacks, type TechPackRow } from '../techpack.schema';
import { checkDecision, decisionSummary, planDecision } from './fit-decision';
import { FitSessionsClient } from './fit-sessions.client';
import { appendRevision } from '../model/revision-log';
import { recordRevision } from '../revisions/record-revision';

const alreadyDecided = () => new AppError(409, 'FIT.ALREADY_DECIDED', 'This fit session was already decided: its changes are in an earlier revision');

// The designer's decision on a fit session: the chosen values go into the pack through the designer's own update path
// (applyUpdate: every section re-derived and re-graded), as one new revision whose provenance is 'fit' and whose log
// names the session; the decision is kept on the pack for the PDF's "Fit session" page. Saved only if nobody saved
// another revision meanwhile (three tries, then 409), with its TECHPACK_UPDATED event.
@Injectable()
export class ApplyFitDecisionHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(FitSessionsClient) private readonly sessions: FitSessionsClient,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string, bearer: string | undefined, id: string, sessionId: string, body: FitDecisionRequest): Promise<{ row: TechPackRow; record: FitDecisionRecord }> {
    // decided already: answered from the pack, without asking orders
    if (toTechPack(await this.store.loadOwned(id, userId)).fitDecisions?.some((d) => d.sessionId === sessionId)) throw alreadyDecided();
    const session = (await this.sessions.ofPack(id, bearer)).find((s) => s.id === sessionId);
    if (!session) throw new AppError(404, 'FIT.SESSION_NOT_FOUND', 'Fit session not found');
    checkDecision(session, body.rows);
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.store.loadOwned(id, userId);
      const pack = toTechPack(row);
      if (pack.fitDecisions?.some((d) => d.sessionId === sessionId)) throw alreadyDecided();
      const plan = planDecision(pack, session, body.rows);
      const now = this.clock.now();
      // a point kept to spec is pinned (provenance 'fit'): re-deriving after the other changes must not move it
      const base = structuredClone(pack);
      for (const [key, choice] of Object.entries(body.rows)) {
        if (choice === 'keep-spec' && base.measurements[key] !== undefined) base.provenance[`measurements.${key}`] = 'fit';
      }
      const { pack: next, changed } = applyUpdate(base, { measurements: plan.measurements }, now);
      const record: FitDecisionRecord = { ...plan.record, comment: body.comment || null, decidedAt: now.toISOString(), revision: 0 };
      const saved = this.withFitRevision(base, next, changed, record, now);
      const res = await this.store.db.transaction(async (tx) => {
        const updated = await tx
          .update(techPacks)
          .set({ data: saved, revision: row.revision + 1, updatedAt: new Date(saved.updatedAt) })
          .where(and(eq(techPacks.id, row.id), eq(techPacks.revision, row.revision)))
          .returning();
        if (updated.length === 0) return undefined;
        const fields = changed.length ? changed : ['fitDecisions'];
        await this.events.record(tx, TECHPACK_UPDATED, row.id, techPackSummary(updated[0], saved, { changedFields: fields }), EventsClient.metaFromScope(userId));
        await recordRevision(tx, { packId: row.id, before: pack, after: saved, who: `fit session ${sessionId}`, provenance: 'fit' });
        return updated[0];
      });
      if (res) return { row: res, record: saved.fitDecisions!.at(-1)! };
    }
    throw new AppError(409, 'TECHPACK.CONFLICT', TECHPACK_SERVICE_MESSAGES.conflict);
  }

  // The update path's revision, re-labelled as the fit session's (or a new one when every point kept its spec).
  private withFitRevision(before: TechPack, next: TechPack, changed: string[], record: FitDecisionRecord, now: Date): TechPack {
    const pack = changed.length > 0 ? next : structuredClone(before);
    const summary = decisionSummary(record);
    if (changed.length > 0) {
      for (const field of changed) if (field.startsWith('measurements.')) pack.provenance[field] = 'fit';
      const last = pack.revisions[pack.revisions.length - 1];
      Object.assign(last, { by: 'fit', summary, fitSessionId: record.sessionId });
    } else {
      const last = pack.revisions[pack.revisions.length - 1];
      pack.updatedAt = now.toISOString();
      appendRevision(pack.revisions, { rev: (last?.rev ?? 0) + 1, at: pack.updatedAt, by: 'fit', summary, fields: ['fitDecisions'], fitSessionId: record.sessionId });
    }
    const rev = pack.revisions[pack.revisions.length - 1].rev;
    pack.fitDecisions = [...(before.fitDecisions ?? []), { ...record, revision: rev }];
    return pack;
  }
}
