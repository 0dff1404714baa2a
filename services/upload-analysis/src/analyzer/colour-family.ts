import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ColourStats, Lab } from './colour';

// Main colour family (the guide's families) from the measured garment colour: k nearest labelled TRAIN garments in
// Lab (their colours measured by this very pipeline, scripts/colour-samples.ts), vote share as the confidence.
// The detected threshold is the vote share at which leave-one-out answers on train were right >= 0.94 (train-colour.ts).

export interface ColourSample {
  v: number[]; // feature vector (colourVector)
  family: string;
}

export interface ColourFamilyModel {
  k: number;
  threshold: number;
  // combination with the image head's main-colour probabilities: p ∝ (head + 1e-3)^headWeight · (votes + 0.02)^voteWeight
  headWeight?: number;
  voteWeight?: number;
  samples: ColourSample[];
  report?: Record<string, unknown>;
}

/** Feature vector of a garment's colours: the main colour's Lab (chroma weighted up) and how dominant it is. */
export function colourVector(colours: { lab: Lab | number[]; share: number }[]): number[] {
  const m = colours[0];
  if (!m) return [50, 0, 0, 0];
  const [L, a, b] = m.lab;
  return [L, a * 1.4, b * 1.4, (1 - m.share) * 25];
}

const dist2 = (a: number[], b: number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] - b[i]) ** 2;
  return s;
};

/** Distance-weighted vote of the k nearest samples; `skip` leaves one sample out (for leave-one-out scoring). */
export function voteFamily(model: Pick<ColourFamilyModel, 'k' | 'samples'>, v: number[], skip = -1): { value: string; confidence: number; votes: Record<string, number> } {
  const near: { d: number; f: string }[] = [];
  model.samples.forEach((s, i) => {
    if (i === skip) return;
    const d = dist2(s.v, v);
    if (near.length < model.k) {
      near.push({ d, f: s.family });
      near.sort((x, y) => x.d - y.d);
    } else if (d < near[near.length - 1].d) {
      near[near.length - 1] = { d, f: s.family };
      near.sort((x, y) => x.d - y.d);
    }
  });
  const votes: Record<string, number> = {};
  let total = 0;
  for (const n of near) {
    const w = 1 / (Math.sqrt(n.d) + 4);
    votes[n.f] = (votes[n.f] ?? 0) + w;
    total += w;
  }
  let value = 'multicolour';
  let best = -1;
  for (const [f, w] of Object.entries(votes)) {
    if (w > best) {
      best = w;
      value = f;
    }
  }
  for (const f of Object.keys(votes)) votes[f] /= total || 1;
  return { value, confidence: total ? best / total : 0, votes };
}

let MODEL: ColourFamilyModel | undefined | null;
export function loadColourFamilyModel(): ColourFamilyModel | undefined {
  if (MODEL === undefined) {
    try {
      const path = fileURLToPath(new URL('./colour-families.json', import.meta.url));
      MODEL = JSON.parse(readFileSync(path, 'utf8')) as ColourFamilyModel;
    } catch {
      MODEL = null;
    }
  }
  return MODEL ?? undefined;
}

/** Votes and (optionally) the image head's probabilities combined into one distribution; its top value and confidence. */
export function combineFamily(
  votes: Record<string, number>,
  head: { values: string[]; probabilities: number[] } | undefined,
  headWeight: number,
  voteWeight: number,
): { value: string; confidence: number } {
  const families = head?.values ?? Object.keys(votes);
  const score = families.map((f, i) => {
    const h = head && headWeight > 0 ? headWeight * Math.log(head.probabilities[i] + 1e-3) : 0;
    return h + voteWeight * Math.log((votes[f] ?? 0) + 0.02);
  });
  const m = Math.max(...score);
  const e = score.map((x) => Math.exp(x - m));
  const sum = e.reduce((a, b) => a + b, 0);
  let best = 0;
  for (let i = 1; i < e.length; i++) if (e[i] > e[best]) best = i;
  return { value: families[best], confidence: e[best] / sum };
}

export function colourFamilyOf(
  stats: ColourStats,
  head?: { values: string[]; probabilities: number[] },
  model = loadColourFamilyModel(),
): { value: string; confidence: number; detected: boolean } | undefined {
  if (!model || stats.colours.length === 0) return undefined;
  const r = voteFamily(model, colourVector(stats.colours));
  const c = combineFamily(r.votes, head, head ? (model.headWeight ?? 0) : 0, model.voteWeight ?? 1);
  // the threshold was set for the combination with the head; without the head the votes alone are never 'detected'
  const detected = c.confidence >= model.threshold && (head !== undefined || !model.headWeight);
  return { value: c.value, confidence: Math.round(c.confidence * 1000) / 1000, detected };
}
