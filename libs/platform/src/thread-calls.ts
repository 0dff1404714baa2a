import type { TransferListItem, Worker } from 'node:worker_threads';

// Calls to a worker thread that answers each one: the message goes with an `id`, the thread answers
// `{ id, ok: true, result }` or `{ id, ok: false, error }`. The thread keeps the process alive only while a call
// waits on it, and when it exits (or fails) every waiting call is rejected, as is any later one. Messages without a
// numeric `id` (a thread's start-up handshake) are left to the owner's own listener. Used by the embedded database's
// thread, the garment classifier's thread and the password-hashing threads.
export type ThreadReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: unknown };

export class ThreadCalls {
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(
    readonly worker: Worker,
    // what the thread's name is in errors, e.g. 'the database thread'
    private readonly name: string,
    // a thread's error, as it crossed, back into an Error
    private readonly toError: (error: unknown) => Error = (error) => new Error(String(error)),
  ) {
    worker.unref();
    worker.on('message', (m: Partial<ThreadReply> | undefined) => {
      if (typeof m?.id !== 'number') return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.ok) p.resolve((m as { result: unknown }).result);
      else p.reject(this.toError((m as { error: unknown }).error));
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => this.fail(new Error(`${name} exited (${code})`)));
  }

  // calls sent and not answered yet
  get waiting(): number {
    return this.pending.size;
  }

  // set once the thread has exited or failed
  get failed(): Error | undefined {
    return this.failure;
  }

  call<T>(message: Record<string, unknown>, transfer?: readonly TransferListItem[]): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.size === 0) this.worker.ref();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const p of this.pending.values()) p.reject(this.failure);
    this.pending.clear();
    this.worker.unref();
  }
}
