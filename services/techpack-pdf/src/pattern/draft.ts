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
}

const ROUNDS = 10;

function run(plan: DesignPlan, inputs: Inputs): { pattern: FsPattern; parts: Parts; measured: Record<string, number> } {
  const pattern = new plan.design({ measurements: inputs.measurements, options: inputs.options, sa: 0, complete: false }).draft();
  const parts = pattern.parts[0];
  plan.adjust?.(parts, inputs);
  return { pattern, parts, measured: plan.measure(parts) };
}

const read = (inputs: Inputs, l: DesignPlan['levers'][number]) => Number(l.input === 'm' ? inputs.measurements[l.name] : inputs.options[l.name]) || 0;
function write(inputs: Inputs, l: DesignPlan['levers'][number], v: number) {
  const x = Math.min(l.max ?? Infinity, Math.max(l.min ?? -Infinity, v));
  if (l.input === 'm') inputs.measurements[l.name] = Math.max(1, x);
  else inputs.options[l.name] = x;
}

/** Drafts one size so the pattern meets `spec` within `tolerance` (per POM, cm) where the design's levers reach. */
export function draftSize(plan: DesignPlan, spec: SpecAt, tolerance: Record<string, number>, body: Body): Drafted {
  const inputs = plan.initial(spec, body);
  plan.settle?.(inputs);
  const levers = plan.levers.filter((l) => spec[l.key] !== undefined && (!l.when || l.when(spec)));
  const prev = new Map<string, { x: number; y: number }>();
  let result = run(plan, inputs);
  // the round that came closest (levers pull on each other: a round can be worse than the one before)
  const score = (m: Record<string, number>) => levers.reduce((n, l) => n + Math.max(0, Math.abs(spec[l.key] - (m[l.key] ?? spec[l.key])) / (tolerance[l.key] ?? 0.5) - 0.5), 0);
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
      write(inputs, l, x + (spec[l.key] - y) / slope);
    }
    plan.settle?.(inputs);
    result = run(plan, inputs);
    const sc = score(result.measured);
    if (sc <= best.score) best = { result, inputs: structuredClone(inputs), score: sc };
  }
  const { result: r } = best;
  return { parts: r.parts, measured: r.measured, inputs: best.inputs, cutlist: r.pattern.setStores[0]?.cutlist ?? {}, rounds };
}
