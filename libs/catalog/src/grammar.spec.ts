import { describe, expect, it } from '@jest/globals';
import { FABRICS } from './fabrics';
import { SIZES } from './enums';
import {
  careContradiction,
  deriveGarment,
  dimensionFloor,
  pomClassOf,
  gradedValues,
  parseComposition,
  pomNameOf,
  type FeatureValues,
} from './index';

const keys = (t: string, f: FeatureValues = {}, fabric?: string) =>
  deriveGarment({ garmentType: t, features: f, fabric }).poms.map((p) => p.key);
const bomKeys = (t: string, f: FeatureValues = {}) =>
  deriveGarment({ garmentType: t, features: f }).bom.map((l) => l.key);
const ops = (t: string, f: FeatureValues = {}) => deriveGarment({ garmentType: t, features: f }).operations;

const TYPES = [
  't-shirt',
  'shirt',
  'long-sleeve top',
  'jacket',
  'hoodie',
  'pants',
  'shorts',
  'dress',
  'skirt',
];

describe('garment grammar: features compose', () => {
  it('hood adds hood POMs, hood construction and a drawcord with stoppers', () => {
    const g = deriveGarment({ garmentType: 'jacket', features: { hood: 'yes' } });
    expect(g.poms.map((p) => p.key)).toEqual(
      expect.arrayContaining(['hoodHeight', 'hoodWidth', 'hoodOpening']),
    );
    expect(g.poms.map((p) => p.key)).not.toContain('collarHeight'); // no stand collar under a hood
    expect(g.operations.map((o) => o.operation)).toEqual(
      expect.arrayContaining(['Hood attach', 'Hood edge and drawcord channel']),
    );
    expect(g.bom.map((l) => l.key)).toEqual(
      expect.arrayContaining(['trim.drawcord', 'trim.stoppers', 'trim.eyelets']),
    );
    expect(keys('jacket', { hood: 'no' })).not.toContain('hoodHeight');
    expect(bomKeys('jacket', { hood: 'no' })).not.toContain('trim.drawcord');
  });

  it('short sleeve: short length and opening, no long sleeve or cuff POMs; sleeveless removes sleeves and finishes the armhole', () => {
    const short = deriveGarment({ garmentType: 'shirt', features: { sleeve: 'short' } });
    const sl = short.poms.find((p) => p.key === 'sleeveLength')!;
    expect(sl.base).toBeLessThan(30);
    expect(sl.name).toMatch(/short/);
    expect(short.poms.map((p) => p.key)).toEqual(expect.arrayContaining(['sleeveOpening']));
    expect(short.poms.map((p) => p.key)).not.toContain('cuffHeight');
    expect(short.poms.map((p) => p.key)).not.toContain('cuffWidth');
    const long = deriveGarment({ garmentType: 'shirt', features: { sleeve: 'long' } });
    expect(long.poms.find((p) => p.key === 'sleeveLength')!.base).toBeGreaterThan(55);
    expect(long.poms.map((p) => p.key)).toEqual(expect.arrayContaining(['cuffWidth', 'cuffHeight']));
    const sleeveless = deriveGarment({ garmentType: 'dress', features: { sleeve: 'sleeveless' } });
    expect(sleeveless.poms.map((p) => p.key)).not.toEqual(expect.arrayContaining(['sleeveLength']));
    expect(sleeveless.poms.map((p) => p.key)).not.toContain('bicep');
    expect(sleeveless.operations.map((o) => o.operation)).toContain('Armhole finishing');
    expect(sleeveless.operations.map((o) => o.operation)).not.toContain('Sleeve attach (set-in)');
  });

  it('elastic or drawcord waist replaces fly, zip and belt loops with elastic and cord, and adds waist extended', () => {
    const fly = deriveGarment({ garmentType: 'pants', features: { waist: 'fly-and-waistband' } });
    expect(fly.bom.map((l) => l.key)).toEqual(expect.arrayContaining(['hardware.zip', 'trim.beltLoops']));
    const el = deriveGarment({ garmentType: 'pants', features: { waist: 'elastic-or-drawcord' } });
    const elKeys = el.bom.map((l) => l.key);
    expect(elKeys).toEqual(expect.arrayContaining(['trim.elastic', 'trim.drawcord']));
    expect(elKeys).not.toContain('hardware.zip');
    expect(elKeys).not.toContain('trim.beltLoops');
    expect(el.poms.map((p) => p.key)).toEqual(expect.arrayContaining(['waist', 'waistExtended']));
    expect(el.poms.map((p) => p.key)).not.toContain('flyLength');
    expect(el.operations.map((o) => o.operation)).not.toContain('Fly and front rise');
    // the elastic's cut length varies with size
    const q = el.bom.find((l) => l.key === 'trim.elastic')!.quantityBySize!;
    expect(q.XS).toBeLessThan(q.M);
    expect(q.XXL).toBeGreaterThan(q.XL);
  });

  it('padded fabric adds wadding (g/m2), lining and quilting; a puffer is not canvas', () => {
    const g = deriveGarment({ garmentType: 'jacket', features: { fabric_look: 'quilted-or-padded' } });
    expect(g.padded).toBe(true);
    expect(g.fabric.name).not.toMatch(/canvas/i);
    // the default puffer shell is pre-quilted: its wadding is in the fabric, never a second wadding line
    expect(g.fabric.name).toMatch(/wadding/i);
    expect(g.bom.some((l) => l.key === 'trim.wadding')).toBe(false);
    expect(g.bom.some((l) => l.category === 'lining')).toBe(true);
    const shell = deriveGarment({
      garmentType: 'jacket',
      features: { fabric_look: 'quilted-or-padded' },
      fabric: 'nylon-ripstop',
    });
    expect(shell.bom.find((l) => l.key === 'trim.wadding')!.item).toMatch(/\d+ g\/m2/);
    expect(shell.operations.map((o) => o.operation).join()).toMatch(/Quilting/);
    expect(
      deriveGarment({ garmentType: 'jacket', features: { fabric_look: 'shell' } }).bom.some(
        (l) => l.key === 'trim.wadding',
      ),
    ).toBe(false);
  });

  it('pockets add their POMs and BOM lines', () => {
    expect(keys('pants', { pockets: 'none' })).not.toContain('pocketOpening');
    expect(keys('pants', { pockets: 'inset' })).toContain('pocketOpening');
    expect(bomKeys('pants', { pockets: 'inset' })).toContain('trim.pocketing');
    expect(keys('shorts', { pockets: 'cargo' })).toEqual(
      expect.arrayContaining(['cargoPocketWidth', 'cargoPocketHeight']),
    );
    expect(bomKeys('shorts', { pockets: 'cargo' })).toContain('hardware.cargoSnaps');
    expect(keys('hoodie', { pockets: 'kangaroo' })).toEqual(
      expect.arrayContaining(['kangarooWidth', 'kangarooHeight']),
    );
    expect(keys('shirt', { pockets: 'patch' })).toEqual(
      expect.arrayContaining(['pocketWidth', 'pocketHeight']),
    );
    expect(ops('shirt', { pockets: 'patch' }).map((o) => o.operation)).toContain('Patch pockets');
  });

  it('a zip or button front moves the logo off the centre front', () => {
    expect(deriveGarment({ garmentType: 't-shirt', features: {} }).artwork.logoPosition).toBe('center-chest');
    for (const fc of ['zip-full', 'buttons-full', 'zip-partial', 'buttons-partial', 'snaps']) {
      expect(
        deriveGarment({ garmentType: 'hoodie', features: { front_closure: fc } }).artwork.logoPosition,
      ).toBe('left-chest');
    }
  });

  it('front closures bring one matching line each (never two button lines)', () => {
    const shirt = deriveGarment({ garmentType: 'shirt', features: {} });
    expect(shirt.bom.filter((l) => /button/i.test(l.item))).toHaveLength(1);
    expect(keys('jacket', { front_closure: 'zip-full' })).toContain('zipLength');
    expect(keys('t-shirt', { collar: 'polo' })).toEqual(
      expect.arrayContaining(['placketLength', 'collarPoint']),
    );
  });

  it('classes from features: vest, polo, joggers, jeans, sweater', () => {
    const vest = deriveGarment({ garmentType: 'jacket', features: { sleeve: 'sleeveless' } });
    expect(vest.kind).toBe('vest');
    expect(vest.poms.map((p) => p.key)).not.toContain('sleeveLength');
    const polo = deriveGarment({ garmentType: 't-shirt', features: { collar: 'polo' } });
    expect(polo.kind).toBe('polo');
    expect(polo.fabric.construction).toBe('pique');
    expect(polo.features.front_closure).toBe('buttons-partial');
    const joggers = deriveGarment({
      garmentType: 'pants',
      features: { waist: 'elastic-or-drawcord', silhouette: 'tapered', fabric_look: 'fleece' },
    });
    expect(joggers.kind).toBe('joggers');
    expect(joggers.poms.map((p) => p.key)).toContain('legCuffHeight');
    const jeans = deriveGarment({ garmentType: 'pants', features: { fabric_look: 'denim' } });
    expect(jeans.kind).toBe('jeans');
    expect(jeans.fabric.construction).toBe('denim');
    expect(jeans.bom.map((l) => l.key)).toEqual(
      expect.arrayContaining(['hardware.rivets', 'trim.pocketing']),
    );
    expect(jeans.poms.map((p) => p.key)).toEqual(expect.arrayContaining(['pocketOpening', 'pocketWidth']));
    // a t-shirt with elbow-length sleeves stays a t-shirt (its label and description), with an elbow-length sleeve POM;
    // a top of no named kind with elbow sleeves is a long-sleeve top
    const elbowTee = deriveGarment({
      garmentType: 'T-shirt',
      features: { sleeve: 'elbow', fabric_look: 'jersey' },
    });
    expect(elbowTee.kind).toBe('tee');
    expect(elbowTee.label).not.toMatch(/long-sleeve/i);
    expect(elbowTee.poms.find((p) => p.key === 'sleeveLength')?.name).toMatch(/elbow/);
    expect(
      deriveGarment({ garmentType: 'top', features: { sleeve: 'elbow', fabric_look: 'jersey' } }).kind,
    ).toBe('long-sleeve');
    const sweater = deriveGarment({
      garmentType: 'long-sleeve top',
      features: { fabric_look: 'rib-or-sweater-knit' },
    });
    expect(sweater.kind).toBe('sweater');
    expect(sweater.fabric.gsm).toBeGreaterThan(250);
  });

  it('stitches follow the fabric: knits overlock + coverstitch, wovens lockstitch with neatened seams', () => {
    const knitDress = deriveGarment({ garmentType: 'dress', features: { fabric_look: 'jersey' } });
    expect(
      knitDress.operations.every(
        (o) =>
          ['514', '504', '406', '602'].includes(o.isoStitch) ||
          /pocket|zip|placket|collar/i.test(o.operation),
      ),
    ).toBe(true);
    expect(knitDress.operations.some((o) => o.isoStitch === '406')).toBe(true);
    const wovenDress = deriveGarment({ garmentType: 'dress', features: { fabric_look: 'woven-light' } });
    expect(wovenDress.operations.some((o) => o.isoStitch === '514')).toBe(false);
    expect(wovenDress.operations.find((o) => o.operation === 'Side seams and underarm')!.stitchName).toMatch(
      /neatened/,
    );
    // a skirt has no shoulder seams, joggers no zip fly
    expect(ops('skirt').map((o) => o.operation)).not.toContain('Shoulder seams');
    expect(ops('pants', { waist: 'elastic-or-drawcord' }).map((o) => o.operation)).not.toContain(
      'Fly and front rise',
    );
  });

  it('default fabric fits the garment', () => {
    expect(
      deriveGarment({ garmentType: 'long-sleeve top', features: { fabric_look: 'rib-or-sweater-knit' } })
        .fabric.name,
    ).not.toBe('100% Cotton Jersey');
    expect(
      deriveGarment({
        garmentType: 'shorts',
        features: { fabric_look: 'shell', waist: 'elastic-or-drawcord' },
      }).fabric.construction,
    ).not.toBe('canvas');
    expect(deriveGarment({ garmentType: 'hoodie', features: {} }).fabric.construction).toBe('fleece');
    expect(deriveGarment({ garmentType: 'shirt', features: {} }).fabric.family).toBe('woven');
    expect(
      deriveGarment({ garmentType: 'jacket', features: { fabric_look: 'leather-or-suede' } }).care
        .instruction,
    ).toBe('dry-clean-only');
  });

  it('care follows the fibre and contradictions are found', () => {
    expect(
      deriveGarment({ garmentType: 'long-sleeve top', features: {}, fabric: 'merino-wool' }).care.instruction,
    ).toBe('hand-wash-only');
    expect(careContradiction('machine-wash-warm', '100% Merino Wool')).toBeDefined();
    expect(careContradiction('machine-wash-cold', '100% Cotton')).toBeUndefined();
    expect(careContradiction('machine-wash-cold', '100% Cowhide Leather')).toBeDefined();
    expect(parseComposition('80% Cotton, 20% Polyester').map((x) => x.fibre)).toEqual([
      'cotton',
      'polyester',
    ]);
  });
});

describe('garment grammar: values a factory can use', () => {
  const combos: FeatureValues[] = [
    {},
    { sleeve: 'sleeveless' },
    { sleeve: 'long', hood: 'yes', front_closure: 'zip-full', pockets: 'kangaroo' },
    { sleeve: 'short', collar: 'polo' },
    { fabric_look: 'quilted-or-padded', hood: 'yes', front_closure: 'zip-full', pockets: 'inset' },
    { waist: 'elastic-or-drawcord', silhouette: 'tapered', fabric_look: 'fleece', pockets: 'cargo' },
    { waist: 'plain-waistband', fabric_look: 'denim', pockets: 'patch', length: 'cropped' },
    { silhouette: 'oversized', length: 'cropped', neckline: 'v-neck' },
    { fabric_look: 'leather-or-suede', collar: 'lapel', front_closure: 'buttons-full' },
  ];

  it('every tolerance >= 0.3 cm, detail heights do not grade, bands never overlap where the step is >= 1 cm, codes unique', () => {
    for (const t of TYPES) {
      for (const f of combos) {
        const g = deriveGarment({ garmentType: t, features: f });
        expect(new Set(g.poms.map((p) => p.code)).size).toBe(g.poms.length);
        expect(new Set(g.poms.map((p) => p.key)).size).toBe(g.poms.length);
        for (const p of g.poms) {
          expect(p.tolerance).toBeGreaterThanOrEqual(0.3);
          expect(p.howToMeasure.length).toBeGreaterThan(20);
          if (p.kind === 'detail') expect(p.grade).toBe(0);
          if (/(Height|placketWidth|placketLength)$/.test(p.key) && p.key !== 'hoodHeight')
            expect({ key: p.key, grade: p.grade }).toEqual({ key: p.key, grade: 0 });
          // a long length held at its dimension's floor (+/-1.0 over 60 cm) may meet the next size's band
          if (p.grade >= 1 && p.tolerance > dimensionFloor(pomClassOf(p.key, p.kind), p.base)) {
            const v = gradedValues(p, p.base, 'M');
            for (let i = 1; i < SIZES.length; i++)
              expect(v[SIZES[i]] - p.tolerance).toBeGreaterThan(v[SIZES[i - 1]] + p.tolerance);
          }
        }
        const cb = g.poms.find((p) => p.key === 'centreBackLength');
        const len = g.poms.find((p) => p.key === 'length');
        if (cb && len) expect(cb.base).toBeLessThan(len.base);
      }
    }
  });

  it('the materials library has at least 39 fabrics with family, construction, composition, gsm, width, care and garments', () => {
    expect(FABRICS.length).toBeGreaterThanOrEqual(39);
    expect(FABRICS.slice(0, 13).map((f) => f.name)).toEqual([
      '100% Cotton Jersey',
      'Cotton Fleece',
      'Organic Cotton Canvas',
      'Cotton Pique',
      'Polyester Performance',
      'Poly-Cotton Blend',
      'Athletic Mesh',
      'Bamboo Jersey',
      'Merino Wool',
      'Cashmere Blend',
      'Genuine Leather',
      'Lambskin Suede',
      'Silk Charmeuse',
    ]);
    for (const f of FABRICS) {
      expect(['knit', 'woven', 'non-woven', 'leather']).toContain(f.family);
      expect(f.gsm).toBeGreaterThan(0);
      expect(f.suits.length).toBeGreaterThan(0);
      expect(parseComposition(f.composition).reduce((s, x) => s + x.percent, 0)).toBe(100);
      expect(careContradiction(f.care, f.composition)).toBeUndefined();
    }
    expect(new Set(FABRICS.map((f) => f.id)).size).toBe(FABRICS.length);
  });
});

describe('garment grammar: names of points of measure', () => {
  it("names a point as the grammar drafts it: a type's default features first, then any feature's values", () => {
    expect(pomNameOf('sweep')).toBe('1/2 Sweep (hem)');
    expect(pomNameOf('chestWidth')).toBe('1/2 Chest (2.5 cm below armhole)');
    expect(pomNameOf('sleeveLength')).toBe('Sleeve length from shoulder point (short)');
    expect(pomNameOf('waist')).toBe('1/2 Waist (relaxed)');
    // drafted only with a feature other than the default: a patch pocket, an elastic waist
    expect(pomNameOf('pocketWidth')).toBe('Patch pocket width');
    expect(pomNameOf('waistExtended')).toBe('1/2 Waist (extended)');
    expect(pomNameOf('myCustomKey')).toBeUndefined();
  });
});
