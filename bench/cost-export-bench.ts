// Cost sheet and workbook benchmark, through the techpack-pdf service's HTTP API (embedded database, in-process):
// GET /api/tech-pack/{id}/cost and GET /api/tech-pack/{id}/export.xlsx on packs of every garment type, p50 / p95.
// Also the cost model alone (no HTTP, no database) and the JSON export. Targets: cost p50 < 20 ms, xlsx p50 < 150 ms.
// Usage: npx tsx bench/cost-export-bench.ts [iterations=60]
import { randomUUID } from 'node:crypto';
import { ANALYZED_GARMENT_TYPES } from '@techpack/contracts';
import { startTechPackHarness } from '../services/techpack-pdf/src/testing/techpack-harness';
import { buildTechPack } from '../services/techpack-pdf/src/model/techpack.model';
import { costOfPack } from '../services/techpack-pdf/src/get-cost/cost-of-pack';

const N = Number(process.argv[2] ?? 60);
const TYPES = ANALYZED_GARMENT_TYPES;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
};
const analysis = (garmentType: string) => ({
  garmentType,
  silhouette: 'regular',
  styleCategory: 'casual',
  description: garmentType,
  components: {},
  confidence: 0.9,
});

// the model alone
const packs = TYPES.map((t) =>
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: 'M',
    now: new Date(),
    analysis: analysis(t) as never,
  }),
);
for (let i = 0; i < 50; i++) costOfPack(packs[i % packs.length]);
const model: number[] = [];
for (let i = 0; i < N * 5; i++) {
  const t0 = performance.now();
  costOfPack(packs[i % packs.length], { quantity: [100, 300, 1000][i % 3] });
  model.push(performance.now() - t0);
}

// through HTTP
const h = await startTechPackHarness('cost-export-bench');
const userId = randomUUID();
const token = await h.userToken(userId);
const ids: string[] = [];
for (const t of TYPES)
  ids.push((await h.post(h.createBody({ userId, analysis: analysis(t) as never }))).body.techPack.id);
// each new pack's PDF renders in the background: wait for those renders, so they do not share the CPU with the timings
for (const id of ids) {
  const until = Date.now() + 180_000;
  while (Date.now() < until && !(await h.get(`/api/tech-pack/${id}`, token)).body?.pdfPath)
    await new Promise((r) => setTimeout(r, 250));
}
const timed = async (path: string) => {
  const t0 = performance.now();
  const res = await fetch(`${h.service.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.toString().slice(0, 200)}`);
  return { ms: performance.now() - t0, bytes: body.length };
};
const run = async (make: (id: string, i: number) => string) => {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const r = await timed(make(ids[i % ids.length], i));
    ms.push(r.ms);
    bytes += r.bytes;
  }
  return { p50: pct(ms, 50), p95: pct(ms, 95), avgKB: Math.round(bytes / N / 102.4) / 10 };
};
const costPath = (id: string, i: number) =>
  `/api/tech-pack/${id}/cost?quantity=${[100, 300, 1000][i % 3]}&region=${['china', 'bangladesh', 'portugal'][i % 3]}`;
// warm-up of every route first (JIT, the HTTP client's connections, the database's prepared plans)
for (let i = 0; i < 30; i++)
  for (const path of [
    costPath(ids[i % ids.length], i),
    `/api/tech-pack/${ids[i % ids.length]}/export.xlsx`,
    `/api/tech-pack/${ids[i % ids.length]}/export.json`,
  ])
    await timed(path);
const cost = await run(costPath);
const xlsx = await run((id) => `/api/tech-pack/${id}/export.xlsx`);
const json = await run((id) => `/api/tech-pack/${id}/export.json`);
await h.stop();

console.log(
  JSON.stringify(
    {
      iterations: N,
      packs: TYPES.length,
      modelOnlyMs: { p50: pct(model, 50), p95: pct(model, 95) },
      costHttpMs: cost,
      xlsxHttpMs: xlsx,
      jsonHttpMs: json,
    },
    null,
    2,
  ),
);
console.log(
  `cost p50 ${cost.p50} ms (target < 20): ${cost.p50 < 20 ? 'ok' : 'OVER'}; xlsx p50 ${xlsx.p50} ms (target < 150): ${xlsx.p50 < 150 ? 'ok' : 'OVER'}`,
);
process.exit(0);
