import { Worker } from 'node:worker_threads';
import type { Logger } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';
import { renderTechPackPdf, type RenderResult } from './render';

type Pending = { resolve: (r: RenderResult) => void; reject: (e: Error) => void };

// One render worker, started lazily; renders are queued to it. If a worker cannot start (e.g. under a test
// runner without the TypeScript loader) rendering falls back to this thread.
export class PdfRenderer {
  private worker: Worker | undefined;
  private ready: Promise<boolean> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private disabled = false;
  private closed = false;

  constructor(private readonly logger: Logger, private readonly useWorker = true) {
    if (!useWorker) this.disabled = true;
  }

  private start(): Promise<boolean> {
    if (this.ready) return this.ready;
    this.ready = new Promise<boolean>((resolve) => {
      let worker: Worker;
      try {
        worker = new Worker(new URL('./pdf-worker-entry.mjs', import.meta.url));
      } catch (e) {
        this.logger.warn({ err: (e as Error).message }, 'pdf worker unavailable; rendering in-process');
        this.disabled = true;
        return resolve(false);
      }
      const timer = setTimeout(() => {
        this.logger.warn('pdf worker did not start; rendering in-process');
        this.disabled = true;
        void worker.terminate();
        resolve(false);
      }, 20_000);
      worker.on('message', (m: { ready?: boolean; id?: number; ok?: boolean; pdf?: Uint8Array; pages?: number; renderMs?: number; error?: string }) => {
        if (m.ready) {
          clearTimeout(timer);
          this.worker = worker;
          return resolve(true);
        }
        const p = this.pending.get(m.id!);
        if (!p) return;
        this.pending.delete(m.id!);
        if (m.ok) p.resolve({ pdf: Buffer.from(m.pdf!.buffer, m.pdf!.byteOffset, m.pdf!.byteLength), pages: m.pages!, renderMs: m.renderMs! });
        else p.reject(new Error(m.error ?? 'render failed'));
      });
      worker.on('error', (e) => {
        this.logger.warn({ err: e.message }, 'pdf worker failed');
        clearTimeout(timer);
        resolve(false);
      });
      worker.on('exit', () => {
        this.worker = undefined;
        this.ready = undefined;
        for (const p of this.pending.values()) p.reject(new Error('pdf worker exited'));
        this.pending.clear();
      });
      worker.unref();
    });
    return this.ready;
  }

  async render(pack: TechPack, image: Buffer | null): Promise<RenderResult> {
    if (this.disabled || this.closed || !(await this.start()) || !this.worker) return renderTechPackPdf(pack, image);
    const id = this.nextId++;
    return new Promise<RenderResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker!.postMessage({ id, pack, image: image ? new Uint8Array(image) : null });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.worker) await this.worker.terminate();
  }
}
