import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@techpack/platform';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';

// How passwords are stored, read from the product's own database between two starts of the real app: new accounts
// get Argon2id at OWASP's minimum cost or more; an account stored under the old scrypt hash still signs in and its
// hash is replaced by Argon2id on that sign-in.
const dataDir = mkdtempSync(join(tmpdir(), 'techpack-hash-'));
let app: TestApp | undefined;

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// The format stored before Argon2id: scrypt N=2^14, r=8, p=1.
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function withDatabase<T>(
  work: (query: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const db = await openPglite(join(dataDir, 'db'));
  try {
    return await work(async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows);
  } finally {
    await db.close();
  }
}

const storedHash = (email: string) =>
  withDatabase(
    async (query) =>
      (await query('select password_hash from auth.users where email = $1', [email]))[0]
        .password_hash as string,
  );

function argon2Costs(stored: string): { m: number; t: number; p: number } | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  return m ? { m: Number(m[1]), t: Number(m[2]), p: Number(m[3]) } : null;
}

const login = async (email: string, password: string) =>
  (await api(app!, 'POST', '/api/auth/login', { body: { email, password } })).status;

describe('password hashes', () => {
  it('stores Argon2id at OWASP minimum cost, and upgrades an old scrypt hash on sign-in', async () => {
    app = await startTestApp({ DATA_DIR: dataDir });
    const fresh = await registerUser(app, 'argon');
    const old = await registerUser(app, 'scrypt');
    await app.stop();

    const freshCosts = argon2Costs(await storedHash(fresh.email));
    expect(freshCosts).not.toBeNull();
    expect(freshCosts!.m).toBeGreaterThanOrEqual(19456);
    expect(freshCosts!.t).toBeGreaterThanOrEqual(2);
    await withDatabase((query) =>
      query('update auth.users set password_hash = $1 where email = $2', [
        scryptHash(old.password),
        old.email,
      ]),
    );

    app = await startTestApp({ DATA_DIR: dataDir });
    // a wrong password fails against either kind of hash
    expect(await login(old.email, 'wrong-password')).toBe(401);
    expect(await login(fresh.email, 'wrong-password')).toBe(401);
    // the old hash still signs in (and is replaced), then the new one does; a wrong password still fails
    expect(await login(old.email, old.password)).toBe(200);
    expect(await login(old.email, old.password)).toBe(200);
    expect(await login(old.email, 'wrong-password')).toBe(401);
    expect(await login(fresh.email, fresh.password)).toBe(200);
    await app.stop();
    app = undefined;

    const upgraded = await storedHash(old.email);
    expect(upgraded.startsWith('scrypt$')).toBe(false);
    const upgradedCosts = argon2Costs(upgraded);
    expect(upgradedCosts).not.toBeNull();
    expect(upgradedCosts!.m).toBeGreaterThanOrEqual(19456);
    expect(upgradedCosts!.t).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
