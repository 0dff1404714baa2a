import { Module } from '@nestjs/common';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@techpack/catalog';
import { CONFIG, defineNestService, LOGGER, type AppConfig, type Logger } from '@techpack/platform';
import { ANALYZER, type GarmentAnalyzer } from './analyzer/analyzer.port';
import { LocalAnalyzer, loadClassifier } from './analyzer/local.analyzer';
import { OpenAiAnalyzer } from './analyzer/openai.analyzer';
import { UPLOAD_SCHEMA, uploadMigrations } from './uploads/upload.schema';
import { UploadsStore } from './uploads/uploads.store';
import { UploadDesignController } from './upload-design/upload-design.controller';
import { UploadDesignHandler } from './upload-design/upload-design.handler';
import { TechPackRequest } from './upload-design/tech-pack-request';
import { MULTIPART_LIMITS } from './upload-design/upload-form';
import { ServeUploadImageController } from './serve-upload-image/serve-upload-image.controller';
import { UploadViewerGuard } from './serve-upload-image/upload-viewer.guard';

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
  logger.info({ analyzer: analyzer.name }, 'analyzer ready');
  return analyzer;
}

// The upload service: a designer's photo in, its analysis and tech pack out (upload-design/), and the stored image
// back to its owner (serve-upload-image/). One folder per use case; the uploads table in uploads/.
@Module({
  controllers: [UploadDesignController, ServeUploadImageController],
  providers: [
    UploadsStore,
    UploadDesignHandler,
    TechPackRequest,
    UploadViewerGuard,
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
