import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { MeResponse } from '@techpack/contracts';
import { AppError, DATABASE, type DatabaseHandle } from '@techpack/platform';
import { toPublicUser, users } from '../auth.schema';

@Injectable()
export class MeHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  // The signed-in designer's account; 401 when it is gone (deleted after the token was issued)
  async execute(userId: string): Promise<MeResponse> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError(401, 'AUTH.USER_GONE', 'Authentication required');
    return { user: toPublicUser(user) };
  }
}
