import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import { USER_LOGGED_IN, USER_REGISTERED } from '@techpack/contracts';
import {
  AppError,
  createEvent,
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
  // Counted after the body is parsed, so the key can include the account being tried.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  const google = config.GOOGLE_CLIENT_ID
    ? new GoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, userinfoUrl: config.GOOGLE_USERINFO_URL })
    : undefined;

  const loginLimit = {
    config: {
      rateLimit: {
        max: config.LOGIN_RATE_LIMIT,
        timeWindow: config.LOGIN_RATE_WINDOW_MS,
        keyGenerator: (req: { ip: string; body?: unknown }) => {
          const body = req.body as { email?: unknown; username?: unknown } | undefined;
          const who = typeof body?.email === 'string' ? body.email : typeof body?.username === 'string' ? body.username : '';
          return `${req.ip}|${who.toLowerCase()}`;
        },
        errorResponseBuilder: () => ({
          statusCode: 429,
          message: 'Too many login attempts. Please try again later.',
          code: 'AUTH.RATE_LIMITED',
        }),
      },
    },
  };

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
    const body = parseWith(registerRequest, request.body ?? {});
    const correlationId = correlationIdOf(request);
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing.length > 0) throw new AppError(409, 'AUTH.EMAIL_TAKEN', 'An account with this email already exists');
    const user = await createUser(
      { email: body.email, passwordHash: await hashPassword(body.password), firstName: body.firstName, lastName: body.lastName, isGoogleUser: false, googleSub: null },
      correlationId,
    );
    const session = await issue(user, 'password', correlationId);
    return reply.status(201).send({ ...session, message: 'Account created successfully' });
  });

  app.post('/api/auth/login', loginLimit, async (request) => {
    const body = parseWith(loginRequest, request.body ?? {});
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
    if (!user || !ok) throw new AppError(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    const session = await issue(user, 'password', correlationIdOf(request));
    return { ...session, message: 'Login successful' };
  });

  app.post('/api/auth/google', loginLimit, async (request) => {
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

  app.post('/api/admin/login', loginLimit, async (request) => {
    const body = parseWith(adminLoginRequest, request.body ?? {});
    const [admin] = await db.select().from(admins).where(eq(admins.username, body.username));
    const ok = await verifyPassword(body.password, admin?.passwordHash ?? null);
    if (!admin || !ok) throw new AppError(401, 'ADMIN.INVALID_CREDENTIALS', 'Invalid admin credentials');
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
