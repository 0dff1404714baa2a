import { parentPort, threadId, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { TechPack } from '@techpack/contracts';
import { lowerThreadPriority } from '@techpack/platform/thread-priority';
import { mergePdfParts, renderTechPackPdf } from './render';

export type WorkerTask =
  | { kind: 'render'; pack: TechPack; image: Uint8Array | null; pages?: number[]; nice: number }
  | { kind: 'merge'; parts: Uint8Array[]; nice: number };

export type WorkerResult = { pdf: Uint8Array; pages: number; renderMs: number; nice: number };

// Sent (as a piscina 'message' event) once this worker has loaded the renderer and can take renders.
export type WorkerLoaded = { pdfWorkerLoaded: number };

const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

// A piscina worker: renders PDFs (or page ranges of one, and joins them) so that the layout work never blocks the
// process's event loop (in embedded mode every service shares that loop).
// Rendering is background work (the designer has the pack already; the PDF follows). When the machine is busy, this
// thread yields to the ones answering calls and analysing uploads: it runs at a lower scheduling priority (nice 10, or
// 19 for the bulk worker, this thread only), except the parts of a lone render (pool-options.ts NICE.lone): each task
// says its priority. On a machine with spare CPU nothing changes.
const baseNice = (workerData as { nice?: number } | null)?.nice ?? 10;
let nice = lowerThreadPriority(baseNice) ? baseNice : 0;

export default async function renderTask(task: WorkerTask) {
  if (task.nice !== nice && lowerThreadPriority(task.nice)) nice = task.nice;
  const t0 = performance.now();
  const out =
    task.kind === 'render'
      ? await renderTechPackPdf(task.pack, task.image ? asBuffer(task.image) : null, task.pages)
      : { ...(await mergePdfParts(task.parts)), renderMs: 0 };
  const pdf = new Uint8Array(out.pdf.length);
  pdf.set(out.pdf);
  const renderMs = out.renderMs || Math.round(performance.now() - t0);
  const result: WorkerResult = { pdf, pages: out.pages, renderMs, nice };
  // the PDF's bytes move to the pool's thread, not copied
  return move({ [transferableSymbol]: pdf.buffer, [valueSymbol]: result });
}

parentPort?.postMessage({ pdfWorkerLoaded: threadId } satisfies WorkerLoaded);
