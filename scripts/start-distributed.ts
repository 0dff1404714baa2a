import 'dotenv/config';
import { loadConfig, parseConfig, resolveJwtSecret, type ServiceName } from '@techpack/platform';
import { DistributedApp } from './distributed';

// One signing secret for every process: JWT_SECRET, or one generated once and kept with the data.
const jwtSecret = process.env.JWT_SECRET || resolveJwtSecret(parseConfig({ DATA_DIR: process.env.DATA_DIR }));

// Validates the configuration once up front, so a bad value stops start-up with a clear message.
let config;
try {
  config = loadConfig({ MODE: 'distributed', JWT_SECRET: jwtSecret });
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(2);
}

const instances: Partial<Record<ServiceName, number>> = {};
for (const spec of (process.env.INSTANCES ?? '').split(',').filter(Boolean)) {
  const [name, n] = spec.split('=');
  instances[name as ServiceName] = Number(n);
}

let adminLine = '';
const app = new DistributedApp({
  env: { ...process.env, JWT_SECRET: jwtSecret },
  port: config.PORT,
  instances,
  onLine: (name, line) => {
    if (line.startsWith('ADMIN_CREDENTIALS ')) {
      const a = JSON.parse(line.slice('ADMIN_CREDENTIALS '.length)) as { username: string; password: string };
      adminLine = `  Admin login:     ${a.username} / ${a.password}   (generated now, stored hashed, shown only once)`;
      return;
    }
    if (process.env.LOG_LEVEL === 'debug' || /"level":(40|50|60)/.test(line))
      process.stdout.write(`[${name}] ${line}\n`);
  },
});

const shutdown = async () => {
  await app.stop();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

try {
  await app.start();
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  await app.stop();
  process.exit(1);
}
const url = `http://localhost:${config.PORT}`;
process.stdout.write(
  [
    '',
    '  Tech Pack Studio is running (distributed mode: one process per service, Kafka, PostgreSQL, MinIO)',
    `  Open:            ${url}`,
    `  Admin dashboard: ${url}/admin-login`,
    adminLine ||
      `  Admin login:     ${config.ADMIN_USERNAME ?? 'admin'} / ${config.ADMIN_PASSWORD ? '(ADMIN_PASSWORD from your configuration)' : '(the password printed at first start)'}`,
    `  Processes:       ${[...app.procs.values()].map((p) => `${p.name}:${p.port}`).join(' ')}`,
    '',
  ].join('\n') + '\n',
);
process.stdout.write(`READY ${JSON.stringify({ url })}\n`);
