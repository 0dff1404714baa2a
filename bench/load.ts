// npm run bench:load — the k6 designer journey at rising virtual users against the distributed mode
// (one process per service, Kafka, PostgreSQL, MinIO) and the embedded mode, side by side, same run.
// Env: STAGES=10,50,100,200  RAMP=30s (virtual users arrive over this time)  STAGE_DURATION=90s (then all of them, for this long)  THINK=5-15 (seconds between steps)  MODES=distributed,embedded  K6_PATH  (servers: DATABASE_URL,
// KAFKA_BROKERS, S3_ENDPOINT; when unset, infra/servers/start.sh starts private ones and stops them after).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DistributedApp, freePort } from '../scripts/distributed';
import { ensureServers } from './servers';
import { RAISED_AUTH_LIMITS } from '../scripts/test-support/app';
import { sample, serverSamples } from './proc-stats';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const STAGES = (process.env.STAGES ?? '10,50,100,200').split(',').map(Number);
const STAGE_DURATION = process.env.STAGE_DURATION ?? '90s';
const RAMP = process.env.RAMP ?? '30s';
const THINK = process.env.THINK ?? '5-15';
const MODES = (process.env.MODES ?? 'distributed,embedded').split(',');
const K6 = process.env.K6_PATH ?? join(process.env.HOME ?? '/root', '.cache/techpack-ci/bin/k6');
const DATASET = resolve(ROOT, '../shared/datasets/clothing-small/validation');
const CALLS = [
  'upload',
  'get-pack',
  'save-pack',
  'pdf',
  'chat-post',
  'chat-direct',
  'order',
  'payment-intent',
  'pay',
  'login',
];

if (!existsSync(K6))
  throw new Error(`k6 not found at ${K6}: run bash infra/servers/install.sh or set K6_PATH`);
if (!existsSync(DATASET)) throw new Error(`photos not found at ${DATASET}`);
const photos = ['t-shirt', 'shirt', 'longsleeve', 'outwear', 'pants', 'shorts', 'dress', 'skirt'].flatMap(
  (c) =>
    readdirSync(join(DATASET, c))
      .slice(0, 3)
      .map((f) => join(DATASET, c, f)),
);

const stopServers = MODES.includes('distributed') ? ensureServers() : () => undefined;

interface StageResult {
  mode: string;
  failedChecks: string[];
  // p95 of each server-side phase of an upload (Server-Timing), ms
  phases: Record<string, number>;
  vus: number;
  rps: number;
  errors: number;
  calls: Record<string, { p50: number; p95: number; p99: number; count: number }>;
  procs: Record<string, { cpuPct: number; peakRssMb: number }>;
}

async function runStage(
  mode: string,
  url: string,
  vus: number,
  pids: Record<string, number>,
): Promise<StageResult> {
  const summary = join(mkdtempSync(join(tmpdir(), 'k6-')), 'summary.json');
  // the app's processes, and in distributed mode the servers (postgres: all backends; kafka: the broker JVM; minio)
  const all = () => ({
    ...Object.fromEntries(Object.entries(pids).map(([n, p]) => [n, sample(p)])),
    ...(mode === 'distributed' ? serverSamples() : {}),
  });
  const before = all();
  const peak: Record<string, number> = {};
  const timer = setInterval(() => {
    for (const [n, v] of Object.entries(all())) peak[n] = Math.max(peak[n] ?? 0, v.rss);
  }, 500);
  const t0 = Date.now();
  const k6: ChildProcess = spawn(
    K6,
    [
      'run',
      '-q',
      '--summary-export',
      summary,
      '-e',
      `BASE_URL=${url}`,
      '-e',
      `PHOTOS=${photos.join(',')}`,
      '-e',
      `VUS=${vus}`,
      '-e',
      `DURATION=${STAGE_DURATION}`,
      '-e',
      `RAMP=${RAMP}`,
      '-e',
      `THINK=${THINK}`,
      join(ROOT, 'infra/k6/designer-journey.js'),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  k6.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  await new Promise((r) => k6.once('exit', r));
  clearInterval(timer);
  const seconds = (Date.now() - t0) / 1000;
  if (!existsSync(summary)) throw new Error(`k6 produced no summary:\n${stderr.slice(-2000)}`);
  const s = JSON.parse(readFileSync(summary, 'utf8')) as {
    metrics: Record<string, Record<string, number>>;
    root_group?: { checks?: Record<string, { name: string; passes: number; fails: number }> };
  };
  const failedChecks = Object.values(s.root_group?.checks ?? {})
    .filter((c) => c.fails > 0)
    .map((c) => `${c.name} ${c.fails}/${c.passes + c.fails}`);
  const calls: StageResult['calls'] = {};
  for (const c of CALLS) {
    const m = s.metrics[`http_req_duration{name:${c}}`];
    if (m) calls[c] = { p50: m.med, p95: m['p(95)'], p99: m['p(99)'], count: m.count ?? 0 };
  }
  const phases: Record<string, number> = {};
  for (const ph of ['intake', 'analysis', 'store', 'techpack', 'fetch', 'total']) {
    const m = s.metrics[`upload_phase_${ph}`];
    if (m) phases[ph] = Math.round(m['p(95)']);
  }
  const procs: StageResult['procs'] = {};
  for (const [n, after] of Object.entries(all())) {
    procs[n] = {
      cpuPct: Math.round(((after.cpu - (before[n]?.cpu ?? 0)) / seconds) * 100),
      peakRssMb: Math.round((peak[n] ?? after.rss) / 1048576),
    };
  }
  return {
    mode,
    vus,
    failedChecks,
    phases,
    rps: s.metrics.http_reqs?.rate ?? 0,
    errors: s.metrics.http_req_failed?.value ?? s.metrics.http_req_failed?.rate ?? 0,
    calls,
    procs,
  };
}

async function startEmbeddedProcess(
  port: number,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start-embedded.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...RAISED_AUTH_LIMITS,
      DATABASE_URL: '',
      KAFKA_BROKERS: '',
      S3_ENDPOINT: '',
      STRIPE_SECRET_KEY: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-admin',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('READY ')) ok();
    });
    child.once('exit', (code) => fail(new Error(`embedded exited ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const results: StageResult[] = [];
for (const mode of MODES) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${mode}-`));
  if (mode === 'distributed') {
    const app = new DistributedApp({
      // payments through the test provider in both modes (the journey pays with its confirm call), even where CI
      // has exported a Stripe key for stripe-mock
      env: {
        ...process.env,
        ...RAISED_AUTH_LIMITS,
        STRIPE_SECRET_KEY: '',
        JWT_SECRET: 'bench-secret-bench-secret-123456',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'bench-admin',
        LOG_LEVEL: 'error',
        DATA_DIR: dataDir,
        S3_BUCKET: `bench-${Date.now()}`,
      },
      port: await freePort(),
      instances: {
        'upload-analysis': Number(process.env.UPLOAD_INSTANCES ?? 1),
        'techpack-pdf': Number(process.env.PDF_INSTANCES ?? 1),
      },
    });
    await app.start();
    const pids = Object.fromEntries([...app.procs.values()].map((p) => [p.name, p.child.pid!]));
    for (const vus of STAGES) {
      process.stderr.write(`distributed: ${vus} VUs for ${STAGE_DURATION}...\n`);
      results.push(await runStage(mode, app.url, vus, pids));
    }
    await app.stop();
  } else {
    const { child, url } = await startEmbeddedProcess(await freePort(), dataDir);
    for (const vus of STAGES) {
      process.stderr.write(`embedded: ${vus} VUs for ${STAGE_DURATION}...\n`);
      results.push(await runStage(mode, url, vus, { embedded: child.pid! }));
    }
    child.kill('SIGTERM');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
stopServers();

const ms = (v?: number) => (v === undefined ? '-' : v.toFixed(0));
console.log(
  `\nDesigner journey (k6), per stage: ramp ${RAMP} then ${STAGE_DURATION} at the stage's VUs, think time ${THINK} s, ${photos.length} photos; latency ms p50/p95/p99\n`,
);
console.log(['mode', 'VUs', 'req/s', 'errors', ...CALLS].join(' | '));
for (const r of results) {
  console.log(
    [
      r.mode,
      r.vus,
      r.rps.toFixed(1),
      `${(r.errors * 100).toFixed(2)}%`,
      ...CALLS.map((c) =>
        r.calls[c] ? `${ms(r.calls[c].p50)}/${ms(r.calls[c].p95)}/${ms(r.calls[c].p99)}` : '-',
      ),
    ].join(' | '),
  );
}
console.log('\nUpload phases on the server, p95 ms (techpack: waiting for the pack over the events)\n');
for (const r of results)
  console.log(
    `${r.mode} ${r.vus} VUs: ${
      Object.entries(r.phases)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || '-'
    }`,
  );
console.log('\nFailed checks (what the errors were)\n');
for (const r of results) console.log(`${r.mode} ${r.vus} VUs: ${r.failedChecks.join(', ') || 'none'}`);
console.log('\nCPU % (of one core) and peak RSS MB per process\n');
for (const r of results) {
  console.log(
    `${r.mode} ${r.vus} VUs: ${Object.entries(r.procs)
      .map(([n, p]) => `${n} ${p.cpuPct}% ${p.peakRssMb}MB`)
      .join(', ')}`,
  );
}
process.exit(0);
