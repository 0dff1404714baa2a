import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';

// Technical flats of the largest and smallest packs the editor's rules allow (every point of measure at 500 cm, or
// at 0.1 cm, in a print on rib knit), through the real product (embedded mode: the gateway and every service share
// one event loop): the SVG views and the PDF answer, the SVGs stay small, and another designer's calls keep being
// answered while eight designers draw the largest pack at once.
let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
type Doc = { schemaVersion: string; unit?: string; pack: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
let exported: Doc;

const MAX_SVG = 300 * 1024;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, 170_000);
  owner = await registerUser(app, 'flats-bounds');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F2A44"/></svg>`;
  const fd = new FormData();
  fd.append('email', owner.email);
  fd.append('garmentType', 't-shirt');
  fd.append(
    'image',
    new Blob([new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer())], {
      type: 'image/jpeg',
    }),
    'tee.jpg',
  );
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { techPack: { id: string } }).techPack.id;
  exported = (await api(app, 'GET', `/api/tech-pack/${id}/export.json`, { token: owner.token })).body;
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

/** The exported pack with every graded value and measurement at `cm` (in the export's unit), drawn as a print on rib knit. */
function packAt(cm: number): Doc {
  const doc: Doc = JSON.parse(JSON.stringify(exported));
  const v = doc.unit === 'in' ? Math.floor((cm / 2.54) * 100) / 100 : cm;
  for (const row of doc.pack.pointsOfMeasure.rows) for (const s of Object.keys(row.values)) row.values[s] = v;
  for (const k of Object.keys(doc.pack.measurements ?? {})) doc.pack.measurements[k] = v;
  const heavy = { pattern: 'print', fabric_look: 'rib-or-sweater-knit' };
  for (const [k, value] of Object.entries(heavy)) {
    if (doc.pack.aiAnalysis.features?.[k])
      doc.pack.aiAnalysis.features[k] = { ...doc.pack.aiAnalysis.features[k], value };
    if (doc.pack.garment?.features) doc.pack.garment.features[k] = value;
  }
  return doc;
}

async function importAs(token: string, doc: Doc): Promise<string> {
  const res = await api(app, 'POST', '/api/tech-packs/import', { token, body: doc });
  expect([res.status, res.body?.message]).toEqual([201, 'Tech pack imported']);
  return res.body.techPack.id as string;
}

const get = async (path: string, token: string) => {
  const t0 = performance.now();
  const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body,
    ms: performance.now() - t0,
  };
};

describe('flats of the largest and smallest packs within the rules', () => {
  it.each([
    ['500 cm', 500],
    ['0.1 cm', 0.1],
  ])(
    'every point of measure at %s: front, back, all sizes and the PDF answer 200, each SVG under 300 KB',
    async (_name, cm) => {
      const id = await importAs(owner.token, packAt(cm));
      for (const path of [
        'flats/front.svg',
        'flats/back.svg',
        'flats/front.svg?sizes=all',
        'flats/back.svg?sizes=all',
      ]) {
        const r = await get(`/api/tech-pack/${id}/${path}`, owner.token);
        expect([path, r.status, r.type]).toEqual([path, 200, 'image/svg+xml; charset=utf-8']);
        expect(r.body.length).toBeLessThan(MAX_SVG);
        expect(r.body.toString()).toContain('data-role="body"');
        if (cm === 500) expect(r.body.toString()).toContain('data-role="pattern"'); // the print is drawn, at a wider grid
      }
      const pdf = await get(`/api/tech-pack/${id}/pdf-download`, owner.token);
      expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    },
    120_000,
  );

  it("the process's event-loop blocks are counted on /metrics", async () => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/^event_loop_blocks_total\{[^}]*\} \d+$/m);
  });
});

describe('eight designers draw the largest pack while another designer works', () => {
  it('every flat and PDF answers 200, and the other designer is answered throughout', async () => {
    const doc = packAt(500);
    const drawers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => registerUser(app, `flats-drawer${i}`)),
    );
    const ids = await Promise.all(drawers.map((d) => importAs(d.token, doc)));
    const other = await registerUser(app, 'flats-other');
    let drawing = true;
    const otherMs: number[] = [];
    const otherStatuses = new Set<number>();
    const watcher = (async () => {
      while (drawing) {
        for (const path of ['/api/tech-packs/user', '/api/materials']) {
          const r = await get(path, other.token);
          otherStatuses.add(r.status);
          otherMs.push(r.ms);
        }
      }
    })();
    const statuses = await Promise.all(
      drawers.map(async (d, i) => {
        const out: number[] = [];
        for (let round = 0; round < 2; round++)
          for (const path of [
            'flats/front.svg',
            'flats/back.svg?sizes=all',
            ...(round === 0 ? ['pdf-download'] : []),
          ]) {
            const r = await get(`/api/tech-pack/${ids[i]}/${path}`, d.token);
            out.push(r.status);
            if (path.endsWith('.svg') || path.includes('.svg?')) expect(r.body.length).toBeLessThan(MAX_SVG);
          }
        return out;
      }),
    );
    drawing = false;
    await watcher;
    expect(statuses.flat()).toEqual(Array(8 * 5).fill(200));
    expect([...otherStatuses]).toEqual([200]);
    otherMs.sort((a, b) => a - b);
    const p95 = otherMs[Math.floor(otherMs.length * 0.95)];
    // the product's aim is under 500 ms (bench/flats-worst-bench.ts measures it); here a bound no busy CI machine misses
    expect(p95).toBeLessThan(5_000);
  }, 240_000);
});
