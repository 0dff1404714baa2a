/**
 * Evaluate the local analyzer on an ImageFolder directory (class sub-folders named like the clothing data set:
 * dress, hat, longsleeve, outwear, pants, shirt, shoes, shorts, skirt, t-shirt).
 *
 *   npm run eval:analyzer -- <dir> [--attributes <labels.jsonl>] [--confusion <key>[,<key>...]]
 *
 * Every photo goes through the service's own path: image intake (as POST /api/upload) and the whole local analysis
 * (garment type, attribute heads, garment/background separation, colours).
 * Prints per-class accuracy, a confusion matrix (raw classes), a reliability table for the type confidence, and,
 * with --attributes (labels of the attributes guide, `file` relative to the data set folder), per key
 *   attribute <key>: accuracy <a> balanced <b> detected-precision <p> coverage <c>
 * (labels 'unclear' / 'n/a' left out; balanced = mean recall over the values; coverage = share answered 'detected'),
 * the answers marked detected over all keys, the confusion matrix of the weakest key (and of the keys --confusion names), timings, and as its last line
 * exactly `accuracy: 0.xxx` (garment type; hat/shoes count as correct when the classifier answers `unsupported`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { garmentTypeOf, startGarmentClassifierThread, type RgbRaster } from '@techpack/garment-classifier';
import { FEATURE_KEYS, type FeatureKey } from '@techpack/contracts';
import { LocalAnalyzer } from '../services/upload-analysis/src/analyzer/local.analyzer.js';
import type {
  GarmentClassification,
  GarmentClassifierPort,
} from '../services/upload-analysis/src/analyzer/analyzer.port.js';
import { intakeImage } from '@techpack/garment-classifier/photo';

const args = process.argv.slice(2).filter((a) => a !== '--');
const attrAt = args.indexOf('--attributes');
const attributesPath = attrAt >= 0 ? args[attrAt + 1] : undefined;
const confAt = args.indexOf('--confusion');
const confusionKeys = confAt >= 0 ? (args[confAt + 1] ?? '').split(',').filter(Boolean) : [];
const dir = args.find(
  (a, i) => !a.startsWith('--') && (attrAt < 0 || i !== attrAt + 1) && (confAt < 0 || i !== confAt + 1),
);
const unknownKey = confusionKeys.find((k) => !(FEATURE_KEYS as readonly string[]).includes(k));
if (
  !dir ||
  (attrAt >= 0 && !attributesPath) ||
  (confAt >= 0 && (!attributesPath || confusionKeys.length === 0 || unknownKey))
) {
  console.error(
    'usage: tsx scripts/eval-analyzer.ts <imagefolder-dir> [--attributes <labels.jsonl>] [--confusion <key>[,<key>...]]',
  );
  if (unknownKey) console.error(`unknown key ${unknownKey}; keys: ${FEATURE_KEYS.join(', ')}`);
  process.exit(2);
}
const root = resolve(dir);
const IMAGE = /\.(jpe?g|png|webp)$/i;
const classes = readdirSync(root)
  .filter((c) => statSync(join(root, c)).isDirectory())
  .sort();
if (classes.length === 0) {
  console.error(`no class sub-folders in ${root}`);
  process.exit(2);
}

// labels: `file` is relative to the data set folder (the parent of the split folder), e.g. validation/dress/x.jpg; a
// split folder moved or renamed still finds its labels by class folder and file name (e.g. dress/x.jpg)
const labels = new Map<string, Record<string, string>>();
const byClassAndName = new Map<string, Record<string, string>>();
const classAndName = (path: string) => path.split(/[\\/]/).slice(-2).join('/');
if (attributesPath) {
  for (const line of readFileSync(resolve(attributesPath), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Record<string, string>;
    labels.set(resolve(dirname(root), row.file), row);
    byClassAndName.set(classAndName(row.file), row);
  }
}
const labelOf = (path: string) => labels.get(path) ?? byClassAndName.get(classAndName(path));

// every photo is analysed as the upload service analyses it: the model loaded in its worker thread
// (startGarmentClassifierThread), the colours measured on this thread while it classifies; the load is that start
const t0 = performance.now();
const threaded = await startGarmentClassifierThread();
const loadMs = performance.now() - t0;
let last: GarmentClassification | undefined;
const spy: GarmentClassifierPort = {
  name: 'garment-classifier',
  classify: async (buf, options) => (last = (await threaded.classify(buf, options)) as GarmentClassification),
  ...(threaded.saliency ? { saliency: (raster: RgbRaster) => threaded.saliency!(raster) } : {}),
};
const analyzer = new LocalAnalyzer(spy);
const modelFile = fileURLToPath(
  new URL('../libs/garment-classifier/model/garment-classifier.onnx', import.meta.url),
);
const maskFile = fileURLToPath(
  new URL('../libs/garment-classifier/model/garment-mask.onnx', import.meta.url),
);

const pad = (s: string | number, n: number) => String(s).padStart(n);
// The detected gate (with --attributes): a non-zero exit when an answer marked detected is trusted more than it earns.
const GATE = { detected: 0.95, perKeyDetected: 0.9, coverage: 0.4, minLabelled: 200 } as const;
const inferTimes: number[] = [];
const analysisTimes: number[] = [];
const conf: { c: number; ok: boolean }[] = [];
const perClass = new Map<string, { n: number; ok: number }>();
const confusion = new Map<string, Map<string, number>>();
const predictedRaw = new Set<string>();
let total = 0;
let correct = 0;
let refused = 0;
let refusedWrong = 0;
let confirmAsked = 0;
let typeDetected = 0;
let typeDetectedRight = 0;
type Scored = { label: string; value: string; detected: boolean };
const scored = new Map<FeatureKey, Scored[]>(FEATURE_KEYS.map((k) => [k, []]));

for (const cls of classes) {
  const files = readdirSync(join(root, cls))
    .filter((f) => IMAGE.test(f))
    .sort();
  const stats = { n: 0, ok: 0 };
  perClass.set(cls, stats);
  const row = new Map<string, number>();
  confusion.set(cls, row);
  for (const f of files) {
    const path = join(root, cls, f);
    const image = await intakeImage(readFileSync(path));
    const ta = performance.now();
    const a = await analyzer.analyze({ web: image.web, raw: image.analysis });
    analysisTimes.push(performance.now() - ta);
    const r = last!;
    inferTimes.push(r.inferenceMs);
    const ok = r.garmentType === garmentTypeOf(cls);
    stats.n++;
    total++;
    if (ok) {
      stats.ok++;
      correct++;
    }
    if (a.garmentType === 'unsupported') {
      refused++;
      if (garmentTypeOf(cls) !== 'unsupported') refusedWrong++;
    }
    if ((a as { garmentTypeNeedsConfirmation?: boolean }).garmentTypeNeedsConfirmation) confirmAsked++;
    if (a.garmentTypeDetected) {
      typeDetected++;
      if (a.garmentType === garmentTypeOf(cls)) typeDetectedRight++;
    }
    conf.push({ c: r.confidence, ok });
    row.set(r.rawClass, (row.get(r.rawClass) ?? 0) + 1);
    predictedRaw.add(r.rawClass);
    const lab = labelOf(path);
    if (lab && a.features) {
      for (const key of FEATURE_KEYS) {
        const want = lab[key];
        if (!want || want === 'unclear' || want === 'n/a') continue;
        const got = a.features[key];
        scored.get(key)!.push({ label: want, value: got.value, detected: got.source === 'detected' });
      }
    }
  }
}

console.log(`images: ${total} in ${classes.length} classes (${root})`);
console.log('\nper-class accuracy (garment type):');
for (const cls of classes) {
  const s = perClass.get(cls)!;
  console.log(
    `  ${cls.padEnd(12)} -> ${garmentTypeOf(cls).padEnd(16)} ${pad(s.ok, 4)}/${pad(s.n, 4)}  ${(s.n ? s.ok / s.n : 0).toFixed(3)}`,
  );
}

const cols = [...new Set([...classes, ...predictedRaw])].sort();
console.log('\nconfusion matrix (rows: true class, columns: predicted raw class):');
const w = Math.max(6, ...cols.map((c) => Math.min(c.length, 10))) + 1;
console.log(''.padEnd(12) + cols.map((c) => pad(c.slice(0, 10), w)).join(''));
for (const cls of classes) {
  const row = confusion.get(cls)!;
  console.log(cls.padEnd(12) + cols.map((c) => pad(row.get(c) ?? 0, w)).join(''));
}

console.log('\nreliability (confidence of the answered garment type):');
console.log('  bin          n   mean conf   accuracy');
let ece = 0;
const edges = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];
for (let b = 0; b < edges.length - 1; b++) {
  const inBin = conf.filter((x) => x.c >= edges[b] && x.c < edges[b + 1]);
  if (inBin.length === 0) continue;
  const mc = inBin.reduce((s, x) => s + x.c, 0) / inBin.length;
  const acc = inBin.filter((x) => x.ok).length / inBin.length;
  ece += (inBin.length / conf.length) * Math.abs(mc - acc);
  const hi = Math.min(edges[b + 1], 1);
  console.log(
    `  [${edges[b].toFixed(2)},${hi.toFixed(2)}${hi === 1 ? ']' : ')'} ${pad(inBin.length, 5)}   ${mc.toFixed(3)}       ${acc.toFixed(3)}`,
  );
}
const meanConf = conf.reduce((s, x) => s + x.c, 0) / Math.max(1, conf.length);
console.log(`  ECE: ${ece.toFixed(3)}   mean confidence: ${meanConf.toFixed(3)}`);
console.log(
  `refused (422 without a designer's type): ${refused}, of them garments: ${refusedWrong}; type to confirm: ${confirmAsked}`,
);
console.log(
  `garment type detected: precision ${(typeDetected ? typeDetectedRight / typeDetected : 0).toFixed(3)} coverage ${(total ? typeDetected / total : 0).toFixed(3)} (${typeDetected} of ${total}; the rest estimated)`,
);

if (attributesPath) {
  console.log(
    `\nattributes (${relative(process.cwd(), resolve(attributesPath))}; labels 'unclear' / 'n/a' left out):`,
  );
  let weakest: FeatureKey | undefined;
  let weakestAcc = 2;
  let allDetected = 0;
  let allDetectedRight = 0;
  let allLabelled = 0;
  const keyGates: string[] = [];
  for (const key of FEATURE_KEYS) {
    const s = scored.get(key)!;
    if (s.length === 0) continue;
    const acc = s.filter((x) => x.value === x.label).length / s.length;
    const values = [...new Set(s.map((x) => x.label))];
    const balanced =
      values.reduce((sum, v) => {
        const of = s.filter((x) => x.label === v);
        return sum + of.filter((x) => x.value === v).length / of.length;
      }, 0) / values.length;
    const det = s.filter((x) => x.detected);
    const detPrec = det.length ? det.filter((x) => x.value === x.label).length / det.length : 0;
    allDetected += det.length;
    allDetectedRight += det.filter((x) => x.value === x.label).length;
    allLabelled += s.length;
    console.log(
      `attribute ${key}: accuracy ${acc.toFixed(3)} balanced ${balanced.toFixed(3)} detected-precision ${detPrec.toFixed(3)} coverage ${(det.length / s.length).toFixed(3)} (n ${s.length})`,
    );
    if (det.length && detPrec < GATE.perKeyDetected) keyGates.push(`${key} ${detPrec.toFixed(3)}`);
    if (acc < weakestAcc) {
      weakestAcc = acc;
      weakest = key;
    }
  }
  console.log(
    `attributes detected: precision ${(allDetected ? allDetectedRight / allDetected : 0).toFixed(3)} coverage ${(allLabelled ? allDetected / allLabelled : 0).toFixed(3)} (${allDetected} of ${allLabelled} labelled keys)`,
  );
  // 'detected' means right 19 times in 20 (each key at least 9 in 10), over at least 40 % of the labelled keys
  const overall = allDetected ? allDetectedRight / allDetected : 0;
  const coverage = allLabelled ? allDetected / allLabelled : 0;
  const failures = [
    ...(overall < GATE.detected ? [`detected answers right ${overall.toFixed(3)} < ${GATE.detected}`] : []),
    ...keyGates.map((k) => `detected ${k} < ${GATE.perKeyDetected}`),
    ...(coverage < GATE.coverage
      ? [`labelled keys answered detected ${coverage.toFixed(3)} < ${GATE.coverage}`]
      : []),
  ];
  // a handful of photos (the script's own smoke test) says nothing about precision: the gate needs a real split
  if (allLabelled < GATE.minLabelled)
    console.log(`detected gate: not applied (${allLabelled} labelled answers < ${GATE.minLabelled})`);
  else {
    console.log(
      failures.length
        ? `detected gate: FAIL (${failures.join('; ')})`
        : `detected gate: ok (>= ${GATE.detected} overall, >= ${GATE.perKeyDetected} per key, coverage >= ${GATE.coverage})`,
    );
    if (failures.length) process.exitCode = 1;
  }
  for (const key of [...new Set([...(weakest ? [weakest] : []), ...(confusionKeys as FeatureKey[])])]) {
    const s = scored.get(key)!;
    if (s.length === 0) continue;
    const rowsV = [...new Set(s.map((x) => x.label))].sort();
    const colsV = [...new Set([...rowsV, ...s.map((x) => x.value)])].sort();
    const cw = Math.max(5, ...colsV.map((c) => Math.min(c.length, 12))) + 1;
    console.log(
      `\nconfusion matrix of ${key === weakest ? 'the weakest key, ' : ''}${key} (rows: label, columns: answer):`,
    );
    console.log(''.padEnd(20) + colsV.map((c) => pad(c.slice(0, 12), cw)).join(''));
    for (const rv of rowsV) {
      console.log(
        rv.slice(0, 19).padEnd(20) +
          colsV.map((c) => pad(s.filter((x) => x.label === rv && x.value === c).length, cw)).join(''),
      );
    }
  }
}

const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const median = s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : 0;
  const p95 = s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] : 0;
  return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
};
console.log(
  `\nmodel: ${basename(modelFile)} ${(statSync(modelFile).size / 1e6).toFixed(2)} MB, load ${loadMs.toFixed(0)} ms (in its worker thread, as the upload service loads it)`,
);
if (threaded.saliency)
  console.log(
    `garment mask model: ${basename(maskFile)} ${(statSync(maskFile).size / 1e6).toFixed(2)} MB (loaded with the model)`,
  );
console.log(`inference per image (decode + model): ${stat(inferTimes)}`);
console.log(`whole analysis per image (type, features, colours): ${stat(analysisTimes)}`);
console.log(`accuracy: ${(total ? correct / total : 0).toFixed(3)}`);
await threaded.close();
