// Before/after figures of the service restructure, each in one run of this script:
//   - embedded start-up: startEmbedded() until the gateway answers (median of `starts` cold starts in this process)
//   - GET /api/auth/me through the gateway: p50 / p99 / req/s (autocannon, 10 connections)
//   - upload through the gateway, one at a time: p50 / p95 of upload -> tech pack answer
// Usage: npx tsx bench/structure-bench.ts [seconds=8] [uploads=12] [starts=3]
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmbedded } from '../scripts/embedded';

const [seconds, uploads, starts] = [
  Number(process.argv[2] ?? 8),
  Number(process.argv[3] ?? 12),
  Number(process.argv[4] ?? 3),
];
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const env = (dataDir: string) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin',
});

const startMs: number[] = [];
for (let i = 0; i < starts; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'structure-bench-start-'));
  const t0 = performance.now();
  const app = await startEmbedded(env(dir));
  const res = await fetch(`${app.url}/health`).catch(() => undefined);
  startMs.push(performance.now() - t0);
  await res?.body?.cancel();
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}

const dataDir = mkdtempSync(join(tmpdir(), 'structure-bench-'));
const app = await startEmbedded(env(dataDir));
const url = app.url.replace('localhost', '127.0.0.1');
const email = `bench-${Date.now()}@example.com`;
const reg = await fetch(`${url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'secret123', firstName: 'B', lastName: 'C' }),
});
const { token } = (await reg.json()) as { token: string };

const me = await autocannon({
  url: `${url}/api/auth/me`,
  headers: { authorization: `Bearer ${token}` },
  connections: 10,
  duration: seconds,
});
if (me.non2xx > 0 || me.errors > 0)
  throw new Error(`/api/auth/me: ${me.non2xx} non-2xx, ${me.errors} errors`);

const VALIDATION = resolve(
  new URL('..', import.meta.url).pathname,
  '../shared/datasets/clothing-small/validation',
);
const photos: string[] = [];
for (const cls of ['t-shirt', 'pants', 'dress', 'longsleeve', 'shirt', 'skirt', 'shorts', 'outwear']) {
  if (!existsSync(join(VALIDATION, cls))) continue;
  for (const f of readdirSync(join(VALIDATION, cls)).sort().slice(0, 3))
    photos.push(join(VALIDATION, cls, f));
}
const uploadMs: number[] = [];
for (let i = 0; i < uploads && photos.length > 0; i++) {
  const form = new FormData();
  form.append(
    'image',
    new Blob([readFileSync(photos[i % photos.length])], { type: 'image/jpeg' }),
    'garment.jpg',
  );
  form.append('email', email);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { techPack?: { id?: string } };
  if (!res.ok || !body.techPack?.id) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  uploadMs.push(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 400)); // the pack's PDF renders just after the answer: let it finish
}
await app.stop();
rmSync(dataDir, { recursive: true, force: true });

const r = (x: number) => Math.round(x * 10) / 10;
console.log(
  JSON.stringify(
    {
      embeddedStartMs: {
        median: r(quantile(startMs, 0.5)),
        min: r(Math.min(...startMs)),
        all: startMs.map(r),
      },
      authMe: {
        p50: me.latency.p50,
        mean: r(me.latency.mean * 100) / 100,
        p99: me.latency.p99,
        rps: r(me.requests.average),
      },
      upload: { n: uploadMs.length, p50: r(quantile(uploadMs, 0.5)), p95: r(quantile(uploadMs, 0.95)) },
    },
    null,
    2,
  ),
);
process.exit(0);
