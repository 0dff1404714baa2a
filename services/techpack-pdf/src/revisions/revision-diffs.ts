import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import {
  PACK_TALK_MESSAGES,
  type PackDiff,
  type PackRevision,
  type PackSample,
  type TechPack,
} from '@techpack/contracts';
import { AppError, DATABASE, type DatabaseHandle } from '@techpack/platform';
import { toTechPack } from '../store/tech-pack-store';
import type { TechPackRow } from '../techpack.schema';
import { diffPacks } from './pack-diff';
import { provenanceOf } from './record-revision';
import { packRevisions } from './talk.schema';

function badRevision(field: 'from' | 'to', message: string = PACK_TALK_MESSAGES.revisionRange): AppError {
  const err = new AppError(400, 'REQUEST.INVALID', message);
  err.body = { fields: [field], errors: [{ field, message }] };
  return err;
}

const LIVE = new Set(['paid', 'in_production', 'shipped', 'delivered']);

// A pack's revisions (its log, with who made each and whether it can be compared) and the difference between two.
@Injectable()
export class RevisionDiffs {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async list(
    row: TechPackRow,
    samples: PackSample[],
  ): Promise<{ revisions: PackRevision[]; lastSampledRevision: number | null }> {
    const pack = toTechPack(row);
    const stored = await this.database.db
      .select({
        rev: packRevisions.rev,
        who: packRevisions.who,
        provenance: packRevisions.provenance,
        summary: packRevisions.summary,
        at: packRevisions.at,
      })
      .from(packRevisions)
      .where(eq(packRevisions.packId, row.id))
      .orderBy(asc(packRevisions.rev));
    const byRev = new Map(stored.map((s) => [s.rev, s]));
    const current = pack.revision ?? 1;
    const revisions = pack.revisions.map((r): PackRevision => {
      const s = byRev.get(r.rev);
      const who =
        s && s.who !== 'unknown'
          ? s.who
          : r.by === 'system'
            ? 'system'
            : r.by === 'fit'
              ? 'fit session'
              : row.email;
      return {
        rev: r.rev,
        at: r.at,
        who,
        provenance: (s?.provenance as PackRevision['provenance']) ?? provenanceOf(pack, r.rev),
        summary: r.summary,
        comparable: s !== undefined || r.rev === current,
        samples: samples.filter((o) => o.revision === r.rev && LIVE.has(o.status)).map((o) => o.orderNumber),
      };
    });
    const sampled = samples
      .filter((o) => LIVE.has(o.status) && o.revision !== null)
      .map((o) => o.revision as number);
    return { revisions, lastSampledRevision: sampled.length ? Math.max(...sampled) : null };
  }

  // The pack as it was at `rev` (the current pack for the current revision).
  async snapshot(row: TechPackRow, rev: number, field: 'from' | 'to' = 'from'): Promise<TechPack> {
    const pack = toTechPack(row);
    const current = pack.revision ?? 1;
    if (rev === current) return pack;
    const first = pack.revisions[0]?.rev ?? 1;
    if (rev < 1 || rev > current) throw badRevision(field);
    const [s] = await this.database.db
      .select({ snapshot: packRevisions.snapshot })
      .from(packRevisions)
      .where(and(eq(packRevisions.packId, row.id), eq(packRevisions.rev, rev)));
    if (!s)
      throw badRevision(
        field,
        rev < first ? PACK_TALK_MESSAGES.revisionRange : PACK_TALK_MESSAGES.noSnapshot(rev),
      );
    return {
      ...s.snapshot,
      id: row.id,
      revision: rev,
      revisions: pack.revisions.filter((r) => r.rev <= rev),
    };
  }

  async diff(row: TechPackRow, from: number, to: number): Promise<PackDiff> {
    const [a, b] = await Promise.all([this.snapshot(row, from, 'from'), this.snapshot(row, to, 'to')]);
    const cleared =
      from < to
        ? await this.database.db
            .select({ cleared: packRevisions.clearedApprovals })
            .from(packRevisions)
            .where(
              and(eq(packRevisions.packId, row.id), gt(packRevisions.rev, from), lte(packRevisions.rev, to)),
            )
        : [];
    return diffPacks(
      a,
      b,
      from,
      to,
      cleared.flatMap((c) => c.cleared),
    );
  }

  // What changed since the last sample made before the current revision (null: no earlier sample, or nothing to compare).
  async sinceLastSample(row: TechPackRow, samples: PackSample[]): Promise<PackDiff | null> {
    const current = toTechPack(row).revision ?? 1;
    const earlier = samples
      .filter((o) => LIVE.has(o.status) && o.revision !== null && o.revision < current)
      .map((o) => o.revision as number);
    if (earlier.length === 0) return null;
    return this.diff(row, Math.max(...earlier), current).catch(() => null);
  }
}
