import { Worker } from 'node:worker_threads';
import { ThreadCalls } from '@techpack/platform/thread-calls';
import type { ThreadReply, ThreadRequest } from './thread.js';
import type {
  ClassifyOptions,
  GarmentClassification,
  GarmentClassifier,
  GarmentSaliency,
  RgbRaster,
} from './types.js';

/**
 * The same model in a worker thread: inference (~20-40 ms of native CPU work a photo) no longer blocks the calling thread's event
 * loop, so a service keeps answering calls, relaying its outbox and consuming events while it classifies.
 * Resolves once the model is loaded; a worker that dies is replaced on the next call.
 */
export function startGarmentClassifierThread(
  options: { startTimeoutMs?: number } = {},
): Promise<GarmentClassifier & { readonly waiting: number; close(): Promise<void> }> {
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  let closed = false;

  const spawn = () =>
    new Promise<ThreadCalls>((resolve, reject) => {
      const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url));
      // idle, the thread alone does not keep the process alive; an awaited answer does
      const calls = new ThreadCalls(worker, 'the classifier thread');
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error('classifier thread did not start'));
      }, timeoutMs);
      worker.on('message', (m: ThreadReply) => {
        if ('ready' in m) {
          clearTimeout(timer);
          hasMask = m.mask;
          resolve(calls);
        } else if ('loadError' in m) {
          clearTimeout(timer);
          void worker.terminate();
          reject(new Error(m.loadError));
        }
      });
      worker.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the classifier thread exited (${code})`));
        current = undefined;
        live = undefined;
      });
    });

  let current: Promise<ThreadCalls> | undefined;
  // the started thread's calls (while it lives): a call is posted at once, not a microtask later
  let live: ThreadCalls | undefined;
  let hasMask = false;
  const thread = () => {
    if (!current) {
      const started = spawn();
      current = started;
      started.then(
        (calls) => {
          if (current === started) live = calls;
        },
        () => {
          if (current === started) current = undefined;
        },
      );
    }
    return current;
  };

  // Posted synchronously where the thread is up: the caller's own work that follows the call (the upload service
  // measures the colours right after asking for the classification) then runs while the thread classifies. Posted
  // after an await, the message left only once that work was done, and the two ran one after the other (~15 ms).
  const send = <T>(task: ThreadRequest, bytes: Uint8Array<ArrayBuffer>): Promise<T> => {
    if (closed) return Promise.reject(new Error('classifier closed'));
    if (live && !live.failed) return live.call<T>(task, [bytes.buffer]);
    live = undefined;
    return thread().then((calls) => calls.call<T>(task, [bytes.buffer]));
  };
  const copyOf = (b: Uint8Array) => {
    const copy = new Uint8Array(new ArrayBuffer(b.byteLength));
    copy.set(b);
    return copy;
  };
  return thread().then(() => ({
    classify(image: Buffer, options?: ClassifyOptions): Promise<GarmentClassification> {
      const copy = copyOf(image);
      return send<GarmentClassification>(
        { image: copy, garmentBox: options?.garmentBox, textureBox: options?.textureBox },
        copy,
      );
    },
    ...(hasMask
      ? {
          saliency(raster: RgbRaster): Promise<GarmentSaliency> {
            const copy = copyOf(raster.data);
            return send<GarmentSaliency>(
              { raster: { data: copy, width: raster.width, height: raster.height } },
              copy,
            );
          },
        }
      : {}),
    // calls posted to the thread and not answered yet (posted at once where the thread is up: see send)
    get waiting() {
      return live?.waiting ?? 0;
    },
    async close() {
      closed = true;
      const calls = await current?.catch(() => undefined);
      await calls?.worker.terminate();
    },
  }));
}
