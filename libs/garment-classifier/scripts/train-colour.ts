/**
 * Main-colour family model from the measured colours of the labelled TRAIN photos (colour-samples.ts):
 * k nearest neighbours in Lab; k picked by leave-one-out accuracy on train; the detected threshold is the lowest
 * vote share at which leave-one-out answers above it were right >= 0.90. Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/train-colour.ts <colour-samples.json> <out colour-families.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build script: the runtime's own vote, so leave-one-out scores what runs
import { colourVector, voteFamily, type ColourSample } from '../../../services/upload-analysis/src/analyzer/colour-family.js';

const [input, out] = process.argv.slice(2);
type Raw = { main_colour: string; colours: { lab: number[]; share: number }[] };
const raw = JSON.parse(readFileSync(input, 'utf8')) as Raw[];
const samples: ColourSample[] = raw
  .filter((r) => r.main_colour && r.main_colour !== 'unclear' && r.main_colour !== 'n/a' && r.colours.length > 0)
  .map((r) => ({ v: colourVector(r.colours).map((x) => Math.round(x * 10) / 10), family: r.main_colour }));

function looScores(k: number) {
  return samples.map((s, i) => {
    const r = voteFamily({ k, samples }, s.v, i);
    return { ok: r.value === s.family, conf: r.confidence };
  });
}
let best = { k: 0, acc: -1, scores: [] as { ok: boolean; conf: number }[] };
for (const k of [5, 9, 15, 21]) {
  const scores = looScores(k);
  const acc = scores.filter((s) => s.ok).length / scores.length;
  console.log(`k ${k}: leave-one-out accuracy ${acc.toFixed(3)}`);
  if (acc > best.acc) best = { k, acc, scores };
}
const sorted = [...best.scores].sort((a, b) => b.conf - a.conf);
let threshold = 1.01;
let right = 0;
let precisionAt = 0;
let coverageAt = 0;
sorted.forEach((s, i) => {
  right += s.ok ? 1 : 0;
  const next = sorted[i + 1];
  if (i + 1 >= 20 && right / (i + 1) >= 0.9 && (!next || next.conf < s.conf)) {
    threshold = s.conf;
    precisionAt = right / (i + 1);
    coverageAt = (i + 1) / sorted.length;
  }
});
const report = { samples: samples.length, k: best.k, looAccuracy: best.acc, detectThreshold: threshold, detectPrecision: precisionAt, detectCoverage: coverageAt };
console.log(JSON.stringify(report));
writeFileSync(out, JSON.stringify({ k: best.k, threshold, report, samples }));
