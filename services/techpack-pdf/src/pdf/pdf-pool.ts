import os from 'node:os';
import { fewCores, type Logger } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';
import type { RenderResult } from './render';
import type { WorkerLoaded, WorkerTask } from './pdf-worker';
import { BulkHold } from './bulk-hold';
import { FairQueue, type Done, type Job, type RunOptions, type Task } from './fair-queue';
import { NICE, RenderTimeoutError, SPLIT_MAX_CHARS, type Kind } from './pool-options';
import type { PdfRendererOptions } from './pool-options';
import { inProcess, lonePart, runHere, workerPool, type WorkerPool } from './pool-worker';
import { OwnerRenders } from './owner-renders';
import { renderSplit } from './split-render';

export { RenderTimeoutError, type PdfRendererOptions };

// The render pool: piscina runs the workers (their heap limits, replacing one that crashed or whose render was
// aborted, starting the bulk workers for background work and stopping them when idle); this class decides which
// render goes where and when. When a render arrives while both prompt workers are idle, its pages are split across
// them and joined (a lone render finishes in about half the time); under load every worker renders whole documents,
// so no work is added. Renders wait in a FairQueue (round-robin between designers) until a worker of their kind is
// free. If no worker can start, rendering falls back to this thread.
export class PdfRenderer {
  private readonly size: number;
  private readonly bulkSize: number;
  private readonly startMs: number;
  private readonly pools: Partial<Record<Kind, WorkerPool>> = {};
  // threads of each kind that have loaded the renderer
  private readonly loaded = { prompt: new Set<number>(), bulk: new Set<number>() };
  private readonly running = { prompt: 0, bulk: 0 };
  // what stops each render under way (close, or a bulk worker that cannot start)
  private readonly stops = new Map<AbortController, Kind>();
  private starting: Promise<void> | undefined;
  private startWait: (() => void) | undefined;
  private readonly queue = new FairQueue();
  private bulkUnavailable = false;
  private closed = false;
  renderTimeoutMs: number;
  // Prompt workers replaced after a time-out, an abort or a crash (for logs and tests).
  replacedWorkers = 0;
  // Whole documents rendered by each kind of worker (for tests and the bench).
  readonly wholeRendersOn = { prompt: 0, bulk: 0 };
  // The thread priority (nice) the last render of each kind ran at (for tests and the bench).
  readonly lastNice: Partial<Record<'lone' | Kind, number>> = {};
  // Bulk workers started by background work, and stopped (after being idle) (for tests and the bench).
  readonly bulkStarts = { started: 0, stopped: 0 };
  // The owners of the last 32 whole renders, in the order they started (for tests and the bench).
  readonly recentStarts: string[] = [];
  private readonly runningByOwner = new OwnerRenders();
  readonly bulkHold: BulkHold;

  constructor(
    private readonly logger: Logger,
    private readonly options: PdfRendererOptions = {},
  ) {
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    this.size = options.workers ?? Math.min(2, Math.max(1, cores));
    this.renderTimeoutMs = options.renderTimeoutMs ?? 30_000;
    this.startMs = options.workerStartTimeoutMs ?? 20_000;
    this.bulkSize = this.size === 0 ? 0 : (options.bulkWorkers ?? 0);
    this.bulkHold = new BulkHold(options.holdBulk ?? fewCores(cores), options.bulkMaxHoldMs ?? 10_000);
  }

  // Workers of `kind` that have loaded and serve now.
  private serving(kind: Kind): number {
    const threads = this.pools[kind]?.threads ?? [];
    return threads.filter((t) => this.loaded[kind].has(t.threadId)).length;
  }

  private pool(kind: Kind): WorkerPool {
    const existing = this.pools[kind];
    if (existing) return existing;
    const pool = workerPool(kind, kind === 'prompt' ? this.size : this.bulkSize, {
      maxHeapMb: this.options.maxHeapMb ?? 2048,
      idleMs: this.options.bulkIdleMs ?? 60_000,
    });
    pool.on('message', (m: Partial<WorkerLoaded> | null) => {
      if (typeof m?.pdfWorkerLoaded !== 'number') return;
      this.loaded[kind].add(m.pdfWorkerLoaded);
      if (kind === 'bulk') this.bulkStarts.started++;
      this.settled();
    });
    // a worker stopped: idle (bulk), crashed, or its render aborted (piscina starts a prompt worker afresh)
    pool.on('workerDestroy', () => {
      if (kind === 'bulk') this.bulkStarts.stopped++;
      else if (!this.closed && this.pools.prompt === pool) this.replacedWorkers++;
      queueMicrotask(() => this.settled());
    });
    pool.on('error', (e: Error) => {
      this.logger.warn({ err: e.message, kind }, 'pdf worker failed');
      // a bulk worker that cannot load is not tried again: the prompt workers take background work
      if (kind !== 'bulk' || this.serving('bulk') > 0) return;
      this.bulkUnavailable = true;
      for (const [stop, k] of this.stops) if (k === 'bulk') stop.abort();
    });
    this.pools[kind] = pool;
    return pool;
  }

  // A worker loaded or stopped.
  private settled(): void {
    if (this.closed) return;
    const prompt = this.pools.prompt;
    // starting: every prompt worker has loaded, or none is left that could
    if (this.startWait && prompt && this.serving('prompt') === prompt.threads.length) this.startWait();
    // every prompt worker gone and none starting (one that fails to load is not started again): start afresh on the
    // next render; what waits renders here meanwhile
    if (!this.startWait && prompt?.threads.length === 0) this.giveUp(true);
    this.dispatch();
  }

  private ensureStarted(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    this.starting ??= this.startPrompt();
    return this.starting;
  }

  // The prompt workers (the bulk workers start with the first background render).
  private async startPrompt(): Promise<void> {
    this.pool('prompt');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.startWait?.(), this.startMs);
      this.startWait = () => {
        clearTimeout(timer);
        this.startWait = undefined;
        resolve();
      };
    });
    if (this.serving('prompt') > 0) return;
    this.logger.warn('no pdf worker could start; rendering in-process');
    this.giveUp(false);
  }

  private giveUp(again: boolean): void {
    const pool = this.pools.prompt;
    delete this.pools.prompt;
    if (again) this.starting = undefined;
    void pool?.destroy();
  }

  // a prompt render runs or waits
  private promptBusy(): boolean {
    return this.running.prompt > 0 || this.queue.has((j) => !j.bulk);
  }

  private dispatch(): void {
    if (this.closed) return;
    if (!this.pools.prompt) {
      for (const job of this.queue.drain()) runHere(job);
      return;
    }
    const bulkServed = this.bulkSize > 0 && !this.bulkUnavailable;
    // one owner never holds every prompt worker with whole documents (owner-renders.ts)
    const mayRun = this.runningByOwner.mayRun(this.size, bulkServed);
    for (let job; this.running.prompt < this.serving('prompt') && (job = this.queue.shift(mayRun('prompt')));)
      this.start('prompt', job);
    while (bulkServed && this.running.bulk < this.bulkSize && this.queue.has(mayRun('bulk'))) {
      if (this.bulkHold.holds(this.promptBusy(), () => this.dispatch())) break;
      this.bulkHold.started();
      this.start('bulk', this.queue.shift(mayRun('bulk'))!);
    }
  }

  // A job goes to a free worker of `kind` at once (piscina starts a bulk worker for it when none is idle).
  private start(kind: Kind, job: Job): void {
    const pool = this.pool(kind);
    const whole = job.task.kind === 'render' && !job.task.pages; // split parts and joins are short-lived
    if (whole && job.owner !== 'warm-up') {
      this.wholeRendersOn[kind]++;
      if (this.recentStarts.push(job.owner) > 32) this.recentStarts.shift();
    }
    const done = whole ? this.runningByOwner.start(job.owner) : () => undefined;
    // the time limit counts from the start of the render (a worker that has yet to load adds its start time)
    const limitMs = this.renderTimeoutMs + (this.running[kind] < this.serving(kind) ? 0 : this.startMs);
    const timeout = AbortSignal.timeout(limitMs);
    const stop = new AbortController();
    this.stops.set(stop, kind);
    this.running[kind]++;
    const lone = lonePart(job.task);
    const task = { ...job.task, nice: lone ? NICE.lone : NICE[kind] } as WorkerTask;
    const signal = AbortSignal.any([timeout, stop.signal]);
    pool
      .run(task, { signal })
      .then(
        (r) => {
          this.lastNice[lone ? 'lone' : kind] = r.nice;
          const pdf = Buffer.from(r.pdf.buffer, r.pdf.byteOffset, r.pdf.byteLength);
          job.resolve({ pdf, pages: r.pages, renderMs: r.renderMs });
        },
        (e: Error) => this.failed(kind, job, e, timeout.aborted ? limitMs : 0),
      )
      .finally(() => {
        this.stops.delete(stop);
        this.running[kind]--;
        done();
        if (kind === 'prompt') this.bulkHold.promptDone();
        this.dispatch();
      });
  }

  private failed(kind: Kind, job: Job, e: Error, timedOutAfterMs: number): void {
    if (timedOutAfterMs > 0) {
      this.logger.warn(
        { renderTimeoutMs: timedOutAfterMs, owner: job.owner },
        'pdf render timed out; replacing its worker',
      );
      return job.reject(new RenderTimeoutError(timedOutAfterMs));
    }
    // background work stopped because no bulk worker can start: a prompt worker takes it
    if (kind === 'bulk' && this.bulkUnavailable && !this.closed && !job.signal?.aborted)
      return this.queue.push({ ...job, bulk: false });
    job.reject(e);
  }

  private run(task: Task, owner: string, o: RunOptions = {}): Promise<Done> {
    return new Promise((resolve, reject) => {
      o.signal?.throwIfAborted();
      const job: Job = { task, owner, resolve, reject, bulk: o.bulk, signal: o.signal };
      // a caller that gives up while its render waits: the render leaves the queue
      const leave = () => this.queue.remove(job) && reject(o.signal!.reason);
      o.signal?.addEventListener('abort', leave, { once: true });
      this.queue.push(job, o.first);
      if (o.bulk) this.bulkHold.bulkAsked();
      this.dispatch();
    });
  }

  // `owner`: whose render this is (the designer); the pool is shared round-robin between owners. `signal`: the caller
  // gives up (a render still waiting for a worker leaves the queue).
  async render(
    pack: TechPack,
    image: Buffer | null,
    owner = 'anonymous',
    signal?: AbortSignal,
  ): Promise<RenderResult> {
    if (this.size === 0 || this.closed) return (await inProcess()).renderTechPackPdf(pack, image);
    await this.ensureStarted();
    if (!this.pools.prompt) return (await inProcess()).renderTechPackPdf(pack, image);
    const bytes = image ? new Uint8Array(image) : null;
    const idle = this.serving('prompt') - this.running.prompt;
    // A heavy document (far more content than a generated pack, ~12-16k characters) is never split: its halves would
    // hold both workers for seconds, and whoever comes next would wait for them.
    const heavy = JSON.stringify(pack).length > SPLIT_MAX_CHARS;
    // With a bulk worker, a designer's second render while one is under way or waiting is background work, as is a
    // heavy document: the bulk worker renders it at the lowest priority.
    const bulk =
      this.bulkSize > 0 &&
      !this.bulkUnavailable &&
      (heavy || this.runningByOwner.of(owner) + this.queue.countOf(owner) > 0);
    const waiting = this.queue.has((j) => !j.bulk);
    if (idle < 2 || waiting || heavy || bulk)
      return this.run({ kind: 'render', pack, image: bytes }, owner, { bulk, signal });
    return renderSplit((task, who, first) => this.run(task, who, { first, signal }), pack, bytes, owner);
  }

  // Starts the workers and has each render a sample document once, so the first real render does not pay for module
  // loading and the JIT warming up (a cold render takes 2-4x longer). Fire and forget at service start.
  async warmUp(sample: { pack: TechPack; image: Buffer | null }, rounds = 1): Promise<void> {
    if (this.size === 0 || this.closed) return;
    await this.ensureStarted();
    const bytes = sample.image ? new Uint8Array(sample.image) : null;
    for (let i = 0; i < rounds; i++) {
      // whole documents on the prompt workers, then the split path (both halves and the join)
      const whole = () => this.run({ kind: 'render', pack: sample.pack, image: bytes }, 'warm-up');
      await Promise.all(Array.from({ length: this.serving('prompt') }, whole));
      await this.render(sample.pack, sample.image);
    }
  }

  // Starts the prompt workers (if not yet); resolves once each has loaded or been given up, with how many serve (the
  // bulk workers start with the first background render).
  async ready(): Promise<number> {
    if (this.size > 0 && !this.closed) await this.ensureStarted();
    return this.workerCount;
  }

  // Workers serving now (0 before the first render, or when rendering falls back to this thread).
  get workerCount(): number {
    return this.serving('prompt') + this.serving('bulk');
  }

  // Stops the renders under way (they fail), rejects the ones waiting, and terminates the workers.
  async close(): Promise<void> {
    this.closed = true;
    this.bulkHold.close();
    for (const job of this.queue.drain()) job.reject(new Error('pdf render pool closed'));
    for (const stop of this.stops.keys()) stop.abort();
    await Promise.all(Object.values(this.pools).map((pool) => pool.destroy()));
  }
}
