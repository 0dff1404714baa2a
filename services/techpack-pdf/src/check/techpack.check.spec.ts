import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  ANALYZED_GARMENT_TYPES,
  FEATURE_KEYS,
  blankFeatures,
  featureValuesFor,
  type AiAnalysis,
  type GarmentFeatures,
} from '@techpack/contracts';
import { applyUpdate, buildTechPack } from '../model/techpack.model';
import { checkTechPack } from './techpack.check';

const analysis = (garmentType: string, features?: GarmentFeatures): AiAnalysis => ({
  garmentType,
  silhouette: 'Regular',
  styleCategory: 'Casual',
  description: 'A garment with a point collar.',
  components: { collar: 'point collar' },
  confidence: 0.9,
  analyzer: 'local:test',
  ...(features ? { features } : {}),
});
const build = (type: string, features?: GarmentFeatures) =>
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: 'M',
    analysis: analysis(type, features),
    now: new Date('2026-03-01T10:00:00Z'),
  });

// a deterministic spread of feature combinations: every value of every key appears for every type
function combos(type: string): GarmentFeatures[] {
  const out: GarmentFeatures[] = [];
  const keys = FEATURE_KEYS.filter((k) => featureValuesFor(k, type).length > 0);
  const maxValues = Math.max(...keys.map((k) => featureValuesFor(k, type).length));
  for (let i = 0; i < maxValues * 3; i++) {
    const f = blankFeatures(type);
    keys.forEach((k, j) => {
      const vs = featureValuesFor(k, type);
      f[k] = {
        value: vs[(i + j * (i % 3)) % vs.length],
        confidence: 0.95,
        source: i % 2 ? 'detected' : 'estimated',
      };
    });
    out.push(f);
  }
  return out;
}

describe('tech pack check', () => {
  it('a freshly generated pack has no errors, for every garment type and many feature combinations', () => {
    let n = 0;
    for (const type of ANALYZED_GARMENT_TYPES) {
      for (const f of [undefined, ...combos(type)]) {
        const pack = build(type, f);
        const check = checkTechPack(pack);
        const errors = check.issues.filter((i) => i.severity === 'error');
        expect({
          type,
          features: f && Object.fromEntries(FEATURE_KEYS.map((k) => [k, f[k].value])),
          errors,
        }).toEqual({
          type,
          features: f && Object.fromEntries(FEATURE_KEYS.map((k) => [k, f[k].value])),
          errors: [],
        });
        expect(check.ok).toBe(true);
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  it('finds what a factory would catch, and the offered fixes clear it', () => {
    const pack = build('hoodie', {
      ...blankFeatures('hoodie'),
      front_closure: { value: 'zip-full', confidence: 0.95, source: 'detected' },
    });
    let { pack: bad } = applyUpdate(
      pack,
      {
        measurements: { centreBackLength: 90 },
        branding: { logoPosition: 'center-chest', logoFromLeft: 0, careInstructions: 'machine-wash-warm' },
        materials: { fabricDetails: { composition: '70% Wool, 20% Cashmere' } },
        pointsOfMeasure: { edit: { chestWidth: { tolerance: 3 } } }, // a unisex half chest grades 5.1 cm a size
      },
      new Date(),
    );
    bad = structuredClone(bad);
    bad.bom.push(
      { ...bad.bom.find((l) => l.category === 'label')! },
      { ...bad.bom.find((l) => l.category === 'thread')!, ref: 'T99', color: 'TBC' },
    );
    bad.pointsOfMeasure.rows.find((r) => r.key === 'bicep')!.values.XL = 1;
    const check = checkTechPack(bad);
    const codes = check.issues.filter((i) => i.severity === 'error').map((i) => i.code);
    expect(check.ok).toBe(false);
    for (const c of [
      'CB_LONGER_THAN_BODY',
      'ARTWORK_OVER_CLOSURE',
      'FIBRE_NOT_100',
      'TOLERANCE_BANDS_OVERLAP',
      'BOM_DUPLICATE',
      'TRIM_WITHOUT_COLOUR',
      'POM_NOT_GRADING',
      'CARE_CONTRADICTS_FIBRE',
    ])
      expect(codes).toContain(c);
    const cb = check.issues.find((i) => i.code === 'CB_LONGER_THAN_BODY')!;
    expect(cb.fields).toEqual(['measurements.centreBackLength', 'measurements.length']);
    // one-click fixes
    let fixed = applyUpdate(
      pack,
      {
        measurements: { centreBackLength: 90 },
        branding: { logoPosition: 'center-chest', careInstructions: 'machine-wash-warm' },
        materials: { fabricDetails: { composition: '100% Merino Wool' } },
      },
      new Date(),
    ).pack;
    for (const code of ['CB_LONGER_THAN_BODY', 'ARTWORK_OVER_CLOSURE', 'CARE_CONTRADICTS_FIBRE']) {
      const issue = checkTechPack(fixed).issues.find((i) => i.code === code)!;
      expect(issue.fix).toBeDefined();
      fixed = applyUpdate(fixed, issue.fix!, new Date()).pack;
    }
    expect(checkTechPack(fixed).ok).toBe(true);
  });

  it('a feature without its POMs and features to confirm (one answer at a time, no fix that confirms them all)', () => {
    const pack = build('jacket');
    const warn = checkTechPack(pack).issues.find((i) => i.code === 'FEATURES_TO_CONFIRM')!;
    expect(warn.severity).toBe('warning');
    expect(warn.fields).toContain('aiAnalysis.features.sleeve');
    expect(warn.fix).toBeUndefined();
    const answers = Object.fromEntries(
      warn.fields
        .map((f) => f.split('.').pop()!)
        .filter((k) => k !== 'main_colour')
        .map((k) => [k, pack.aiAnalysis.features![k as 'sleeve'].value]),
    );
    const confirmed = applyUpdate(pack, { aiAnalysis: { features: answers } }, new Date()).pack;
    // what is left to confirm is what no one has a value for yet (the main colour is 'unclear' without a colour analysis)
    expect(checkTechPack(confirmed).issues.find((i) => i.code === 'FEATURES_TO_CONFIRM')!.fields).toEqual([
      'aiAnalysis.features.main_colour',
    ]);
    expect(confirmed.aiAnalysis.features!.sleeve).toEqual({ value: 'long', confidence: 1, source: 'user' });
    const broken = structuredClone(confirmed);
    broken.aiAnalysis.features!.hood = { value: 'yes', confidence: 1, source: 'user' }; // edited behind the model's back
    const issue = checkTechPack(broken).issues.find((i) => i.code === 'FEATURE_WITHOUT_POMS')!;
    expect(issue.severity).toBe('error');
    expect(issue.fields).toEqual(expect.arrayContaining(['measurements.hoodHeight']));
  });

  it('cross-checks the surfaces: a zip longer than the body, pocket lines without pockets, a flat that draws another closure', () => {
    const jacket = build('jacket');
    const broken = structuredClone(jacket);
    const zip = broken.bom.find((l) => l.category === 'hardware' && /zip/i.test(l.item))!;
    zip.description = zip.description.replace(/\d+ cm at size M/, '140 cm at size M');
    broken.bom.push({
      ...broken.bom[0],
      ref: 'T99',
      category: 'trim',
      item: 'Pocketing',
      placement: 'Pocket bags',
    });
    broken.aiAnalysis.features!.pockets = { value: 'none', confidence: 1, source: 'user' };
    broken.garment = {
      ...broken.garment!,
      features: { ...broken.garment!.features, front_closure: 'buttons-full', pockets: 'none' },
    };
    const codes = checkTechPack(broken).issues.map((i) => i.code);
    expect(codes).toEqual(
      expect.arrayContaining(['ZIP_LONGER_THAN_OPENING', 'POCKETS_CONTRADICTION', 'FLATS_CONTRADICTION']),
    );
    expect(checkTechPack(jacket).issues.map((i) => i.code)).not.toEqual(
      expect.arrayContaining(['ZIP_LONGER_THAN_OPENING']),
    );
  });

  it('the check says a new pack is a draft, not ready, and lists what is open least certain first', () => {
    const check = checkTechPack(build('shirt'));
    expect(check).toMatchObject({ status: 'draft', ready: false });
    // the fabric, while it is a guess, is asked first (with its candidates); the rest least certain first
    const items = check.unconfirmed!;
    const rest = items[0].key === 'fabric_look' ? items.slice(1) : items;
    if (items[0].key === 'fabric_look') expect(items[0].candidates!.length).toBeGreaterThan(0);
    const conf = rest.map((i) => i.confidence);
    expect(conf).toEqual([...conf].sort((a, b) => a - b));
  });
});
