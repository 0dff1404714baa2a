// PDF render benchmark: renders the tech pack PDF of real validation photos N times and prints p50/p95.
// Usage: npx tsx bench/pdf-bench.ts [iterations=40]   (env WORKERS=n: the render pool's worker count; default as the service)
// Renders go through the service's PdfRenderer (the worker thread the techpack-pdf service uses); renderMs is the
// time the worker spends on one PDF, `roundTripMs` adds the hand-over between threads.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import os from 'node:os';
import { intakeImage } from '@techpack/garment-classifier/photo';
import { LocalAnalyzer, loadClassifier } from '../services/upload-analysis/src/analyzer/local.analyzer';
import { buildTechPack } from '../services/techpack-pdf/src/model/techpack.model';
import { PdfRenderer } from '../services/techpack-pdf/src/pdf/pdf-pool';
import { createLogger } from '../libs/platform/src/logger';

const N = Number(process.argv[2] ?? 40);
const VALIDATION = resolve(
  new URL('..', import.meta.url).pathname,
  '../shared/datasets/clothing-small/validation',
);

async function inputs(): Promise<Buffer[]> {
  if (!existsSync(VALIDATION)) {
    console.warn(`no validation photos at ${VALIDATION}; using a synthetic image`);
    return [
      await sharp({ create: { width: 400, height: 533, channels: 3, background: '#C8102E' } })
        .jpeg()
        .toBuffer(),
    ];
  }
  const out: Buffer[] = [];
  for (const cls of ['t-shirt', 'pants', 'dress', 'longsleeve', 'shirt', 'skirt', 'shorts', 'outwear']) {
    const dir = join(VALIDATION, cls);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort().slice(0, 2)) out.push(readFileSync(join(dir, f)));
  }
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

const photos = await inputs();
const analyzer = new LocalAnalyzer(await loadClassifier());
const packs = [];
for (const buf of photos) {
  const img = await intakeImage(buf);
  const analysis = await analyzer.analyze({ web: img.web, raw: img.analysis });
  if (analysis.garmentType === 'unsupported') continue;
  packs.push({
    pack: buildTechPack({
      id: randomUUID(),
      uploadId: randomUUID(),
      filename: 'x.jpg',
      originalName: 'photo.jpg',
      selectedSize: 'M',
      analysis,
      now: new Date(),
    }),
    image: img.web,
  });
}
const renderer = new PdfRenderer(
  createLogger('pdf-bench', 'warn'),
  process.env.WORKERS ? { workers: Number(process.env.WORKERS) } : {},
);
// the render worker is unref'd (it never keeps a service alive on its own): hold the event loop open meanwhile
const keepAlive = setInterval(() => undefined, 1000);
// warm-up (worker start, module JIT, font metrics)
for (let i = 0; i < 10; i++)
  await renderer.render(packs[i % packs.length].pack, packs[i % packs.length].image);
const times: number[] = [];
const roundTrips: number[] = [];
const cpu: number[] = [];
let bytes = 0;
let pages = 0;
for (let i = 0; i < N; i++) {
  const { pack, image } = packs[i % packs.length];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const out = await renderer.render(pack, image);
  roundTrips.push(performance.now() - t0);
  times.push(out.renderMs);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  bytes += out.pdf.length;
  pages = out.pages;
}
const r = (n: number) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify(
    {
      renders: N,
      pages,
      avgKB: Math.round(bytes / N / 1024),
      p50Ms: r(pct(times, 50)),
      p95Ms: r(pct(times, 95)),
      minMs: r(Math.min(...times)),
      roundTripP50Ms: r(pct(roundTrips, 50)),
      // CPU time of this process (all threads) per render: what the wall time would be on an idle core
      cpuP50Ms: r(pct(cpu, 50)),
      cpuP95Ms: r(pct(cpu, 95)),
      loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
      cores: os.cpus().length,
      peakRssMB: Math.round(process.memoryUsage().rss / 1024 / 1024),
      target: 'p50 < 150 ms',
    },
    null,
    2,
  ),
);
await renderer.close();
clearInterval(keepAlive);
