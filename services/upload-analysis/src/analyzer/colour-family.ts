import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ColourStats, Lab } from './colour';

// Main colour family (the guide's families) from the measured garment colour: k nearest labelled TRAIN garments in
// Lab (their colours measured by this very pipeline, scripts/colour-samples.ts), vote share as the confidence.
// The detected threshold is the vote share at which leave-one-out answers on train were right >= 0.90.

export interface ColourSample {
  v: number[]; // feature vector (colourVector)
  family: string;
}

export interface ColourFamilyModel {
  k: number;
  threshold: number;
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

export function colourFamilyOf(stats: ColourStats, model = loadColourFamilyModel()): { value: string; confidence: number; detected: boolean } | undefined {
  if (!model || stats.colours.length === 0) return undefined;
  const r = voteFamily(model, colourVector(stats.colours));
  return { value: r.value, confidence: Math.round(r.confidence * 1000) / 1000, detected: r.confidence >= model.threshold };
}
