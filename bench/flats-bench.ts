// Flats benchmark (not a test): time to draw both views of a pack on the server, and a studio redraw.
// Usage: npx tsx bench/flats-bench.ts [iterations=200]
// - server: renderFlat front + back with callouts (what GET .../flats/{view}.svg and the PDF compute)
// - studio redraw: the studio's work after an edit: both views with callouts and the XS-XXL overlay, SVG strings
//   included (the browser's DOM update is not measured here; the component test checks it redraws).
import os from 'node:os';
import { renderFlat } from '../libs/flats/src/index';
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
  const rows = input.rows!.map((row, i) => (i === 0 ? { ...row, values: { ...row.values, M: row.values.M + (k % 5) } } : row));
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
      loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
      cores: os.cpus().length,
      targets: 'server both views p50 < 5 ms; studio redraw < 16 ms',
    },
    null,
    2,
  ),
);
