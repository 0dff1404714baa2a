import { Module } from '@nestjs/common';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@techpack/catalog';
import {
  CONFIG,
  defineNestService,
  LOGGER,
  UserOrOperatorGuard,
  type AppConfig,
  type Logger,
} from '@techpack/platform';
import { ANALYZER, type GarmentAnalyzer } from './analyzer/analyzer.port';
import { LocalAnalyzer, loadClassifier } from './analyzer/local.analyzer';
import { OpenAiAnalyzer } from './analyzer/openai.analyzer';
import { intakeImage } from '@techpack/garment-classifier/photo';
import { UPLOAD_SCHEMA } from './uploads/upload.schema';
import { uploadMigrations } from './uploads/upload.migrations';
import { UploadsStore } from './uploads/uploads.store';
import { UploadDesignController } from './upload-design/upload-design.controller';
import { UploadDesignHandler } from './upload-design/upload-design.handler';
import { TechPackRequest } from './upload-design/tech-pack-request';
import { MULTIPART_LIMITS } from './upload-design/upload-form';
import { ServeUploadImageController } from './serve-upload-image/serve-upload-image.controller';
import { AnalyzerInfoController } from './analyzer-info/analyzer-info.controller';

// The analyzer port, chosen from configuration: OpenAI's vision model when a key is set, otherwise the local
// classifier (the trained model when present), loaded once, at start (with OpenAI, for its garment mask network).
export async function createAnalyzer(config: AppConfig, logger: Logger): Promise<GarmentAnalyzer> {
  // the local model's garment mask network serves both: OpenAI's analysis measures its colours on it too
  const local = await loadClassifier(logger);
  const analyzer = config.OPENAI_API_KEY
    ? new OpenAiAnalyzer({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        ...(local?.saliency ? { saliency: local.saliency } : {}),
      })
    : new LocalAnalyzer(local);
  if (analyzer instanceof LocalAnalyzer && local) await warmUp(analyzer, logger);
  logger.info({ analyzer: analyzer.name }, 'analyzer ready');
  return analyzer;
}

// A freshly loaded model answers its first photos slowly (the runtimes' first runs allocate and pick their kernels,
// the colour code is not compiled yet): the first whole analysis took ~250 ms, the second ~190, then ~110. Two
// analyses of a drawn garment photo (3:4, as most uploads), before the service takes uploads, pay that at start.
const WARM_UP_RUNS = 2;
async function warmUp(analyzer: LocalAnalyzer, logger: Logger): Promise<void> {
  const t0 = performance.now();
  try {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#d8d2c4"/>' +
      '<path d="M300 200 L380 160 Q450 220 520 160 L600 200 L760 360 L660 450 L620 400 L620 1000 L280 1000 L280 400 L240 450 L140 360 Z" fill="#1f2a44"/></svg>';
    const image = await intakeImage(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
    for (let i = 0; i < WARM_UP_RUNS; i++) await analyzer.analyze({ web: image.web, raw: image.analysis });
    logger.info({ ms: Math.round(performance.now() - t0) }, 'analyzer warmed up');
  } catch (e) {
    logger.warn({ err: (e as Error).message }, 'analyzer warm-up failed; the first uploads will be slower');
  }
}

// The upload service: a designer's photo in, its analysis and tech pack out (upload-design/), and the stored image
// back to its owner (serve-upload-image/). One folder per use case; the uploads table in uploads/.
@Module({
  controllers: [UploadDesignController, ServeUploadImageController, AnalyzerInfoController],
  providers: [
    UploadsStore,
    UploadDesignHandler,
    TechPackRequest,
    UserOrOperatorGuard,
    { provide: ANALYZER, inject: [CONFIG, LOGGER], useFactory: createAnalyzer },
  ],
})
export class UploadAnalysisModule {}

export const uploadAnalysisService = defineNestService({
  name: 'upload-analysis',
  schema: UPLOAD_SCHEMA,
  migrations: uploadMigrations,
  module: UploadAnalysisModule,
  bodyLimit: UPLOAD_LIMITS.maxBytes + 1024 * 1024,
  ready: async (deps) => ({ storage: await deps.storage.healthy() }),
  registerPlugins: async (http) => {
    await http.register(multipart, { limits: MULTIPART_LIMITS });
  },
});
