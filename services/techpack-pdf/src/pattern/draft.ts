// Drafting one size: the design's inputs start from the body table and the spec (corrected by the design's known
// bias), then the levers are stepped until the pattern's own measures meet the spec (Broyden's method where the levers
// pull on each other's points, a secant step per lever where they do not; two to five rounds).
import type { FsPattern } from '@freesewing/core';
import type { Body } from './body';
import type { DesignPlan, Inputs, Parts, SpecAt } from './designs/types';
import { optionDefault, solve } from './draft-solve';

export interface Drafted {
  parts: Parts;
  measured: Record<string, number>;
  inputs: Inputs;
  cutlist: NonNullable<FsPattern['setStores'][number]['cutlist']>;
  rounds: number;
  offsets: Offsets;
}

const ROUNDS = 10;
// a draft is done when every lever's POM is within this share of its tolerance (the check itself is the tolerance)
const AIM = 0.75;

function run(
  plan: DesignPlan,
  inputs: Inputs,
): { pattern: FsPattern; parts: Parts; measured: Record<string, number> } {
  const pattern = new plan.design({
    measurements: inputs.measurements,
    options: inputs.options,
    sa: 0,
    complete: false,
  }).draft();
  const parts = pattern.parts[0];
  plan.adjust?.(parts, inputs);
  return { pattern, parts, measured: plan.measure(parts) };
}

const read = (inputs: Inputs, l: DesignPlan['levers'][number]) =>
  Number(l.input === 'm' ? inputs.measurements[l.name] : inputs.options[l.name]) || 0;
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

/**
 * What the levers ended at, less where the draft started them (by input name), and the levers' slopes as last seen
 * (Jacobian rows by POM, columns by POM: cm per cm of the lever's expected move): the next size of the same grading
 * starts from there.
 */
export interface Offsets {
  at: Record<string, number>;
  jacobian?: Record<string, Record<string, number>>;
}

/**
 * A draft's first inputs: the design's own for the spec and body (settled), the levers the spec measures, and where
 * the previous size's corrections (`hint`) are carried over; `start` is what the levers are bounded against.
 */
function startingInputs(plan: DesignPlan, spec: SpecAt, body: Body, hint?: Offsets) {
  const inputs = plan.initial(spec, body);
  const levers = plan.levers.filter((l) => spec[l.key] !== undefined && (!l.when || l.when(spec)));
  // a lever the design's plan leaves unset starts from the design's own default (a step from 0 would throw it far off)
  for (const l of levers)
    if (l.input === 'o' && inputs.options[l.name] === undefined) {
      const d = optionDefault(plan.design, l.name);
      if (d !== undefined) inputs.options[l.name] = d;
    }
  plan.settle?.(inputs);
  const start = structuredClone(inputs);
  if (hint) {
    for (const l of levers)
      if (hint.at[l.name] !== undefined) write(inputs, l, read(inputs, l) + hint.at[l.name], start);
    plan.settle?.(inputs);
  }
  return { inputs, start, levers };
}

/**
 * A design whose levers pull on each other's POMs (`coupled`): the levers move together (Broyden's method): each
 * lever's input is scaled by its expected gain (one unit: about 1 cm of its POM), the Jacobian starts as the identity
 * plus the pulls the design names (a wider shoulder on the across front) and learns from every round how the levers
 * pull on each other's POMs (a rise on the thigh, the floor on the inseam). `hint`: the previous size's offsets and Jacobian (a graded
 * draft's sizes differ by a grade: the corrections carry over).
 */
function broydenDraft(
  plan: DesignPlan,
  spec: SpecAt,
  tolerance: Record<string, number>,
  body: Body,
  hint?: Offsets,
): Drafted {
  const { inputs, start, levers } = startingInputs(plan, spec, body, hint);
  const n = levers.length;
  const tol = levers.map((l) => tolerance[l.key] ?? 0.5);
  // the slopes to start from: each lever on its own POM, and the pulls the design names on the others'
  const firstSlopes = () =>
    levers.map((li, i) => levers.map((lj, j) => (i === j ? 1 : (lj.pulls?.[li.key] ?? 0))));
  let J = hint
    ? levers.map((li, i) => levers.map((lj, j) => hint.jacobian?.[li.key]?.[lj.key] ?? firstSlopes()[i][j]))
    : firstSlopes();
  const u = () => levers.map((l) => read(inputs, l) * l.gain); // cm of POM, as expected
  const residual = (m: Record<string, number>) =>
    levers.map((l) => (Number.isFinite(m[l.key]) ? m[l.key] - spec[l.key] : 0));
  // the round that came closest (levers pull on each other: a round can be worse than the one before)
  const score = (f: number[]) => f.reduce((t, d, i) => t + Math.max(0, Math.abs(d) / tol[i] - 0.5), 0);
  let result: ReturnType<typeof run>;
  try {
    result = run(plan, inputs);
  } catch (e) {
    // a hint that led the design astray: the cold start
    if (!hint) throw e;
    return broydenDraft(plan, spec, tolerance, body);
  }
  let f = residual(result.measured);
  let best = { result, inputs: structuredClone(inputs), score: score(f), f };
  let rounds = 1;
  for (; rounds < ROUNDS; rounds++) {
    if (f.every((d, i) => Math.abs(d) <= tol[i] * AIM)) break;
    const u0 = u();
    const step =
      solve(
        J,
        f.map((d) => -d),
      ) ?? f.map((d, i) => -d / J[i][i]);
    levers.forEach((l, j) => write(inputs, l, (u0[j] + step[j]) / l.gain, start));
    plan.settle?.(inputs);
    try {
      result = run(plan, inputs);
    } catch {
      break; // the design could not draft these inputs: the best round so far stands
    }
    const f1 = residual(result.measured);
    const du = u().map((x, j) => x - u0[j]);
    const dd = du.reduce((t, x) => t + x * x, 0);
    if (dd > 1e-12) {
      // Broyden's update: J += (df - J du) du^T / |du|^2; an exact lever keeps its own slope
      J = J.map((row, i) => {
        const err = f1[i] - f[i] - row.reduce((t, x, k) => t + x * du[k], 0);
        return row.map((x, j) => (levers[i].exact && i === j ? 1 : x + (err * du[j]) / dd));
      });
    }
    f = f1;
    const sc = score(f);
    if (sc <= best.score) best = { result, inputs: structuredClone(inputs), score: sc, f };
    else if (sc > best.score * 2 + n) {
      // gone astray: back to the best round, the slopes forgotten
      Object.assign(inputs, structuredClone(best.inputs));
      f = best.f;
      J = firstSlopes();
    }
  }
  const { result: r } = best;
  const jacobian: Record<string, Record<string, number>> = {};
  levers.forEach(
    (li, i) => (jacobian[li.key] = Object.fromEntries(levers.map((lj, j) => [lj.key, J[i][j]]))),
  );
  const offsets: Offsets = { at: {}, jacobian };
  for (const l of levers) offsets.at[l.name] = read(best.inputs, l) - read(start, l);
  return {
    parts: r.parts,
    measured: r.measured,
    inputs: best.inputs,
    cutlist: r.pattern.setStores[0]?.cutlist ?? {},
    rounds,
    offsets,
  };
}

/** Each lever stepped on its own POM by the secant of its last two rounds (the expected slope on the first). */
function secantDraft(
  plan: DesignPlan,
  spec: SpecAt,
  tolerance: Record<string, number>,
  body: Body,
  hint?: Offsets,
): Drafted {
  const { inputs, start, levers } = startingInputs(plan, spec, body, hint);
  const prev = new Map<string, { x: number; y: number }>();
  const spent = new Set<string>(); // levers at their bound
  const closest = new Map<string, { x: number; y: number }>();
  // the round that came closest (levers pull on each other: a round can be worse than the one before)
  const score = (m: Record<string, number>) =>
    levers.reduce(
      (n, l) =>
        n + Math.max(0, Math.abs(spec[l.key] - (m[l.key] ?? spec[l.key])) / (tolerance[l.key] ?? 0.5) - 0.5),
      0,
    );
  let result: ReturnType<typeof run>;
  try {
    result = run(plan, inputs);
  } catch (e) {
    // a hint that led the design astray: the cold start
    if (!hint) throw e;
    return secantDraft(plan, spec, tolerance, body);
  }
  let best = { result, inputs: structuredClone(inputs), score: score(result.measured) };
  let rounds = 1;
  for (; rounds < ROUNDS; rounds++) {
    const off = levers.filter(
      (l) =>
        !spent.has(l.key) &&
        Math.abs(spec[l.key] - (result.measured[l.key] ?? spec[l.key])) > (tolerance[l.key] ?? 0.5) * AIM,
    );
    if (!off.length) break;
    for (const l of off) {
      const x = read(inputs, l),
        y = result.measured[l.key];
      if (y === undefined || !Number.isFinite(y)) continue;
      const p = prev.get(l.key);
      const c0 = closest.get(l.key);
      if (!c0 || Math.abs(y - spec[l.key]) < Math.abs(c0.y - spec[l.key])) closest.set(l.key, { x, y });
      let slope = l.gain;
      if (p && !l.exact && Math.abs(x - p.x) > 1e-9) {
        const s = (y - p.y) / (x - p.x);
        // the design's line turned back (a hem let out past where its side seam loops): halfway back to where the
        // lever came closest (its POM's farthest reach lies between)
        const c = closest.get(l.key)!;
        if (Math.sign(s) !== Math.sign(l.gain) && Math.abs(y - spec[l.key]) > Math.abs(c.y - spec[l.key])) {
          prev.set(l.key, { x, y });
          write(inputs, l, (x + c.x) / 2, start);
          continue;
        }
        // the observed slope, when it has the expected sign and a sane size (levers couple a little)
        if (
          Math.sign(s) === Math.sign(l.gain) &&
          Math.abs(s) > Math.abs(l.gain) / 20 &&
          Math.abs(s) < Math.abs(l.gain) * 20
        )
          slope = s;
      }
      prev.set(l.key, { x, y });
      write(inputs, l, x + (spec[l.key] - y) / slope, start);
      // at its bound: the lever has nowhere further to go
      if (Math.abs(read(inputs, l) - x) < 1e-9) spent.add(l.key);
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
  const offsets: Offsets = { at: {} };
  for (const l of levers) offsets.at[l.name] = read(best.inputs, l) - read(start, l);
  return {
    parts: r.parts,
    measured: r.measured,
    inputs: best.inputs,
    cutlist: r.pattern.setStores[0]?.cutlist ?? {},
    rounds,
    offsets,
  };
}

/**
 * Drafts one size so the pattern meets `spec` within `tolerance` (per POM, cm) where the design's levers reach.
 * `hint`: the previous size's offsets (a graded draft's sizes differ by a grade: the levers' corrections carry over).
 */
export const draftSize = (
  plan: DesignPlan,
  spec: SpecAt,
  tolerance: Record<string, number>,
  body: Body,
  hint?: Offsets,
): Drafted => (plan.coupled ? broydenDraft : secantDraft)(plan, spec, tolerance, body, hint);
