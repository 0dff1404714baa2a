import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { AdminRebuildResponse } from '@techpack/contracts';
import { AdminGuard, CorrelationId, CurrentAdmin, type AdminClaims } from '@techpack/platform';
import { RebuildReadModelsHandler } from './rebuild-read-models.handler';

@Controller('api/admin')
export class RebuildReadModelsController {
  constructor(@Inject(RebuildReadModelsHandler) private readonly handler: RebuildReadModelsHandler) {}

  // POST /api/admin/rebuild -> 200 { success, replayed, ms, stats }; 409 while one runs, 501 without a replayable bus
  @Post('rebuild')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  rebuild(
    @CurrentAdmin() claims: AdminClaims,
    @CorrelationId() correlationId: string,
  ): Promise<AdminRebuildResponse> {
    return this.handler.execute(claims, correlationId);
  }
}
