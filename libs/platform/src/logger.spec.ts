import { afterAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createLogger } from './logger';
import { createHttpApp } from './http';
import { openPglite, pgliteDatabase } from './database';

// failed queries logged every bound value (password hashes, share tokens, e-mails, message text).
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

// A 500's log line carried `err: {}` (the formatter copied the Error's enumerable fields: none), so its cause was lost.
describe('unhandled errors', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = createHttpApp({
    name: 'logger-spec-http',
    logger: createLogger('logger-spec-http', 'info', sink),
  });
  app.get('/bug', async () => {
    const e = new TypeError(
      'cannot read properties of undefined (reading pdfPath) for /api/x?share=s3cr3t-share-token',
    );
    e.stack = `${e.stack}\nparams: hash-of-a-password,victim@example.com`;
    throw e;
  });
  afterAll(() => app.close());

  it('are logged with the error name, message and stack, secrets still masked', async () => {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/bug`)).status).toBe(500);
    const line = lines
      .map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, string> })
      .find((l) => l.msg === 'unhandled error');
    expect(line?.err?.name).toBe('TypeError');
    expect(line?.err?.message).toBe(
      'cannot read properties of undefined (reading pdfPath) for /api/x?share=***',
    );
    expect(line?.err?.stack).toMatch(/^TypeError: cannot read properties of undefined[^\n]*\n\s+at /);
    expect(line?.err?.stack).toContain('logger.spec.ts');
    const out = lines.join('');
    expect(out).not.toContain('s3cr3t-share-token');
    expect(out).not.toContain('hash-of-a-password');
    expect(out).not.toContain('victim@example.com');
  });

  it('an error logged under any key of a log line keeps its message', () => {
    const logger = createLogger('logger-spec-any', 'info', sink);
    logger.warn({ cause: new RangeError('offset out of range') }, 'event log read failed');
    const line = JSON.parse(lines[lines.length - 1]) as { cause?: Record<string, string> };
    expect(line.cause).toMatchObject({ name: 'RangeError', message: 'offset out of range' });
  });
});
