import os from 'node:os';
import { fewCores, type Logger } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';
import type { RenderResult } from './render';
import type { WorkerTask } from './pdf-worker';
import { BulkHold } from './bulk-hold';
import { BulkWorkers } from './bulk-workers';
import { FairQueue, type Done, type Job, type Task } from './fair-queue';
import {
  NICE,
  RenderTimeoutError,
  SPLIT_MAX_CHARS,
  type PdfRendererOptions,
  type Slot,
} from './pool-options';
import { inProcess, lonePart, runHere, startSlot, type RenderReply } from './pool-worker';
import { OwnerRenders } from './owner-renders';
import { renderSplit } from './split-render';

export { RenderTimeoutError, type PdfRendererOptions };

// A small pool of render workers (started lazily). When a render arrives while every worker is idle, its pages are
// split across two workers and joined (a lone render finishes in about half the time); under load every worker
// renders whole documents, so no work is added. If no worker can start (e.g. under a test runner without the
// TypeScript loader), rendering falls back to this thread.
export class PdfRenderer {
  private readonly size: number;
  private readonly bulkSize: number;
  private slots: Slot[] = [];
  private starting: Promise<void> | undefined;
  private readonly queue = new FairQueue();
  private readonly pending = new Map<number, { slot: Slot; job: Job; timer: NodeJS.Timeout }>();
  private nextId = 1;
  private closed = false;
  renderTimeoutMs: number;
  private readonly maxHeapMb: number;
  // Workers replaced after a time-out or a crash (for logs and tests).
  replacedWorkers = 0;
  // Whole documents rendered by each kind of worker (for tests and the bench).
  readonly wholeRendersOn = { prompt: 0, bulk: 0 };
  // The thread priority (nice) the last render of each kind ran at (for tests and the bench).
  readonly lastNice: Partial<Record<'lone' | Slot['kind'], number>> = {};
  private replacing = 0;
  // Bulk workers started by background work, and stopped after being idle (for tests and the bench).
  get bulkStarts(): { started: number; stopped: number } {
    return this.bulk.counts;
  }
  private readonly runningByOwner = new OwnerRenders();
  readonly bulkHold: BulkHold;
  // when the bulk workers run (started by background work, stopped when idle)
  private readonly bulk: BulkWorkers<Slot>;

  constructor(
    private readonly logger: Logger,
    private readonly options: PdfRendererOptions = {},
  ) {
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    this.size = options.workers ?? Math.min(2, Math.max(1, cores));
    this.renderTimeoutMs = options.renderTimeoutMs ?? 30_000;
    this.maxHeapMb = options.maxHeapMb ?? 2048;
    this.bulkSize = this.size === 0 ? 0 : (options.bulkWorkers ?? 0);
    this.bulkHold = new BulkHold(options.holdBulk ?? fewCores(cores), options.bulkMaxHoldMs ?? 10_000);
    const bulkPool = {
      bulkSlots: () => this.slots.filter((s) => s.kind === 'bulk'),
      bulkQueued: () => this.queue.has((j) => !!j.bulk),
      startBulk: () =>
        this.startWorker('bulk').then((fresh) => {
          if (fresh && this.closed) void fresh.worker.terminate();
          else if (fresh) this.slots.push(fresh);
          this.dispatch();
          return !!fresh;
        }),
      stopBulk: (slot: Slot) => {
        slot.retired = true;
        this.slots = this.slots.filter((s) => s !== slot);
        void slot.worker.terminate();
      },
    };
    this.bulk = new BulkWorkers<Slot>(bulkPool, this.bulkSize, options.bulkIdleMs ?? 60_000);
  }

  private ensureStarted(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    if (!this.starting) {
      // the bulk workers start later, when background work arrives (bulk-workers.ts)
      const kinds: Slot['kind'][] = Array(this.size).fill('prompt');
      this.starting = Promise.all(kinds.map((kind) => this.startWorker(kind))).then((slots) => {
        this.slots = [...this.slots, ...slots.filter((s): s is Slot => !!s)];
        if (this.slots.length === 0) this.logger.warn('no pdf worker could start; rendering in-process');
      });
    }
    return this.starting;
  }

  private startWorker(kind: Slot['kind']): Promise<Slot | undefined> {
    return startSlot(kind, {
      maxHeapMb: this.maxHeapMb,
      startTimeoutMs: this.options.workerStartTimeoutMs ?? 20_000,
      logger: this.logger,
      reply: (slot, m) => this.onReply(slot, m),
      exit: (slot) => this.onExit(slot),
    });
  }

  // a render's answer: its job settles and the worker takes the next
  private onReply(slot: Slot, m: RenderReply): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    clearTimeout(p.timer);
    slot.busy = false;
    if (slot.kind === 'prompt') this.bulkHold.promptDone();
    p.job.done?.();
    if (m.ok) this.lastNice[lonePart(p.job.task) ? 'lone' : slot.kind] = m.nice;
    if (m.ok)
      p.job.resolve({
        pdf: Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength),
        pages: m.pages,
        renderMs: m.renderMs,
      });
    else p.job.reject(new Error(m.error));
    this.dispatch();
  }

  private onExit(slot: Slot): void {
    const wasServing = this.slots.includes(slot) && !slot.retired;
    this.slots = this.slots.filter((s) => s !== slot);
    for (const [id, p] of this.pending) {
      if (p.slot !== slot) continue;
      this.pending.delete(id);
      clearTimeout(p.timer);
      p.job.done?.();
      p.job.reject(new Error('pdf worker exited'));
    }
    // a worker that crashed (e.g. out of heap) is replaced; the others keep serving meanwhile
    if (wasServing) this.replace(slot.kind);
    // every worker gone: start afresh on the next render; queued work renders here meanwhile
    if (this.slots.length === 0 && this.replacing === 0) this.starting = undefined;
    this.dispatch();
  }

  private replace(kind: Slot['kind']): void {
    if (this.closed) return;
    this.replacedWorkers++;
    this.replacing++;
    void this.startWorker(kind).then((fresh) => {
      this.replacing--;
      if (fresh && this.closed) void fresh.worker.terminate();
      else if (fresh) this.slots.push(fresh);
      this.dispatch();
    });
  }

  // a prompt render runs or waits
  private promptBusy(): boolean {
    return this.slots.some((s) => s.kind === 'prompt' && s.busy) || this.queue.has((j) => !j.bulk);
  }

  private dispatch(): void {
    if (this.slots.length === 0) {
      if (this.replacing > 0) return; // a replacement worker is starting: the queue waits for it
      for (const job of this.queue.drain()) runHere(job);
      return;
    }
    this.bulk.update();
    // one owner never holds every worker with whole documents (owner-renders.ts)
    const mayRun = this.runningByOwner.mayRun(this.slots, this.bulk.serving || this.replacing > 0);
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      if (
        slot.kind === 'bulk' &&
        this.queue.has((j) => !!j.bulk) &&
        this.bulkHold.holds(this.promptBusy(), () => this.dispatch())
      )
        continue;
      const job = this.queue.shift(mayRun(slot));
      if (!job) continue; // nothing this worker serves is waiting; the next worker may take something
      if (slot.kind === 'bulk') {
        this.bulkHold.started();
        this.bulk.busy();
      }
      const id = this.nextId++;
      slot.busy = true;
      const counted = job.task.kind === 'render' && !job.task.pages; // split parts and joins are short-lived
      if (counted && job.owner !== 'warm-up') this.wholeRendersOn[slot.kind]++;
      job.done = counted ? this.runningByOwner.start(job.owner) : () => undefined;
      const timer = setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.pending.delete(id);
        this.logger.warn(
          { renderTimeoutMs: this.renderTimeoutMs, owner: job.owner },
          'pdf render timed out; replacing its worker',
        );
        job.done?.();
        job.reject(new RenderTimeoutError(this.renderTimeoutMs));
        // out of service at once (no new work goes to it), terminated, and a fresh worker started
        this.slots = this.slots.filter((s) => s !== slot);
        void slot.worker.terminate();
        this.replace(slot.kind);
      }, this.renderTimeoutMs);
      timer.unref();
      this.pending.set(id, { slot, job, timer });
      slot.worker.postMessage({
        ...job.task,
        id,
        nice: lonePart(job.task) ? NICE.lone : NICE[slot.kind],
      } as WorkerTask);
    }
    this.bulk.update();
  }

  private run(task: Task, owner: string, first = false, bulk = false): Promise<Done> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, owner, resolve, reject, bulk }, first);
      if (bulk) this.bulkHold.bulkAsked();
      this.dispatch();
    });
  }

  // `owner`: whose render this is (the designer); the pool is shared round-robin between owners.
  async render(pack: TechPack, image: Buffer | null, owner = 'anonymous'): Promise<RenderResult> {
    if (this.size === 0 || this.closed) return (await inProcess()).renderTechPackPdf(pack, image);
    await this.ensureStarted();
    if (this.slots.length === 0 && this.replacing === 0)
      return (await inProcess()).renderTechPackPdf(pack, image);
    const bytes = image ? new Uint8Array(image) : null;
    const idle = this.slots.filter((s) => !s.busy && s.kind === 'prompt').length;
    // A heavy document (far more content than a generated pack, ~12-16k characters) is never split: its halves would
    // hold both workers for seconds, and whoever comes next would wait for them.
    const heavy = JSON.stringify(pack).length > SPLIT_MAX_CHARS;
    // With a bulk worker, a designer's second render while one is under way or waiting is background work, as is a
    // heavy document: the bulk worker renders it at the lowest priority.
    const bulk =
      this.bulkSize > 0 && (heavy || this.runningByOwner.of(owner) + this.queue.countOf(owner) > 0);
    const waiting = this.queue.has((j) => !j.bulk);
    if (idle < 2 || waiting || heavy || bulk)
      return this.run({ kind: 'render', pack, image: bytes }, owner, false, bulk);
    return renderSplit((task, who, first) => this.run(task, who, first), pack, bytes, owner);
  }

  // Starts the workers and has each render a sample document once, so the first real render does not pay for module
  // loading and the JIT warming up (a cold render takes 2-4x longer). Fire and forget at service start.
  async warmUp(sample: { pack: TechPack; image: Buffer | null }, rounds = 1): Promise<void> {
    if (this.size === 0 || this.closed) return;
    await this.ensureStarted();
    const bytes = sample.image ? new Uint8Array(sample.image) : null;
    for (let i = 0; i < rounds; i++) {
      // whole documents on every worker, then the split path (both halves and the join)
      await Promise.all(
        this.slots.map((s) =>
          this.run({ kind: 'render', pack: sample.pack, image: bytes }, 'warm-up', false, s.kind === 'bulk'),
        ),
      );
      await this.render(sample.pack, sample.image);
    }
  }

  // Starts the prompt workers (if not yet); resolves once each has loaded or been given up, with how many serve (the
  // bulk workers start with the first background render).
  async ready(): Promise<number> {
    if (this.size > 0 && !this.closed) await this.ensureStarted();
    return this.slots.length;
  }
  // Workers running now (0 before the first render, or when rendering falls back to this thread).
  get workerCount(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.bulkHold.close();
    this.bulk.close();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
