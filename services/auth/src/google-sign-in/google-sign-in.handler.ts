import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { googleRequest, SessionResponse } from '@techpack/contracts';
import { AppError, DATABASE, type DatabaseHandle } from '@techpack/platform';
import { users } from '../auth.schema';
import { GOOGLE_VERIFIER, type GoogleVerifier } from '../google.verifier';
import { Sessions } from '../sessions/sessions';

@Injectable()
export class GoogleSignInHandler {
  constructor(
    @Inject(Sessions) private readonly sessions: Sessions,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(GOOGLE_VERIFIER) private readonly google: GoogleVerifier | null,
  ) {}

  async execute(body: z.infer<typeof googleRequest>): Promise<SessionResponse> {
    if (!this.google) throw new AppError(404, 'AUTH.GOOGLE_DISABLED', 'Google sign-in is not offered here');
    const profile = await this.google.verify(body.credential);
    let user = await this.sessions.byEmail(profile.email);
    if (!user) {
      user = await this.sessions.createUser({
        email: profile.email,
        passwordHash: null,
        firstName: profile.givenName.slice(0, 100),
        lastName: profile.familyName?.slice(0, 100) ?? null,
        isGoogleUser: true,
        googleSub: profile.sub,
      });
    } else if (!user.googleSub) {
      await this.database.db.update(users).set({ googleSub: profile.sub }).where(eq(users.id, user.id));
    } else if (user.googleSub !== profile.sub) {
      throw new AppError(401, 'AUTH.GOOGLE_FAILED', 'Could not authenticate with Google.');
    }
    return { ...(await this.sessions.issue(user, 'google')), message: 'Login successful' };
  }
}
