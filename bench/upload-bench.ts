// Upload benchmark: starts the embedded product in this process, signs a user up, and uploads validation photos
// through the gateway one at a time. Prints upload-to-response p50/p95, analysis time, PDF render time, peak RSS.
// Each upload is measured on its own: the next one starts once the previous upload's PDF has rendered (the tech pack
// service renders it just after the answer), so one upload's PDF never competes with the next one's analysis.
// With --back-to-back the next upload starts as soon as the previous one answered, as a client uploading a folder
// does: each analysis then runs beside the previous tech packs' PDF renders.
// Throughput under concurrent load is what `npm run bench:load` measures.
// Usage: npx tsx bench/upload-bench.ts [uploads=30] [--pdfs=DIR (write each tech pack PDF there)] [--back-to-back]
//        [--plain-env (without scripts/product-env.mjs: glibc's default malloc arenas)]
//        [--photos=a.jpg,b.jpg (upload these photos, in turn, instead of validation's first photos of each class)]
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import os from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { PDF_RENDERED, type EventEnvelope } from '@techpack/contracts';
import { hasProductEnv, productEnv } from '../scripts/product-env.mjs';

// The product runs with the environment `npm start` gives it (scripts/product-env.mjs); glibc reads it at start, so
// this process re-runs itself with it. --plain-env measures the process as started (for a before/after).
if (!hasProductEnv() && !process.argv.includes('--plain-env')) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: productEnv(),
  });
  process.exit(again.status ?? 1);
}
const { startEmbedded } = await import('../scripts/embedded');

const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 30);
const pdfDir = process.argv.find((a) => a.startsWith('--pdfs='))?.slice(7);
const backToBack = process.argv.includes('--back-to-back');
const VALIDATION = resolve(
  new URL('..', import.meta.url).pathname,
  '../shared/datasets/clothing-small/validation',
);
if (!existsSync(VALIDATION)) {
  console.error(`validation photos not found at ${VALIDATION}`);
  process.exit(1);
}
const CLASSES = ['t-shirt', 'pants', 'dress', 'longsleeve', 'shirt', 'skirt', 'shorts', 'outwear'];
const chosen = process.argv
  .find((a) => a.startsWith('--photos='))
  ?.slice(9)
  .split(',')
  .filter(Boolean);
const files: { cls: string; path: string }[] = (chosen ?? []).map((path) => ({
  cls: basename(dirname(resolve(path))),
  path: resolve(path),
}));
for (let i = 0; files.length < N && !chosen; i++) {
  let added = false;
  for (const cls of CLASSES) {
    const dir = join(VALIDATION, cls);
    const list = existsSync(dir) ? readdirSync(dir).sort() : [];
    if (list[i]) {
      files.push({ cls, path: join(dir, list[i]) });
      added = true;
    }
    if (files.length >= N) break;
  }
  if (!added) break;
}

const dataDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const app = await startEmbedded({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-password',
});
// where the peak falls: while the product starts (a fresh data directory: the database's initdb), or while it serves
const startedRss = process.memoryUsage().rss;
const peakWhileStarting = peakRss;
const url = app.url.replace('localhost', '127.0.0.1');
const renderMs: number[] = [];
const rendered = new Map<string, () => void>();
await app.infra.bus.subscribe({
  group: 'upload-bench',
  topics: [PDF_RENDERED],
  handler: async (e: EventEnvelope) => {
    const p = e.payload as { renderMs: number; techPackId: string };
    renderMs.push(p.renderMs);
    rendered.get(p.techPackId)?.();
  },
});
const untilRendered = (techPackId: string) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    rendered.set(techPackId, () => {
      clearTimeout(timer);
      rendered.delete(techPackId);
      resolve();
    });
  });
const toPdfMs: number[] = [];

const reg = await fetch(`${url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `bench-${Date.now()}@example.com`,
    password: 'secret123',
    firstName: 'Bench',
    lastName: 'Mark',
  }),
});
const { token, user } = (await reg.json()) as { token: string; user: { email: string } };

const latencies: number[] = [];
const analysisMs: number[] = [];
const rows: string[] = [];
const phases: Record<string, number[]> = {};
let failures = 0;
let unsupported = 0;
async function once(f: { cls: string; path: string }, record: boolean) {
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('selectedSize', 'M');
  fd.append(
    'image',
    new Blob([new Uint8Array(readFileSync(f.path))], { type: 'image/jpeg' }),
    f.path.split('/').pop()!,
  );
  const t0 = performance.now();
  const res = await fetch(`${url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as any;
  const ms = performance.now() - t0;
  if (res.status === 201 && !backToBack) {
    await untilRendered(body.techPack.id);
    if (record) toPdfMs.push(performance.now() - t0);
  }
  if (!record) return;
  if (res.status === 201) {
    latencies.push(ms);
    analysisMs.push(body.analysis.analysisMs);
    rows.push(
      `${f.cls.padEnd(10)} -> ${String(body.analysis.garmentType).padEnd(16)} ${(body.analysis.confidence * 100).toFixed(1).padStart(5)}%  ${Math.round(ms)} ms  ${body.techPack.colors.map((c: { name: string }) => c.name).join('/')}  [${res.headers.get('server-timing')}]`,
    );
    for (const m of (res.headers.get('server-timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g))
      (phases[m[1]] ??= []).push(Number(m[2]));
    if (pdfDir) {
      mkdirSync(pdfDir, { recursive: true });
      const pdf = await fetch(`${url}/api/tech-pack/${body.techPack.id}/pdf-download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      writeFileSync(
        join(pdfDir, `${String(latencies.length).padStart(2, '0')}-${f.cls}.pdf`),
        Buffer.from(await pdf.arrayBuffer()),
      );
    }
  } else if (res.status === 422) {
    unsupported++;
    rows.push(`${f.cls.padEnd(10)} -> 422 unsupported`);
  } else {
    failures++;
    rows.push(`${f.cls.padEnd(10)} -> ${res.status} ${body.message}`);
  }
}

// warm-up (JIT in the main thread and both render workers, first sharp/PDF use), not recorded
for (const f of files.slice(0, 3)) await once(f, false);
await new Promise((r) => setTimeout(r, 500));
renderMs.length = 0;
for (const f of files) await once(f, true);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]) : null;
};
clearInterval(sampler);
console.log(rows.join('\n'));
console.log(
  JSON.stringify(
    {
      uploads: files.length,
      ok: latencies.length,
      unsupported,
      failures,
      uploadToResponseMs: { p50: pct(latencies, 50), p95: pct(latencies, 95), max: pct(latencies, 100) },
      analysisMs: { p50: pct(analysisMs, 50), p95: pct(analysisMs, 95) },
      serverPhasesP50Ms: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, pct(v, 50)])),
      pdfRenderMs: { p50: pct(renderMs, 50), p95: pct(renderMs, 95), count: renderMs.length },
      uploadToPdfReadyMs: { p50: pct(toPdfMs, 50), p95: pct(toPdfMs, 95) },
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      rssMB: {
        started: Math.round(startedRss / 1024 / 1024),
        peakWhileStarting: Math.round(peakWhileStarting / 1024 / 1024),
        end: Math.round(process.memoryUsage().rss / 1024 / 1024),
      },
      mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? 'glibc default',
      loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
      cores: os.cpus().length,
      targets: { uploadP50: '< 400 ms', pdfP50: '< 150 ms' },
    },
    null,
    2,
  ),
);
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
