import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { techPackUpdateSchema, type RegenerateResponse, type TechPackUpdate } from '@techpack/contracts';
import { CorrelationId, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { RegenerateTechPackHandler } from './regenerate-tech-pack.handler';

@Controller('api/tech-pack')
export class RegenerateTechPackController {
  constructor(@Inject(RegenerateTechPackHandler) private readonly handler: RegenerateTechPackHandler) {}

  // POST /api/tech-pack/{id}/regenerate -> 200 { success, message, updatedTechPack } (owner only)
  @Post(':id/regenerate')
  @HttpCode(200)
  @UseGuards(UserGuard)
  regenerate(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @ValidBody(techPackUpdateSchema) body: TechPackUpdate,
    @CorrelationId() correlationId: string,
  ): Promise<RegenerateResponse> {
    return this.handler.execute(claims.sub, id, body, correlationId);
  }
}
