// Pattern benchmark (not a test): drafting one size cold (FreeSewing draft + the levers' rounds + the measures, no
// neighbour to start from, nothing kept) and with only the levers' solution for its inputs kept (one round), the whole
// graded pattern and its DXF cold (each size after the base starts from its neighbour's levers) and again with the
// drafts kept by their inputs (a pack edited elsewhere than its measurements), and the marker's efficiency, per
// garment type.
// Usage: npx tsx bench/pattern-bench.ts [iterations=10]
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { packOf } from '../services/techpack-pdf/src/testing/build-pack';
import { buildPattern, draftOne, forgetDrafts, planFor } from '../services/techpack-pdf/src/pattern/pattern';
import { patternDxf } from '../services/techpack-pdf/src/pattern/dxf';
import { nestMarker } from '../services/techpack-pdf/src/pattern/marker';
import { fabricWidthOf } from '../services/techpack-pdf/src/pattern/pattern-exports';
import { PatternService } from '../services/techpack-pdf/src/pattern/pattern.service';
import { PATTERN_TYPES } from '../services/techpack-pdf/src/pattern/plans';

const N = Number(process.argv[2] ?? 10);
// every type a design drafts
const TYPES = PATTERN_TYPES;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const r = (n: number) => Math.round(n * 10) / 10;

async function main() {
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${N} iterations`,
  );
  console.log(
    '| type | design | one size cold p50 ms | one size cold max ms | rounds p50 (max) | one size, solution kept p50 ms | graded DXF cold p50 ms (per size) | graded DXF kept p50 ms | rows in / measured | marker M (cm x cm) | efficiency % |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const type of TYPES) {
    const pack = packOf(type);
    const plan = planFor(type)!;
    const sizes = pack.pointsOfMeasure.sizes;
    draftOne(pack, plan, 'M'); // warm-up
    const one: number[] = [],
      rounds: number[] = [],
      solvedOne: number[] = [];
    for (let i = 0; i < N; i++)
      for (const s of sizes) {
        forgetDrafts();
        let t = performance.now();
        rounds.push(draftOne(pack, plan, s).rounds);
        one.push(performance.now() - t);
        // the pieces let go, the levers' solution for these inputs kept
        forgetDrafts({ solutions: false });
        t = performance.now();
        draftOne(pack, plan, s);
        solvedOne.push(performance.now() - t);
      }
    const graded: number[] = [],
      kept: number[] = [];
    let last = await buildPattern(pack, plan);
    for (let i = 0; i < Math.max(3, Math.ceil(N / 3)); i++) {
      forgetDrafts();
      let t = performance.now();
      last = await buildPattern(pack, plan);
      patternDxf(last, sizes);
      graded.push(performance.now() - t);
      t = performance.now();
      patternDxf(await buildPattern(pack, plan), sizes);
      kept.push(performance.now() - t);
    }
    const measured = last.check.filter((c) => c.status !== 'not drafted');
    const m = nestMarker(last.bySize.find((s) => s.size === 'M')!.pieces, fabricWidthOf(pack));
    console.log(
      `| ${type} | ${plan.id} | ${r(pct(one, 50))} | ${r(Math.max(...one))} | ${pct(rounds, 50)} (${Math.max(...rounds)}) | ${r(pct(solvedOne, 50))} | ${r(pct(graded, 50))} (${r(pct(graded, 50) / sizes.length)}) | ${r(pct(kept, 50))} | ${measured.filter((c) => c.status === 'in').length} / ${measured.length} | ${m.lengthCm} x ${m.widthCm} | ${m.efficiency} |`,
    );
  }
  // the service drafts in its pattern thread: how long the event loop waits meanwhile (a graded shirt, the longest)
  // the machine's own noise: the event loop's delay over the same time with nothing drafting
  const idle = monitorEventLoopDelay({ resolution: 5 });
  idle.enable();
  await new Promise((res) => setTimeout(res, 2000));
  idle.disable();
  console.log(
    `\nevent loop idle for 2 s (baseline): delay max ${r(idle.max / 1e6)} ms, p99 ${r(idle.percentile(99) / 1e6)} ms`,
  );
  const shirt = packOf('shirt');
  forgetDrafts();
  const service = new PatternService();
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const t = performance.now();
  await service.of(shirt);
  h.disable();
  console.log(
    `service, graded shirt in the pattern thread: ${Math.round(performance.now() - t)} ms; event loop delay max ${r(h.max / 1e6)} ms, p99 ${r(h.percentile(99) / 1e6)} ms`,
  );
  process.exit(0);
}

void main();
