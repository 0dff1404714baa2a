import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { TechPack } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';

@Controller('api/tech-packs')
export class ListTechPacksController {
  constructor(@Inject(TechPackStore) private readonly store: TechPackStore) {}

  // GET /api/tech-packs/user -> the signed-in designer's packs, newest first
  @Get('user')
  @UseGuards(UserGuard)
  async list(@CurrentUser() claims: UserClaims): Promise<TechPack[]> {
    return (await this.store.ofUser(claims.sub)).map(toTechPack);
  }
}
