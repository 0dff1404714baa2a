import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import { ThreadCalls } from '@techpack/platform/thread-calls';
import type { TechPack } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { PATTERN_TYPES, planFor } from './plans';
import { buildPattern, garmentTypeOf, revisionOf, type PatternResult } from './pattern';

const KEEP = 24;

/** The errors a pattern request can answer, worded for the designer. */
export const PATTERN_MESSAGES = {
  noDesign: (type: string) =>
    `No pattern design drafts a ${type} yet: patterns are drafted for ${PATTERN_TYPES.join(', ')}`,
};

/**
 * Drafts a pack's pattern once per revision, in its own thread (a graded shirt is seconds of CPU: never on the
 * service's event loop; in the service's thread only if that thread cannot start): the graded pattern of a revision is kept (the last few packs), so the
 * JSON, the SVG, the PDF and the DXF of one revision are drawn from one draft.
 */
@Injectable()
export class PatternService {
  private readonly cache = new Map<string, Promise<PatternResult>>();
  private thread: ThreadCalls | undefined;

  private draft(pack: TechPack, plan: NonNullable<ReturnType<typeof planFor>>): Promise<PatternResult> {
    try {
      if (!this.thread || this.thread.failed)
        this.thread = new ThreadCalls(
          new Worker(new URL('./pattern-worker-entry.mjs', import.meta.url)),
          'the pattern thread',
        );
      // a thread that died answers by failing: the draft is then made here (a draft that fails fails here too)
      return this.thread.call<PatternResult>({ pack }).catch(() => buildPattern(pack, plan));
    } catch {
      return buildPattern(pack, plan);
    }
  }

  has(pack: TechPack): boolean {
    return planFor(garmentTypeOf(pack)) !== undefined;
  }

  of(pack: TechPack): Promise<PatternResult> {
    const plan = planFor(garmentTypeOf(pack));
    if (!plan)
      throw Object.assign(
        new AppError(409, 'PATTERN.NO_DESIGN', PATTERN_MESSAGES.noDesign(garmentTypeOf(pack))),
        { body: { garmentTypes: PATTERN_TYPES } },
      );
    const key = `${pack.id}:${revisionOf(pack)}:${pack.updatedAt}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.draft(pack, plan);
      hit.catch(() => this.cache.delete(key));
      this.cache.set(key, hit);
      while (this.cache.size > KEEP) this.cache.delete(this.cache.keys().next().value as string);
    }
    return hit;
  }

  /** The pack's pattern where its type has a design; null otherwise, or where drafting failed (the caller goes on without). */
  async drafted(pack: TechPack): Promise<PatternResult | null> {
    if (!this.has(pack)) return null;
    try {
      return await this.of(pack);
    } catch {
      return null;
    }
  }
}

/** The JSON answer of GET /api/tech-pack/{id}/pattern. */
export function patternAnswer(r: PatternResult) {
  const base = r.bySize.find((s) => s.size === r.baseSize) ?? r.bySize[0];
  const order = { out: 0, 'not drafted': 1, in: 2 } as const;
  return {
    design: r.design,
    designLabel: r.designLabel,
    garmentType: r.garmentType,
    revision: r.revision,
    styleNumber: r.styleNumber,
    sizes: r.sizes,
    baseSize: r.baseSize,
    pieces: base.pieces.map((p) => ({
      name: p.name,
      component: p.component,
      cut: p.cut,
      onFold: p.onFold,
      grain: 'lengthwise',
      notches: p.notches.length,
      widthCm: p.width / 10,
      heightCm: p.height / 10,
    })),
    notDrafted: r.notDrafted,
    summary: {
      in: r.check.filter((c) => c.status === 'in').length,
      out: r.check.filter((c) => c.status === 'out').length,
      notDrafted: r.check.filter((c) => c.status === 'not drafted').length,
    },
    check: [...r.check].sort((a, b) => order[a.status] - order[b.status]),
  };
}
