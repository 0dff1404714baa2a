import { FEATURE_KEYS, featureValuesFor, ANALYZED_GARMENT_TYPES } from '@techpack/contracts';
import { draftPoms } from '@techpack/catalog';
import { renderFlat, type FlatInput, type FlatResult, type FlatRow } from './index';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const rowsFor = (type: string): FlatRow[] =>
  draftPoms(type).map((p) => ({
    code: p.code,
    key: p.key,
    name: p.name,
    values: Object.fromEntries(SIZES.map((s, i) => [s, Math.round((p.base + (i - 2) * p.grade) * 10) / 10])),
  }));
const input = (
  type: string,
  features: Record<string, string> = {},
  extra: Partial<FlatInput> = {},
): FlatInput => ({
  garmentType: type,
  rows: rowsFor(type),
  baseSize: 'M',
  sizes: SIZES,
  features: Object.fromEntries(
    Object.entries(features).map(([k, v]) => [k, { value: v, confidence: 0.9, source: 'user' }]),
  ),
  branding: { logoPosition: 'center-chest', logoWidth: 8, logoHeight: 6, logoFromTop: 10, logoFromLeft: 0 },
  ...extra,
});
const roles = (r: FlatResult) => new Set(r.prims.map((p) => p.role));
const both = (i: FlatInput, opts = {}) => [renderFlat(i, 'front', opts), renderFlat(i, 'back', opts)];

function wellFormed(r: FlatResult) {
  expect(r.svg.startsWith('<svg')).toBe(true);
  expect(r.svg).not.toMatch(/NaN|Infinity|undefined/);
  expect(r.width).toBeGreaterThan(50);
  expect(r.height).toBeGreaterThan(50);
  expect(r.prims.some((p) => p.role === 'body')).toBe(true);
}

// A small seeded generator: the random combinations are the same on every run.
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

describe('flats: every value the features vocabulary allows', () => {
  for (const type of ANALYZED_GARMENT_TYPES) {
    it(`${type}: each value of each key renders front and back`, () => {
      let n = 0;
      for (const key of FEATURE_KEYS) {
        for (const value of [...featureValuesFor(key, type), 'unclear', 'n/a']) {
          for (const r of both(input(type, { [key]: value }), { sizes: 'all' })) wellFormed(r);
          n++;
        }
      }
      expect(n).toBeGreaterThan(20);
    });
  }

  it('400 random combinations of all keys render without error, every POM on a view', () => {
    const rand = rng(17);
    for (let i = 0; i < 400; i++) {
      const type = ANALYZED_GARMENT_TYPES[Math.floor(rand() * ANALYZED_GARMENT_TYPES.length)];
      const features: Record<string, string> = {};
      for (const key of FEATURE_KEYS) {
        const vs = featureValuesFor(key, type);
        if (vs.length && rand() < 0.85) features[key] = vs[Math.floor(rand() * vs.length)];
      }
      const [front, back] = both(input(type, features));
      wellFormed(front);
      wellFormed(back);
      const codes = new Set([...front.callouts, ...back.callouts].map((c) => c.code));
      expect([...codes].sort()).toEqual(
        rowsFor(type)
          .map((r) => r.code)
          .sort(),
      );
    }
  });
});

describe('flats: robust to any pack', () => {
  it('odd values, missing tables, other garment names: drawn without NaN, every row still called out', () => {
    const rand = rng(5);
    const names = [
      'polo',
      'coat',
      'jeans',
      'vest',
      'sweater',
      'blouse',
      'joggers',
      'mini skirt',
      'maxi dress',
      'cardigan',
      '',
    ];
    for (let i = 0; i < 150; i++) {
      const type = ANALYZED_GARMENT_TYPES[i % ANALYZED_GARMENT_TYPES.length];
      const rows = rowsFor(type).map((r) => ({
        ...r,
        values: { ...r.values, M: rand() < 0.2 ? 0 : Math.round(rand() * 3000) / 10 },
      }));
      const i1: FlatInput = {
        garmentType: i % 3 === 0 ? names[i % names.length] : type,
        rows,
        baseSize: 'M',
        sizes: SIZES,
      };
      for (const r of both(i1, { sizes: 'all' })) wellFormed(r);
    }
    for (const name of names) for (const r of both({ garmentType: name })) wellFormed(r); // no table, no measurements
    expect(roles(renderFlat({ garmentType: 'vest' }, 'front')).has('sleeve')).toBe(false);
    expect(
      renderFlat({ garmentType: 't-shirt', measurements: { length: '80 cm', chestWidth: 50 } }, 'front')
        .garment.height,
    ).toBeGreaterThan(
      renderFlat({ garmentType: 't-shirt', measurements: { length: '60 cm', chestWidth: 50 } }, 'front')
        .garment.height,
    );
  });
});

describe('flats: geometry answers the numbers', () => {
  const withValue = (type: string, key: string, value: number) => {
    const i = input(type);
    i.rows = i.rows!.map((r) => (r.key === key ? { ...r, values: { ...r.values, M: value } } : r));
    return i;
  };
  const calloutLength = (r: FlatResult, key: string) => {
    const c = r.callouts.find((x) => x.key === key)!;
    return Math.hypot(c.x2 - c.x1, c.y2 - c.y1);
  };

  it('a longer body length draws a longer body, in proportion (one scale per view)', () => {
    const short = renderFlat(withValue('t-shirt', 'length', 60), 'front');
    const long = renderFlat(withValue('t-shirt', 'length', 80), 'front');
    expect(calloutLength(long, 'length') / calloutLength(short, 'length')).toBeCloseTo(80 / 60, 2);
    expect(long.garment.height - short.garment.height).toBeCloseTo(20 * long.scale, 0);
    // the chest did not change
    expect(calloutLength(long, 'chestWidth')).toBeCloseTo(calloutLength(short, 'chestWidth'), 1);
    expect(calloutLength(long, 'chestWidth')).toBeCloseTo(52 * long.scale, 0);
  });

  it('longer inseam draws longer legs; wider hip draws a wider hip', () => {
    const a = renderFlat(withValue('pants', 'inseam', 70), 'front');
    const b = renderFlat(withValue('pants', 'inseam', 90), 'front');
    // the hem sits at the mean of rise + inseam and outseam: 20 cm more inseam with the same outseam draws 10 cm longer legs
    expect(b.garment.height - a.garment.height).toBeCloseTo(10 * a.scale, -1);
    expect(b.garment.height - a.garment.height).toBeGreaterThan(8 * a.scale);
    const h1 = renderFlat(withValue('pants', 'hip', 48), 'front');
    const h2 = renderFlat(withValue('pants', 'hip', 58), 'front');
    expect(calloutLength(h2, 'hip') - calloutLength(h1, 'hip')).toBeCloseTo(10 * h1.scale, 0);
  });

  it('a longer sleeve measurement draws a longer sleeve', () => {
    const a = renderFlat(withValue('long-sleeve top', 'sleeveLength', 55), 'front');
    const b = renderFlat(withValue('long-sleeve top', 'sleeveLength', 70), 'front');
    expect(calloutLength(b, 'sleeveLength') - calloutLength(a, 'sleeveLength')).toBeCloseTo(15 * a.scale, 0);
  });

  it('callouts and their code tags lie inside the drawing, and no POM of the table is missing', () => {
    for (const type of ANALYZED_GARMENT_TYPES) {
      const i = input(type);
      i.rows!.push({
        code: 'Z9',
        key: 'somethingNew',
        name: 'A key the engine does not know',
        values: { M: 12 },
      });
      const views = both(i, { sizes: 'all' });
      for (const r of views)
        for (const c of r.callouts) {
          for (const [x, y] of [
            [c.x1, c.y1],
            [c.x2, c.y2],
            [c.tagX, c.tagY],
          ]) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(r.width);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(y).toBeLessThanOrEqual(r.height);
          }
          expect(r.svg).toContain(`>${c.code}</text>`);
        }
      const codes = views.flatMap((r) => r.callouts.map((c) => c.code)).sort();
      expect(codes).toEqual(i.rows!.map((r) => r.code).sort()); // each once, on one view
      const unknown = views.flatMap((r) => r.callouts).find((c) => c.key === 'somethingNew')!;
      expect(unknown.generic).toBe(true);
    }
  });

  it('keys the grammar may add are placed where they are measured (hood, short sleeve)', () => {
    const i = input('hoodie');
    i.rows!.push({ code: 'C13', key: 'shortSleeveLength', name: 'Short sleeve length', values: { M: 22 } });
    const front = renderFlat(i, 'front');
    const c = front.callouts.find((x) => x.key === 'shortSleeveLength')!;
    expect(c.generic).toBe(false);
    expect(front.callouts.find((x) => x.key === 'hoodHeight')!.generic).toBe(false);
  });
});

describe('flats: keys of the garment grammar are measured on the part they name', () => {
  const add = (i: FlatInput, rows: [string, string, number][]) => {
    for (const [code, key, v] of rows) i.rows!.push({ code, key, name: key, values: { M: v } });
    return i;
  };
  const placed = (i: FlatInput) => [...renderFlat(i, 'front').callouts, ...renderFlat(i, 'back').callouts];
  it('pockets, hood opening, fly, placket', () => {
    const hoodie = placed(
      add(input('hoodie', { pockets: 'kangaroo', hood: 'yes' }), [
        ['P4', 'kangarooWidth', 30],
        ['P5', 'kangarooHeight', 20],
        ['E3', 'hoodOpening', 60],
      ]),
    );
    for (const k of ['kangarooWidth', 'kangarooHeight', 'hoodOpening'])
      expect(hoodie.find((c) => c.key === k)?.generic).toBe(false);
    const jeans = placed(
      add(input('pants', { pockets: 'patch', waist: 'fly-and-waistband' }), [
        ['P1', 'pocketWidth', 14],
        ['F2', 'flyLength', 18],
      ]),
    );
    expect(jeans.find((c) => c.key === 'flyLength')?.generic).toBe(false);
    // back patch pockets on jeans: measured on the back view
    expect(
      renderFlat(
        add(input('pants', { pockets: 'patch' }), [['P1', 'pocketWidth', 14]]),
        'back',
      ).callouts.some((c) => c.key === 'pocketWidth' && !c.generic),
    ).toBe(true);
    const polo = placed(
      add(input('t-shirt', { front_closure: 'buttons-partial', collar: 'polo' }), [
        ['F3', 'placketLength', 14],
        ['F4', 'placketWidth', 3],
      ]),
    );
    expect(polo.filter((c) => !c.generic).map((c) => c.key)).toEqual(
      expect.arrayContaining(['placketLength', 'placketWidth']),
    );
    // no pocket drawn: its row still appears, beside the garment with its name
    const plain = placed(add(input('hoodie', { pockets: 'none' }), [['P4', 'kangarooWidth', 30]]));
    expect(plain.find((c) => c.key === 'kangarooWidth')?.generic).toBe(true);
  });
});

describe('flats: features appear and disappear', () => {
  it('hood', () => {
    expect(roles(renderFlat(input('hoodie', { hood: 'yes' }), 'front')).has('hood')).toBe(true);
    expect(roles(renderFlat(input('hoodie', { hood: 'yes' }), 'back')).has('hood')).toBe(true);
    expect(
      roles(renderFlat(input('hoodie', { hood: 'no', collar: 'none', neckline: 'crew' }), 'front')).has(
        'hood',
      ),
    ).toBe(false);
    expect(roles(renderFlat(input('t-shirt'), 'front')).has('hood')).toBe(false);
  });

  it('short sleeve vs long sleeve vs sleeveless', () => {
    const sleeveLen = (r: FlatResult) => {
      const c = r.callouts.find((x) => x.key === 'sleeveLength')!;
      return Math.hypot(c.x2 - c.x1, c.y2 - c.y1) / r.scale;
    };
    const short = renderFlat(input('long-sleeve top', { sleeve: 'short' }), 'front');
    const long = renderFlat(input('long-sleeve top', { sleeve: 'long' }), 'front');
    expect(sleeveLen(short)).toBeLessThan(35); // the table's 62 cm is not a short sleeve: the feature wins, drawn at a short length
    expect(sleeveLen(long)).toBeCloseTo(62, 0);
    expect(roles(short).has('sleeve')).toBe(true);
    const none = renderFlat(input('dress', { sleeve: 'sleeveless' }), 'front');
    expect(roles(none).has('sleeve')).toBe(false);
  });

  it('zip with its puller, buttons with buttonholes', () => {
    const zip = roles(renderFlat(input('jacket', { front_closure: 'zip-full' }), 'front'));
    expect(zip.has('zip')).toBe(true);
    expect(zip.has('zip-puller')).toBe(true);
    const none = roles(renderFlat(input('jacket', { front_closure: 'none' }), 'front'));
    expect(none.has('zip')).toBe(false);
    const buttons = roles(renderFlat(input('shirt', { front_closure: 'buttons-full' }), 'front'));
    expect(buttons.has('button')).toBe(true);
    expect(buttons.has('buttonhole')).toBe(true);
  });

  it('pockets with their openings', () => {
    for (const [type, value] of [
      ['hoodie', 'kangaroo'],
      ['shirt', 'patch'],
      ['pants', 'inset'],
      ['pants', 'cargo'],
      ['skirt', 'inset'],
    ]) {
      const r = [
        ...roles(renderFlat(input(type, { pockets: value }), 'front')),
        ...roles(renderFlat(input(type, { pockets: value }), 'back')),
      ];
      expect(r).toContain('pocket-opening');
      const n = [
        ...roles(renderFlat(input(type, { pockets: 'none' }), 'front')),
        ...roles(renderFlat(input(type, { pockets: 'none' }), 'back')),
      ];
      expect(n).not.toContain('pocket-opening');
      expect(n).not.toContain('pocket');
    }
  });

  it('waist finishes, quilting, pattern fills', () => {
    const elastic = roles(renderFlat(input('pants', { waist: 'elastic-or-drawcord' }), 'front'));
    expect(elastic.has('shirring')).toBe(true);
    expect(elastic.has('drawcord')).toBe(true);
    const fly = roles(renderFlat(input('pants', { waist: 'fly-and-waistband' }), 'front'));
    expect(fly.has('fly')).toBe(true);
    expect(fly.has('shirring')).toBe(false);
    expect(
      roles(renderFlat(input('jacket', { fabric_look: 'quilted-or-padded' }), 'front')).has('quilting'),
    ).toBe(true);
    expect(roles(renderFlat(input('jacket', { fabric_look: 'shell' }), 'front')).has('quilting')).toBe(false);
    expect(roles(renderFlat(input('shirt', { pattern: 'stripe' }), 'front')).has('pattern')).toBe(true);
    expect(roles(renderFlat(input('shirt', { pattern: 'solid' }), 'front')).has('pattern')).toBe(false);
  });
});

describe('flats: logo and size overlay', () => {
  it('the logo box is drawn at its real size and on the view its position says', () => {
    const i = input(
      't-shirt',
      {},
      {
        branding: {
          logoPosition: 'center-chest',
          logoWidth: 10,
          logoHeight: 5,
          logoFromTop: 12,
          logoFromLeft: 0,
        },
      },
    );
    const front = renderFlat(i, 'front');
    const box = front.prims.find((p) => p.role === 'logo' && p.type === 'path' && p.d.endsWith('Z'));
    expect(box).toBeDefined();
    const xs = (box as { d: string }).d.match(/[-\d.]+/g)!.map(Number);
    const w = Math.max(xs[0], xs[2], xs[4], xs[6]) - Math.min(xs[0], xs[2], xs[4], xs[6]);
    expect(w).toBeCloseTo(10 * front.scale, 0);
    expect(renderFlat(i, 'back').prims.some((p) => p.role === 'logo')).toBe(false);
    const back = { ...i, branding: { ...i.branding, logoPosition: 'center-back' } };
    expect(renderFlat(back, 'back').prims.some((p) => p.role === 'logo')).toBe(true);
    expect(renderFlat(back, 'front').prims.some((p) => p.role === 'logo')).toBe(false);
  });

  it('sizes=all nests an outline per graded size, XS inside XXL', () => {
    const r = renderFlat(input('t-shirt'), 'front', { sizes: 'all' });
    const bbox = (role: string) => {
      const p = r.prims.find((x) => x.role === role && x.type === 'path') as { d: string };
      const n = p.d.match(/[-\d.]+/g)!.map(Number);
      const xs = n.filter((_, k) => k % 2 === 0);
      const ys = n.filter((_, k) => k % 2 === 1);
      return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
    };
    for (const s of ['XS', 'S', 'L', 'XL', 'XXL'])
      expect(r.prims.some((p) => p.role === `overlay-${s}`)).toBe(true);
    expect(bbox('overlay-XXL').h).toBeGreaterThan(bbox('overlay-XS').h);
    expect(bbox('overlay-XXL').w).toBeGreaterThan(bbox('overlay-XS').w);
  });
});
