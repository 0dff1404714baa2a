import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { USER_LOGGED_IN, USER_REGISTERED } from '@techpack/contracts';
import {
  AppError,
  createEvent,
  tooMany,
  createHttpApp,
  correlationIdOf,
  parseWith,
  requireUser,
  type ServiceDefinition,
  type ServiceDeps,
} from '@techpack/platform';
import { admins, AUTH_SCHEMA, authMigrations, toPublicUser, users, type UserRow } from './auth.schema';
import { adminLoginRequest, googleRequest, loginRequest, registerRequest } from './auth.requests';
import { hashPassword, verifyPassword } from './password';
import { GoogleVerifier } from './google.verifier';
import { normaliseIdentity, WindowLimiter, WorkQueue } from './limits';

export const authService: ServiceDefinition = {
  name: 'auth',
  schema: AUTH_SCHEMA,
  migrations: authMigrations,
  create,
};

async function create(deps: ServiceDeps) {
  const { database, outbox, tokens, config, logger } = deps;
  const db = database.db;
  const app = createHttpApp({
    name: 'auth',
    logger,
    metrics: deps.metrics,
    ready: async () => ({ database: await database.ping(), events: await deps.bus.healthy() }),
  });
  const google = config.GOOGLE_CLIENT_ID
    ? new GoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, userinfoUrl: config.GOOGLE_USERINFO_URL })
    : undefined;

  // Limits (issue: a login flood starved the app): per client address whatever the account, per normalised account
  // whatever the address (failed attempts; a successful sign-in gives its attempt back), sign-ups per address.
  const loginsPerAddress = new WindowLimiter(config.LOGIN_RATE_LIMIT, config.LOGIN_RATE_WINDOW_MS);
  const loginsPerAccount = new WindowLimiter(config.LOGIN_ACCOUNT_RATE_LIMIT, config.LOGIN_ACCOUNT_RATE_WINDOW_MS);
  const signUpsPerAddress = new WindowLimiter(config.REGISTER_RATE_LIMIT, config.REGISTER_RATE_WINDOW_MS);
  const hashing = new WorkQueue(config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE);
  const tooManyLogins = (wait: number) => tooMany('AUTH.RATE_LIMITED', 'Too many login attempts. Please try again later.', wait);

  function limitAddress(limiter: WindowLimiter, ip: string, error: (wait: number) => AppError) {
    const verdict = limiter.take(ip);
    if (!verdict.ok) throw error(verdict.retryAfterSeconds);
  }
  // Returns the key to refund on success.
  function limitAccount(kind: 'user' | 'admin', identity: string): string {
    const key = `${kind}:${identity}`;
    const verdict = loginsPerAccount.take(key);
    if (!verdict.ok) throw tooManyLogins(verdict.retryAfterSeconds);
    return key;
  }

  async function issue(user: UserRow, method: 'password' | 'google', correlationId: string) {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      await outbox.add(tx, [
        createEvent(USER_LOGGED_IN, user.id, { userId: user.id, email: user.email, method, at: now.toISOString() }, { correlationId, actorId: user.id }),
      ]);
    });
    const token = await tokens.sign({ sub: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: 'user' });
    return { token, user: toPublicUser({ ...user, lastLoginAt: now }) };
  }

  async function createUser(
    values: { email: string; passwordHash: string | null; firstName: string; lastName: string | null; isGoogleUser: boolean; googleSub: string | null },
    correlationId: string,
  ): Promise<UserRow> {
    const id = randomUUID();
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({ id, ...values })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (inserted.length === 0) throw new AppError(409, 'AUTH.EMAIL_TAKEN', 'An account with this email already exists');
      const row = inserted[0];
      await outbox.add(tx, [
        createEvent(
          USER_REGISTERED,
          id,
          {
            userId: id,
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            isGoogleUser: row.isGoogleUser,
            createdAt: row.createdAt.toISOString(),
          },
          { correlationId, actorId: id },
        ),
      ]);
      return row;
    });
  }

  app.post('/api/auth/register', async (request, reply) => {
    limitAddress(signUpsPerAddress, request.ip, (wait) =>
      tooMany('AUTH.SIGNUP_RATE_LIMITED', 'Too many sign-ups from this address. Please try again later.', wait),
    );
    const body = parseWith(registerRequest, request.body ?? {});
    const correlationId = correlationIdOf(request);
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing.length > 0) throw new AppError(409, 'AUTH.EMAIL_TAKEN', 'An account with this email already exists');
    const user = await createUser(
      { email: body.email, passwordHash: await hashing.run(() => hashPassword(body.password)), firstName: body.firstName, lastName: body.lastName, isGoogleUser: false, googleSub: null },
      correlationId,
    );
    const session = await issue(user, 'password', correlationId);
    return reply.status(201).send({ ...session, message: 'Account created successfully' });
  });

  app.post('/api/auth/login', async (request) => {
    limitAddress(loginsPerAddress, request.ip, tooManyLogins);
    const body = parseWith(loginRequest, request.body ?? {});
    // The same normalised identity for the limit and the lookup: whitespace or case never gives fresh attempts.
    const email = normaliseIdentity(body.email);
    const accountKey = limitAccount('user', email);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const ok = await hashing.run(() => verifyPassword(body.password, user?.passwordHash ?? null));
    if (!user || !ok) throw new AppError(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    loginsPerAccount.refund(accountKey);
    const session = await issue(user, 'password', correlationIdOf(request));
    return { ...session, message: 'Login successful' };
  });

  app.post('/api/auth/google', async (request) => {
    limitAddress(loginsPerAddress, request.ip, tooManyLogins);
    const body = parseWith(googleRequest, request.body ?? {});
    if (!google) throw new AppError(503, 'AUTH.GOOGLE_DISABLED', 'Google sign-in is not configured');
    const profile = await google.verify(body.credential);
    const correlationId = correlationIdOf(request);
    let [user] = await db.select().from(users).where(eq(users.email, profile.email));
    if (!user) {
      user = await createUser(
        { email: profile.email, passwordHash: null, firstName: profile.givenName.slice(0, 100), lastName: profile.familyName?.slice(0, 100) ?? null, isGoogleUser: true, googleSub: profile.sub },
        correlationId,
      );
    } else if (!user.googleSub) {
      await db.update(users).set({ googleSub: profile.sub }).where(eq(users.id, user.id));
    } else if (user.googleSub !== profile.sub) {
      throw new AppError(401, 'AUTH.GOOGLE_FAILED', 'Could not authenticate with Google.');
    }
    const session = await issue(user, 'google', correlationId);
    return { ...session, message: 'Login successful' };
  });

  // What the sign-in screen needs to know: whether Google sign-in is on, and its client id.
  app.get('/api/auth/config', async () => ({ googleClientId: config.GOOGLE_CLIENT_ID ?? null }));

  app.get('/api/auth/me', async (request) => {
    const claims = await requireUser(tokens, request);
    const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
    if (!user) throw new AppError(401, 'AUTH.USER_GONE', 'Authentication required');
    return { user: toPublicUser(user) };
  });

  app.post('/api/admin/login', async (request) => {
    limitAddress(loginsPerAddress, request.ip, tooManyLogins);
    const body = parseWith(adminLoginRequest, request.body ?? {});
    // `"  admin "` and `"ADMIN"` are the admin account: for the lock-out as for the lookup.
    const username = normaliseIdentity(body.username);
    const accountKey = limitAccount('admin', username);
    const [admin] = await db.select().from(admins).where(sql`lower(${admins.username}) = ${username}`).limit(1);
    const ok = await hashing.run(() => verifyPassword(body.password, admin?.passwordHash ?? null));
    if (!admin || !ok) throw new AppError(401, 'ADMIN.INVALID_CREDENTIALS', 'Invalid admin credentials');
    loginsPerAccount.refund(accountKey);
    const token = await tokens.sign({ sub: `admin:${admin.username}`, username: admin.username, role: 'admin' });
    return { success: true, token, message: 'Admin login successful' };
  });

  return {
    app,
    async start() {
      await ensureAdmin(deps);
    },
  };
}

// Admin credentials come from configuration; without them, the first start creates a random password
// (stored hashed) and prints it once.
async function ensureAdmin(deps: ServiceDeps): Promise<void> {
  const { config, database } = deps;
  const db = database.db;
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const [existing] = await db.select().from(admins).where(eq(admins.username, config.ADMIN_USERNAME));
    if (!existing || !(await verifyPassword(config.ADMIN_PASSWORD, existing.passwordHash))) {
      const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
      await db
        .insert(admins)
        .values({ username: config.ADMIN_USERNAME, passwordHash, generated: false })
        .onConflictDoUpdate({ target: admins.username, set: { passwordHash } });
    }
    adminAnnouncement.value = { username: config.ADMIN_USERNAME, password: null, source: 'config' };
    return;
  }
  const [{ n }] = (await database.query<{ n: number }>(db, sql`select count(*)::int as n from auth.admins`)) as { n: number }[];
  if (Number(n) > 0) {
    const [first] = await db.select().from(admins).limit(1);
    adminAnnouncement.value = { username: first.username, password: null, source: 'stored' };
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await db.insert(admins).values({ username: 'admin', passwordHash: await hashPassword(password), generated: true }).onConflictDoNothing();
  adminAnnouncement.value = { username: 'admin', password, source: 'generated' };
}

// What the launcher prints once at start-up.
export const adminAnnouncement: { value: { username: string; password: string | null; source: 'config' | 'stored' | 'generated' } | null } = {
  value: null,
};
