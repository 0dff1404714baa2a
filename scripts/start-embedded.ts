import 'dotenv/config';
import { ConfigError } from '@techpack/platform';
import { startEmbedded } from './embedded';

try {
  const app = await startEmbedded();
  const admin = app.admin;
  const lines = [
    '',
    '  Tech Pack Studio is running (embedded mode)',
    `  Open:            ${app.url}`,
    `  Admin dashboard: ${app.url}/admin-login`,
    admin?.password
      ? `  Admin login:     ${admin.username} / ${admin.password}   (generated now, stored hashed, shown only once)`
      : `  Admin login:     ${admin?.username ?? 'admin'} / ${admin?.source === 'config' ? '(ADMIN_PASSWORD from your configuration)' : '(the password printed at first start; set ADMIN_PASSWORD to change it)'}`,
    `  Data:            ${app.config.DATA_DIR}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  process.stdout.write(
    `READY ${JSON.stringify({ url: app.url, admin: admin?.username, adminPassword: admin?.password ?? null })}\n`,
  );
  const shutdown = async () => {
    await app.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} catch (e) {
  if (e instanceof ConfigError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(2);
  }
  throw e;
}
