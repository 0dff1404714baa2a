/**
 * Local analyzer timings: model load, and per photo the whole analysis the upload service runs (garment type and
 * attribute heads in one model run (photo, mirror, detail view and its mirror), garment/background separation, colours, names, Pantone TCX, features).
 *
 *   npx tsx bench/analyzer-bench.ts [image-folder] [--images N]
 *
 * Default folder: ../shared/datasets/clothing-small/validation (class sub-folders). Prints model size, load time,
 * and median / p95 of intake, classifier (decode + model) and whole analysis per image, on this machine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGarmentClassifier, type RgbRaster } from '@techpack/garment-classifier';
import { LocalAnalyzer } from '../services/upload-analysis/src/analyzer/local.analyzer.js';
import type { GarmentClassification } from '../services/upload-analysis/src/analyzer/analyzer.port.js';
import { intakeImage } from '@techpack/garment-classifier/photo';

const args = process.argv.slice(2).filter((a) => a !== '--');
const nAt = args.indexOf('--images');
const limit = nAt >= 0 ? Number(args[nAt + 1]) : 120;
const dir = resolve(
  args.find((a, i) => !a.startsWith('--') && (nAt < 0 || i !== nAt + 1)) ??
    '../shared/datasets/clothing-small/validation',
);
const files: string[] = [];
for (const c of readdirSync(dir).sort()) {
  if (!statSync(join(dir, c)).isDirectory()) continue;
  for (const f of readdirSync(join(dir, c)).sort())
    if (/\.(jpe?g|png|webp)$/i.test(f)) files.push(join(dir, c, f));
}
// spread over the classes: every k-th photo
const step = Math.max(1, Math.floor(files.length / limit));
const pick = files.filter((_, i) => i % step === 0).slice(0, limit);

const modelFile = fileURLToPath(
  new URL('../libs/garment-classifier/model/garment-classifier.onnx', import.meta.url),
);
const t0 = performance.now();
const model = await loadGarmentClassifier();
const loadMs = performance.now() - t0;
let inferMs = 0;
const analyzer = new LocalAnalyzer({
  name: 'garment-classifier',
  classify: async (b, options) => {
    const r = (await model.classify(b, options)) as GarmentClassification;
    inferMs = r.inferenceMs;
    return r;
  },
  ...(model.saliency ? { saliency: (raster: RgbRaster) => model.saliency!(raster) } : {}),
});
const intake: number[] = [];
const infer: number[] = [];
const whole: number[] = [];
// one warm-up photo (JIT, first wasm run), not counted
const warm = await intakeImage(readFileSync(pick[0]));
await analyzer.analyze({ web: warm.web, raw: warm.analysis });
for (const f of pick) {
  const buf = readFileSync(f);
  const ti = performance.now();
  const img = await intakeImage(buf);
  intake.push(performance.now() - ti);
  const ta = performance.now();
  await analyzer.analyze({ web: img.web, raw: img.analysis });
  whole.push(performance.now() - ta);
  infer.push(inferMs);
}
const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const med = (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  return `median ${med.toFixed(1)} ms, p95 ${s[Math.min(s.length - 1, Math.floor(s.length * 0.95))].toFixed(1)} ms`;
};
console.log(`photos: ${pick.length} from ${dir}`);
console.log(`model: ${(statSync(modelFile).size / 1e6).toFixed(2)} MB, load ${loadMs.toFixed(0)} ms`);
console.log(`intake (decode, orient, web copy, analysis raster): ${stat(intake)}`);
console.log(
  `classifier (decode + one run: photo, mirror, detail view and its mirror; type + attribute heads): ${stat(infer)}`,
);
console.log(`whole analysis (type, features, colours): ${stat(whole)}`);
