import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import {
  TECHPACK_SERVICE_MESSAGES,
  TECHPACK_UPDATED,
  type FitDecisionRecord,
  type FitDecisionRequest,
} from '@techpack/contracts';
import { AppError, CLOCK, EVENTS, EventsClient, type Clock } from '@techpack/platform';
import { TechPackStore, techPackSummary, toTechPack } from '../store/tech-pack-store';
import { techPacks, type TechPackRow } from '../techpack.schema';
import { checkDecision } from './fit-decision';
import { decidePack } from './decide-pack';
import { FitSessionsClient } from './fit-sessions.client';
import { recordRevision } from '../revisions/record-revision';

const alreadyDecided = () =>
  new AppError(
    409,
    'FIT.ALREADY_DECIDED',
    'This fit session was already decided: its changes are in an earlier revision',
  );

// The designer's decision on a fit session (decidePack: the chosen values through the designer's own update path, one
// revision by 'fit' naming the session, provenance per row); the decision is kept on the pack for the PDF's "Fit
// session" page. Saved only if nobody saved another revision meanwhile (three tries, then 409), with its
// TECHPACK_UPDATED event.
@Injectable()
export class ApplyFitDecisionHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(FitSessionsClient) private readonly sessions: FitSessionsClient,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    bearer: string | undefined,
    id: string,
    sessionId: string,
    body: FitDecisionRequest,
  ): Promise<{ row: TechPackRow; record: FitDecisionRecord }> {
    // decided already: answered from the pack, without asking orders
    if (
      toTechPack(await this.store.loadOwned(id, userId)).fitDecisions?.some((d) => d.sessionId === sessionId)
    )
      throw alreadyDecided();
    const session = (await this.sessions.ofPack(id, bearer)).find((s) => s.id === sessionId);
    if (!session) throw new AppError(404, 'FIT.SESSION_NOT_FOUND', 'Fit session not found');
    checkDecision(session, body.rows);
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.store.loadOwned(id, userId);
      const pack = toTechPack(row);
      if (pack.fitDecisions?.some((d) => d.sessionId === sessionId)) throw alreadyDecided();
      const now = this.clock.now();
      const { pack: saved, changed } = decidePack(pack, session, body, now);
      const res = await this.store.db.transaction(async (tx) => {
        const updated = await tx
          .update(techPacks)
          .set({ data: saved, revision: row.revision + 1, updatedAt: new Date(saved.updatedAt) })
          .where(and(eq(techPacks.id, row.id), eq(techPacks.revision, row.revision)))
          .returning();
        if (updated.length === 0) return undefined;
        const fields = changed.length ? changed : ['fitDecisions'];
        await this.events.record(
          tx,
          TECHPACK_UPDATED,
          row.id,
          techPackSummary(updated[0], saved, { changedFields: fields }),
          EventsClient.metaFromScope(userId),
        );
        await recordRevision(tx, {
          packId: row.id,
          before: pack,
          after: saved,
          who: `fit session ${sessionId}`,
          provenance: 'fit',
        });
        return updated[0];
      });
      if (res) return { row: res, record: saved.fitDecisions!.at(-1)! };
    }
    throw new AppError(409, 'TECHPACK.CONFLICT', TECHPACK_SERVICE_MESSAGES.conflict);
  }
}
