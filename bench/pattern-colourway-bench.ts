/**
 * Does a patterned garment's colourway list its colours? Runs the upload service's whole local analysis (intake, mask,
 * colours, classifier) over the labelled TRAIN photos and counts, per labelled pattern, how many colourways list two
 * colours or more (a patterned garment should list its colours) and how many list one (a solid fabric's light and
 * shadow are one colour), and the mean number listed. Train by default; any labels file of the same kind can be passed.
 *
 *   npx tsx bench/pattern-colourway-bench.ts [attributes-train.jsonl] [--images N]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadGarmentClassifier, type RgbRaster } from '@techpack/garment-classifier';
import { LocalAnalyzer } from '../services/upload-analysis/src/analyzer/local.analyzer.js';
import type { GarmentClassification } from '../services/upload-analysis/src/analyzer/analyzer.port.js';
import { deltaE2000, intakeImage } from '@techpack/garment-classifier/photo';
import { isPatternedValue } from '@techpack/contracts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const nAt = args.indexOf('--images');
const limit = nAt >= 0 ? Number(args[nAt + 1]) : Infinity;
const labels = resolve(
  args.find((a, i) => !a.startsWith('--') && (nAt < 0 || i !== nAt + 1)) ??
    '../shared/datasets/clothing-small/attributes-train.jsonl',
);
const root = dirname(labels);
const rows = readFileSync(labels, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Record<string, string>)
  .filter((r) => r.pattern && r.pattern !== 'unclear' && r.pattern !== 'n/a')
  .slice(0, limit);

const model = await loadGarmentClassifier();
const analyzer = new LocalAnalyzer({
  name: 'garment-classifier',
  classify: async (b, options) => (await model.classify(b, options)) as GarmentClassification,
  ...(model.saliency ? { saliency: (raster: RgbRaster) => model.saliency!(raster) } : {}),
});
// per labelled pattern: photos, colourways of 2+ colours; the answer's pattern alongside
const by = new Map<
  string,
  {
    n: number;
    multi: number;
    one: number;
    listed: number;
    contrast: number;
    answeredPatterned: number;
    answeredPatternedMulti: number;
  }
>();
const ms: number[] = [];
for (const r of rows) {
  const img = await intakeImage(readFileSync(join(root, r.file)));
  const t = performance.now();
  const a = await analyzer.analyze({ web: img.web, raw: img.analysis });
  ms.push(performance.now() - t);
  const listed = a.dominantColors?.length ?? 0;
  const answered = a.features?.pattern.value;
  const patternedAnswer = isPatternedValue(answered);
  const s = by.get(r.pattern) ?? {
    n: 0,
    multi: 0,
    one: 0,
    listed: 0,
    contrast: 0,
    answeredPatterned: 0,
    answeredPatternedMulti: 0,
  };
  s.n++;
  s.listed += listed;
  if (listed >= 2) s.multi++;
  if (listed === 1) s.one++;
  // a colour unlike the main one (CIEDE2000, lightness at half weight, 15 or more): a print's motif, a stripe's second colour
  const cs = a.dominantColors ?? [];
  if (cs.slice(1).some((c) => deltaE2000(c.hex, cs[0].hex, 2) >= 15)) s.contrast++;
  if (patternedAnswer) {
    s.answeredPatterned++;
    if (listed >= 2) s.answeredPatternedMulti++;
  }
  by.set(r.pattern, s);
}
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
console.log(`photos: ${rows.length} labelled for pattern, from ${labels}`);
for (const [p, s] of [...by.entries()].sort((x, y) => y[1].n - x[1].n)) {
  console.log(
    `label ${p.padEnd(12)} n ${String(s.n).padStart(4)}  colourway of 2+ colours ${pct(s.multi, s.n).padStart(7)}, of one ${pct(s.one, s.n).padStart(7)}, mean ${(s.listed / s.n).toFixed(2)}, a contrast colour ${pct(s.contrast, s.n).padStart(7)}` +
      `  answered patterned ${String(s.answeredPatterned).padStart(4)}, of those 2+ colours ${pct(s.answeredPatternedMulti, s.answeredPatterned)}`,
  );
}
const sorted = [...ms].sort((x, y) => x - y);
console.log(
  `whole analysis: median ${sorted[sorted.length >> 1].toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms`,
);
