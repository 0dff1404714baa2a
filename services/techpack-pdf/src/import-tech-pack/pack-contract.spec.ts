import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { FEATURE_KEYS, FEATURE_VALUES, GARMENT_TYPES, SIZE_RANGES } from '@techpack/catalog';
import { packContractIssues, techPackUpdateSchema, type TechPack } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { applyUpdate } from '../model/techpack.model';
import { checkTechPackExport } from './validate-export';

// The contract a whole pack meets (libs/contracts/src/http/pack-contract.ts) against the packs the product makes, and
// the same hostile values fed to PUT's schema and to an import: both refuse exactly the same ones.

const real = (type: string, extra: Record<string, unknown> = {}): TechPack => {
  const pack = packOf(type, extra);
  const filename = `${randomUUID()}.jpg`;
  // as a client holds it: JSON (no undefined values)
  return JSON.parse(
    JSON.stringify({ ...pack, imageUrl: `/api/uploads/${filename}`, upload: { ...pack.upload, filename } }),
  );
};
const doc = (pack: TechPack) => ({ schemaVersion: '1.0', pack });
const importRefuses = (pack: TechPack) => !checkTechPackExport(JSON.parse(JSON.stringify(doc(pack)))).ok;
const putRefuses = (body: unknown) => !techPackUpdateSchema.safeParse(body).success;

// the analysis' garment types and the names a model or an older pack may give (each derives its own garment kind)
const TYPES = [
  ...GARMENT_TYPES.map((t) => t.value),
  'shirt',
  'polo',
  'sweater',
  'sweatshirt',
  'shorts',
  'jeans',
  'joggers',
  'vest',
  'coat',
  'long sleeve top',
];

describe('every pack the product derives meets the whole-pack contract', () => {
  it('every garment type x every value of every feature, and every size range', () => {
    let packs = 0;
    for (const type of TYPES) {
      const variants: Record<string, unknown>[] = [{}];
      for (const key of FEATURE_KEYS)
        for (const value of FEATURE_VALUES[key]) variants.push({ features: { [key]: { value } } });
      for (const extra of variants) {
        const pack = real(type, extra);
        expect({ type, extra, issues: packContractIssues(pack) }).toEqual({ type, extra, issues: [] });
        packs++;
      }
      for (const sizeRange of SIZE_RANGES) {
        const pack = JSON.parse(
          JSON.stringify(applyUpdate(real(type), { sizeRange }, new Date('2026-03-02T10:00:00Z')).pack),
        );
        expect({ type, sizeRange, issues: packContractIssues(pack) }).toEqual({
          type,
          sizeRange,
          issues: [],
        });
        packs++;
      }
    }
    expect(packs).toBeGreaterThan(TYPES.length * 20);
  });

  it('an exported pack imports again (the round trip the product offers)', () => {
    for (const type of TYPES) expect(checkTechPackExport(doc(real(type)))).toMatchObject({ ok: true });
  });
});

// Values a hostile client sends where a number of centimetres belongs.
const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -5,
    -50,
    0,
    -0,
    500.0001,
    501,
    5000,
    1e9,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: 0.001, max: 600, noNaN: true }),
);
const hostileValue = fc.oneof(
  hostileNumber,
  fc.constantFrom('NaN', 'Infinity', '1e308', '-5', '0x10', '', '   ', null, true, false, [], {}, [62], {
    value: 62,
  }),
  fc.string({ maxLength: 12 }),
);

describe('the same hostile values: PUT and import refuse the same ones', () => {
  const base = real('t-shirt');
  const rowIndex = 0;
  const key = base.pointsOfMeasure.rows[rowIndex].key;

  it('a measurement', () => {
    fc.assert(
      fc.property(hostileValue, (v) => {
        const pack = { ...base, measurements: { ...base.measurements, [key]: v } } as unknown as TechPack;
        return importRefuses(pack) === putRefuses({ measurements: { [key]: v } });
      }),
      { numRuns: 400 },
    );
  });

  it('a graded cell of the points of measure, as the value of a new point of measure', () => {
    fc.assert(
      fc.property(hostileNumber, (v) => {
        const rows = base.pointsOfMeasure.rows.map((r, i) =>
          i === rowIndex ? { ...r, values: Object.fromEntries(Object.keys(r.values).map((s) => [s, v])) } : r,
        );
        const pack = { ...base, pointsOfMeasure: { ...base.pointsOfMeasure, rows } };
        return (
          importRefuses(pack) === putRefuses({ pointsOfMeasure: { add: [{ name: 'Hem depth', value: v }] } })
        );
      }),
      { numRuns: 400 },
    );
  });

  it('a tolerance and a grade', () => {
    fc.assert(
      fc.property(hostileNumber, fc.constantFrom('tolerance', 'grade'), (v, what) => {
        const rows = base.pointsOfMeasure.rows.map((r, i) =>
          i === rowIndex ? { ...r, [what === 'grade' ? 'gradeStep' : 'tolerance']: v } : r,
        );
        const pack = { ...base, pointsOfMeasure: { ...base.pointsOfMeasure, rows } };
        return importRefuses(pack) === putRefuses({ pointsOfMeasure: { edit: { [key]: { [what]: v } } } });
      }),
      { numRuns: 400 },
    );
  });

  it('huge collections', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (n) => {
        const colors = Array.from({ length: n }, (_, i) => ({
          name: `C${i}`,
          hex: '#112233',
          pantone: '19-4052 TCX',
        }));
        const measurements = Object.fromEntries(Array.from({ length: n }, (_, i) => [`m${i}`, 10]));
        const colourPack = { ...base, colors };
        const measurementPack = { ...base, measurements };
        return (
          importRefuses(colourPack) === putRefuses({ colors }) &&
          importRefuses(measurementPack) === putRefuses({ measurements })
        );
      }),
      { numRuns: 60 },
    );
  });

  it('style names and colours of any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 10 }), (name, hex) => {
        const named = { ...base, styleName: name };
        const coloured = { ...base, colors: [{ name: 'Navy', hex, pantone: '19-4052 TCX' }] };
        return (
          importRefuses(named) === putRefuses({ styleName: name }) &&
          importRefuses(coloured) === putRefuses({ colors: [{ name: 'Navy', hex, pantone: '19-4052 TCX' }] })
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('what only an import can carry', () => {
  const base = real('dress');
  const refusal = (pack: unknown) => checkTechPackExport(doc(pack as TechPack));

  it.each([
    ['javascript:alert(1)'],
    ['https://evil.example/track.png'],
    ['/api/uploads/../../secrets.json'],
    ['//evil.example/a.jpg'],
    ['/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?x=1'],
  ])('imageUrl %s: refused, naming the field', (imageUrl) => {
    expect(refusal({ ...base, imageUrl })).toMatchObject({ ok: false, field: 'pack.imageUrl' });
  });

  it('the upload file name is a photo name, never a path', () => {
    expect(refusal({ ...base, upload: { ...base.upload, filename: '../../etc/passwd' } })).toMatchObject({
      ok: false,
      field: 'pack.upload.filename',
    });
  });

  it('500 revisions: refused; 200 are kept', () => {
    const revs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        rev: i + 1,
        at: base.createdAt,
        by: 'user' as const,
        summary: 'edit',
        fields: [],
      }));
    expect(refusal({ ...base, revisions: revs(500), revision: 500 })).toMatchObject({
      ok: false,
      field: 'pack.revisions',
    });
    expect(refusal({ ...base, revisions: revs(200), revision: 200 })).toMatchObject({ ok: true });
  });

  it('a POM of -50 and a measurement of 1e308: both named in one answer', () => {
    const rows = base.pointsOfMeasure.rows.map((r, i) =>
      i === 1 ? { ...r, values: { ...r.values, M: -50 } } : r,
    );
    const pack = {
      ...base,
      measurements: { ...base.measurements, [base.pointsOfMeasure.rows[0].key]: 1e308 },
      pointsOfMeasure: { ...base.pointsOfMeasure, rows },
    };
    const fields = packContractIssues(pack).map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        `pack.measurements.${base.pointsOfMeasure.rows[0].key}`,
        'pack.pointsOfMeasure.rows.1.values.M',
      ]),
    );
  });

  it('BOM quantities and thousands of operations', () => {
    const bom = base.bom.map((l, i) => (i === 0 ? { ...l, quantity: 1e308 } : l));
    expect(refusal({ ...base, bom })).toMatchObject({ ok: false, field: 'pack.bom.0.quantity' });
    const operations = Array.from({ length: 5000 }, () => base.construction.operations[0]);
    expect(refusal({ ...base, construction: { ...base.construction, operations } })).toMatchObject({
      ok: false,
      field: 'pack.construction.operations',
    });
  });
});
