// Flats of the largest pack the editor's rules allow, not a test: every point of measure and measurement at 500 cm,
// a print on rib knit (the heaviest fill and finish). Prints
//   engine: the flats engine in this process (front/back, base and all sizes): median and max ms, SVG KB, work units;
//   server: the real product (embedded mode, a child process) through the gateway: front.svg/back.svg and the PDF,
//           one at a time (p50/p95 ms, KB);
//   other designer: p50/p95 of another designer's calls (GET /api/tech-packs/user and /api/materials) alone, and while
//           8 designers draw that pack's flats and PDF at once; and the event-loop blocks over 200 ms the server
//           counted (event_loop_blocks_total).
// Usage: npx tsx bench/flats-worst-bench.ts [seconds of load=20]
import sharp from 'sharp';
import { ANALYZED_GARMENT_TYPES } from '@techpack/contracts';
import { draftPoms } from '@techpack/catalog';
import { renderFlat, type FlatInput } from '../libs/flats/src/index';
import { renderWork } from '../libs/flats/src/bounds';
import { api, registerUser, startTestApp } from '../scripts/test-support/app';
import { renderTechPackPdf } from '../services/techpack-pdf/src/pdf/render';
import { packOf } from '../services/techpack-pdf/src/testing/build-pack';

const LOAD_S = Number(process.argv[2] ?? 20);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const r1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- engine
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const engine: Record<string, unknown>[] = [];
for (const type of ANALYZED_GARMENT_TYPES) {
  const input: FlatInput = {
    garmentType: type,
    rows: draftPoms(type).map((p) => ({
      code: p.code,
      key: p.key,
      name: p.name,
      values: Object.fromEntries(SIZES.map((s) => [s, 500])),
    })),
    baseSize: 'M',
    sizes: SIZES,
    features: {
      pattern: { value: 'print' },
      fabric_look: { value: 'rib-or-sweater-knit' },
      waist: { value: 'elastic-or-drawcord' },
    },
  };
  for (const view of ['front', 'back'] as const)
    for (const sizes of ['base', 'all'] as const) {
      const ms: number[] = [];
      let kb = 0;
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        kb = renderFlat(input, view, { sizes }).svg.length / 1024;
        ms.push(performance.now() - t0);
      }
      engine.push({
        type,
        view,
        sizes,
        medianMs: r1(pct(ms, 50)),
        maxMs: r1(Math.max(...ms)),
        kb: Math.round(kb),
        work: renderWork.last,
      });
    }
}
console.table(engine);

// ---------------------------------------------------------------- the PDF in this process (what one render worker does)
const pdfRows: Record<string, unknown>[] = [];
for (const [label, cm] of [
  ['own sizes', 0],
  ['every POM at 500 cm', 500],
] as const) {
  const pack = packOf('t-shirt', {
    features: {
      pattern: { value: 'print', confidence: 0.9 },
      fabric_look: { value: 'rib-or-sweater-knit', confidence: 0.9 },
    },
  });
  if (cm) {
    for (const row of pack.pointsOfMeasure.rows) for (const s of Object.keys(row.values)) row.values[s] = cm;
    for (const k of Object.keys(pack.measurements)) pack.measurements[k] = cm;
  }
  const ms: number[] = [];
  let kb = 0;
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    kb = (await renderTechPackPdf(pack, null)).pdf.length / 1024;
    ms.push(performance.now() - t0);
  }
  pdfRows.push({
    'PDF, t-shirt print on rib': label,
    firstMs: Math.round(ms[0]),
    medianMs: Math.round(pct(ms.slice(1), 50)),
    kb: Math.round(kb),
  });
}
console.table(pdfRows);

// ---------------------------------------------------------------- server
const app = await startTestApp({ LOG_LEVEL: 'error' }, 180_000);
try {
  const owner = await registerUser(app, 'bench-owner');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F2A44"/></svg>`;
  const fd = new FormData();
  fd.append('email', owner.email);
  fd.append('garmentType', 't-shirt');
  fd.append(
    'image',
    new Blob([new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer())], { type: 'image/jpeg' }),
    'tee.jpg',
  );
  const up = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const first = ((await up.json()) as { techPack: { id: string } }).techPack.id;
  const doc = (await api(app, 'GET', `/api/tech-pack/${first}/export.json`, { token: owner.token })).body;
  const v = doc.unit === 'in' ? Math.floor((500 / 2.54) * 100) / 100 : 500;
  for (const row of doc.pack.pointsOfMeasure.rows) for (const s of Object.keys(row.values)) row.values[s] = v;
  for (const k of Object.keys(doc.pack.measurements ?? {})) doc.pack.measurements[k] = v;
  for (const [k, value] of Object.entries({ pattern: 'print', fabric_look: 'rib-or-sweater-knit' })) {
    if (doc.pack.aiAnalysis.features?.[k])
      doc.pack.aiAnalysis.features[k] = { ...doc.pack.aiAnalysis.features[k], value };
    if (doc.pack.garment?.features) doc.pack.garment.features[k] = value;
  }
  const importAs = async (token: string) => {
    const res = await api(app, 'POST', '/api/tech-packs/import', { token, body: doc });
    if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.techPack.id as string;
  };
  const get = async (path: string, token: string) => {
    const t0 = performance.now();
    const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { status: res.status, bytes, ms: performance.now() - t0 };
  };
  const blocks = async () => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    return Number(/^event_loop_blocks_total\{[^}]*\} (\S+)$/m.exec(text)?.[1] ?? NaN);
  };

  const id = await importAs(owner.token);
  const server: Record<string, unknown>[] = [];
  for (const path of ['flats/front.svg', 'flats/back.svg', 'flats/front.svg?sizes=all', 'pdf-download']) {
    const ms: number[] = [];
    let kb = 0;
    let status = 0;
    for (let i = 0; i < (path === 'pdf-download' ? 5 : 15); i++) {
      const r = await get(`/api/tech-pack/${id}/${path}`, owner.token);
      ms.push(r.ms);
      kb = r.bytes / 1024;
      status = r.status;
    }
    server.push({
      path,
      status,
      firstMs: r1(ms[0]),
      p50Ms: r1(pct(ms, 50)),
      p95Ms: r1(pct(ms, 95)),
      kb: Math.round(kb),
    });
  }
  console.table(server);

  const other = await registerUser(app, 'bench-other');
  const otherCalls = async (until: () => boolean) => {
    const ms: number[] = [];
    const statuses = new Set<number>();
    while (until()) {
      for (const path of ['/api/tech-packs/user', '/api/materials']) {
        const r = await get(path, other.token);
        ms.push(r.ms);
        statuses.add(r.status);
      }
    }
    return { ms, statuses: [...statuses] };
  };
  const quietEnd = Date.now() + 5_000;
  const quiet = await otherCalls(() => Date.now() < quietEnd);

  const drawers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => registerUser(app, `bench-drawer${i}`)),
  );
  const ids = await Promise.all(drawers.map((d) => importAs(d.token)));
  const blocksBefore = await blocks();
  const loadEnd = Date.now() + LOAD_S * 1000;
  const drawn: { path: string; status: number; ms: number; bytes: number }[] = [];
  const [loaded] = await Promise.all([
    otherCalls(() => Date.now() < loadEnd),
    ...drawers.map(async (d, i) => {
      while (Date.now() < loadEnd)
        for (const path of ['flats/front.svg', 'flats/back.svg?sizes=all', 'pdf-download']) {
          const r = await get(`/api/tech-pack/${ids[i]}/${path}`, d.token);
          drawn.push({ path, ...r });
        }
    }),
  ]);
  const blocksDuring = (await blocks()) - blocksBefore;
  const by = (p: string) => drawn.filter((d) => d.path === p);
  console.table(
    ['flats/front.svg', 'flats/back.svg?sizes=all', 'pdf-download'].map((p) => ({
      'drawn by 8 at once': p,
      calls: by(p).length,
      non200: by(p).filter((d) => d.status !== 200).length,
      p50Ms: r1(
        pct(
          by(p).map((d) => d.ms),
          50,
        ),
      ),
      p95Ms: r1(
        pct(
          by(p).map((d) => d.ms),
          95,
        ),
      ),
      maxKB: Math.round(Math.max(...by(p).map((d) => d.bytes)) / 1024),
    })),
  );
  console.table([
    {
      'other designer': 'alone',
      calls: quiet.ms.length,
      statuses: quiet.statuses.join(' '),
      p50Ms: r1(pct(quiet.ms, 50)),
      p95Ms: r1(pct(quiet.ms, 95)),
      maxMs: r1(Math.max(...quiet.ms)),
    },
    {
      'other designer': '8 drawing',
      calls: loaded.ms.length,
      statuses: loaded.statuses.join(' '),
      p50Ms: r1(pct(loaded.ms, 50)),
      p95Ms: r1(pct(loaded.ms, 95)),
      maxMs: r1(Math.max(...loaded.ms)),
    },
  ]);
  console.log(
    `event-loop blocks over 200 ms counted by the server during the ${LOAD_S} s of load: ${blocksDuring}`,
  );
} finally {
  await app.stop();
}
