import { describe, expect, it } from '@jest/globals';
import { applyUpdate } from '../model/techpack.model';
import { packOf } from '../testing/build-pack';
import { anchorLabel, followAnchor } from '../comments/anchors';
import { changedSections, diffPacks } from './pack-diff';

const NOW = new Date('2026-03-02T10:00:00Z');

describe('diffPacks', () => {
  it('gives old and new per size, grouped by section, and nothing for an unchanged pack', () => {
    const a = packOf('t-shirt');
    expect(diffPacks(a, structuredClone(a), 1, 1)).toMatchObject({ changed: 0, sections: [] });
    const length = a.pointsOfMeasure.rows.find((r) => r.key === 'length')!;
    const { pack: b } = applyUpdate(a, { measurements: { length: length.values.M + 2 } }, NOW);
    const diff = diffPacks(a, b, 1, 2);
    const m = diff.sections.find((s) => s.section === 'measurements')!;
    expect(m.changes).toContainEqual({
      field: 'pointsOfMeasure.length.M',
      label: `${length.code} ${length.name}, size M`,
      from: length.values.M,
      to: length.values.M + 2,
    });
    expect(changedSections(a, b)).toContain('measurements');
  });

  it('names an approval the edit cleared', () => {
    const a = packOf('t-shirt');
    const diff = diffPacks(a, a, 1, 2, ['bom']);
    expect(diff.sections).toEqual([
      {
        section: 'approvals',
        label: 'Approvals',
        changes: [
          {
            field: 'approvals.bom',
            label: 'Approval of bom cleared by an edit',
            from: 'approved',
            to: 'not approved',
          },
        ],
      },
    ]);
  });
});

describe('anchors across revisions', () => {
  it('keeps a point of measure renamed by a feature change, and loses a removed one', () => {
    const a = packOf('t-shirt');
    const { pack: b } = applyUpdate(a, { aiAnalysis: { features: { sleeve: 'long' } } } as never, NOW);
    const anchor = { kind: 'pom' as const, ref: 'sleeveLength' };
    expect(followAnchor(a, b, anchor)).toEqual(anchor);
    expect(anchorLabel(b, anchor)).not.toBe(anchorLabel(a, anchor));
    expect(followAnchor(a, b, { kind: 'pom', ref: 'notAPoint' })).toBeUndefined();
  });

  it('follows a BOM line whose ref moved and an operation that moved', () => {
    const a = packOf('t-shirt');
    const b = structuredClone(a);
    b.bom = [...b.bom.slice(1), { ...b.bom[0], ref: 'Z9' }];
    expect(followAnchor(a, b, { kind: 'bom', ref: a.bom[0].ref })).toEqual({ kind: 'bom', ref: 'Z9' });
    b.construction.operations = [...b.construction.operations.slice(1), b.construction.operations[0]];
    expect(followAnchor(a, b, { kind: 'operation', ref: '0' })).toEqual({
      kind: 'operation',
      ref: String(b.construction.operations.length - 1),
    });
  });
});
