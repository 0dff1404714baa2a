import { afterAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createLogger } from './logger';
import { openPglite, pgliteDatabase } from './database';

// Issue 18: failed queries logged every bound value (password hashes, share tokens, e-mails, message text).
describe('failed-query logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger('logger-spec', 'info', sink);
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
  });

  it('keep the statement and the database error, never the bound values', async () => {
    const client = await openPglite();
    close = () => client.close();
    const { db } = pgliteDatabase(client);
    const secret = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ=$aGFzaC1vZi1hLXBhc3N3b3Jk';
    const email = 'victim@example.com';
    await db.execute(sql`create table t (email text primary key, hash text not null)`);
    await db.execute(sql`insert into t values (${email}, ${secret})`);
    let error: unknown;
    try {
      // a duplicate key: the database's own detail names the value too
      await db.execute(sql`insert into t (email, hash) values (${email}, ${secret})`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeDefined();
    expect(String((error as Error).message)).toContain(secret); // what the ORM puts in the error
    logger.error({ err: error }, 'request failed');
    await new Promise((r) => setImmediate(r));
    const out = lines.join('');
    expect(out).toContain('insert into t (email, hash) values ($1, $2)');
    expect(out).toContain('request failed');
    expect(out).not.toContain(secret);
    expect(out).not.toContain(email);
    expect(out).not.toContain('c2VjcmV0LXNhbHQ');
  });
});
