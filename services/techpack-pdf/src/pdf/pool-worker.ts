import { Worker } from 'node:worker_threads';
import type { Logger } from '@techpack/platform';
import type { WorkerReply } from './pdf-worker';
import type { Job, Task } from './fair-queue';
import { NICE, YOUNG_GENERATION_MB, type Slot } from './pool-options';

// One render worker of the pool: how it starts, and how a render runs on this thread when no worker serves.

// The renderer's modules (React, @react-pdf, pdf-lib: ~175 MB) are loaded on this thread only when a render falls
// back to it: the workers load their own copy.
export const inProcess = () => import('./render');

// A half or the join of a lone render (the split path): run at normal priority (NICE.lone); whole documents at their
// worker's.
export const lonePart = (task: Task) => task.kind === 'merge' || !!task.pages;

// A render's answer from a worker (every reply but the one that says it has loaded).
export type RenderReply = Exclude<WorkerReply, { ready: true }>;

export interface SlotStart {
  maxHeapMb: number;
  startTimeoutMs: number;
  logger: Logger;
  // a render's answer from this worker
  reply: (slot: Slot, m: RenderReply) => void;
  // the worker has exited (crashed, terminated or retired)
  exit: (slot: Slot) => void;
}

// Starts a worker of `kind`; resolves with its slot once it has loaded, or undefined when it cannot start (no worker
// support, an error while loading, or no answer within `startTimeoutMs`).
export function startSlot(kind: Slot['kind'], o: SlotStart): Promise<Slot | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pdf-worker-entry.mjs', import.meta.url), {
        // layout allocates many short-lived objects: a larger young generation means far fewer scavenges
        // (measured: render p50 ~108 -> ~90 ms in bench/pdf-bench.ts)
        resourceLimits: {
          maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
          maxOldGenerationSizeMb: o.maxHeapMb,
        },
        workerData: { nice: NICE[kind] },
      });
    } catch (e) {
      o.logger.warn({ err: (e as Error).message }, 'pdf worker unavailable');
      return resolve(undefined);
    }
    const slot: Slot = { worker, busy: false, kind };
    const timer = setTimeout(() => {
      o.logger.warn('pdf worker did not start');
      void worker.terminate();
      resolve(undefined);
    }, o.startTimeoutMs);
    worker.on('message', (m: WorkerReply) => {
      if ('ready' in m) {
        clearTimeout(timer);
        return resolve(slot);
      }
      o.reply(slot, m);
    });
    worker.on('error', (e) => {
      o.logger.warn({ err: e.message }, 'pdf worker failed');
      clearTimeout(timer);
      resolve(undefined);
    });
    worker.on('exit', () => o.exit(slot));
    worker.unref();
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
