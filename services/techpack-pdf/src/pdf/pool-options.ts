// The render pool's options, its kinds of worker, its time-out error, and how a lone render is split between two
// workers.

// prompt: renders someone is waiting for (nice 10); bulk: a designer's backlog and very large documents (nice 19)
export type Kind = 'prompt' | 'bulk';

// Scheduling priority (Linux nice) of each kind of render thread: the bulk one gets CPU only when nothing else wants it.
// `lone`: the halves and the join of a lone render (both prompt workers idle, nothing waiting: the split path) run at
// normal priority, since someone waits for exactly that render and no other render competes (measured on a quiet
// 2-core machine, bench/pdf-bench.ts: p50 176 ms at nice 10, 150 ms at nice 0). Where the thread may not raise its
// priority again (an unprivileged user), it stays at its kind's.
export const NICE = { lone: 0, prompt: 10, bulk: 19 } as const;

export const YOUNG_GENERATION_MB = 96;

// A render that runs past its time limit: its worker is replaced, the render fails (the PDF is rendered again on
// download, and any later change of the pack renders it afresh).
export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`pdf render took longer than ${ms} ms; its worker was replaced`);
  }
}

export const SPLIT_MAX_CHARS = 30_000;

// How a lone render is split between two workers (consecutive ranges, joined in order): pages 1-4 (cover and
// reference image: the photo is embedded once) and 5-8. Splits that balance the heavy pages (graded spec, BOM)
// measured no better on this machine, and splitting pages 1 and 2 apart embeds the photo twice (a 40 % larger file).
export const SPLIT: [number[], number[]] = [
  [1, 2, 3, 4],
  [5, 6, 7, 8],
];

export interface PdfRendererOptions {
  // Render worker threads; 0 renders on the calling thread. Default: 2 where the machine has 2 or more cores.
  workers?: number;
  // A render (or part of one) still running after this long has its worker replaced and fails. Default 30 s
  // (a largest allowed pack renders in well under 2 s). The time counts from when a worker takes the render.
  renderTimeoutMs?: number;
  // Heap of a render worker (piscina's resourceLimits); a document that needs more fails instead of exhausting the
  // process. Default 2048 MB: V8 collects a heap capped lower far more often (bench/pdf-bench.ts, one worker: p50
  // 165 ms at 512, 141 at 2048).
  maxHeapMb?: number;
  // Extra workers, at the lowest priority, for background renders: the renders of a designer who already has one
  // under way or waiting, and documents too large to split. Prompt workers then stay free (and split) for the next
  // designer, whose render also wins the CPU. Default 0.
  bulkWorkers?: number;
  // The bulk workers start when background work arrives (not with the prompt workers) and stop once they have had
  // nothing to do for `bulkIdleMs` (piscina's idleTimeout, minThreads 0; default 60 s): their memory (~170 MB each)
  // is held only while there is a backlog.
  bulkIdleMs?: number;
  // The bulk worker waits while prompt work is under way (bulk-hold.ts), at most `bulkMaxHoldMs` (default 10 s) at a
  // time. Default: where cores are few (fewer than 4); with more the bulk worker never waits.
  holdBulk?: boolean;
  bulkMaxHoldMs?: number;
  // Prompt workers not loaded after this long are given up (with none loaded, rendering falls back to this thread).
  // Default 20 s.
  workerStartTimeoutMs?: number;
}
