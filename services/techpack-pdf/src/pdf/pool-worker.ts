import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { WorkerResult, WorkerTask } from './pdf-worker';
import type { Job, Task } from './fair-queue';
import { NICE, YOUNG_GENERATION_MB, type Kind } from './pool-options';

// The render pool's workers (a piscina pool per kind), and how a render runs on this thread when no worker serves.

export type WorkerPool = Piscina<WorkerTask, WorkerResult>;

// The renderer's modules (React, @react-pdf, pdf-lib: ~175 MB) are loaded on this thread only when a render falls
// back to it: the workers load their own copy.
export const inProcess = () => import('./render');

// A half or the join of a lone render (the split path): run at normal priority (NICE.lone); whole documents at their
// worker's.
export const lonePart = (task: Task) => task.kind === 'merge' || !!task.pages;

// The workers of one kind. prompt: `threads` of them, started at once and kept (piscina replaces one that crashed or
// whose render was aborted); bulk: none until background work arrives, up to `threads`, each stopped once idle for
// `idleMs`. Every task is given to a free worker (the render pool's FairQueue picks it), so piscina's queue stays empty.
export function workerPool(
  kind: Kind,
  threads: number,
  o: { maxHeapMb: number; idleMs: number },
): WorkerPool {
  return new Piscina({
    filename: fileURLToPath(new URL('./pdf-worker-entry.mjs', import.meta.url)),
    minThreads: kind === 'prompt' ? threads : 0,
    maxThreads: threads,
    idleTimeout: kind === 'prompt' ? Infinity : o.idleMs,
    // layout allocates many short-lived objects: a larger young generation means far fewer scavenges
    // (measured: render p50 ~108 -> ~90 ms in bench/pdf-bench.ts)
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: o.maxHeapMb },
    workerData: { nice: NICE[kind] },
    recordTiming: false,
  });
}

// Renders a job on this thread (no worker serves).
export function runHere(job: Job): void {
  const t0 = performance.now();
  const { task } = job;
  const work = inProcess().then(({ renderTechPackPdf, mergePdfParts }) =>
    task.kind === 'render'
      ? renderTechPackPdf(task.pack, task.image ? Buffer.from(task.image) : null, task.pages)
      : mergePdfParts(task.parts).then((m) => ({ ...m, renderMs: Math.round(performance.now() - t0) })),
  );
  work.then(job.resolve, job.reject);
}
