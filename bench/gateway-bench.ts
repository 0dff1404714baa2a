// Gateway overhead: GET /api/auth/me through the gateway vs. straight to the auth service, same run.
// Usage: npx tsx bench/gateway-bench.ts [seconds=10] [connections=10]
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded } from '../scripts/embedded';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'gw-bench-'));
const app = await startEmbedded({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin',
});
const reg = await fetch(`${app.url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `bench-${Date.now()}@example.com`,
    password: 'secret123',
    firstName: 'B',
    lastName: 'C',
  }),
});
const { token } = (await reg.json()) as { token: string };
const authUrl = app.services.find((s) => s.name === 'auth')!.url;

async function run(label: string, base: string) {
  const result = await autocannon({
    url: `${base}/api/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    label,
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

// Warm both paths first (JIT, connection pools).
await run('warm-up direct', authUrl);
await run('warm-up gateway', app.url.replace('localhost', '127.0.0.1'));
const direct = await run('direct to auth service', authUrl);
const gateway = await run('through the gateway', app.url.replace('localhost', '127.0.0.1'));
console.log(
  `\nGET /api/auth/me, ${connections} connections, ${seconds} s each, embedded mode (one process)\n`,
);
console.log('path                      req/s    mean ms   p50 ms   p99 ms   requests');
for (const r of [direct, gateway]) {
  console.log(
    `${r.label.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.mean.toFixed(3).padStart(9)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${String(r.total).padStart(10)}`,
  );
}
// autocannon reports percentiles in whole milliseconds; the mean shows the sub-millisecond difference.
console.log(
  `\ngateway overhead: mean ${(gateway.mean - direct.mean).toFixed(3)} ms; p50 ${(gateway.p50 - direct.p50).toFixed(2)} ms; p99 ${(gateway.p99 - direct.p99).toFixed(2)} ms`,
);
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
