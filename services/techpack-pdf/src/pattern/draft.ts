// Drafting one size: the design's inputs start from the body table and the spec, then each lever is stepped until the
// pattern's own measures meet the spec (a secant step per lever, a few rounds: the levers move each other a little).
import type { FsPattern } from '@freesewing/core';
import type { Body } from './body';
import type { DesignPlan, Inputs, Parts, SpecAt } from './designs/types';

export interface Drafted {
  parts: Parts;
  measured: Record<string, number>;
  inputs: Inputs;
  cutlist: NonNullable<FsPattern['setStores'][number]['cutlist']>;
  rounds: number;
  offsets: Offsets;
}

const ROUNDS = 10;

function run(plan: DesignPlan, inputs: Inputs): { pattern: FsPattern; parts: Parts; measured: Record<string, number> } {
  const pattern = new plan.design({ measurements: inputs.measurements, options: inputs.options, sa: 0, complete: false }).draft();
  const parts = pattern.parts[0];
  plan.adjust?.(parts, inputs);
  return { pattern, parts, measured: plan.measure(parts) };
}

const read = (inputs: Inputs, l: DesignPlan['levers'][number]) => Number(l.input === 'm' ? inputs.measurements[l.name] : inputs.options[l.name]) || 0;
function write(inputs: Inputs, l: DesignPlan['levers'][number], v: number, start: Inputs) {
  let x = Math.min(l.max ?? Infinity, Math.max(l.min ?? -Infinity, v));
  if (l.input === 'm') {
    // a body measurement stays within a plausible range of the one the draft started from (a step that overshoots
    // on coupled levers must not drive FreeSewing to a body it cannot draft)
    const x0 = read(start, l);
    if (x0 > 0) x = Math.min(x0 * 2.5, Math.max(x0 * 0.3, x));
    inputs.measurements[l.name] = Math.max(1, x);
  } else inputs.options[l.name] = x;
}

/** What the levers ended at, less where the draft started them: the next size of the same grading starts from there. */
export type Offsets = Record<string, number>;

/**
 * Drafts one size so the pattern meets `spec` within `tolerance` (per POM, cm) where the design's levers reach.
 * `hint`: the previous size's offsets (a graded draft's sizes differ by a grade: the levers' corrections carry over).
 */
export function draftSize(plan: DesignPlan, spec: SpecAt, tolerance: Record<string, number>, body: Body, hint?: Offsets): Drafted {
  const inputs = plan.initial(spec, body);
  plan.settle?.(inputs);
  const start = structuredClone(inputs);
  const levers = plan.levers.filter((l) => spec[l.key] !== undefined && (!l.when || l.when(spec)));
  if (hint) {
    for (const l of levers) if (hint[l.name] !== undefined) write(inputs, l, read(inputs, l) + hint[l.name], start);
    plan.settle?.(inputs);
  }
  const prev = new Map<string, { x: number; y: number }>();
  // the round that came closest (levers pull on each other: a round can be worse than the one before)
  const score = (m: Record<string, number>) => levers.reduce((n, l) => n + Math.max(0, Math.abs(spec[l.key] - (m[l.key] ?? spec[l.key])) / (tolerance[l.key] ?? 0.5) - 0.5), 0);
  let result: ReturnType<typeof run>;
  try {
    result = run(plan, inputs);
  } catch (e) {
    // a hint that led the design astray: the cold start
    if (!hint) throw e;
    return draftSize(plan, spec, tolerance, body);
  }
  let best = { result, inputs: structuredClone(inputs), score: score(result.measured) };
  let rounds = 1;
  for (; rounds < ROUNDS; rounds++) {
    const off = levers.filter((l) => Math.abs(spec[l.key] - (result.measured[l.key] ?? spec[l.key])) > (tolerance[l.key] ?? 0.5) * 0.5);
    if (!off.length) break;
    for (const l of off) {
      const x = read(inputs, l), y = result.measured[l.key];
      if (y === undefined || !Number.isFinite(y)) continue;
      const p = prev.get(l.key);
      let slope = l.gain;
      if (p && !l.exact && Math.abs(x - p.x) > 1e-9) {
        const s = (y - p.y) / (x - p.x);
        // the observed slope, when it has the expected sign and a sane size (levers couple a little)
        if (Math.sign(s) === Math.sign(l.gain) && Math.abs(s) > Math.abs(l.gain) / 20 && Math.abs(s) < Math.abs(l.gain) * 20) slope = s;
      }
      prev.set(l.key, { x, y });
      write(inputs, l, x + (spec[l.key] - y) / slope, start);
    }
    plan.settle?.(inputs);
    try {
      result = run(plan, inputs);
    } catch {
      break; // the design could not draft these inputs: the best round so far stands
    }
    const sc = score(result.measured);
    if (sc <= best.score) best = { result, inputs: structuredClone(inputs), score: sc };
  }
  const { result: r } = best;
  const offsets: Offsets = {};
  for (const l of levers) offsets[l.name] = read(best.inputs, l) - read(start, l);
  return { parts: r.parts, measured: r.measured, inputs: best.inputs, cutlist: r.pattern.setStores[0]?.cutlist ?? {}, rounds, offsets };
}
