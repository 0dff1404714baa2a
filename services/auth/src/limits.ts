import { AppError } from '@techpack/platform';

// The identity a limit (and a lookup) is keyed on: `"  Admin "`, `"\tadmin"` and `"ADMIN"` are one account.
export function normaliseIdentity(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.normalize('NFKC').trim().toLowerCase();
}

// Sliding-log counter per key: at most `max` hits in any `windowMs`. In memory, per process: an embedded install or
// one auth instance; several auth instances each apply the limit (the limit is per instance).
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private live(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const from = now - this.windowMs;
    let i = 0;
    while (i < list.length && list[i] <= from) i++;
    if (i > 0) list.splice(0, i);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  // Counts one hit unless the key is already at its limit; returns the seconds to wait when refused.
  take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    const list = this.live(key, now);
    if (list.length >= this.max)
      return { ok: false, retryAfterSeconds: (list[0] + this.windowMs - now) / 1000 };
    list.push(now);
    this.hits.set(key, list);
    return { ok: true };
  }

  // Hits of the key in the current window (nothing counted).
  count(key: string, now = Date.now()): number {
    return this.live(key, now).length;
  }

  // Counts one hit whatever the total (a log of failures: the caller decides what the count means).
  record(key: string, now = Date.now()): void {
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    const list = this.live(key, now);
    list.push(now);
    this.hits.set(key, list);
  }

  // Gives one hit back (a successful sign-in does not count against the account).
  refund(key: string): void {
    const list = this.hits.get(key);
    if (list && list.length > 0) list.pop();
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.live(key, now);
  }
}

// Password hashing (Argon2id, 19 MiB each) is CPU- and memory-heavy: at most `concurrency` run at once, at most `queue` wait; beyond
// that the caller gets 503 at once instead of every sign-in on the machine slowing down.
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) {
        const e = new AppError(
          503,
          'AUTH.BUSY',
          'Too many sign-in requests right now. Please try again in a moment.',
        );
        e.headers = { 'retry-after': '2' };
        throw e;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
