import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { flatInputFromPack, renderFlat } from '@techpack/flats';
import { TECHPACK_SERVICE_MESSAGES, type TechPackFlatQuery } from '@techpack/contracts';
import { AppError, CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';

@Controller('api/tech-pack')
export class GetFlatController {
  constructor(@Inject(TechPackStore) private readonly store: TechPackStore) {}

  // GET /api/tech-pack/{id}/flats/{front|back}.svg[?sizes=all]: the technical flat of one view, drawn from the pack
  // by libs/flats (owner only: anyone else gets the tech pack calls' 404).
  @Get(':id/flats/:file')
  @UseGuards(UserGuard)
  async flat(
    @Param('id') id: string,
    @Param('file') file: string,
    @Query() query: TechPackFlatQuery,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pack = toTechPack(await this.store.loadOwned(id, claims.sub));
    const view = /^(front|back)\.svg$/.exec(file)?.[1] as 'front' | 'back' | undefined;
    if (!view) throw new AppError(404, 'TECHPACK.FLAT_NOT_FOUND', TECHPACK_SERVICE_MESSAGES.flatNotFound);
    const flat = renderFlat(flatInputFromPack(pack), view, { sizes: query?.sizes === 'all' ? 'all' : 'base' });
    await reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(flat.svg);
  }
}
