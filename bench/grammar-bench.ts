// Benchmark (not a test): deriving a whole tech pack from garment type + features.
// `npx tsx bench/grammar-bench.ts [n]`: p50 / p95 of the grammar alone and of the whole pack model
// (buildTechPack: grammar + graded table + BOM + care + description), over every garment class of
// ../shared/datasets/clothing-small/attributes-validation.jsonl (or built-in feature sets when it is absent).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { deriveGarment } from '@techpack/catalog';
import { blankFeatures, FEATURE_KEYS, type GarmentFeatures } from '@techpack/contracts';
import { buildTechPack } from '../services/techpack-pdf/src/model/techpack.model';

const CLASS_TO_TYPE: Record<string, string> = {
  't-shirt': 't-shirt',
  shirt: 'shirt',
  longsleeve: 'long-sleeve top',
  outwear: 'jacket',
  pants: 'pants',
  shorts: 'shorts',
  dress: 'dress',
  skirt: 'skirt',
};
const file = resolve(import.meta.dirname, '../../shared/datasets/clothing-small/attributes-validation.jsonl');
const samples: { type: string; values: Record<string, string> }[] = [];
if (existsSync(file)) {
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const row = JSON.parse(line) as Record<string, string>;
    const type = CLASS_TO_TYPE[row.file.split('/')[1]];
    if (type) samples.push({ type, values: row });
  }
} else {
  for (const type of Object.values(CLASS_TO_TYPE)) samples.push({ type, values: {} });
}

function features(type: string, values: Record<string, string>): GarmentFeatures {
  const f = blankFeatures(type);
  for (const k of FEATURE_KEYS)
    if (values[k]) f[k] = { value: values[k], confidence: 0.95, source: 'detected' };
  return f;
}

const n = Number(process.argv[2] ?? 2000);
const pct = (xs: number[], p: number) =>
  xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

// warm up
for (let i = 0; i < 200; i++)
  deriveGarment({
    garmentType: samples[i % samples.length].type,
    features: samples[i % samples.length].values,
  });

const grammar: number[] = [];
const whole: number[] = [];
for (let i = 0; i < n; i++) {
  const s = samples[i % samples.length];
  let t = performance.now();
  deriveGarment({ garmentType: s.type, features: s.values });
  grammar.push(performance.now() - t);
  const analysis = {
    garmentType: s.type,
    silhouette: 'regular',
    styleCategory: 'casual',
    description: '',
    components: {},
    confidence: 0.9,
    features: features(s.type, s.values),
  };
  t = performance.now();
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: 'M',
    analysis,
    now: new Date(),
  });
  whole.push(performance.now() - t);
}
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 0.5).toFixed(3)} ms, p95 ${pct(xs, 0.95).toFixed(3)} ms, max ${Math.max(...xs).toFixed(3)} ms`;
console.log(
  `feature sets: ${samples.length} (${existsSync(file) ? 'attributes-validation.jsonl' : 'built-in'}), runs: ${n}`,
);
console.log(`grammar (deriveGarment):          ${fmt(grammar)}`);
console.log(`whole pack (buildTechPack):       ${fmt(whole)}`);
console.log(pct(whole, 0.5) < 5 ? 'OK: whole pack p50 under 5 ms' : 'SLOW: whole pack p50 over 5 ms');
