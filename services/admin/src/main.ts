import { runStandalone } from '@techpack/platform';
import { adminService } from './admin.module';

await runStandalone(adminService);
