import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { TechPackCheck } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { checkTechPack } from '../check/techpack.check';
import { openThreadsOf, threadIssues } from '../comments/open-threads';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { PatternService } from '../pattern/pattern.service';
import { patternIssues } from '../pattern/pack-links';

// how long a check waits for a pattern draft under way before answering without its warnings
const PATTERN_WAIT_MS = 300;

/** The promise's value if it settles within `ms`, else undefined (the promise goes on; a rejection is dropped). */
function settledWithin<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), ms)));
  return Promise.race([p.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

@Controller('api/tech-pack')
export class CheckTechPackController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PatternService) private readonly patterns: PatternService,
  ) {}

  // GET /api/tech-pack/{id}/check: the pack checks itself; owner only, anyone else gets 'Tech Pack Not Found'
  @Get(':id/check')
  @UseGuards(UserGuard)
  async check(@Param('id') id: string, @CurrentUser() claims: UserClaims): Promise<TechPackCheck> {
    const row = await this.store.loadOwned(id, claims.sub);
    const openThreads = await openThreadsOf(this.store.db, row.id);
    const pack = toTechPack(row);
    const check = checkTechPack(pack);
    // the drafted pattern's rows out of tolerance (warnings: a first pattern is a proposal, not the spec). A revision
    // whose graded pattern is still being drafted (seconds of CPU in the pattern thread) is checked without them: the
    // check answers at once and the draft goes on, so the next check of that revision has them.
    const drafted = await settledWithin(this.patterns.drafted(pack), PATTERN_WAIT_MS);
    const pattern = drafted ? patternIssues(drafted) : [];
    const issues = [...check.issues, ...threadIssues(openThreads), ...pattern];
    const blocking = issues.some((i) => i.severity === 'error');
    return {
      ...check,
      ok: check.ok && !blocking,
      canConfirm: check.canConfirm !== undefined ? check.canConfirm && !blocking : undefined,
      issues,
      openThreads,
    };
  }
}
