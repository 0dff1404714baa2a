import { parentPort } from 'node:worker_threads';
import {
  loadGarmentClassifier,
  type GarmentBox,
  type GarmentClassification,
  type GarmentSaliency,
  type RgbRaster,
} from './index.js';

export type ThreadRequest =
  | { image: Uint8Array; garmentBox?: GarmentBox; textureBox?: GarmentBox; raster?: undefined }
  | { raster: RgbRaster; image?: undefined };
export type ThreadTask = { id: number } & ThreadRequest;
export type ThreadReply =
  | { ready: true; mask: boolean }
  | { loadError: string }
  | { id: number; ok: true; result: GarmentClassification | GarmentSaliency }
  | { id: number; ok: false; error: string };

// Worker thread: loads the model once, then classifies the images (and masks the rasters) it is sent, one at a time.
const model = await loadGarmentClassifier().catch((e: Error) => {
  parentPort?.postMessage({ loadError: e.message } satisfies ThreadReply);
  return undefined;
});
if (model) {
  parentPort?.on('message', async (task: ThreadTask) => {
    try {
      if (task.raster) {
        const result = await model.saliency!(task.raster);
        parentPort!.postMessage({ id: task.id, ok: true, result } satisfies ThreadReply, [
          result.data.buffer as ArrayBuffer,
        ]);
      } else {
        const image = Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength);
        const result = await model.classify(image, {
          garmentBox: task.garmentBox,
          textureBox: task.textureBox,
        });
        parentPort!.postMessage({ id: task.id, ok: true, result } satisfies ThreadReply);
      }
    } catch (e) {
      parentPort!.postMessage({ id: task.id, ok: false, error: (e as Error).message } satisfies ThreadReply);
    }
  });
  parentPort?.postMessage({ ready: true, mask: model.saliency !== undefined } satisfies ThreadReply);
}
