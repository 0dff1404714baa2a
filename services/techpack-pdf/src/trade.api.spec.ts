import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { blankFeatures } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from './testing/techpack-harness';

// Through the API: size range and fit from the upload (POST /internal/tech-packs carries the form's fields)
// and PUT, care symbols, the artwork box, 'Fabric to be confirmed' and GET /api/materials.

let h: TechPackHarness;
beforeAll(async () => {
  h = await startTechPackHarness('trade-spec');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

const cm = (v: unknown) => Number.parseFloat(String(v));
async function put(id: string, token: string, body: unknown) {
  const res = await fetch(`${h.service.url}/api/tech-pack/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('size range and fit', () => {
  it('a kids pack has ages 2Y-14Y, a child-sized block, and re-grades when the range, fit or size changes', async () => {
    const kids = await h.post(h.createBody({ sizeRange: 'kids', selectedSize: '8Y' }));
    expect(kids.status).toBe(201);
    const pack = kids.body.techPack;
    expect(pack.sizeRange).toBe('kids');
    expect(pack.pointsOfMeasure.sizes).toEqual(['2Y', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y']);
    expect(pack.pointsOfMeasure.baseSize).toBe('8Y');
    const adult = (await h.post(h.createBody({ sizeRange: 'unisex' }))).body.techPack;
    expect(cm(pack.measurements.chestWidth)).toBeLessThan(cm(adult.measurements.chestWidth) - 10);
    expect(cm(pack.measurements.length)).toBeLessThan(cm(adult.measurements.length) - 15);
    // lengths grow with the child from 2Y to 14Y
    const length = pack.pointsOfMeasure.rows.find((r: any) => r.key === 'length');
    expect(length.values['14Y'] - length.values['2Y']).toBeGreaterThan(20);
  });

  it('PUT sizeRange / fit / selectedSize re-grade everything; a size outside the range is a 400 naming selectedSize', async () => {
    const body = h.createBody({ sizeRange: 'kids', selectedSize: '6Y' });
    const created = (await h.post(body)).body.techPack;
    const token = await h.userToken(body.userId);
    const womens = await put(created.id, token, { sizeRange: 'womens' });
    expect(womens.status).toBe(200);
    expect(womens.body.techPack.sizeRange).toBe('womens');
    expect(womens.body.techPack.selectedSize).toBe('M');
    expect(womens.body.techPack.pointsOfMeasure.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(cm(womens.body.techPack.measurements.chestWidth)).toBeGreaterThan(
      cm(created.measurements.chestWidth) + 10,
    );
    const bad = await put(created.id, token, { selectedSize: '4Y' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['selectedSize']);
    const oversized = await put(created.id, token, { fit: 'oversized' });
    expect(oversized.status).toBe(200);
    expect(oversized.body.techPack.fit).toBe('oversized');
    expect(cm(oversized.body.techPack.measurements.chestWidth)).toBeGreaterThan(
      cm(womens.body.techPack.measurements.chestWidth) + 4,
    );
    const invalid = await put(created.id, token, { fit: 'baggy' });
    expect(invalid.status).toBe(400);
  });

  it('the length answer moves the measurements: a mini dress is shorter than a maxi', async () => {
    const dress = (length: string) =>
      h.createBody({
        analysis: {
          garmentType: 'dress',
          silhouette: 'a-line',
          styleCategory: 'casual',
          description: 'A dress',
          components: {},
          confidence: 0.9,
          features: {
            ...blankFeatures('dress'),
            length: { value: length, confidence: 0.95, source: 'detected' },
          },
        } as any,
      });
    const mini = (await h.post(dress('mini'))).body.techPack;
    const maxi = (await h.post(dress('maxi'))).body.techPack;
    expect(mini.sizeRange).toBe('womens');
    expect(cm(maxi.measurements.length) - cm(mini.measurements.length)).toBeGreaterThan(40);
    // a dress has a waist a factory measures
    for (const key of ['waistPosition', 'waistWidth', 'skirtLength'])
      expect(mini.measurements[key]).toBeDefined();
  });
});

describe('care symbols, artwork, fabric to be confirmed', () => {
  it('lists ISO 3758 care symbols, no artwork on a solid, and names the fabric as to be confirmed when it was not seen', async () => {
    const pack = (await h.post(h.createBody())).body.techPack;
    expect(pack.care.symbols).toEqual(expect.arrayContaining(['wash-30', 'bleach-no']));
    expect(pack.care.symbols.length).toBeGreaterThanOrEqual(5);
    expect(pack.artwork).toMatchObject({ kind: 'none' });
    expect(pack.materials.fabricStatus).toBe('Fabric to be confirmed');
    expect(pack.materials.fabricCandidates).toHaveLength(3);
  });

  it('a print whose ground covers most of the garment is a placement print with a box and inks', async () => {
    const colours = [
      { hex: '#C8102E', share: 0.86, name: 'Red', pantone: '18-1662 TCX' },
      { hex: '#1F2A44', share: 0.1, name: 'Navy', pantone: '19-3832 TCX' },
    ];
    const body = h.createBody({
      analysis: {
        garmentType: 't-shirt',
        silhouette: 'regular',
        styleCategory: 'casual',
        description: 'A t-shirt',
        components: {},
        confidence: 0.9,
        dominantColors: [...colours].reverse(),
        colourwayFor: { solid: colours, patterned: colours },
        features: {
          ...blankFeatures('t-shirt'),
          pattern: { value: 'print', confidence: 0.95, source: 'detected' },
        },
      } as any,
    });
    const pack = (await h.post(body)).body.techPack;
    expect(pack.colors[0].name).toBe('Red'); // the ground, not the largest ink
    expect(pack.artwork.kind).toBe('placement');
    expect(pack.artwork.widthCm).toBeGreaterThan(5);
    expect(pack.artwork.widthCm).toBeLessThan(cm(pack.measurements.chestWidth));
    expect(pack.artwork.inks.map((i: any) => i.name)).toEqual(['Navy']);
  });
});

describe('yarn-dyed artwork follows the colours', () => {
  it("after a colour or colourway edit, the yarn colours in the pack and the JSON export are the pack's new colours", async () => {
    const colours = [
      { hex: '#1F2A44', share: 0.55, name: 'Navy', pantone: '19-3832 TCX' },
      { hex: '#F1F1EC', share: 0.4, name: 'White', pantone: '11-0601 TCX' },
    ];
    const body = h.createBody({
      analysis: {
        garmentType: 'shirt',
        silhouette: 'regular',
        styleCategory: 'casual',
        description: 'A striped shirt',
        components: {},
        confidence: 0.9,
        dominantColors: colours,
        colourwayFor: { solid: colours.slice(0, 1), patterned: colours },
        features: {
          ...blankFeatures('shirt'),
          pattern: { value: 'stripe', confidence: 0.95, source: 'detected' },
        },
      } as any,
    });
    const created = (await h.post(body)).body.techPack;
    expect(created.artwork).toMatchObject({ kind: 'all-over', method: 'yarn-dyed' });
    expect(created.artwork.inks.map((i: any) => i.name)).toEqual(['Navy', 'White']);
    const token = await h.userToken(body.userId);
    const edited = await put(created.id, token, {
      colors: [
        { name: 'Bottle Green', hex: '#1E4D2B' },
        { name: 'Ecru', hex: '#EDE6D6' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.techPack.artwork.inks.map((i: any) => i.name)).toEqual(['Bottle Green', 'Ecru']);
    const exported = await fetch(`${h.service.url}/api/tech-pack/${created.id}/export.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const json = (await exported.json()) as any;
    expect(json.pack.artwork.inks.map((i: any) => i.hex)).toEqual(['#1E4D2B', '#EDE6D6']);
    // a colourway whose body (the first fabric line) is burgundy: the ground yarn follows, the stripe yarn stays
    const f1 = edited.body.techPack.bom.find((l: any) => l.category === 'fabric').ref;
    const cw = await put(created.id, token, {
      colourways: [{ name: 'Burgundy', colours: { [f1]: { name: 'Burgundy', hex: '#6D1A36' } } }],
    });
    expect(cw.status).toBe(200);
    const inks = cw.body.techPack.artwork.inks.map((i: any) => i.name);
    expect(inks).toEqual(['Burgundy', 'Ecru']);
    const again = (await (
      await fetch(`${h.service.url}/api/tech-pack/${created.id}/export.json`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as any;
    expect(again.pack.artwork.inks.map((i: any) => i.name)).toEqual(inks);
    expect(JSON.stringify(again.pack.artwork)).not.toMatch(/Navy/);
  });
});

describe('contrast components', () => {
  it('a colour-block has one BOM line per contrast colour, with its colour and placement, and its panel seam measured', async () => {
    const colours = [
      { hex: '#1E2A44', share: 0.6, name: 'Navy', pantone: '19-3832 TCX' },
      { hex: '#F1F1EC', share: 0.35, name: 'White', pantone: '11-0601 TCX' },
    ];
    const body = h.createBody({
      analysis: {
        garmentType: 't-shirt',
        silhouette: 'regular',
        styleCategory: 'casual',
        description: 'A t-shirt',
        components: {},
        confidence: 0.9,
        dominantColors: colours,
        colourwayFor: { solid: colours, patterned: colours },
        features: {
          ...blankFeatures('t-shirt'),
          pattern: { value: 'colour-block', confidence: 0.95, source: 'detected' },
        },
      } as any,
    });
    const pack = (await h.post(body)).body.techPack;
    const contrast = pack.bom.filter((l: any) => /^Contrast panel/.test(l.item));
    expect(contrast).toHaveLength(1);
    expect(contrast[0]).toMatchObject({ category: 'fabric', color: expect.stringContaining('White') });
    expect(contrast[0].placement).toMatch(/panel/i);
    expect(pack.measurements.panelSeamFromHem).toBeDefined();
    expect(pack.colors[0].name).toBe('Navy');
  });
});

describe('GET /api/materials', () => {
  it('serves at least 80 fabrics across the groups, each with composition, weight, width, care, garments and a price per metre, and the trims', async () => {
    const res = await h.get('/api/materials');
    expect(res.status).toBe(200);
    const { fabrics, trims } = res.body;
    expect(fabrics.length).toBeGreaterThanOrEqual(80);
    expect(trims.length).toBeGreaterThan(10);
    for (const g of [
      'knits',
      'wovens',
      'denim',
      'fleece',
      'sweater-knits',
      'swim-active',
      'outerwear',
      'padding',
      'pile-fur',
      'lace-sheer',
      'leather-look',
    ])
      expect(fabrics.some((f: any) => f.group === g)).toBe(true);
    for (const f of fabrics) {
      expect(f.composition).toMatch(/\d+%/);
      expect(f.gsm).toBeGreaterThan(0);
      expect(f.typicalGarments.length).toBeGreaterThan(0);
      expect(f.priceRange).toMatchObject({ currency: 'USD', unit: 'm' });
      expect(f.priceRange.max).toBeGreaterThanOrEqual(f.priceRange.min);
      expect(f.priceRange.min).toBeGreaterThan(0);
    }
  });
});
