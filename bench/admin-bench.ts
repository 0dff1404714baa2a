// Admin read-model benchmark: seeds 100,000 users, 200,000 tech packs and 1,000,000 messages
// straight into the admin tables (bulk SQL), then measures p50/p99 of every admin list call
// and of stats through the real admin service over HTTP.
//   npx tsx bench/admin-bench.ts [--scale 0.1] [--requests 200]
// Uses DATABASE_URL (a Postgres server) when set, else an embedded PGlite in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createInfrastructure, loadConfig, startService } from '@techpack/platform';
import { adminService } from '../services/admin/src/admin.module';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const scale = arg('scale', 1);
const requests = arg('requests', 200);
const USERS = Math.round(100_000 * scale);
const PACKS = Math.round(200_000 * scale);
const MESSAGES = Math.round(1_000_000 * scale);
const UPLOADS = PACKS;
const ORDERS = Math.round(20_000 * scale);

const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-0123456789',
  LOG_LEVEL: 'warn',
});
const infra = await createInfrastructure(config, 'admin-bench');
const service = await startService(adminService, infra, {
  serviceUrl: (name) => {
    throw new Error(`${name} is not part of the benchmark`);
  },
});
const db = service.database;

async function timed(label: string, statement: ReturnType<typeof sql>) {
  const t = Date.now();
  await db.db.execute(statement);
  process.stdout.write(`  ${label}: ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
}

process.stdout.write(
  `seeding (${db.kind}): ${USERS} users, ${UPLOADS} uploads, ${PACKS} tech packs, ${ORDERS} orders, ${MESSAGES} messages\n`,
);
const CHUNK = 250_000;
await timed(
  'users',
  sql`
  insert into admin.users (id, email, first_name, last_name, is_google_user, created_at, last_login_at, registered)
  select 'u' || i, 'user' || i || '@bench.test', 'First' || (i % 1000), 'Last' || (i % 777), i % 5 = 0,
    now() - (i || ' seconds')::interval, case when i % 3 = 0 then null else now() - ((i % 30) || ' days')::interval end, true
  from generate_series(1, ${USERS}::int) i`,
);
await timed(
  'uploads',
  sql`
  insert into admin.uploads (id, user_id, email, original_name, filename, garment_type, selected_size, created_at, analysis)
  select 'up' || i, 'u' || (1 + i % ${USERS}), 'user' || (1 + i % ${USERS}) || '@bench.test', 'design-' || i || '.png', 'f' || i || '.png',
    't-shirt', 'M', now() - (i || ' seconds')::interval,
    jsonb_build_object('garmentType', 't-shirt', 'silhouette', 'boxy', 'styleCategory', 'casual', 'confidence', 0.9)
  from generate_series(1, ${UPLOADS}::int) i`,
);
await timed(
  'tech packs',
  sql`
  insert into admin.tech_packs (id, upload_id, user_id, email, garment_type, original_name, filename, main_fabric, created_at, updated_at)
  select 'tp' || i, 'up' || i, 'u' || (1 + i % ${USERS}), 'user' || (1 + i % ${USERS}) || '@bench.test', 't-shirt',
    'design-' || i || '.png', 'f' || i || '.png', 'Cotton Jersey', now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
  from generate_series(1, ${PACKS}::int) i`,
);
await timed(
  'orders',
  sql`
  insert into admin.orders (id, order_number, tech_pack_id, user_id, email, first_name, last_name, fabric_choice, total_amount, status,
    stripe_payment_intent_id, ordered_at, version_at, paid_at)
  select 'o' || i, 'TPS-2026-' || i || '-SAMPLE', 'tp' || i, 'u' || (1 + i % ${USERS}), 'user' || (1 + i % ${USERS}) || '@bench.test',
    'First', 'Last', 'cotton-basic', 150 + (i % 4) * 15, case when i % 2 = 0 then 'paid' else 'pending' end,
    'pi_' || md5(i::text), now() - (i || ' minutes')::interval, now(), case when i % 2 = 0 then now() end
  from generate_series(1, ${ORDERS}::int) i`,
);
for (let from = 1; from <= MESSAGES; from += CHUNK) {
  const to = Math.min(MESSAGES, from + CHUNK - 1);
  await timed(
    `messages ${from}-${to}`,
    sql`
    insert into admin.messages (id, tech_pack_id, user_id, user_email, sender, message, message_type, sent_at)
    select 'm' || i, 'tp' || (1 + i % ${PACKS}), 'u' || (1 + i % ${USERS}), 'user' || (1 + i % ${USERS}) || '@bench.test',
      case when i % 2 = 0 then 'user' else 'manufacturer' end,
      'Message ' || i || ' about the sample: please check the collar stitching and the hem length before production',
      'text', now() - (i || ' seconds')::interval
    from generate_series(${from}::int, ${to}::int) i`,
  );
}
await timed('analyze', sql`analyze`);

const token = await infra.tokens.sign({ sub: 'admin:bench', username: 'bench', role: 'admin' });

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(path: string, n = requests) {
  for (let i = 0; i < 5; i++)
    await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.arrayBuffer(),
    );
  const times: number[] = [];
  let count = 0;
  let total = '';
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as unknown;
    times.push(performance.now() - t);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    count = Array.isArray(body) ? body.length : 1;
    total = res.headers.get('x-total-count') ?? '';
  }
  times.sort((a, b) => a - b);
  return { path, p50: pct(times, 50), p99: pct(times, 99), rows: count, total };
}

const paths = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/uploads',
  '/api/admin/tech-packs',
  '/api/admin/orders',
  '/api/admin/messages',
  '/api/admin/users?limit=50&offset=1000',
  '/api/admin/messages?limit=50&offset=10000',
  '/api/admin/users?q=user4242&limit=50',
  '/api/admin/orders?q=paid&limit=50',
  `/api/admin/messages?techPackId=tp${Math.max(1, Math.round(PACKS / 2))}`,
  '/api/admin/messages?q=user4242@&limit=50',
];
const results = [];
for (const p of paths) {
  const n = p.includes('q=') ? Math.max(20, Math.round(requests / 4)) : requests;
  results.push(await measure(p, n));
}
process.stdout.write(
  `\n${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rows'.padStart(6)} ${'X-Total-Count'.padStart(14)}\n`,
);
for (const r of results) {
  process.stdout.write(
    `${r.path.padEnd(48)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.rows).padStart(6)} ${r.total.padStart(14)}${r.p99 < 100 ? '' : '   (over 100 ms)'}\n`,
  );
}
await service.stop();
await infra.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
