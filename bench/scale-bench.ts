// Scale-out benchmark (distributed mode): upload throughput with one instance of upload-analysis and techpack-pdf,
// then with two instances of each in the same Kafka consumer groups, on the same servers, in the same run.
// A burst of uploads is sent CONCURRENCY at a time; the clock stops when every upload has been answered and every
// pack has its PDF. Prints uploads/s, upload latency p50/p95, time to the last PDF, CPU per process.
// Usage: npx tsx bench/scale-bench.ts   Env: UPLOADS=48 CONCURRENCY=8 LAYOUTS=1,2 (servers: DATABASE_URL, KAFKA_BROKERS,
// S3_ENDPOINT; when unset, infra/servers/start.sh starts private ones and stops them after).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { DistributedApp, freePort } from '../scripts/distributed';
import { ensureServers } from './servers';
import { RAISED_AUTH_LIMITS } from '../scripts/test-support/app';
import { sample, serverSamples } from './proc-stats';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const UPLOADS = Number(process.env.UPLOADS ?? 48);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const LAYOUTS = (process.env.LAYOUTS ?? '1,2').split(',').map(Number);
const DATASET = resolve(ROOT, '../shared/datasets/clothing-small/validation');
if (!existsSync(DATASET)) throw new Error(`photos not found at ${DATASET}`);
const photos = ['t-shirt', 'pants', 'dress', 'shorts', 'shirt', 'outwear'].flatMap((c) =>
  readdirSync(join(DATASET, c))
    .sort()
    .slice(0, 8)
    .map((f) => join(DATASET, c, f)),
);

const stopServers = ensureServers();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]) : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Result {
  instances: number;
  ok: number;
  other: number[];
  seconds: number;
  uploadsPerSecond: number;
  p50: number;
  p95: number;
  lastPdfSeconds: number;
  // server-side phases of an upload (Server-Timing), p50 ms: techpack = waiting for the pack over the events
  phases: Record<string, number>;
  cpu: Record<string, number>;
}

async function measure(instances: number): Promise<Result> {
  const app = new DistributedApp({
    env: {
      ...process.env,
      ...RAISED_AUTH_LIMITS,
      JWT_SECRET: `scale-bench-${randomUUID()}`,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-admin',
      LOG_LEVEL: 'error',
      S3_BUCKET: `scale-bench-${Date.now()}`,
    },
    port: await freePort(),
    instances: { 'upload-analysis': instances, 'techpack-pdf': instances },
  });
  await app.start();
  try {
    const email = `scale-bench-${randomUUID().slice(0, 8)}@example.com`;
    const reg = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', firstName: 'Scale', lastName: 'Bench' }),
    });
    const { token } = (await reg.json()) as { token: string };
    const upload = async (photo: string) => {
      const form = new FormData();
      form.append('image', new Blob([readFileSync(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      form.append('email', email);
      form.append('selectedSize', 'M');
      const t0 = performance.now();
      const res = await fetch(`${app.url}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(120_000),
      });
      await res.arrayBuffer();
      const phases = Object.fromEntries(
        [...(res.headers.get('server-timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [
          m[1],
          Number(m[2]),
        ]),
      );
      return { status: res.status, ms: performance.now() - t0, phases };
    };
    // warm-up: model load, JIT, PDF workers of every instance
    await Promise.all(photos.slice(0, 2 * instances).map(upload));
    await sleep(3000);
    const before = await (
      await fetch(`${app.url}/api/tech-packs/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const pids = Object.fromEntries([...app.procs.values()].map((p) => [p.name, p.child.pid!]));
    const cpuNow = () => ({
      ...Object.fromEntries(Object.entries(pids).map(([n, p]) => [n, sample(p).cpu])),
      ...Object.fromEntries(Object.entries(serverSamples()).map(([n, v]) => [n, v.cpu])),
    });
    const cpu0 = cpuNow();
    const t0 = performance.now();
    const queue = Array.from({ length: UPLOADS }, (_, i) => photos[i % photos.length]);
    const answers: { status: number; ms: number; phases: Record<string, number> }[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let photo = queue.shift(); photo; photo = queue.shift()) answers.push(await upload(photo));
      }),
    );
    const answered = (performance.now() - t0) / 1000;
    const ok = answers.filter((a) => a.status === 201).length;
    // every pack of the burst has its PDF
    let lastPdf = NaN;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(250)) {
      const packs = (await (
        await fetch(`${app.url}/api/tech-packs/user`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { pdfPath: string | null }[];
      if (packs.length >= before.length + ok && packs.every((p) => p.pdfPath)) {
        lastPdf = (performance.now() - t0) / 1000;
        break;
      }
    }
    const cpu1 = cpuNow();
    const cpu = Object.fromEntries(
      Object.entries(cpu1).map(([n, c]) => [n, Math.round(((c - cpu0[n]) / lastPdf) * 100)]),
    );
    return {
      instances,
      ok,
      other: answers.filter((a) => a.status !== 201).map((a) => a.status),
      seconds: answered,
      uploadsPerSecond: ok / lastPdf,
      p50: pct(
        answers.map((a) => a.ms),
        50,
      ),
      p95: pct(
        answers.map((a) => a.ms),
        95,
      ),
      lastPdfSeconds: lastPdf,
      phases: Object.fromEntries(
        ['intake', 'analysis', 'store', 'techpack', 'fetch', 'total'].map((k) => [
          k,
          pct(
            answers.filter((a) => a.phases[k] !== undefined).map((a) => a.phases[k]),
            50,
          ),
        ]),
      ),
      cpu,
    };
  } finally {
    await app.stop();
  }
}

const results: Result[] = [];
for (const n of LAYOUTS) {
  process.stderr.write(
    `${n} instance(s) of upload-analysis and techpack-pdf: ${UPLOADS} uploads, ${CONCURRENCY} at a time...\n`,
  );
  results.push(await measure(n));
}
stopServers();

console.log(
  `\nUpload throughput, distributed mode, ${UPLOADS} uploads ${CONCURRENCY} at a time, ${os.cpus().length} cores (uploads/s counts to the last PDF rendered)\n`,
);
console.log(
  'instances | answered 201 | other | uploads/s | upload p50 ms | upload p95 ms | all PDFs after s',
);
for (const r of results) {
  console.log(
    `${r.instances} + ${r.instances} | ${r.ok}/${UPLOADS} | ${r.other.join(',') || '-'} | ${r.uploadsPerSecond.toFixed(2)} | ${r.p50} | ${r.p95} | ${r.lastPdfSeconds.toFixed(1)}`,
  );
}
if (results.length > 1)
  console.log(
    `\nthroughput gain ${results[0].instances} -> ${results[1].instances} instances: x${(results[1].uploadsPerSecond / results[0].uploadsPerSecond).toFixed(2)}`,
  );
console.log(
  '\nServer-side phases of an upload, p50 ms (techpack: from the analysis event to the pack, over Kafka)\n',
);
for (const r of results)
  console.log(
    `${r.instances} + ${r.instances}: ${Object.entries(r.phases)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
console.log(
  '\nCPU % of one core per process during the burst (postgres: all backends; kafka: the broker JVM)\n',
);
for (const r of results)
  console.log(
    `${r.instances} + ${r.instances}: ${Object.entries(r.cpu)
      .map(([n, c]) => `${n} ${c}%`)
      .join(', ')}`,
  );
process.exit(0);
