import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SIZE_RANGES } from '@techpack/catalog';
import { ANALYZED_GARMENT_TYPES } from '@techpack/contracts';
import { applyUpdate, buildTechPack } from '../model/techpack.model';
import { checkTechPack } from './techpack.check';

const build = (garmentType: string, sizeRange?: string) =>
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: '',
    sizeRange,
    analysis: {
      garmentType,
      silhouette: 'Regular',
      styleCategory: 'Casual',
      description: '',
      components: {},
      confidence: 0.9,
    },
    now: new Date('2026-03-01T10:00:00Z'),
  });
const CODES = [
  'OUTSEAM_NOT_INSEAM_PLUS_RISE',
  'SLEEVE_OPENING_WIDER_THAN_BICEP',
  'WAIST_BELOW_HEM',
  'SKIRT_LENGTH_MISMATCH',
  'CB_LONGER_THAN_BODY',
  'TOLERANCE_BANDS_OVERLAP',
  'TOLERANCE_TOO_TIGHT',
  'POM_NOT_GRADING',
];

describe('measurement cross-checks', () => {
  it('a generated pack of every type and range passes them', () => {
    for (const type of ANALYZED_GARMENT_TYPES)
      for (const range of SIZE_RANGES) {
        const pack = build(type, range);
        const found = checkTechPack(pack).issues.filter((i) => CODES.includes(i.code));
        expect({ type, range, found: found.map((i) => `${i.code}: ${i.message}`) }).toEqual({
          type,
          range,
          found: [],
        });
      }
  });

  it('outseam far from inseam + rise and a sleeve opening wider than the bicep are errors, with fixes that clear them', () => {
    const pants = build('pants', 'mens');
    const bad = applyUpdate(pants, { measurements: { outseam: 130 } }, new Date()).pack;
    const issue = checkTechPack(bad).issues.find((i) => i.code === 'OUTSEAM_NOT_INSEAM_PLUS_RISE')!;
    expect(issue.severity).toBe('error');
    expect(issue.fields).toContain('measurements.outseam');
    const fixed = applyUpdate(bad, issue.fix!, new Date()).pack;
    expect(checkTechPack(fixed).issues.some((i) => i.code === 'OUTSEAM_NOT_INSEAM_PLUS_RISE')).toBe(false);

    const tee = build('t-shirt', 'womens');
    const wide = applyUpdate(tee, { measurements: { sleeveOpening: 40 } }, new Date()).pack;
    expect(
      checkTechPack(wide).issues.find((i) => i.code === 'SLEEVE_OPENING_WIDER_THAN_BICEP'),
    ).toMatchObject({ severity: 'error', fields: ['measurements.sleeveOpening', 'measurements.bicep'] });
  });

  it('a kids pack grades in ages and has no adult sizes', () => {
    const pack = build('t-shirt', 'kids');
    expect(pack.selectedSize).toBe('8Y');
    for (const r of pack.pointsOfMeasure.rows)
      expect(Object.keys(r.values)).toEqual(['2Y', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y']);
    expect(pack.bom.find((l) => l.category === 'fabric')!.quantityBySize).toHaveProperty('2Y');
  });
});
