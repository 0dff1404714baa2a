/**
 * Evaluate the local garment classifier on an ImageFolder directory (class sub-folders named
 * like the clothing data set: dress, hat, longsleeve, outwear, pants, shirt, shoes, shorts,
 * skirt, t-shirt).
 *
 *   npm run eval:analyzer -- <dir>
 *
 * Prints per-class accuracy, a confusion matrix (raw classes), inference and load times, a
 * reliability table for the confidence, and as its last line exactly `accuracy: 0.xxx`.
 * hat/shoes count as correct when the answer is `unsupported`; other classes when the
 * garmentType equals the mapped type.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadGarmentClassifier, garmentTypeOf } from '@techpack/garment-classifier';

const dir = process.argv.slice(2).find((a) => a !== '--');
if (!dir) {
  console.error('usage: tsx scripts/eval-analyzer.ts <imagefolder-dir>');
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

const t0 = performance.now();
const classifier = await loadGarmentClassifier();
const loadMs = performance.now() - t0;

const pad = (s: string | number, n: number) => String(s).padStart(n);
const times: number[] = [];
const conf: { c: number; ok: boolean }[] = [];
const perClass = new Map<string, { n: number; ok: number }>();
const confusion = new Map<string, Map<string, number>>();
const predictedRaw = new Set<string>();
let total = 0;
let correct = 0;

for (const cls of classes) {
  const files = readdirSync(join(root, cls))
    .filter((f) => IMAGE.test(f))
    .sort();
  const stats = { n: 0, ok: 0 };
  perClass.set(cls, stats);
  const row = new Map<string, number>();
  confusion.set(cls, row);
  for (const f of files) {
    const r = await classifier.classify(readFileSync(join(root, cls, f)));
    times.push(r.inferenceMs);
    const ok = r.garmentType === garmentTypeOf(cls);
    stats.n++;
    total++;
    if (ok) {
      stats.ok++;
      correct++;
    }
    conf.push({ c: r.confidence, ok });
    row.set(r.rawClass, (row.get(r.rawClass) ?? 0) + 1);
    predictedRaw.add(r.rawClass);
  }
}

console.log(`images: ${total} in ${classes.length} classes (${root})`);
console.log('\nper-class accuracy (garment type):');
for (const cls of classes) {
  const s = perClass.get(cls)!;
  console.log(`  ${cls.padEnd(12)} -> ${garmentTypeOf(cls).padEnd(16)} ${pad(s.ok, 4)}/${pad(s.n, 4)}  ${(s.n ? s.ok / s.n : 0).toFixed(3)}`);
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
  const mc = inBin.reduce((a, x) => a + x.c, 0) / inBin.length;
  const acc = inBin.filter((x) => x.ok).length / inBin.length;
  ece += (inBin.length / conf.length) * Math.abs(mc - acc);
  const hi = Math.min(edges[b + 1], 1);
  console.log(`  [${edges[b].toFixed(2)},${hi.toFixed(2)}${hi === 1 ? ']' : ')'} ${pad(inBin.length, 5)}   ${mc.toFixed(3)}       ${acc.toFixed(3)}`);
}
const meanConf = conf.reduce((a, x) => a + x.c, 0) / Math.max(1, conf.length);
console.log(`  ECE: ${ece.toFixed(3)}   mean confidence: ${meanConf.toFixed(3)}`);

const sorted = [...times].sort((a, b) => a - b);
const median = sorted.length ? (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2 : 0;
const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] : 0;
console.log(`\nmodel load: ${loadMs.toFixed(0)} ms`);
console.log(`inference per image: mean ${mean.toFixed(1)} ms, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
console.log(`accuracy: ${(total ? correct / total : 0).toFixed(3)}`);
