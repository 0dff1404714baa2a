import { runStandalone } from '@techpack/platform';
import { authService } from './auth.module';

await runStandalone(authService);
