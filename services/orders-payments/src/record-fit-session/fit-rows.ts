import { AppError } from '@techpack/platform';
import type { FitRow, SpecSnapshot } from '../orders.schema';

// `fields` names what failed, as the request validation does.
export function withFields(error: AppError, fields: string[]): AppError {
  error.body = { fields };
  return error;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const ORDER: Record<FitRow['status'], number> = { out: 0, in: 1, 'not-measured': 2 };

// Spec (the ordered revision, at the sample's size) against what the sample measured, per point of measure. A point
// is in tolerance when |measured - spec| <= its tolerance; out-of-tolerance rows come first, then the rest in the
// pack's order. Unknown points and sizes are refused, naming them.
export function fitRows(spec: SpecSnapshot, size: string, measurements: Record<string, number>): FitRow[] {
  if (!spec.sizes.includes(size)) {
    throw withFields(
      new AppError(
        400,
        'FIT.UNKNOWN_SIZE',
        `Unknown size ${size}: the pack is graded in ${spec.sizes.join(', ')}`,
      ),
      ['size'],
    );
  }
  const known = new Set(spec.rows.map((r) => r.key));
  const unknown = Object.keys(measurements).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    const message = `Unknown point of measure: ${unknown.slice(0, 20).join(', ')} (this pack measures ${spec.rows.map((r) => r.key).join(', ')})`;
    throw withFields(
      new AppError(400, 'FIT.UNKNOWN_POINT', message),
      unknown.slice(0, 20).map((k) => `measurements.${k}`),
    );
  }
  const rows = spec.rows.map((r): FitRow => {
    const specCm = round1(r.values[size] ?? 0);
    const measured = measurements[r.key];
    if (measured === undefined) {
      return {
        key: r.key,
        code: r.code,
        name: r.name,
        spec: specCm,
        measured: null,
        diff: null,
        tolerance: r.tolerance,
        status: 'not-measured',
      };
    }
    const diff = round1(measured - specCm);
    const status = Math.abs(diff) <= r.tolerance + 1e-9 ? 'in' : 'out';
    return {
      key: r.key,
      code: r.code,
      name: r.name,
      spec: specCm,
      measured: round1(measured),
      diff,
      tolerance: r.tolerance,
      status,
    };
  });
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => ORDER[a.r.status] - ORDER[b.r.status] || a.i - b.i)
    .map(({ r }) => r);
}
