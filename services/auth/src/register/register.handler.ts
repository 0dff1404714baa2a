import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { registerRequest, SessionResponse } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { hashPassword } from '../password';
import { Sessions } from '../sessions/sessions';
import { SignInLimits } from '../sessions/sign-in-limits';

@Injectable()
export class RegisterHandler {
  constructor(
    @Inject(Sessions) private readonly sessions: Sessions,
    @Inject(SignInLimits) private readonly limits: SignInLimits,
  ) {}

  async execute(body: z.infer<typeof registerRequest>): Promise<SessionResponse> {
    if (await this.sessions.byEmail(body.email))
      throw new AppError(409, 'AUTH.EMAIL_TAKEN', 'An account with this email already exists');
    const passwordHash = await this.limits.hashing.run(() => hashPassword(body.password));
    const user = await this.sessions.createUser({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      isGoogleUser: false,
      googleSub: null,
    });
    return { ...(await this.sessions.issue(user, 'password')), message: 'Account created successfully' };
  }
}
