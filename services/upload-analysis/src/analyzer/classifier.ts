import { createLogger, type Logger } from '@techpack/platform';
import type { GarmentFeatures } from './image-features';
import type {
  ClassifierGarmentType,
  GarmentBox,
  GarmentClassification,
  GarmentClassifierPort,
  GarmentSaliency,
} from './analyzer.port';
import type { RawImage } from './image-features';

// TEMPORARY adapter, used only while @techpack/garment-classifier (the trained model) cannot be loaded:
// a rule of thumb on the garment outline. It cannot recognise hats or shoes and its confidence is low on purpose.
export class OutlineHeuristicClassifier implements GarmentClassifierPort {
  readonly name = 'outline-heuristic (temporary)';
  constructor(private readonly featuresOf: (image: Buffer) => Promise<GarmentFeatures> | GarmentFeatures) {}

  async classify(image: Buffer): Promise<GarmentClassification> {
    const t0 = performance.now();
    const f = await this.featuresOf(image);
    const top = avg(f.rowWidths.slice(2, 8));
    const bottom = avg(f.rowWidths.slice(24, 31));
    let garmentType: ClassifierGarmentType;
    if (f.legSplit) garmentType = f.bboxAspect > 1.45 ? 'pants' : 'shorts';
    else if (bottom > top * 1.15 && f.bboxAspect > 1.05)
      garmentType = f.bboxAspect > 1.55 ? 'dress' : 'skirt';
    else if (f.lowerBodyFull > 0.88) garmentType = 'long-sleeve top';
    else garmentType = 't-shirt';
    return {
      garmentType,
      rawClass: garmentType,
      confidence: f.segmented ? 0.45 : 0.3,
      probabilities: { [garmentType]: f.segmented ? 0.45 : 0.3 },
      inferenceMs: performance.now() - t0,
    };
  }
}

export const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

// Loads the trained classifier once, in a worker thread (inference off the service's event loop); in this thread
// when no worker can start; falls back to the temporary heuristic (logged) when the model is not available.
export async function loadClassifier(
  logger: Logger = createLogger('classifier', 'info'),
): Promise<GarmentClassifierPort | undefined> {
  const specifier = '@techpack/garment-classifier';
  try {
    type Model = {
      classify(
        buf: Buffer,
        options?: { garmentBox?: GarmentBox; textureBox?: GarmentBox },
      ): Promise<GarmentClassification>;
      saliency?(raster: RawImage): Promise<GarmentSaliency>;
    };
    const mod = (await import(/* @vite-ignore */ specifier)) as {
      loadGarmentClassifier?: () => Promise<Model>;
      startGarmentClassifierThread?: () => Promise<Model>;
    };
    const port = (model: Model): GarmentClassifierPort => ({
      name: 'garment-classifier',
      classify: (buf, options) => model.classify(buf, options),
      ...(model.saliency ? { saliency: (raster: RawImage) => model.saliency!(raster) } : {}),
    });
    if (!mod.loadGarmentClassifier) throw new Error('loadGarmentClassifier not exported');
    if (mod.startGarmentClassifierThread) {
      try {
        return port(await mod.startGarmentClassifierThread());
      } catch (e) {
        logger.warn(
          { err: (e as Error).message },
          'classifier thread unavailable; classifying on the main thread',
        );
      }
    }
    return port(await mod.loadGarmentClassifier());
  } catch (e) {
    logger.warn(
      { err: (e as Error).message },
      'garment classifier not available; using the temporary outline heuristic',
    );
    return undefined;
  }
}
