// Benchmark (not a test): how much of a classification the caller's own work hides. The upload service asks the
// classifier thread for a photo's class and measures the colours right after, on its own thread; the call is posted
// at once (libs/garment-classifier: send), so the thread classifies meanwhile and the answer is (nearly) there when
// the caller awaits it. `npx tsx bench/classifier-overlap-bench.ts [runs] [workMs]`: the wait after the caller's work
// beside the run's own inferenceMs (p50 each; the wait stays well under inferenceMs when the two overlap).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startGarmentClassifierThread } from '@techpack/garment-classifier';

const runs = Number(process.argv[2] ?? 20);
const workMs = Number(process.argv[3] ?? 400);
const dir = resolve(import.meta.dirname, '../../shared/datasets/clothing-small/validation/t-shirt');
const img = readFileSync(
  join(
    dir,
    readdirSync(dir)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort()[0],
  ),
);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const threaded = await startGarmentClassifierThread();
await threaded.classify(img);
const waits: number[] = [];
const inference: number[] = [];
for (let i = 0; i < runs; i++) {
  const pending = threaded.classify(img);
  const end = performance.now() + workMs;
  while (performance.now() < end); // the caller's own synchronous work
  const t = performance.now();
  const answer = await pending;
  waits.push(performance.now() - t);
  inference.push(answer.inferenceMs);
}
await threaded.close();
console.log(
  `runs ${runs}, caller's work ${workMs} ms: wait after it p50 ${p50(waits).toFixed(1)} ms, inference p50 ${p50(inference).toFixed(1)} ms`,
);
console.log(
  p50(waits) < p50(inference)
    ? "OK: the run overlapped the caller's work"
    : "SLOW: the run waited for the caller's work",
);
