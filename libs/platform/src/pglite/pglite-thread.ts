import { Worker } from 'node:worker_threads';
import { ThreadCalls } from '../thread-calls';

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

type SerializedError = { message: string; name: string; fields: Record<string, unknown> };

const toError = (e: SerializedError) => Object.assign(new Error(e.message), e.fields, { name: e.name });

export class PgliteThread implements Queryable {
  private readonly calls: ThreadCalls;
  readonly waitReady: Promise<void>;

  constructor(dataDir?: string) {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.calls = new ThreadCalls(worker, 'the database thread', (e) => toError(e as SerializedError));
    // held until the database has opened
    worker.ref();
    this.waitReady = new Promise((ready, failed) => {
      worker.on('message', (m: { ready?: boolean; error?: SerializedError }) => {
        if (!('ready' in m)) return;
        if (this.calls.waiting === 0) worker.unref();
        if (m.ready) ready();
        else failed(toError(m.error!));
      });
      worker.on('error', (e) => failed(e));
      worker.on('exit', (code) => failed(new Error(`the database thread exited (${code})`)));
    });
  }

  private send(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<QueryResult> {
    // drizzle's only parsers keep dates as strings: the worker applies the same ones (functions cannot cross)
    return this.calls.call({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options.rowMode,
      keepDates: !!options.parsers,
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.send(undefined, sql, params, options);
  }

  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.calls.call<number>({ op: 'begin' });
    const client: Queryable = { query: (sql, params, options) => this.send(tx, sql, params, options) };
    let result: T;
    try {
      result = await callback(client);
    } catch (e) {
      await this.calls.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw e;
    }
    await this.calls.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.calls.failed) await this.calls.call({ op: 'close' }).catch(() => undefined);
    await this.calls.worker.terminate();
  }
}
