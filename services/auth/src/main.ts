import { runStandalone } from '@techpack/platform';
import { adminAnnouncement, authService } from './auth.module';

await runStandalone(authService);
const admin = adminAnnouncement.value;
if (admin?.password) {
  process.stdout.write(
    `ADMIN_CREDENTIALS ${JSON.stringify({ username: admin.username, password: admin.password })}\n`,
  );
}
