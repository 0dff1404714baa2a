import { runStandalone } from '@techpack/platform';
import { techpackPdfService } from './techpack-pdf.module';

await runStandalone(techpackPdfService);
