import { parentPort, workerData } from 'node:worker_threads';
import type { TechPack } from '@techpack/contracts';
import { lowerThreadPriority } from '@techpack/platform/thread-priority';
import { mergePdfParts, renderTechPackPdf } from './render';

export type WorkerTask =
  | { id: number; kind: 'render'; pack: TechPack; image: Uint8Array | null; pages?: number[]; nice?: number }
  | { id: number; kind: 'merge'; parts: Uint8Array[]; nice?: number };

export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; pdf: Uint8Array; pages: number; renderMs: number; nice: number }
  | { id: number; ok: false; error: string };

const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

// Worker thread: renders PDFs (or page ranges of one, and joins them) so that the layout work never blocks the
// process's event loop (in embedded mode every service shares that loop).
// the thread's priority now (each task may ask for another: pool-options.ts NICE)
const baseNice = (workerData as { nice?: number } | null)?.nice ?? 10;
let nice = baseNice;
parentPort?.on('message', async (task: WorkerTask) => {
  const want = task.nice ?? baseNice;
  if (want !== nice && lowerThreadPriority(want)) nice = want;
  try {
    const t0 = performance.now();
    const out =
      task.kind === 'render'
        ? await renderTechPackPdf(task.pack, task.image ? asBuffer(task.image) : null, task.pages)
        : { ...(await mergePdfParts(task.parts)), renderMs: 0 };
    const copy = new Uint8Array(out.pdf.length);
    copy.set(out.pdf);
    const reply: WorkerReply = {
      id: task.id,
      ok: true,
      pdf: copy,
      pages: out.pages,
      renderMs: out.renderMs || Math.round(performance.now() - t0),
      nice,
    };
    parentPort!.postMessage(reply, [copy.buffer]);
  } catch (e) {
    parentPort!.postMessage({ id: task.id, ok: false, error: (e as Error).message } satisfies WorkerReply);
  }
});
// Rendering is background work (the designer has the pack already; the PDF follows). When the machine is busy, this
// thread yields to the ones answering calls and analysing uploads: it runs at a lower scheduling priority (nice 10, or
// 19 for the bulk worker, this thread only), except the parts of a lone render (pool-options.ts NICE.lone). On a
// machine with spare CPU nothing changes.
if (!lowerThreadPriority(baseNice)) nice = 0;
parentPort?.postMessage({ ready: true } satisfies WorkerReply);
