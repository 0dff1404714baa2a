import { runStandalone } from '@techpack/platform';
import { uploadAnalysisService } from './upload-analysis.module';

await runStandalone(uploadAnalysisService);
