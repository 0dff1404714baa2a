import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { MeResponse } from '@techpack/contracts';
import {
  AppError,
  CurrentUser,
  DATABASE,
  UserGuard,
  type DatabaseHandle,
  type UserClaims,
} from '@techpack/platform';
import { toPublicUser, users } from '../auth.schema';

@Controller('api/auth')
export class MeController {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  // GET /api/auth/me -> the signed-in designer (401 when the token is missing, invalid, or its account is gone)
  @Get('me')
  @UseGuards(UserGuard)
  async me(@CurrentUser() claims: UserClaims): Promise<MeResponse> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, claims.sub));
    if (!user) throw new AppError(401, 'AUTH.USER_GONE', 'Authentication required');
    return { user: toPublicUser(user) };
  }
}
