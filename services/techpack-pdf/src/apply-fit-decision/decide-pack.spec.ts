import { describe, expect, it } from '@jest/globals';
import type { FitSession, TechPack } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { decidePack } from './decide-pack';

const NOW = new Date('2026-03-03T10:00:00Z');

function sessionOf(pack: TechPack, measured: Record<string, number>): FitSession {
  const rows = Object.entries(measured).map(([key, m]) => {
    const r = pack.pointsOfMeasure.rows.find((x) => x.key === key)!;
    const spec = r.values[pack.selectedSize];
    return {
      key,
      code: r.code,
      name: r.name,
      spec,
      measured: m,
      diff: Math.round((m - spec) * 10) / 10,
      tolerance: r.tolerance,
      status: 'out' as const,
    };
  });
  return {
    id: 'fs-0001-aaaa',
    orderId: 'o1',
    orderNumber: 'SO-1',
    techPackId: pack.id,
    revision: 1,
    size: pack.selectedSize,
    createdAt: NOW.toISOString(),
    notes: null,
    rows,
  };
}

const rowOf = (pack: TechPack, key: string) => pack.pointsOfMeasure.rows.find((r) => r.key === key)!;

describe('a fit decision: provenance per row and a log line for every value it moves', () => {
  it('keep-spec on body length stays as it was, take-measured on chest is fit; each row says so', () => {
    const pack = packOf('jacket');
    const lengthKey = pack.pointsOfMeasure.rows.find(
      (r) => r.key === 'length' || r.key === 'centreBackLength',
    )!.key;
    const wasLength = rowOf(pack, lengthKey);
    const chest = rowOf(pack, 'chestWidth');
    const session = sessionOf(pack, { [lengthKey]: wasLength.values.M - 3, chestWidth: chest.values.M + 2 });
    const { pack: after } = decidePack(
      pack,
      session,
      { rows: { [lengthKey]: 'keep-spec', chestWidth: 'take-measured' } },
      NOW,
    );
    expect(rowOf(after, 'chestWidth').provenance).toBe('fit');
    expect(after.provenance['measurements.chestWidth']).toBe('fit');
    expect(rowOf(after, 'chestWidth').values.M).toBe(chest.values.M + 2);
    expect(rowOf(after, lengthKey).provenance).toBe(wasLength.provenance);
    expect(rowOf(after, lengthKey).values.M).toBe(wasLength.values.M);
    const last = after.revisions.at(-1)!;
    expect(last.by).toBe('fit');
    expect(last.changes).toContainEqual({
      field: 'measurements.chestWidth',
      from: expect.any(String),
      to: `${chest.values.M + 2} cm`,
    });
    expect(after.fitDecisions?.at(-1)?.revision).toBe(last.rev);
  });

  it('a point that follows a length taken as measured (centre-back length) is logged with its old and new value', () => {
    const pack = packOf('jacket');
    if (!rowOf(pack, 'length') || !rowOf(pack, 'centreBackLength'))
      throw new Error('a jacket measures body length and centre-back length');
    const was = Object.fromEntries(pack.pointsOfMeasure.rows.map((r) => [r.key, r.values.M]));
    const session = sessionOf(pack, { length: was.length - 3 });
    const { pack: after } = decidePack(pack, session, { rows: { length: 'take-measured' } }, NOW);
    const changes = after.revisions.at(-1)!.changes ?? [];
    for (const row of after.pointsOfMeasure.rows) {
      if (Math.abs(row.values.M - was[row.key]) < 0.05) continue;
      expect(changes.map((c) => c.field)).toContain(`measurements.${row.key}`);
    }
    expect(rowOf(after, 'length').values.M).toBe(was.length - 3);
    expect(rowOf(after, 'centreBackLength').values.M).not.toBe(was.centreBackLength);
    expect(changes.map((c) => c.field)).toContain('measurements.centreBackLength');
  });

  it('every point kept to spec: one revision by fit, no value and no provenance changes', () => {
    const pack = packOf('t-shirt');
    const chest = rowOf(pack, 'chestWidth');
    const { pack: after, changed } = decidePack(
      pack,
      sessionOf(pack, { chestWidth: chest.values.M + 2 }),
      { rows: { chestWidth: 'keep-spec' } },
      NOW,
    );
    expect(changed).toEqual([]);
    expect(after.revisions.at(-1)).toMatchObject({ by: 'fit', fields: ['fitDecisions'] });
    expect(after.provenance).toEqual(pack.provenance);
    expect(after.pointsOfMeasure.rows.map((r) => [r.key, r.provenance])).toEqual(
      pack.pointsOfMeasure.rows.map((r) => [r.key, r.provenance]),
    );
  });
});
