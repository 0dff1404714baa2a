import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import {
  TECHPACK_SERVICE_MESSAGES,
  TECHPACK_UPDATED,
  type TechPack,
  type TechPackUpdate,
} from '@techpack/contracts';
import {
  AppError,
  CLOCK,
  EVENTS,
  EventsClient,
  STORAGE,
  type Clock,
  type ObjectStorage,
} from '@techpack/platform';
import { dropReplacedLogo, resolveLogoUpdate } from '../logo/logo-update';
import { applyUpdate } from '../model/techpack.model';
import { draftOnError } from '../check/draft-on-error';
import { recordRevision } from '../revisions/record-revision';
import { TechPackStore, techPackSummary, toTechPack } from '../store/tech-pack-store';
import { techPacks, type TechPackRow } from '../techpack.schema';

export interface UpdateResult {
  row: TechPackRow;
  changed: string[];
}

// The designer's edits (PUT and regenerate): applied to the current revision, every section re-derived, saved with
// its TECHPACK_UPDATED event only if nobody saved another revision meanwhile (three tries, then 409).
@Injectable()
export class UpdateTechPackHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  get db() {
    return this.store.db;
  }

  async execute(userId: string, id: string, update: TechPackUpdate): Promise<UpdateResult> {
    // a logo is checked by its bytes and stored before anything is saved (the pack keeps its stored path)
    const before =
      update.branding?.logo !== undefined ? toTechPack(await this.store.loadOwned(id, userId)) : undefined;
    const body = before ? await resolveLogoUpdate(update, before, this.storage) : update;
    const result = await this.change(userId, id, (current) => {
      // two tabs: an edit made on an older revision is refused, never merged over the newer one silently
      const rev = current.revisions[current.revisions.length - 1]?.rev ?? 1;
      if (body.revision !== undefined && body.revision !== rev) {
        const err = new AppError(409, 'TECHPACK.STALE_REVISION', TECHPACK_SERVICE_MESSAGES.staleRevision);
        err.body = { revision: rev };
        throw err;
      }
      const result = applyUpdate(current, body, this.clock.now()); // CPU work before the transaction
      if (result.changed.length) draftOnError(result.pack); // an edit that leaves an error returns a ready pack to draft
      return result;
    });
    if (before && result.changed.includes('branding.logo'))
      await dropReplacedLogo(before, toTechPack(result.row), this.storage);
    return result;
  }

  // Loads the owner's pack, computes the next one, saves it if nobody saved another revision meanwhile.
  async change(
    userId: string,
    id: string,
    compute: (current: TechPack) => { pack: TechPack; changed: string[] },
  ): Promise<UpdateResult> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.store.loadOwned(id, userId);
      const { pack, changed } = compute(toTechPack(row));
      if (changed.length === 0) return { row, changed };
      const saved = await this.store.db.transaction(async (tx) => {
        const res = await tx
          .update(techPacks)
          .set({
            data: pack,
            revision: row.revision + 1,
            garmentType: pack.aiAnalysis.garmentType,
            updatedAt: new Date(pack.updatedAt),
          })
          .where(and(eq(techPacks.id, row.id), eq(techPacks.revision, row.revision)))
          .returning();
        if (res.length === 0) return undefined;
        const summary = techPackSummary(res[0], pack, { changedFields: changed });
        await this.events.record(tx, TECHPACK_UPDATED, row.id, summary, EventsClient.metaFromScope(userId));
        await recordRevision(tx, { packId: row.id, before: toTechPack(row), after: pack, who: row.email });
        return res[0];
      });
      if (saved) return { row: saved, changed };
    }
    throw new AppError(409, 'TECHPACK.CONFLICT', TECHPACK_SERVICE_MESSAGES.conflict);
  }
}
