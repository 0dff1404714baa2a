// The first analyses of a freshly started upload service: the whole analysis time of each of the first N uploads
// (validation photos, through the service's intake), with the start-up warm-up (createAnalyzer, as the service starts)
// or without it (--no-warm-up: the model loaded without it). One process per run: run both forms.
// Usage: npx tsx bench/analyzer-cold-bench.ts [photos=12] [--no-warm-up]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLogger } from '@techpack/platform';
import { createAnalyzer } from '../services/upload-analysis/src/upload-analysis.module';
import { loadClassifier, LocalAnalyzer } from '../services/upload-analysis/src/analyzer/local.analyzer';
import { intakeImage } from '@techpack/garment-classifier/photo';

const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 12);
const warm = !process.argv.includes('--no-warm-up');
const dir = resolve(
  new URL('..', import.meta.url).pathname,
  '../shared/datasets/clothing-small/validation/t-shirt',
);
const files = readdirSync(dir).sort().slice(0, N);
const logger = createLogger('analyzer-cold-bench', 'error');
const t0 = performance.now();
const analyzer = warm
  ? await createAnalyzer({} as never, logger)
  : new LocalAnalyzer(await loadClassifier(logger));
const startMs = Math.round(performance.now() - t0);
const times: number[] = [];
for (const f of files) {
  const img = await intakeImage(readFileSync(join(dir, f)));
  const t = performance.now();
  await analyzer.analyze({ web: img.web, raw: img.analysis });
  times.push(Math.round(performance.now() - t));
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  JSON.stringify({ warmUp: warm, startMs, firstAnalysesMs: times, median: sorted[sorted.length >> 1] }),
);
process.exit(0);
