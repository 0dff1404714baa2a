import { Worker } from 'node:worker_threads';

// The part of PGlite's API that drizzle and the platform use (query, transaction, close), served by PGlite on a
// worker thread (pglite-worker.mjs). Rows, parameters and errors cross as structured clones; a transaction stays
// open in the worker while its queries come in, and ends when the callback here returns (COMMIT) or throws
// (ROLLBACK). PGlite serialises transactions itself, as it does on one thread.
type QueryOptions = { rowMode?: 'object' | 'array'; parsers?: unknown };
export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}
interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
type SerializedError = { message: string; name: string; fields: Record<string, unknown> };

const toError = (e: SerializedError) => Object.assign(new Error(e.message), e.fields, { name: e.name });

export class PgliteThread implements Queryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private exited: Error | undefined;
  readonly waitReady: Promise<void>;

  constructor(dataDir?: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.waitReady = new Promise((ready, failed) => {
      const onMessage = (m: { ready?: boolean; error?: SerializedError } & Partial<Reply>) => {
        if ('ready' in m) {
          this.idle();
          if (m.ready) ready();
          else failed(toError(m.error!));
          return;
        }
        const p = this.pending.get(m.id!);
        if (!p) return;
        this.pending.delete(m.id!);
        this.idle();
        if (m.ok) p.resolve(m.result);
        else p.reject(toError((m as { error: SerializedError }).error));
      };
      this.worker.on('message', onMessage);
      this.worker.on('error', (e) => failed(e));
      this.worker.on('exit', (code) => {
        this.exited = new Error(`the database thread exited (${code})`);
        failed(this.exited);
        for (const p of this.pending.values()) p.reject(this.exited);
        this.pending.clear();
      });
    });
  }

  // The thread keeps the process alive only while a call waits on it (an idle database does not hold a process open;
  // a query in flight does).
  private idle(): void {
    if (this.pending.size === 0) this.worker.unref();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    if (this.pending.size === 0) this.worker.ref();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private send(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    // drizzle's only parsers keep dates as strings: the worker applies the same ones (functions cannot cross)
    return this.call({ op: 'query', tx, sql, params, rowMode: options.rowMode, keepDates: !!options.parsers });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.send(undefined, sql, params, options);
  }

  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const client: Queryable = { query: (sql, params, options) => this.send(tx, sql, params, options) };
    let result: T;
    try {
      result = await callback(client);
    } catch (e) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.exited) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
