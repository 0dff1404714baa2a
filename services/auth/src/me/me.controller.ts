import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { MeResponse } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { MeHandler } from './me.handler';

@Controller('api/auth')
export class MeController {
  constructor(@Inject(MeHandler) private readonly handler: MeHandler) {}

  // GET /api/auth/me -> the signed-in designer (401 when the token is missing, invalid, or its account is gone)
  @Get('me')
  @UseGuards(UserGuard)
  me(@CurrentUser() claims: UserClaims): Promise<MeResponse> {
    return this.handler.execute(claims.sub);
  }
}
