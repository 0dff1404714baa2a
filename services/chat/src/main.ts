import { runStandalone } from '@techpack/platform';
import { chatService } from './chat.module';

await runStandalone(chatService);
