// Rebuilds the admin read models from scratch by replaying every topic they are built from.
// Embedded mode: run it while the app is stopped (the PGlite data folder has one writer).
// Distributed mode: run it anywhere with the same .env; the live admin service keeps serving
// (it may show partial lists until the replay has caught up). `--via-api URL` asks a running
// product to do it instead (needs ADMIN_USERNAME / ADMIN_PASSWORD).
import 'dotenv/config';
import { createInfrastructure, loadConfig, migrate, ConfigError } from '@techpack/platform';
import { ADMIN_SCHEMA } from '../services/admin/src/admin.schema';
import { adminMigrations } from '../services/admin/src/admin.migrations';
import { ReadModelProjector } from '../services/admin/src/read-models/read-model.projector';
import { DashboardStats } from '../services/admin/src/dashboard-stats/dashboard-stats';

async function viaApi(url: string): Promise<void> {
  const config = loadConfig();
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${url}/api/admin/rebuild`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`rebuild failed: ${res.status} ${text}`);
  process.stdout.write(`${text}\n`);
}

async function offline(): Promise<void> {
  const config = loadConfig();
  const infra = await createInfrastructure(config, 'admin-rebuild');
  try {
    const database = infra.openDatabase(ADMIN_SCHEMA);
    await migrate(database, ADMIN_SCHEMA, adminMigrations);
    const stats = new DashboardStats(database);
    const before = await stats.read();
    const result = await new ReadModelProjector(database, ADMIN_SCHEMA).rebuild(infra.bus);
    const after = await stats.read({ fresh: true });
    process.stdout.write(
      `${JSON.stringify({ bus: infra.bus.kind, replayed: result.replayed, ms: result.ms, before, after }, null, 2)}\n`,
    );
  } finally {
    await infra.close();
  }
}

try {
  const i = process.argv.indexOf('--via-api');
  if (i >= 0) await viaApi((process.argv[i + 1] ?? '').replace(/\/$/, ''));
  else await offline();
  process.exit(0);
} catch (e) {
  process.stderr.write(`${e instanceof ConfigError ? e.message : ((e as Error).stack ?? e)}\n`);
  process.exit(1);
}
