import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ThreadCalls } from '@techpack/platform';

// scrypt runs on hashing threads (password-worker.mjs) at nice HASH_NICE, as PDF renders do: a login flood is the
// cheapest way to load the machine, so its hashing yields to calls, uploads and analysis when the CPU is short (the
// sign-in limits' WorkQueue bounds how many run and wait). One thread per concurrent hash, made on first use.
const HASH_NICE = 10;

const threads: ThreadCalls[] = [];
const MAX_THREADS = 4;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  let thread = threads.find((t) => t.waiting === 0);
  if (!thread && threads.length < MAX_THREADS) {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url), { workerData: { nice: HASH_NICE } });
    const made = new ThreadCalls(worker, 'the password hashing thread');
    worker.once('exit', () => {
      const at = threads.indexOf(made);
      if (at >= 0) threads.splice(at, 1);
    });
    threads.push(made);
    thread = made;
  }
  thread ??= threads.reduce((a, b) => (b.waiting < a.waiting ? b : a));
  const message = { password, salt: new Uint8Array(salt), keylen, options };
  return thread.call<Uint8Array>(message).then((key) => Buffer.from(key));
}

const N = 16384;
const R = 8;
const P = 1;

// scrypt: a deliberately slow, memory-hard hash from Node's standard library (no native add-on to install).
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Hash anyway when there is no stored hash, so timing does not reveal whether an account exists.
  const parts = (stored ?? `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
