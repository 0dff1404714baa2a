// The engine's bounds: what it reads is clamped to a drawable range, every stepped loop has its count worked out
// before it runs and capped, and a render may carry a time budget. Any pack (even one no contract checked: 1e308,
// NaN, -5) draws in bounded time and size; a pack within the editor's rules ((0, 500] cm) draws exactly as its
// numbers say, the fills and rib lines of a very large garment merely spaced wider.

/** Every measurement the engine draws lies in [MIN_CM, MAX_CM] (the editor's rule is (0, 500] cm). */
export const MIN_CM = 0.1;
export const MAX_CM = 500;

/** Caps on what one render draws (a pack within the editor's rules never reaches them below ~2x a normal size). */
export const CAPS = {
  /** lines of one hatch direction in one panel (stripes, checks, quilting, colour block) */
  hatchLines: 400,
  /** dots of a print fill, all panels of the view together; and the grid cells tried for them */
  dots: 1200,
  dotCells: 6000,
  /** one row of rib, gather or shirring lines */
  ribLines: 600,
  /** points down one shirring zig-zag (a waistband's height) */
  shirringRows: 24,
  /** columns of shirring across the waistband */
  shirringColumns: 150,
  /** buttons or snaps down a placket */
  buttons: 40,
  /** points-of-measure rows called out (the pack contract allows 120) */
  callouts: 150,
  /** graded sizes outlined under the drawing (the pack contract allows 20) */
  overlaySizes: 24,
  /** characters of a POM name, a code, the garment type drawn as text */
  name: 80,
  code: 8,
} as const;

/** A measurement as the engine draws it: non-finite, zero or negative -> undefined (the default applies); else clamped. */
export function clampCm(v: number): number | undefined {
  if (!Number.isFinite(v) || v <= 0) return undefined;
  return Math.min(MAX_CM, Math.max(MIN_CM, v));
}

/** An offset (a logo's distance from a reference line): non-finite -> fallback, else within +-MAX_CM. */
export function clampOffset(v: number | undefined | null, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.max(-MAX_CM, Math.min(MAX_CM, v)) : fallback;
}

/** Text drawn on the flat, cut to n characters. */
export function clip(s: unknown, n: number): string {
  const t = typeof s === 'string' ? s : String(s ?? '');
  return t.length > n ? t.slice(0, n - 1) + '\u2026' : t;
}

/** The step a loop over `span` takes so that it runs at most `max` times: `step`, or wider where the span needs it. */
export function stepFor(span: number, step: number, max: number): number {
  return span / step > max ? span / max : step;
}

/**
 * The values of `for (x = from; x < to; x += step)` (`x <= to` when inclusive), the count worked out before the loop
 * runs: at most max + 1 values, the step widened where the span needs more. Non-finite bounds or a step that is not
 * positive give none. Within the cap the values are the loop's own, to the last bit.
 */
export function ticks(from: number, to: number, step: number, max: number, inclusive = false): number[] {
  const out: number[] = [];
  if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(step) || step <= 0 || to < from)
    return out;
  const s = stepFor(to - from, step, max);
  const n = Math.min(max, Math.ceil((to - from) / s)) + 1;
  budgetCheck(n);
  for (let x = from, i = 0; i < n && (inclusive ? x <= to : x < to); x += s, i++) out.push(x);
  return out;
}

/** A render that ran past its time budget (FlatOptions.budgetMs): nothing was drawn. */
export class FlatBudgetError extends Error {
  constructor(readonly budgetMs: number) {
    super(`the flat took longer than its ${budgetMs} ms budget to draw`);
  }
}

// The budget of the render under way (renders are synchronous: one at a time per thread).
let deadline: { at: number; ms: number; now: () => number } | undefined;
let work = 0;

/** Work units counted by the render under way and the last one (loop iterations; for tests and the bench). */
export const renderWork = { last: 0 };

/** Runs one render under a time budget (ms; undefined: none), with the clock given (tests) or performance.now. */
export function withBudget<T>(ms: number | undefined, now: (() => number) | undefined, render: () => T): T {
  const clock = now ?? (() => performance.now());
  const outer = deadline;
  const outerWork = work;
  deadline =
    ms !== undefined && Number.isFinite(ms) && ms > 0 ? { at: clock() + ms, ms, now: clock } : undefined;
  work = 0;
  try {
    return render();
  } finally {
    renderWork.last = work;
    deadline = outer;
    work = outerWork;
  }
}

/** Counts `units` of work; past the budget's deadline the render stops with a FlatBudgetError. */
export function budgetCheck(units: number): void {
  work += units;
  if (deadline && deadline.now() > deadline.at) throw new FlatBudgetError(deadline.ms);
}
