import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { TechPackCheck } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { checkTechPack } from '../check/techpack.check';
import { openThreadsOf, threadIssues } from '../comments/open-threads';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { PatternService } from '../pattern/pattern.service';
import { patternIssues } from '../pattern/pack-links';

@Controller('api/tech-pack')
export class CheckTechPackController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PatternService) private readonly patterns: PatternService,
  ) {}

  // GET /api/tech-pack/{id}/check (issue 15): the pack checks itself; owner only, anyone else gets 'Tech Pack Not Found'
  @Get(':id/check')
  @UseGuards(UserGuard)
  async check(@Param('id') id: string, @CurrentUser() claims: UserClaims): Promise<TechPackCheck> {
    const row = await this.store.loadOwned(id, claims.sub);
    const openThreads = await openThreadsOf(this.store.db, row.id);
    const pack = toTechPack(row);
    const check = checkTechPack(pack);
    // the drafted pattern's rows out of tolerance (warnings: a first pattern is a proposal, not the spec)
    const drafted = await this.patterns.drafted(pack);
    const pattern = drafted ? patternIssues(drafted) : [];
    const issues = [...check.issues, ...threadIssues(openThreads), ...pattern];
    const blocking = issues.some((i) => i.severity === 'error');
    return { ...check, ok: check.ok && !blocking, canConfirm: check.canConfirm !== undefined ? check.canConfirm && !blocking : undefined, issues, openThreads };
  }
}
