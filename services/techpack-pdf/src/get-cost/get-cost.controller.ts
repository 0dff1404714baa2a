import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { COST_MESSAGES, type CostQuery } from '@techpack/contracts';
import { COST_QUANTITY_LIMITS, CostInputError, regionById } from '@techpack/catalog';
import { AppError, CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { costOfPack, type CostRequest, type PackCostSheet } from './cost-of-pack';
import { PatternService } from '../pattern/pattern.service';
import { markerConsumption, withMarkerConsumption } from '../pattern/pack-links';

const invalid = (message: string) => new AppError(400, 'REQUEST.INVALID', message);

// The query as the caller wrote it: absent parts fall back to the pack's own choices (costOverrides), then defaults.
export function parseCostQuery(query: CostQuery | undefined): CostRequest {
  const req: CostRequest = {};
  const q = query ?? {};
  if (q.quantity !== undefined) {
    const text = String(q.quantity).trim();
    const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n < COST_QUANTITY_LIMITS.min || n > COST_QUANTITY_LIMITS.max)
      throw invalid(COST_MESSAGES.quantity);
    req.quantity = n;
  }
  if (q.region !== undefined) {
    const region = regionById(String(q.region).trim());
    if (!region) throw invalid(COST_MESSAGES.region);
    req.region = region.id;
  }
  if (q.unit !== undefined) {
    if (q.unit !== 'cm' && q.unit !== 'in') throw invalid(COST_MESSAGES.unit);
    req.unit = q.unit;
  }
  return req;
}

// Cost of a pack, turning the model's own input errors (a stored quantity or region no longer valid) into 400s.
export function costOrBadRequest(pack: Parameters<typeof costOfPack>[0], req: CostRequest): PackCostSheet {
  try {
    return costOfPack(pack, req);
  } catch (e) {
    if (e instanceof CostInputError)
      throw invalid(e.field === 'region' ? COST_MESSAGES.region : COST_MESSAGES.quantity);
    throw e;
  }
}

@Controller('api/tech-pack')
export class GetCostController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PatternService) private readonly patterns: PatternService,
  ) {}

  // GET /api/tech-pack/{id}/cost?quantity=300&region=china[&unit=in] -> the should-cost sheet (an estimate); owner only,
  // anyone else gets 'Tech Pack Not Found'
  @Get(':id/cost')
  @UseGuards(UserGuard)
  async cost(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @Query() query: CostQuery,
  ): Promise<PackCostSheet> {
    const stored = toTechPack(await this.store.loadOwned(id, claims.sub));
    const req = parseCostQuery(query);
    // once the pack's type has a pattern, the main fabric is costed from its marker
    const pattern = await this.patterns.drafted(stored);
    const pack = pattern ? withMarkerConsumption(stored, markerConsumption(stored, pattern)) : stored;
    return costOrBadRequest(pack, req);
  }
}
