// PGlite (PostgreSQL compiled to WebAssembly) on its own thread: plain JavaScript, so any runner can start it.
// Embedded mode's services share one event loop; PGlite runs every query synchronously (and its file calls are
// synchronous too), so on the main thread one designer's burst of saves held up everybody's requests. Here the
// database works beside the services. Protocol: see pglite-thread.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// drizzle's query options keep dates, times and intervals as the strings PostgreSQL sends (its mappers parse them)
const keep = (value) => value;
const KEEP_DATES = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep,
  1115: keep,
  1185: keep,
  1187: keep,
  1182: keep,
};
const ROLLBACK = Symbol('rollback');

// PostgreSQL's shared buffers: 16 MB instead of its default 128 MB, which PGlite allocates and touches in its
// WebAssembly memory at start-up (~130 MB of the process's memory, measured). The embedded database is one
// workshop's packs, and the pages it does not hold are read from the data directory's files (in the kernel's cache).
const SHARED_BUFFERS = '16MB';

const open = () =>
  new PGlite({
    dataDir: workerData.dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });

// A new data directory: PGlite runs initdb in two more WebAssembly instances beside the database's own, and their
// memory is given back only when the garbage collector runs, which on a quiet database thread can be long after
// (measured: ~480 MB after opening a new directory, ~300 MB after opening an existing one). So initdb runs on a
// thread of its own that opens the directory, closes it and exits (its memory goes with it), and the database then
// opens the initialised directory (~170 MB with the smaller shared buffers).
if (workerData.initOnly) {
  const init = open();
  await init.waitReady;
  await init.close();
  process.exit(0);
}
if (workerData.dataDir && !existsSync(join(workerData.dataDir, 'PG_VERSION'))) {
  await new Promise((done, failed) => {
    const init = new Worker(fileURLToPath(import.meta.url), {
      workerData: { ...workerData, initOnly: true },
    });
    init.on('error', failed);
    init.on('exit', (code) => (code === 0 ? done() : failed(new Error(`initdb exited (${code})`))));
  });
}

const db = open();
const transactions = new Map(); // id -> { tx, finish(commit), settled }
let nextTx = 1;

const errorOf = (e) => {
  const fields = {};
  for (const [k, v] of Object.entries(e ?? {}))
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { message: e?.message ?? String(e), name: e?.name ?? 'Error', fields };
};
const reply = (id, result) => parentPort.postMessage({ id, ok: true, result });
const fail = (id, e) => parentPort.postMessage({ id, ok: false, error: errorOf(e) });

async function handle(m) {
  switch (m.op) {
    case 'query': {
      const target = m.tx ? transactions.get(m.tx)?.tx : db;
      if (!target) throw new Error('transaction is not open');
      const r = await target.query(m.sql, m.params ?? [], {
        rowMode: m.rowMode ?? 'object',
        ...(m.keepDates ? { parsers: KEEP_DATES } : {}),
      });
      return { rows: r.rows, affectedRows: r.affectedRows, fields: r.fields };
    }
    case 'begin': {
      const id = nextTx++;
      let finish;
      const decided = new Promise((r) => (finish = r));
      const entry = { tx: undefined, finish, settled: undefined };
      transactions.set(id, entry);
      return await new Promise((opened, failed) => {
        entry.settled = db
          .transaction(async (tx) => {
            entry.tx = tx;
            opened(id);
            if (!(await decided)) throw ROLLBACK;
          })
          .catch((e) => {
            if (e !== ROLLBACK) throw e;
          })
          .finally(() => transactions.delete(id));
        // an error before the callback ran (the transaction never opened) fails the begin
        entry.settled.catch(failed);
      });
    }
    case 'end': {
      const t = transactions.get(m.tx);
      if (!t) throw new Error('transaction is not open');
      t.finish(m.commit);
      await t.settled;
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown op ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  handle(m).then(
    (result) => reply(m.id, result),
    (e) => fail(m.id, e),
  );
});
db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (e) => parentPort.postMessage({ ready: false, error: errorOf(e) }),
);
