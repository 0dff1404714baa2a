import { formatCm, parseCm } from '@techpack/catalog';
import type {
  FitDecisionRecord,
  FitDecisionRequest,
  FitSession,
  TechPack,
  TechPackUpdate,
} from '@techpack/contracts';
import { AppError } from '@techpack/platform';

type Choice = FitDecisionRequest['rows'][string];

function withFields(error: AppError, fields: string[]): AppError {
  error.body = { fields };
  return error;
}

// Checks the decision against the session: every named point must be one of its rows, and 'take-measured' needs a
// measurement. Throws 400 naming the failing rows.
export function checkDecision(session: FitSession, rows: Record<string, Choice>): void {
  const byKey = new Map(session.rows.map((r) => [r.key, r]));
  const unknown = Object.keys(rows).filter((k) => !byKey.has(k));
  if (unknown.length > 0) {
    throw withFields(
      new AppError(
        400,
        'FIT.UNKNOWN_POINT',
        `Unknown point of measure in this fit session: ${unknown.slice(0, 20).join(', ')}`,
      ),
      unknown.slice(0, 20).map((k) => `rows.${k}`),
    );
  }
  const unmeasured = Object.entries(rows)
    .filter(([k, v]) => v === 'take-measured' && byKey.get(k)?.measured === null)
    .map(([k]) => k);
  if (unmeasured.length > 0) {
    throw withFields(
      new AppError(
        400,
        'FIT.NOT_MEASURED',
        `The sample was not measured at ${unmeasured.join(', ')}: keep the spec or give a value in cm`,
      ),
      unmeasured.map((k) => `rows.${k}`),
    );
  }
}

// The pack edit a decision makes: for each point taken from the sample or given a new value, the value at the
// sample's size becomes the target and the pack's own measurement (at its selected size) moves by the same amount, so
// grading keeps its steps. Also the decision's record for the pack (the PDF's "Fit session" page).
export function planDecision(
  pack: TechPack,
  session: FitSession,
  rows: Record<string, Choice>,
): {
  measurements: NonNullable<TechPackUpdate['measurements']>;
  record: Omit<FitDecisionRecord, 'revision' | 'decidedAt' | 'comment'>;
} {
  const measurements: Record<string, string> = {};
  const pomRows = new Map(pack.pointsOfMeasure.rows.map((r) => [r.key, r]));
  const decided = session.rows.map((r) => {
    const choice = rows[r.key];
    if (choice === undefined) return { ...r, decision: 'none' as const, newValue: null };
    if (choice === 'keep-spec') return { ...r, decision: 'keep-spec' as const, newValue: r.spec };
    const target = choice === 'take-measured' ? (r.measured as number) : Math.round(choice * 10) / 10;
    const decision = choice === 'take-measured' ? ('take-measured' as const) : ('custom' as const);
    const now = pomRows.get(r.key);
    const current = parseCm(pack.measurements[r.key]);
    const atSize = now?.values[session.size] ?? current;
    if (current !== undefined && atSize !== undefined && Math.abs(target - atSize) >= 0.05) {
      measurements[r.key] = formatCm(Math.round((current + (target - atSize)) * 10) / 10);
    }
    return { ...r, decision, newValue: target };
  });
  return {
    measurements,
    record: {
      sessionId: session.id,
      orderNumber: session.orderNumber,
      sampleRevision: session.revision,
      size: session.size,
      rows: decided,
    },
  };
}

export function decisionSummary(record: Omit<FitDecisionRecord, 'revision' | 'decidedAt'>): string {
  const count = (d: string) => record.rows.filter((r) => r.decision === d).length;
  const parts = [
    count('take-measured') ? `${count('take-measured')} taken as measured` : '',
    count('custom') ? `${count('custom')} set to a new value` : '',
    count('keep-spec') ? `${count('keep-spec')} kept to spec` : '',
  ].filter(Boolean);
  const rev = record.sampleRevision ? `, sample of revision ${record.sampleRevision}` : '';
  return `Fit session ${record.sessionId.slice(0, 8)} (order ${record.orderNumber}${rev}, size ${record.size}): ${parts.join(', ') || 'no change'}${record.comment ? `. ${record.comment}` : ''}`;
}
