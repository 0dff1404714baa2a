import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { USER_LOGGED_IN, USER_REGISTERED, type SessionResponse } from '@techpack/contracts';
import {
  AppError,
  DATABASE,
  EVENTS,
  EventsClient,
  LOGGER,
  TOKENS,
  type DatabaseHandle,
  type Logger,
  type TokenService,
} from '@techpack/platform';
import { toPublicUser, users, type UserRow } from '../auth.schema';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string | null;
  isGoogleUser: boolean;
  googleSub: string | null;
}

// What sign-up and every sign-in share: creating an account (with its user.registered event) and opening a session
// (last login, user.logged-in event, a signed token).
@Injectable()
export class Sessions {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(TOKENS) private readonly tokens: TokenService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async issue(user: UserRow, method: 'password' | 'google'): Promise<Omit<SessionResponse, 'message'>> {
    const now = new Date();
    await this.database.db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      await this.events.record(
        tx,
        USER_LOGGED_IN,
        user.id,
        { userId: user.id, email: user.email, method, at: now.toISOString() },
        EventsClient.metaFromScope(user.id),
      );
    });
    const token = await this.tokens.sign({
      sub: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'user',
    });
    return { token, user: toPublicUser({ ...user, lastLoginAt: now }) };
  }

  async createUser(values: NewUser): Promise<UserRow> {
    const id = randomUUID();
    return this.database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({ id, ...values })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (inserted.length === 0)
        throw new AppError(409, 'AUTH.EMAIL_TAKEN', 'An account with this email already exists');
      const row = inserted[0];
      const payload = {
        userId: id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        isGoogleUser: row.isGoogleUser,
        createdAt: row.createdAt.toISOString(),
      };
      await this.events.record(tx, USER_REGISTERED, id, payload, EventsClient.metaFromScope(id));
      return row;
    });
  }

  // Stores a stronger hash of the password just verified (password.ts, checkPassword). A failure is logged, never
  // passed on: the sign-in succeeds with the old hash, which the next sign-in replaces.
  async upgradePasswordHash(user: UserRow, passwordHash: string): Promise<void> {
    try {
      await this.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    } catch (e) {
      this.logger.warn({ err: e, userId: user.id }, 'password hash upgrade failed');
    }
  }

  async byEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.database.db.select().from(users).where(eq(users.email, email));
    return user;
  }
}
