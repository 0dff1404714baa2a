import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FlatBudgetError, flatInputFromPack, renderFlat, type FlatResult } from '@techpack/flats';
import { TECHPACK_SERVICE_MESSAGES, type TechPack, type TechPackFlatQuery } from '@techpack/contracts';
import { AppError, CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';

// How long one flat may hold the thread that answers calls (in embedded mode, every service's). The engine is
// bounded by construction (libs/flats/src/bounds.ts: the heaviest pack within the rules draws in ~25 ms); the
// budget is the backstop: a render still drawing after it stops and answers 503, and the loop moves on.
export const FLAT_BUDGET_MS = 250;

/** One view of a pack's flat under the time budget: 503 past it, 422 for a pack the engine cannot draw. */
export function drawFlat(
  pack: TechPack,
  view: 'front' | 'back',
  sizes: 'all' | 'base',
  budgetMs = FLAT_BUDGET_MS,
): FlatResult {
  try {
    return renderFlat(flatInputFromPack(pack), view, { sizes, budgetMs });
  } catch (e) {
    if (e instanceof FlatBudgetError) {
      const busy = new AppError(503, 'TECHPACK.FLAT_TOO_SLOW', TECHPACK_SERVICE_MESSAGES.flatTooSlow);
      busy.headers = { 'retry-after': '5' };
      throw busy;
    }
    throw new AppError(422, 'TECHPACK.FLAT_UNDRAWABLE', TECHPACK_SERVICE_MESSAGES.flatUndrawable, {
      reason: (e as Error).message,
    });
  }
}

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
    const flat = drawFlat(pack, view, query?.sizes === 'all' ? 'all' : 'base');
    await reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(flat.svg);
  }
}
