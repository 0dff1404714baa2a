import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

// Argon2id at OWASP's minimum (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1), from @node-rs/argon2 (prebuilt
// native binaries): about 10 ms of CPU per hash on this project's machine, against about 40 ms for the scrypt
// N=2^14 it replaces (which is below OWASP's minimum for scrypt, N=2^17). It runs on libuv's pool, off the event
// loop; the sign-in limits' WorkQueue bounds how many run at once (sessions/sign-in-limits.ts).
const ARGON2ID = 2 as Algorithm.Argon2id; // the package's enum is `const` (erased): its value
export const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Compared against when the account does not exist, so that an unknown account costs what a known one does.
let dummy: Promise<string> | undefined;

// Hashes stored before Argon2id: `scrypt$N$r$p$salt$key` (base64), verified with the parameters they carry.
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key, 'base64');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, options, (e, k) =>
      e ? reject(e) : resolve(k),
    ),
  );
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    dummy ??= hash(randomBytes(16).toString('base64'), ARGON2);
    await verify(await dummy, password);
    return false;
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs in
  }
}

// Whether a stored hash is weaker than today's (an older algorithm or lower costs): after a successful sign-in the
// password is hashed again and stored.
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const o = parseOptions(stored);
    return o.memoryCost < ARGON2.memoryCost || o.timeCost < ARGON2.timeCost;
  } catch {
    return true;
  }
}

// A sign-in's check: whether the password is right and, when the stored hash is weaker than today's, the new hash to
// store (made in the same hashing slot as the check).
export async function checkPassword(
  password: string,
  stored: string | null,
): Promise<{ ok: boolean; rehashed: string | null }> {
  const ok = await verifyPassword(password, stored);
  const rehashed = ok && stored !== null && needsRehash(stored) ? await hashPassword(password) : null;
  return { ok, rehashed };
}
