import { describe, expect, it } from '@jest/globals';
import {
  ANALYZED_GARMENT_TYPES,
  FEATURE_KEYS,
  featureValuesFor,
  techPackUpdateSchema,
  type GarmentFeatures,
  type TechPack,
} from '@techpack/contracts';
import { fabricByName } from '@techpack/catalog';
import { flatInputFromPack, renderFlat } from '@techpack/flats';
import { applyUpdate, checkTechPackFor, fabricLookOf } from './consistency.fixtures';
import { PACK_DATE as now, packOf } from '../testing/build-pack';

// One truth: a pack corrected by the designer says exactly what a pack generated with the corrected answers
// says, on every surface (style name, description, components, BOM, construction, points of measure, care, flats).
// Nothing derived may remember an old answer.

const CROSS = [
  'FLATS_CONTRADICTION',
  'POCKETS_CONTRADICTION',
  'CLOSURE_CONTRADICTION',
  'CARE_CONTRADICTS_PATTERN',
  'ZIP_LONGER_THAN_OPENING',
  'ZIP_LONGER_THAN_BODY',
  'COLOUR_CONTRADICTION',
];
const build = (garmentType: string, features?: GarmentFeatures): TechPack =>
  packOf(garmentType, features ? { features } : {}, { id: '00000000-0000-4000-8000-000000000001' });

// Every surface a reader sees, values only (where a value came from is allowed to differ: the designer's vs detected).
function surfaces(p: TechPack) {
  const { sources: _s, assumed: _a, ...components } = p.aiAnalysis.components as Record<string, unknown>;
  return {
    type: p.aiAnalysis.garmentType,
    upload: p.upload.garmentType,
    styleNumberType: p.styleNumber.split('-')[2],
    styleName: p.styleName,
    description: p.aiAnalysis.description,
    garmentClass: (p.aiAnalysis as Record<string, unknown>).garmentClass,
    components,
    colors: p.colors,
    // a fabric look nobody saw lists candidates to confirm (fabricStatus): where an answer came from, not what it is
    materials: { ...p.materials, fabricStatus: undefined, fabricCandidates: undefined },
    bom: p.bom.map((l) => [l.item, l.description, l.placement, l.color, l.quantity]),
    construction: p.construction.operations.map((o) => o.operation),
    poms: p.pointsOfMeasure.rows.map((r) => [r.key, r.name, r.values.M]),
    care: p.care.lines,
    trims: p.trims,
    // provisional: whether the fabric is a guess (where an answer came from), not what the garment is
    garment: p.garment && {
      ...p.garment,
      components: p.garment.components?.map(({ provisional: _p, ...c }) => c),
    },
    flats: (['front', 'back'] as const).map((v) => JSON.stringify(renderFlat(flatInputFromPack(p), v).prims)),
  };
}

// The corrected pack's answers, as a fresh analysis would give them.
const answersOf = (p: TechPack): GarmentFeatures =>
  Object.fromEntries(
    FEATURE_KEYS.map((k) => [
      k,
      { value: p.aiAnalysis.features![k].value, confidence: 0.9, source: 'detected' },
    ]),
  ) as GarmentFeatures;

describe('a correction flows everywhere (every type x every applicable feature value)', () => {
  for (const type of ANALYZED_GARMENT_TYPES) {
    it(`${type}: each feature change leaves no surface naming the old answer`, () => {
      const base = build(type);
      let cases = 0;
      for (const key of FEATURE_KEYS) {
        for (const value of featureValuesFor(key, type)) {
          if (base.aiAnalysis.features![key].value === value) continue;
          const corrected = applyUpdate(base, { aiAnalysis: { features: { [key]: value } } }, now).pack;
          const fresh = build(corrected.aiAnalysis.garmentType, answersOf(corrected));
          expect({ key, value, ...surfaces(corrected) }).toEqual({ key, value, ...surfaces(fresh) });
          // and the surfaces agree with each other: the check's cross-checks find nothing
          const crossed = checkTechPackFor(corrected)
            .issues.filter((i) => CROSS.includes(i.code))
            .map((i) => i.message);
          expect({ key, value, crossed }).toEqual({ key, value, crossed: [] });
          cases++;
        }
      }
      expect(cases).toBeGreaterThan(15);
    });
  }

  it('a type change re-derives every surface as a pack generated as that type', () => {
    for (const from of ANALYZED_GARMENT_TYPES)
      for (const to of ANALYZED_GARMENT_TYPES) {
        if (from === to) continue;
        const corrected = applyUpdate(build(from), { aiAnalysis: { garmentType: to } }, now).pack;
        expect(corrected.aiAnalysis.garmentType).toBe(to);
        expect(surfaces(corrected)).toEqual(surfaces(build(to, answersOf(corrected))));
      }
  });

  it('a fabric change sets the fabric-look answer the flats draw, and a fabric-look change replaces the fabric', () => {
    const jacket = build('jacket');
    const quilted = applyUpdate(jacket, { materials: { mainFabric: 'quilted-nylon' } }, now).pack;
    const look = fabricLookOf(fabricByName('quilted-nylon')!);
    expect(look).toBe('quilted-or-padded');
    expect(quilted.aiAnalysis.features!.fabric_look).toMatchObject({ value: look, source: 'user' });
    expect(quilted.garment!.features.fabric_look).toBe(look);
    const back = applyUpdate(quilted, { aiAnalysis: { features: { fabric_look: 'shell' } } }, now).pack;
    expect(fabricLookOf(fabricByName(back.materials.mainFabric)!)).toBe('shell');
    expect(checkTechPackFor(back).unconfirmed.map((i) => i.key)).not.toContain('fabric_look');
  });

  it('body length -25 %: centre back, zip and fabric follow; the check finds no zip longer than its opening', () => {
    for (const type of ANALYZED_GARMENT_TYPES) {
      const base = build(type);
      const row = base.pointsOfMeasure.rows.find((r) => r.key === 'length');
      if (!row) continue;
      const short = applyUpdate(
        base,
        { measurements: { length: Math.round(row.values.M * 0.75 * 10) / 10 } },
        now,
      ).pack;
      const codes = checkTechPackFor(short).issues.map((i) => i.code);
      expect({ type, codes }).toEqual({
        type,
        codes: expect.not.arrayContaining([
          'ZIP_LONGER_THAN_OPENING',
          'ZIP_LONGER_THAN_BODY',
          'CB_LONGER_THAN_BODY',
        ]),
      });
      const fabric = (p: TechPack) => p.bom.find((l) => l.category === 'fabric')!.quantity;
      expect(fabric(short)).toBeLessThan(fabric(base));
    }
  });

  it('a confirmed main colour is the body colour of the colourway, the style name and the BOM', () => {
    const tee = build('t-shirt');
    const red = applyUpdate(tee, { aiAnalysis: { features: { main_colour: 'red' } } }, now).pack;
    expect(red.colors[0].name).toBe('Red');
    expect(red.styleName).toMatch(/^Red /);
    expect(red.bom.find((l) => l.category === 'fabric')!.color).toMatch(/Red/);
  });
});

describe('round trip: GET then PUT of the same pack changes nothing', () => {
  for (const type of ANALYZED_GARMENT_TYPES) {
    it(type, () => {
      const pack = JSON.parse(JSON.stringify(build(type)));
      const body = techPackUpdateSchema.parse(pack);
      const { changed, pack: next } = applyUpdate(pack, body, now);
      expect(changed).toEqual([]);
      expect(next.revisions).toHaveLength(1);
    });
  }
});
