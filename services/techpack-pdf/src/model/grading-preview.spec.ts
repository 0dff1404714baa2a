import { describe, expect, it } from '@jest/globals';
import type { GradedSpec } from '@techpack/contracts';
import { editPom } from '../../../../frontends/studio/src/lib/measurements';
import { packOf } from '../testing/build-pack';
import { applyUpdate } from './techpack.model';

const NOW = new Date('2026-03-02T10:00:00Z');

// The studio previews an edit with its own copy of the grading call; these compare that preview, row by row, with the
// table the server stores once the same value is saved.
describe("the studio's graded preview is the table the server saves", () => {
  for (const [type, extra] of [
    ['jacket', {}],
    ['t-shirt', {}],
    ['dress', {}],
    ['t-shirt', { sizeRange: 'womens' }],
  ] as const) {
    it(`${type}${'sizeRange' in extra ? ` (${extra.sizeRange})` : ''}: every row edited at the sample size by +4 cm grades to the saved values`, () => {
      let pack = packOf(type);
      if ('sizeRange' in extra) pack = applyUpdate(pack, { sizeRange: extra.sizeRange } as never, NOW).pack;
      const spec = pack.pointsOfMeasure as GradedSpec;
      for (const [i, row] of spec.rows.entries()) {
        if (row.gradeStep === 0) continue;
        const m = row.values[spec.baseSize];
        const preview = editPom(spec, i, 'value', Math.round((m + 4) * 10) / 10, spec.baseSize).rows[i];
        const saved = applyUpdate(
          pack,
          { measurements: { [row.key]: `${preview.values[spec.baseSize]} cm` } },
          NOW,
        ).pack;
        const after = saved.pointsOfMeasure.rows.find((r) => r.key === row.key)!;
        expect({ key: row.key, values: preview.values }).toEqual({ key: row.key, values: after.values });
      }
    });
  }

  it('a jacket body length 69.3 -> 73.3 at M: the XXL the studio shows is the XXL stored, and a value typed at XL too', () => {
    const pack = packOf('jacket');
    const spec = pack.pointsOfMeasure as GradedSpec;
    const i = spec.rows.findIndex((r) => r.gradeClass === 'lengthMajor');
    expect(i).toBeGreaterThanOrEqual(0);
    const row = spec.rows[i];
    const preview = editPom(spec, i, 'value', 73.3, 'M').rows[i];
    const saved = applyUpdate(
      pack,
      { measurements: { [row.key]: '73.3 cm' } },
      NOW,
    ).pack.pointsOfMeasure.rows.find((r) => r.key === row.key)!;
    expect(preview.values.XXL).toBe(saved.values.XXL);
    const atXl = editPom(spec, i, 'value', 80, 'XL').rows[i];
    const savedXl = applyUpdate(
      pack,
      { measurements: { [row.key]: `${atXl.values.M} cm` } },
      NOW,
    ).pack.pointsOfMeasure.rows.find((r) => r.key === row.key)!;
    expect(atXl.values).toEqual(savedXl.values);
  });

  it('a new grade step previews the steps the server grades with', () => {
    const pack = packOf('hoodie');
    const spec = pack.pointsOfMeasure as GradedSpec;
    const i = spec.rows.findIndex((r) => r.gradeClass === 'girthMajor');
    const row = spec.rows[i];
    const preview = editPom(spec, i, 'gradeStep', row.gradeStep + 1).rows[i];
    const saved = applyUpdate(
      pack,
      { pointsOfMeasure: { edit: { [row.key]: { grade: row.gradeStep + 1 } } } },
      NOW,
    ).pack.pointsOfMeasure.rows[i];
    expect(preview.values).toEqual(saved.values);
  });
});
