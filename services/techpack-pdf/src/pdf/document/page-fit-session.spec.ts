import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { FitSession, TechPack } from '@techpack/contracts';
import { planDecision } from '../../apply-fit-decision/fit-decision';
import { renderTechPackPdf } from '../render';
import { pageTexts } from '../../testing/pdf-text';
import { teePack } from '../../testing/tee-pack';

// The PDF's "Fit session" page: absent until a fit session is decided, then spec, measured, difference, decision and
// comment per point.

function sessionOf(p: TechPack): FitSession {
  const [a, b] = p.pointsOfMeasure.rows;
  const row = (r: typeof a, measured: number) => ({
    key: r.key,
    code: r.code,
    name: r.name,
    spec: r.values.M,
    measured,
    diff: Math.round((measured - r.values.M) * 10) / 10,
    tolerance: r.tolerance,
    status: 'out' as const,
  });
  return {
    id: randomUUID(),
    orderId: randomUUID(),
    orderNumber: 'TPS-2026-000042-SAMPLE',
    techPackId: p.id,
    revision: 1,
    size: 'M',
    createdAt: new Date().toISOString(),
    notes: null,
    rows: [row(a, a.values.M + a.tolerance + 2), row(b, b.values.M - b.tolerance - 1.5)],
  };
}

describe('fit decision plan', () => {
  it('moves the pack measurement by what the sample size changes, and keeps the spec where asked', () => {
    const p = teePack();
    const session = sessionOf(p);
    const [a, b] = p.pointsOfMeasure.rows;
    const plan = planDecision(p, session, { [a.key]: 'take-measured', [b.key]: 'keep-spec' });
    expect(Object.keys(plan.measurements)).toEqual([a.key]);
    expect(plan.record.rows.map((r) => r.decision)).toEqual(['take-measured', 'keep-spec']);
    expect(plan.record.rows[0].newValue).toBeCloseTo(a.values.M + a.tolerance + 2, 5);
  });
});

describe('PDF fit session page', () => {
  it('is absent until a session is decided, then lists spec, measured, difference, decision and comment', async () => {
    const p = teePack();
    expect(
      (await pageTexts((await renderTechPackPdf(p, null)).pdf)).some((t) => t.includes('Fit session:')),
    ).toBe(false);
    const session = sessionOf(p);
    const [a, b] = p.pointsOfMeasure.rows;
    const plan = planDecision(p, session, { [a.key]: 'take-measured', [b.key]: 'keep-spec' });
    p.fitDecisions = [
      { ...plan.record, comment: 'chest runs wide', decidedAt: new Date().toISOString(), revision: 2 },
    ];
    const page = (await pageTexts((await renderTechPackPdf(p, null)).pdf)).find((t) =>
      t.includes('Fit session:'),
    );
    expect(page).toBeDefined();
    expect(page).toContain('TPS-2026-000042-SAMPLE');
    expect(page).toContain('chest runs wide');
    expect(page).toContain('Take measured');
    expect(page).toContain('Keep spec');
    expect(page).toContain(a.code);
    expect(page).toContain(`+${(a.tolerance + 2).toFixed(1)}`);
  }, 60_000);
});
