import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminLoginRequest, AdminLoginResponse } from '@techpack/contracts';
import {
  AppError,
  DATABASE,
  LOGGER,
  TOKENS,
  type DatabaseHandle,
  type Logger,
  type TokenService,
} from '@techpack/platform';
import { admins } from '../auth.schema';
import { normaliseIdentity } from '../limits';
import { checkPassword } from '../password';
import { SignInLimits } from '../sessions/sign-in-limits';

@Injectable()
export class AdminLoginHandler {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(TOKENS) private readonly tokens: TokenService,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // `address`: the caller's address (the gateway's X-Forwarded-For), half of the key of the account's lock-out
  async execute(body: z.infer<typeof adminLoginRequest>, address: string): Promise<AdminLoginResponse> {
    // `"  admin "` and `"ADMIN"` are the admin account: for the lock-out as for the lookup.
    const username = normaliseIdentity(body.username);
    const attempt = await this.limits.limitAccount('admin', username, address);
    const [admin] = await this.database.db
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = ${username}`)
      .limit(1);
    const { ok, rehashed } = await this.limits.hashing.run(() =>
      checkPassword(body.password, admin?.passwordHash ?? null),
    );
    if (!admin || !ok) {
      this.limits.failed(attempt);
      throw new AppError(401, 'ADMIN.INVALID_CREDENTIALS', 'Invalid admin credentials');
    }
    this.limits.succeeded(attempt);
    // a stronger hash of the password just verified; if it cannot be stored, the sign-in still succeeds
    if (rehashed) {
      await this.database.db
        .update(admins)
        .set({ passwordHash: rehashed })
        .where(eq(admins.username, admin.username))
        .catch((e: unknown) =>
          this.logger.warn({ err: e, username: admin.username }, 'password hash upgrade failed'),
        );
    }
    const token = await this.tokens.sign({
      sub: `admin:${admin.username}`,
      username: admin.username,
      role: 'admin',
    });
    return { success: true, token, message: 'Admin login successful' };
  }
}
