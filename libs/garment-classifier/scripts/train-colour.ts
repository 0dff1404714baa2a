/**
 * Main-colour family model from the measured colours of the labelled TRAIN photos (colour-samples.ts): k nearest
 * neighbours in Lab, combined with the image head's out-of-fold main-colour probabilities (train_multitask.py) when
 * given. k and the combination weights are picked by leave-one-out / out-of-fold accuracy on train; the detected
 * threshold is the lowest combined confidence at which those answers above it were right >= DETECT_PRECISION (0.94 unless
 * the environment says otherwise: like the attribute heads, a margin above the 0.90 for photos never seen).
 * Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/train-colour.ts <colour-samples.json> <out colour-families.json> [main_colour_oof.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build script: the runtime's own vote, so leave-one-out scores what runs
import { colourVector, combineFamily, voteFamily, type ColourSample } from '../../../services/upload-analysis/src/analyzer/colour-family.js';

const [input, out, oofPath] = process.argv.slice(2);
const DETECT_PRECISION = Number(process.env.DETECT_PRECISION ?? 0.94);
type Raw = { file: string; main_colour: string; colours: { lab: number[]; share: number }[] };
const raw = (JSON.parse(readFileSync(input, 'utf8')) as Raw[]).filter(
  (r) => r.main_colour && r.main_colour !== 'unclear' && r.main_colour !== 'n/a' && r.colours.length > 0,
);
const samples: ColourSample[] = raw.map((r) => ({ v: colourVector(r.colours).map((x) => Math.round(x * 10) / 10), family: r.main_colour }));
const oof = oofPath ? (JSON.parse(readFileSync(oofPath, 'utf8')) as { values: string[]; temperature: number; oof: Record<string, number[]> }) : undefined;
const headOf = (file: string) => {
  const l = oof?.oof[file.replace(/^train\//, '')];
  if (!oof || !l) return undefined;
  const z = l.map((x) => x / oof.temperature);
  const m = Math.max(...z);
  const e = z.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return { values: oof.values, probabilities: e.map((x) => x / s) };
};
const heads = raw.map((r) => headOf(r.file));

type Score = { ok: boolean; conf: number };
let best = { k: 0, headWeight: 0, voteWeight: 1, acc: -1, scores: [] as Score[] };
for (const k of [9, 15, 21]) {
  const votes = samples.map((s, i) => voteFamily({ k, samples }, s.v, i).votes);
  for (const headWeight of oof ? [0, 0.5, 1, 1.5, 2] : [0]) {
    for (const voteWeight of [0.5, 1]) {
      const scores = samples.map((s, i) => {
        const c = combineFamily(votes[i], heads[i] ?? (oof ? { values: oof.values, probabilities: oof.values.map(() => 1 / oof.values.length) } : undefined), headWeight, voteWeight);
        return { ok: c.value === s.family, conf: c.confidence };
      });
      const acc = scores.filter((x) => x.ok).length / scores.length;
      console.log(`k ${k} head weight ${headWeight} vote weight ${voteWeight}: accuracy ${acc.toFixed(3)}`);
      if (acc > best.acc) best = { k, headWeight, voteWeight, acc, scores };
    }
  }
}
const sorted = [...best.scores].sort((a, b) => b.conf - a.conf);
let threshold = 1.01;
let right = 0;
let precisionAt = 0;
let coverageAt = 0;
sorted.forEach((s, i) => {
  right += s.ok ? 1 : 0;
  const next = sorted[i + 1];
  if (i + 1 >= 20 && right / (i + 1) >= DETECT_PRECISION && (!next || next.conf < s.conf)) {
    threshold = s.conf;
    precisionAt = right / (i + 1);
    coverageAt = (i + 1) / sorted.length;
  }
});
const report = {
  samples: samples.length,
  k: best.k,
  headWeight: best.headWeight,
  voteWeight: best.voteWeight,
  heldOutAccuracy: best.acc,
  detectThreshold: threshold,
  detectPrecision: precisionAt,
  detectCoverage: coverageAt,
};
console.log(JSON.stringify(report));
writeFileSync(out, JSON.stringify({ k: best.k, headWeight: best.headWeight, voteWeight: best.voteWeight, threshold, report, samples }));
