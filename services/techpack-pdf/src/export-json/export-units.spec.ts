import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import {
  TECHPACK_EXPORT_SCHEMA,
  techPackExportDocumentSchema,
  techPackSchema,
  type AiAnalysis,
  type TechPack,
} from '@techpack/contracts';
import { buildTechPack } from '../model/techpack.model';
import { checkTechPackExport } from '../import-tech-pack/validate-export';
import { exportOf } from './export-json';

// The JSON export follows the pack's cm / in choice, and an import converts an inch document back to the centimetres
// the pack keeps, so that export -> import -> export writes the same document.

const analysis = (garmentType: string): AiAnalysis => ({
  garmentType,
  silhouette: 'Straight, relaxed fit',
  styleCategory: 'Casual basics',
  description: 'A navy garment.',
  components: { neckline: 'Crew neck', sleeves: 'Short sleeves' },
  confidence: 0.87,
  dominantColors: [{ hex: '#1F2A44', share: 0.8, name: 'Navy', pantone: '19-4024 TCX', deltaE: 3.1 }],
  analyzer: 'local:test',
});

const build = (garmentType: string, pdfUnit: 'cm' | 'in'): TechPack => {
  const pack = buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: `${randomUUID()}.jpg`,
    originalName: 'x.jpg',
    selectedSize: 'M',
    analysis: analysis(garmentType),
    now: new Date('2026-03-01T10:00:00Z'),
  });
  return techPackSchema.parse({ ...pack, pdfUnit });
};

const validate = new Ajv({ strict: false }).compile(TECHPACK_EXPORT_SCHEMA);
const reimport = (doc: unknown): TechPack => {
  const check = checkTechPackExport(JSON.parse(JSON.stringify(doc)));
  if (!check.ok) throw new Error(check.message);
  return check.value.pack;
};

describe('JSON export units', () => {
  it('a cm pack exports unit "cm" and its lengths as stored', () => {
    const pack = build('t-shirt', 'cm');
    const doc = exportOf(pack);
    expect(doc).toMatchObject({ schemaVersion: '1.1', unit: 'cm' });
    expect(validate(doc)).toBe(true);
    expect(doc.pack.pointsOfMeasure).toEqual(pack.pointsOfMeasure);
    expect(doc.pack.bom).toEqual(pack.bom);
    expect(doc.pack.measurements).toEqual(pack.measurements);
  });

  it('an inch pack exports unit "in": measurements, graded table, tolerances, logo and fabric consumption converted', () => {
    const pack = build('t-shirt', 'in');
    const doc = exportOf(pack);
    expect(validate(doc)).toBe(true);
    expect(doc.unit).toBe('in');
    expect(doc.pack.pointsOfMeasure.unit).toBe('in');
    const row = pack.pointsOfMeasure.rows[0];
    const out = doc.pack.pointsOfMeasure.rows[0];
    expect(out.tolerance).toBeCloseTo(row.tolerance / 2.54, 5);
    expect(out.gradeStep).toBeCloseTo(row.gradeStep / 2.54, 5);
    for (const size of Object.keys(row.values))
      expect(out.values[size]).toBeCloseTo(row.values[size] / 2.54, 5);
    const cm = Number.parseFloat(String(pack.measurements[row.key]));
    expect(Number.parseFloat(String(doc.pack.measurements[row.key]))).toBeCloseTo(cm / 2.54, 5);
    expect(String(doc.pack.measurements[row.key])).toMatch(/ in$/);
    expect(doc.pack.branding.logoWidth).toBeCloseTo(pack.branding.logoWidth / 2.54, 5);
    const fabric = pack.bom.find((l) => l.category === 'fabric' && /^m\b/.test(l.unit))!;
    const fabricOut = doc.pack.bom.find((l) => l.ref === fabric.ref)!;
    expect(fabricOut.unit).toMatch(/^yd\b/);
    expect(fabricOut.quantity).toBeCloseTo(fabric.quantity / 0.9144, 5);
    const pcs = pack.bom.find((l) => l.unit === 'pcs')!;
    expect(doc.pack.bom.find((l) => l.ref === pcs.ref)).toEqual(pcs);
    // named in centimetres: stays so
    expect(doc.pack.construction).toEqual(pack.construction);
  });

  it.each(['t-shirt', 'shirt', 'hoodie', 'pants', 'shorts', 'dress', 'skirt', 'jacket'])(
    '%s in inches: import gives back the stored pack, export -> import -> export the same JSON',
    (type) => {
      const pack = build(type, 'in');
      const first = exportOf(pack);
      const imported = reimport(first);
      expect(imported.measurements).toEqual(pack.measurements);
      expect(imported.pointsOfMeasure).toEqual(pack.pointsOfMeasure);
      expect(imported.bom).toEqual(pack.bom);
      expect(imported.branding).toEqual(pack.branding);
      expect(JSON.stringify(exportOf(imported))).toBe(JSON.stringify(first));
    },
  );

  it("a designer's odd figures still round-trip the document exactly", () => {
    const pack = build('t-shirt', 'in');
    const row = pack.pointsOfMeasure.rows[0];
    const odd: TechPack = {
      ...pack,
      pointsOfMeasure: {
        ...pack.pointsOfMeasure,
        rows: [
          { ...row, tolerance: 0.3175, gradeStep: 1.234567891, values: { ...row.values, M: 71.12 } },
          ...pack.pointsOfMeasure.rows.slice(1),
        ],
      },
      customPoms: {
        shoulderDrop: {
          name: 'Shoulder drop',
          howToMeasure: 'HPS to shoulder point',
          tolerance: 0.635,
          grade: 0.15875,
        },
      },
      pomOverrides: { [row.key]: { tolerance: 0.9 } },
    };
    const first = exportOf(odd);
    expect(first.pack.pointsOfMeasure.rows[0].values.M).toBe(28);
    expect(first.pack.customPoms!.shoulderDrop.grade).toBe(0.0625);
    const imported = reimport(first);
    expect(imported.customPoms).toEqual(odd.customPoms);
    expect(imported.pomOverrides).toEqual(odd.pomOverrides);
    expect(imported.pointsOfMeasure.rows[0].values.M).toBe(71.12);
    expect(JSON.stringify(exportOf(imported))).toBe(JSON.stringify(first));
  });

  it('a 1.0 document (no unit: centimetres) is still imported as it is; a unit the table does not share is refused', () => {
    const pack = build('t-shirt', 'in');
    const legacy = { schemaVersion: '1.0', pack: { ...pack, pdfPath: null } };
    expect(validate(legacy)).toBe(true);
    expect(reimport(legacy).pointsOfMeasure).toEqual(pack.pointsOfMeasure);
    const doc = exportOf(pack);
    const { unit: _unit, ...withoutUnit } = doc;
    expect(validate(withoutUnit)).toBe(false);
    const mixed = checkTechPackExport(JSON.parse(JSON.stringify({ ...doc, unit: 'cm' })));
    expect(mixed).toMatchObject({ ok: false, field: 'pack.pointsOfMeasure.unit' });
    const future = checkTechPackExport({ ...doc, schemaVersion: '2.0' });
    expect(future).toMatchObject({
      ok: false,
      message: 'Unsupported export: schemaVersion must be "1.0" or "1.1"',
    });
  });

  it('the published schema file is the one written from the zod schema, and the two say the same', () => {
    const published = JSON.parse(
      readFileSync(
        new URL('../../../../libs/contracts/src/export/techpack-export.schema.json', import.meta.url),
        'utf8',
      ),
    );
    expect(published).toEqual(JSON.parse(JSON.stringify(TECHPACK_EXPORT_SCHEMA)));
    const doc = JSON.parse(JSON.stringify(exportOf(build('t-shirt', 'in'))));
    const { unit: _unit, ...withoutUnit } = doc;
    const pack = doc.pack;
    const cases: [unknown, boolean][] = [
      [doc, true],
      [{ ...withoutUnit, schemaVersion: '1.0' }, true],
      [withoutUnit, false],
      [{ ...doc, extra: 1 }, false],
      [{ ...doc, pack: { ...pack, laterField: { any: 'thing' } } }, true],
      [
        {
          ...doc,
          pack: {
            ...pack,
            measurements: Object.fromEntries(Array.from({ length: 151 }, (_, i) => [`m${i}`, 10])),
          },
        },
        false,
      ],
      [
        {
          ...doc,
          pack: {
            ...pack,
            aiAnalysis: {
              ...pack.aiAnalysis,
              ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`x${i}`, 1])),
            },
          },
        },
        false,
      ],
      [{ ...doc, pack: { ...pack, colors: [{ name: 'Red', hex: 'red', pantone: '' }] } }, false],
      [{ ...doc, pack: { ...pack, branding: { ...pack.branding, logo: 'javascript:alert(1)' } } }, false],
      [{ ...doc, pack: { ...pack, costOverrides: { marginPercent: 20, junk: 1 } } }, false],
      [{ ...doc, pack: { ...pack, costOverrides: null, imageUrl: null } }, true],
    ];
    for (const [value, ok] of cases) {
      expect(validate(value)).toBe(ok);
      expect(techPackExportDocumentSchema.safeParse(value).success).toBe(ok);
    }
  });
});
