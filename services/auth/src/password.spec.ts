import { describe, expect, it } from '@jest/globals';
import { randomBytes, scryptSync } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ARGON2, checkPassword, hashPassword, needsRehash, verifyPassword } from './password';

const scryptHash = (password: string) => {
  const salt = randomBytes(16);
  return `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
};

describe('password hashing', () => {
  it('hashes with Argon2id at m=19456 KiB, t=2, p=1 or more', async () => {
    const stored = await hashPassword('secret123');
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(m![2])).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(await checkPassword('secret123', stored)).toEqual({ ok: true, rehashed: null });
  });

  it('verifies an old scrypt hash and gives an Argon2id one to store; a wrong password gets neither', async () => {
    const stored = scryptHash('secret123');
    expect(needsRehash(stored)).toBe(true);
    const right = await checkPassword('secret123', stored);
    expect(right.ok).toBe(true);
    expect(right.rehashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('secret123', right.rehashed)).toBe(true);
    expect(await checkPassword('secret124', stored)).toEqual({ ok: false, rehashed: null });
  });

  it('rehashes an Argon2 hash below the minimum cost', async () => {
    const weak = await hash('secret123', { ...ARGON2, memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect((await checkPassword('secret123', weak)).rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an unknown account or a malformed hash', async () => {
    expect(await verifyPassword('secret123', null)).toBe(false);
    expect(await verifyPassword('secret123', 'garbage')).toBe(false);
    expect(await verifyPassword('secret123', '$argon2id$garbage')).toBe(false);
    expect(await checkPassword('secret123', null)).toEqual({ ok: false, rehashed: null });
  });
});
