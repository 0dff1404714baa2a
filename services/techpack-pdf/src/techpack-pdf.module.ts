import { Module } from '@nestjs/common';
import { defineNestService } from '@techpack/platform';
import { TECHPACK_SCHEMA } from './techpack.schema';
import { techpackMigrations } from './techpack.migrations';
import { TechPackStore } from './store/tech-pack-store';
import { PackViewerGuard, SharedPackViewerGuard } from './access/viewer.guard';
import { PdfRenders } from './render-pdf/pdf-renders';
import { GenerateTechPackController } from './generate-tech-pack/generate-tech-pack.controller';
import { GenerateTechPackHandler } from './generate-tech-pack/generate-tech-pack.handler';
import { GetTechPackController } from './get-tech-pack/get-tech-pack.controller';
import { ListTechPacksController } from './list-tech-packs/list-tech-packs.controller';
import { UpdateTechPackController } from './update-tech-pack/update-tech-pack.controller';
import { UpdateTechPackHandler } from './update-tech-pack/update-tech-pack.handler';
import { RegenerateTechPackController } from './regenerate-tech-pack/regenerate-tech-pack.controller';
import { RegenerateTechPackHandler } from './regenerate-tech-pack/regenerate-tech-pack.handler';
import { CheckTechPackController } from './check-tech-pack/check-tech-pack.controller';
import { ConfirmTechPackController } from './confirm-tech-pack/confirm-tech-pack.controller';
import { ConfirmTechPackHandler } from './confirm-tech-pack/confirm-tech-pack.handler';
import { DownloadPdfController } from './download-pdf/download-pdf.controller';
import { DownloadPdfHandler } from './download-pdf/download-pdf.handler';
import { GetFlatController } from './get-flat/get-flat.controller';
import { DiscardFailedUploadController } from './discard-failed-upload/discard-failed-upload.controller';
import { ListMaterialsController } from './list-materials/list-materials.controller';
import { SearchColoursController } from './list-materials/search-colours.controller';
import { DiscardFailedUploadHandler } from './discard-failed-upload/discard-failed-upload.handler';
import { GetCostController } from './get-cost/get-cost.controller';
import { ExportJsonController } from './export-json/export-json.controller';
import { ImportTechPackController } from './import-tech-pack/import-tech-pack.controller';
import { ImportTechPackHandler } from './import-tech-pack/import-tech-pack.handler';
import { ExportXlsxController } from './export-xlsx/export-xlsx.controller';
import { ApplyFitDecisionController } from './apply-fit-decision/apply-fit-decision.controller';
import { ApplyFitDecisionHandler } from './apply-fit-decision/apply-fit-decision.handler';
import { FitSessionsClient } from './apply-fit-decision/fit-sessions.client';
import { FreezeStyleNumberController } from './freeze-style-number/freeze-style-number.controller';
import { FreezeStyleNumberHandler } from './freeze-style-number/freeze-style-number.handler';
import { ServeLogoController } from './logo/serve-logo.controller';
import { PACK_TALK_CONTROLLERS, PACK_TALK_PROVIDERS } from './comments/pack-talk.parts';
import { PATTERN_CONTROLLERS, PATTERN_PROVIDERS } from './pattern/pattern.parts';

// The tech pack service: generates the tech pack of an analysed upload (one internal request from upload-analysis),
// serves and edits it, checks it, draws its flats and renders its PDF. One folder per use case; the model (model/),
// the PDF document and render pool (pdf/, render-pdf/) and the checks (check/) are shared.
@Module({
  controllers: [
    GenerateTechPackController,
    GetTechPackController,
    ListTechPacksController,
    UpdateTechPackController,
    RegenerateTechPackController,
    CheckTechPackController,
    ConfirmTechPackController,
    DownloadPdfController,
    GetFlatController,
    DiscardFailedUploadController,
    ListMaterialsController,
    SearchColoursController,
    GetCostController,
    ExportJsonController,
    ImportTechPackController,
    ExportXlsxController,
    ApplyFitDecisionController,
    FreezeStyleNumberController,
    ServeLogoController,
    ...PACK_TALK_CONTROLLERS,
    ...PATTERN_CONTROLLERS,
  ],
  providers: [
    TechPackStore,
    ApplyFitDecisionHandler,
    FitSessionsClient,
    PackViewerGuard,
    SharedPackViewerGuard,
    PdfRenders,
    GenerateTechPackHandler,
    UpdateTechPackHandler,
    RegenerateTechPackHandler,
    ConfirmTechPackHandler,
    DownloadPdfHandler,
    DiscardFailedUploadHandler,
    ImportTechPackHandler,
    FreezeStyleNumberHandler,
    ...PACK_TALK_PROVIDERS,
    ...PATTERN_PROVIDERS,
  ],
})
export class TechPackPdfModule {}

export const techpackPdfService = defineNestService({
  name: 'techpack-pdf',
  schema: TECHPACK_SCHEMA,
  migrations: techpackMigrations,
  module: TechPackPdfModule,
  bodyLimit: 8 * 1024 * 1024,
  ready: async (deps) => ({ storage: await deps.storage.healthy() }),
});
