// Waiting in a test for something another process or thread makes true (an event handled, a row written, a PDF
// rendered): the one helper every suite uses. It re-reads until the answer is there and returns it; `timeoutMs` only
// ends a test that would otherwise hang (the answer never came), it measures nothing.
//   const event = await until(() => events.find((e) => e.id === id));            // throws if it never comes
//   const order = await until(() => read(id), (o) => o.status === 'shipped');    // the last read if it never does,
//                                                                                // so the test's expect shows it
export interface UntilOptions {
  timeoutMs?: number;
  everyMs?: number;
}

type Falsy = undefined | null | false;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_EVERY_MS = 25;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(
  read: () => T | Falsy | Promise<T | Falsy>,
  options?: UntilOptions,
): Promise<T>;
export async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  options?: UntilOptions,
): Promise<T>;
export async function until<T>(
  read: () => T | Falsy | Promise<T | Falsy>,
  okOrOptions?: ((value: T) => boolean) | UntilOptions,
  maybeOptions?: UntilOptions,
): Promise<T> {
  const ok = typeof okOrOptions === 'function' ? okOrOptions : undefined;
  const { timeoutMs = DEFAULT_TIMEOUT_MS, everyMs = DEFAULT_EVERY_MS } =
    (typeof okOrOptions === 'function' ? maybeOptions : okOrOptions) ?? {};
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok ? ok(value as T) : value) return value as T;
    if (Date.now() > end) {
      if (ok) return value as T;
      throw new Error(`until: the condition was not met within ${timeoutMs} ms`);
    }
    await pause(everyMs);
  }
}
