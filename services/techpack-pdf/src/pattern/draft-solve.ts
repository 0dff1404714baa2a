// The numerical helpers of the draft's solver: a small linear solve (Broyden's step) and a FreeSewing option's default.
import type { DesignPlan } from './designs/types';

/** Solves A x = b (Gaussian elimination, partial pivoting); null when A is singular. */
export function solve(A: number[][], b: number[]): number[] | null {
  const n = b.length,
    M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    if (Math.abs(M[p][c]) < 1e-9) return null;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = M[r][c] / M[c][c];
      for (let j = c; j <= n; j++) M[r][j] -= k * M[c][j];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

type OptionConfig = number | { pct?: number; deg?: number; mm?: number; count?: number };
/** A FreeSewing option's default value as the design drafts it (a percentage as a fraction). */
export function optionDefault(design: DesignPlan['design'], name: string): number | undefined {
  const o = (design as unknown as { patternConfig?: { options?: Record<string, OptionConfig> } })
    .patternConfig?.options?.[name];
  if (typeof o === 'number') return o;
  if (!o || typeof o !== 'object') return undefined;
  if (typeof o.pct === 'number') return o.pct / 100;
  return o.deg ?? o.mm ?? o.count;
}
