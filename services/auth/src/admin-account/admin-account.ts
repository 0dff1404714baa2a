import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CONFIG, DATABASE, type AppConfig, type DatabaseHandle } from '@techpack/platform';
import { admins } from '../auth.schema';
import { hashPassword, needsRehash, verifyPassword } from '../password';

// What the launcher prints once at start-up.
export const adminAnnouncement: {
  value: { username: string; password: string | null; source: 'config' | 'stored' | 'generated' } | null;
} = {
  value: null,
};

// Admin credentials come from configuration; without them, the first start creates a random password (stored
// hashed) and prints it once.
@Injectable()
export class AdminAccount implements OnApplicationBootstrap {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { config, database } = this;
    const db = database.db;
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      const [existing] = await db.select().from(admins).where(eq(admins.username, config.ADMIN_USERNAME));
      // a changed password, or the same one under a hash weaker than today's: stored (again) with today's hash
      if (
        !existing ||
        needsRehash(existing.passwordHash) ||
        !(await verifyPassword(config.ADMIN_PASSWORD, existing.passwordHash))
      ) {
        const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
        await db
          .insert(admins)
          .values({ username: config.ADMIN_USERNAME, passwordHash, generated: false })
          .onConflictDoUpdate({ target: admins.username, set: { passwordHash } });
      }
      adminAnnouncement.value = { username: config.ADMIN_USERNAME, password: null, source: 'config' };
      return;
    }
    const [{ n }] = (await database.query<{ n: number }>(
      db,
      sql`select count(*)::int as n from auth.admins`,
    )) as { n: number }[];
    if (Number(n) > 0) {
      const [first] = await db.select().from(admins).limit(1);
      adminAnnouncement.value = { username: first.username, password: null, source: 'stored' };
      return;
    }
    const password = randomBytes(12).toString('base64url');
    await db
      .insert(admins)
      .values({ username: 'admin', passwordHash: await hashPassword(password), generated: true })
      .onConflictDoNothing();
    adminAnnouncement.value = { username: 'admin', password, source: 'generated' };
  }
}
