import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { loginRequest, SessionResponse } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { normaliseIdentity } from '../limits';
import { checkPassword } from '../password';
import { Sessions } from '../sessions/sessions';
import { SignInLimits } from '../sessions/sign-in-limits';

@Injectable()
export class LoginHandler {
  constructor(
    @Inject(Sessions) private readonly sessions: Sessions,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
  ) {}

  // `address`: the caller's address (the gateway's X-Forwarded-For), half of the key of the account's lock-out
  async execute(body: z.infer<typeof loginRequest>, address: string): Promise<SessionResponse> {
    // The same normalised identity for the limit and the lookup: whitespace or case never gives fresh attempts.
    const email = normaliseIdentity(body.email);
    const attempt = await this.limits.limitAccount('user', email, address);
    const user = await this.sessions.byEmail(email);
    const { ok, rehashed } = await this.limits.hashing.run(() =>
      checkPassword(body.password, user?.passwordHash ?? null),
    );
    if (!user || !ok) {
      this.limits.failed(attempt);
      throw new AppError(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    }
    this.limits.succeeded(attempt);
    if (rehashed) await this.sessions.upgradePasswordHash(user, rehashed);
    return { ...(await this.sessions.issue(user, 'password')), message: 'Login successful' };
  }
}
