import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { TechPackCheck } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { checkTechPack } from '../check/techpack.check';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';

@Controller('api/tech-pack')
export class CheckTechPackController {
  constructor(@Inject(TechPackStore) private readonly store: TechPackStore) {}

  // GET /api/tech-pack/{id}/check (issue 15): the pack checks itself; owner only, anyone else gets 'Tech Pack Not Found'
  @Get(':id/check')
  @UseGuards(UserGuard)
  async check(@Param('id') id: string, @CurrentUser() claims: UserClaims): Promise<TechPackCheck> {
    return checkTechPack(toTechPack(await this.store.loadOwned(id, claims.sub)));
  }
}
