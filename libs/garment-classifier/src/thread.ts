import { parentPort } from 'node:worker_threads';
import { loadGarmentClassifier, type GarmentClassification } from './index.js';

export type ThreadTask = { id: number; image: Uint8Array };
export type ThreadReply =
  | { ready: true }
  | { loadError: string }
  | { id: number; ok: true; result: GarmentClassification }
  | { id: number; ok: false; error: string };

// Worker thread: loads the model once, then classifies the images it is sent, one at a time.
const model = await loadGarmentClassifier().catch((e: Error) => {
  parentPort?.postMessage({ loadError: e.message } satisfies ThreadReply);
  return undefined;
});
if (model) {
  parentPort?.on('message', async (task: ThreadTask) => {
    try {
      const result = await model.classify(Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength));
      parentPort!.postMessage({ id: task.id, ok: true, result } satisfies ThreadReply);
    } catch (e) {
      parentPort!.postMessage({ id: task.id, ok: false, error: (e as Error).message } satisfies ThreadReply);
    }
  });
  parentPort?.postMessage({ ready: true } satisfies ThreadReply);
}
