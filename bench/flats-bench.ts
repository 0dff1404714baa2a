// Flats benchmark (not a test): time to draw both views of a pack on the server, and a studio redraw.
// Usage: npx tsx bench/flats-bench.ts [iterations=200]
// - server: renderFlat front + back with callouts (what GET .../flats/{view}.svg and the PDF compute)
// - studio redraw: the studio's work after an edit: both views with callouts and the XS-XXL overlay, SVG strings
//   included (the browser's DOM update is not measured here; the component test checks it redraws).
import os from 'node:os';
import { createElement, type ReactElement } from 'react';
import { Document, Page, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { ANALYZED_GARMENT_TYPES, type TechPack } from '@techpack/contracts';
import { renderFlat } from '../libs/flats/src/index';
import { FlatPair } from '../services/techpack-pdf/src/flats/flat-pdf';
import { renderTechPackPdf } from '../services/techpack-pdf/src/pdf/render';
import { buildTechPack } from '../services/techpack-pdf/src/model/techpack.model';
import { SAMPLES } from './flats-samples';

const N = Number(process.argv[2] ?? 200);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const r = (n: number) => Math.round(n * 100) / 100;
const inputs = Object.values(SAMPLES);

function time(fn: () => void): number[] {
  for (let i = 0; i < 30; i++) fn(); // warm-up (JIT)
  const out: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

let k = 0;
const server = time(() => {
  const input = inputs[k++ % inputs.length];
  renderFlat(input, 'front');
  renderFlat(input, 'back');
});
k = 0;
const studio = time(() => {
  const input = inputs[k++ % inputs.length];
  // an edit changes one measurement: the studio redraws both views from the new values
  const rows = input.rows!.map((row, i) =>
    i === 0 ? { ...row, values: { ...row.values, M: row.values.M + (k % 5) } } : row,
  );
  renderFlat({ ...input, rows }, 'front', { sizes: 'all' });
  renderFlat({ ...input, rows }, 'back', { sizes: 'all' });
});
const perType = Object.fromEntries(
  Object.entries(SAMPLES).map(([name, input]) => {
    const t = time(() => {
      renderFlat(input, 'front');
      renderFlat(input, 'back');
    });
    return [name, r(pct(t, 50))];
  }),
);
const sizes = inputs.map((i) => renderFlat(i, 'front').svg.length);

// The flats' share of a PDF render: one A4 page holding the three drawings the document carries (cover, how to
// measure, branding), laid out and written by @react-pdf/renderer; an upper bound of what they add to a whole PDF.
const packOf = (i: (typeof inputs)[number]) =>
  ({
    aiAnalysis: { garmentType: i.garmentType, features: i.features },
    pointsOfMeasure: { baseSize: 'M', sizes: i.sizes, rows: i.rows },
    measurements: {},
    branding: i.branding,
  }) as unknown as TechPack;
const flatsPage = (pack: TechPack) =>
  createElement(
    Document,
    null,
    createElement(Page, { size: 'A4' }, [
      createElement(FlatPair, { key: 1, pack, width: 265, height: 150, callouts: false, scale: 2 }),
      createElement(FlatPair, { key: 2, pack, width: 531, height: 235, callouts: true, scale: 2.4 }),
      createElement(FlatPair, { key: 3, pack, width: 531, height: 165, callouts: false, scale: 2 }),
    ]),
  ) as unknown as ReactElement<DocumentProps>;
for (let i = 0; i < 5; i++) await renderToBuffer(flatsPage(packOf(inputs[i % inputs.length])));
// Whole documents (8 pages, with flats, in this thread, no split across workers), interleaved with the flats-only
// page so that both see the same machine load.
const TYPES = ANALYZED_GARMENT_TYPES;
const packs = TYPES.map((garmentType) =>
  buildTechPack({
    id: crypto.randomUUID(),
    uploadId: crypto.randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: 'M',
    now: new Date(),
    analysis: {
      garmentType,
      confidence: 0.9,
      colors: [{ name: 'Navy', hex: '#1F2A44' }],
      silhouette: 'regular',
      styleCategory: 'casual',
      components: {},
      description: 'x',
    } as never,
  }),
);
for (const p of packs) await renderTechPackPdf(p, null);
const pdfFlats: number[] = [];
const pdfFlatsCpu: number[] = [];
const wholeCpu: number[] = [];
const cpu = async (fn: () => Promise<unknown>) => {
  const c0 = process.cpuUsage();
  await fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000; // CPU time: what the wall time would be on an idle core
};
for (let i = 0; i < 40; i++) {
  const t0 = performance.now();
  pdfFlatsCpu.push(
    await cpu(() => renderToBuffer(flatsPage(packs[i % packs.length] as unknown as TechPack))),
  );
  pdfFlats.push(performance.now() - t0);
  wholeCpu.push(await cpu(() => renderTechPackPdf(packs[i % packs.length], null)));
}
console.log(
  JSON.stringify(
    {
      iterations: N,
      serverBothViewsP50Ms: r(pct(server, 50)),
      serverBothViewsP95Ms: r(pct(server, 95)),
      studioRedrawP50Ms: r(pct(studio, 50)),
      studioRedrawP95Ms: r(pct(studio, 95)),
      perGarmentBothViewsP50Ms: perType,
      svgBytesMedian: pct(sizes, 50),
      pdfThreeFlatPairsP50Ms: r(pct(pdfFlats, 50)),
      pdfThreeFlatPairsCpuP50Ms: r(pct(pdfFlatsCpu, 50)),
      wholePdfWithFlatsCpuP50Ms: r(pct(wholeCpu, 50)),
      loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
      cores: os.cpus().length,
      targets: 'server both views p50 < 5 ms; studio redraw < 16 ms',
    },
    null,
    2,
  ),
);
