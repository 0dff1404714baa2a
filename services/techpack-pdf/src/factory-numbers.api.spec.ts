import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { blankFeatures } from '@techpack/contracts';
import { nameColour, nearestTcx } from '@techpack/garment-classifier/photo';
import { startTechPackHarness, type TechPackHarness } from './testing/techpack-harness';

// The numbers a factory checks, through the API. The colour standard: the measured body colour's nearest TCX is the
// standard; the designer's colour class checks it (agrees: kept; disagrees: a check error asking for a colour, never
// the class's generic swatch). Size range, ease and tolerances: finished girths clear the range's body table with the
// fabric's least ease, the category and labels follow the range, long lengths are +/-1.0 cm.

let h: TechPackHarness;
beforeAll(async () => {
  h = await startTechPackHarness('factory-numbers');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

// a garment measured as one solid colour, as the analyzer reports it
function measured(garmentType: string, hex: string) {
  const tcx = nearestTcx(hex);
  const colours = [
    { hex, share: 0.92, name: nameColour(hex).name, pantone: tcx.pantone, deltaE: tcx.deltaE },
  ];
  const features = {
    ...blankFeatures(garmentType),
    main_colour: { value: 'unclear', confidence: 0.4, source: 'estimated' },
  };
  return h.createBody({
    analysis: {
      garmentType,
      silhouette: 'regular',
      styleCategory: 'casual',
      description: 'x',
      components: {},
      confidence: 0.9,
      dominantColors: colours,
      colourwayFor: { solid: colours, patterned: colours },
      features,
    } as any,
  });
}

async function confirmClass(garmentType: string, hex: string, colourClass: string) {
  const body = measured(garmentType, hex);
  const created = (await h.post(body)).body.techPack;
  const token = await h.userToken(body.userId);
  const put = await h.send('PUT', `/api/tech-pack/${created.id}`, token, {
    aiAnalysis: { features: { main_colour: colourClass } },
  });
  expect(put.status).toBe(200);
  const check = (await h.get(`/api/tech-pack/${created.id}/check`, token)).body;
  return { id: created.id, token, created, pack: put.body.techPack, check };
}

const contradiction = (check: any) => check.issues.find((i: any) => i.code === 'COLOUR_CONTRADICTION');

describe('a confirmed colour class that agrees keeps the measured standard', () => {
  it('mint #428772 confirmed "green" stays the measured TCX, not Forest Green 19-6311', async () => {
    const { pack, check, created } = await confirmClass('jacket', '#428772', 'green');
    const tcx = nearestTcx('#428772');
    expect(pack.colors[0]).toMatchObject({
      hex: '#428772',
      pantone: expect.stringContaining(`${tcx.code} ${tcx.name}`),
    });
    expect(pack.colors[0].deltaE).toBeCloseTo(tcx.deltaE, 1);
    expect(JSON.stringify(pack.colors)).not.toMatch(/19-6311|Forest Green/);
    expect(pack.styleName).toBe(created.styleName);
    expect(pack.styleName.startsWith(pack.colors[0].name)).toBe(true);
    expect(contradiction(check)).toBeUndefined();
  });

  it('apricot confirmed "orange" or "beige-camel" is not Camel 17-1224', async () => {
    for (const cls of ['orange', 'beige-camel']) {
      const { pack, check } = await confirmClass('dress', '#F0A868', cls);
      expect(pack.colors[0].hex).toBe('#F0A868');
      expect(JSON.stringify(pack.colors)).not.toMatch(/17-1224|Camel/);
      expect(contradiction(check)).toBeUndefined();
    }
  });

  it('Blue Mirage confirmed "grey" keeps 18-4215 TCX Blue Mirage, not a generic Grey', async () => {
    const { pack, check } = await confirmClass('shirt', '#5C6D7C', 'grey');
    expect(pack.colors[0].pantone).toBe('18-4215 TCX Blue Mirage');
    expect(pack.colors[0].name).not.toBe('Grey');
    expect(JSON.stringify(pack.colors)).not.toMatch(/17-4402/);
    expect(contradiction(check)).toBeUndefined();
  });
});

describe('a confirmed colour class that disagrees asks for a colour', () => {
  it('mint confirmed "red": the standard stays measured, the check asks for a colour, the pack cannot be ready until one is picked', async () => {
    const { id, token, pack, check } = await confirmClass('jacket', '#428772', 'red');
    expect(pack.colors[0].hex).toBe('#428772');
    expect(JSON.stringify(pack.colors)).not.toMatch(/18-1662|"Red"/);
    const issue = contradiction(check);
    expect(issue).toMatchObject({ severity: 'error', fields: expect.arrayContaining(['colors']) });
    expect(issue.message).toMatch(/pick the body colour \(colour picker or TCX search\)/);
    const blocked = await h.send('POST', `/api/tech-pack/${id}/confirm`, token, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.errors.map((e: any) => e.code)).toContain('COLOUR_CONTRADICTION');
    // the designer searches the TCX table and picks one
    const search = await h.get('/api/materials/colours?q=flame%20scarlet');
    expect(search.status).toBe(200);
    const pick = search.body.colours[0];
    expect(pick).toMatchObject({ code: '18-1662 TCX', name: 'Flame Scarlet' });
    const picked = await h.send('PUT', `/api/tech-pack/${id}`, token, {
      colors: [{ name: 'Scarlet', hex: pick.hex, pantone: `${pick.code} ${pick.name}` }],
    });
    expect(picked.body.techPack.colors[0].pantone).toBe('18-1662 TCX Flame Scarlet');
    expect(picked.body.techPack.styleName).toMatch(/^Scarlet /);
    const after = (await h.get(`/api/tech-pack/${id}/check`, token)).body;
    expect(contradiction(after)).toBeUndefined();
  });
});

describe('Pantone references keep their names', () => {
  it('a class swatch (nothing measured) names its TCX; the TCX search finds by code, name and hex', async () => {
    const body = h.createBody();
    const created = (await h.post(body)).body.techPack;
    const token = await h.userToken(body.userId);
    const navy = (
      await h.send('PUT', `/api/tech-pack/${created.id}`, token, {
        aiAnalysis: { features: { main_colour: 'navy' } },
      })
    ).body.techPack;
    for (const c of navy.colors) expect(c.pantone).toMatch(/^\d{2}-\d{4} TCX [A-Z][a-z]+/);
    expect((await h.get('/api/materials/colours?q=18-4215')).body.colours[0]).toEqual({
      code: '18-4215 TCX',
      name: 'Blue Mirage',
      hex: '#5C6D7C',
    });
    expect((await h.get('/api/materials/colours?q=%235C6D7C')).body.colours[0].name).toBe('Blue Mirage');
    expect((await h.get('/api/materials/colours?q=')).status).toBe(400);
  });
});

describe('size range, ease and tolerances', () => {
  const dressBody = (over: Record<string, unknown> = {}) =>
    h.createBody({
      analysis: {
        garmentType: 'dress',
        silhouette: 'regular',
        styleCategory: 'Womenswear',
        description: 'A dress',
        components: {},
        confidence: 0.9,
      } as any,
      ...over,
    });
  const row = (pack: any, key: string) => pack.pointsOfMeasure.rows.find((r: any) => r.key === key);

  it('an 8Y woven dress clears the 8Y body chest (64 cm) with ease; its category and size label say Kidswear', async () => {
    const pack = (await h.post(dressBody({ sizeRange: 'kids', selectedSize: '8Y' }))).body.techPack;
    expect(row(pack, 'chestWidth').values['8Y'] * 2).toBeGreaterThanOrEqual(64 + 6 - 0.2);
    expect(pack.aiAnalysis.styleCategory).toMatch(/^Kidswear/);
    expect(pack.bom.find((l: any) => l.item === 'Size label').description).toMatch(/Kidswear 2Y-14Y/);
  });

  it("a women's woven dress has positive ease at bust and waist at every size; a length over 60 cm is +/-1.0", async () => {
    const body = dressBody();
    const pack = (await h.post(body)).body.techPack;
    expect(row(pack, 'chestWidth').values.M * 2).toBeGreaterThan(93.3 + 5.5); // ASTM D5585 misses 8-10 bust 93.3 cm
    const check = (await h.get(`/api/tech-pack/${pack.id}/check`, await h.userToken(body.userId))).body;
    expect(check.issues.filter((i: any) => i.code === 'EASE_BELOW_BODY')).toEqual([]);
    const length = row(pack, 'length');
    expect(length.values.M).toBeGreaterThan(60);
    expect(length.tolerance).toBeGreaterThanOrEqual(1);
  });

  it('a designer who sets a woven bust under the body is told by the check; switching to kids re-labels the pack', async () => {
    const body = dressBody();
    const created = (await h.post(body)).body.techPack;
    const token = await h.userToken(body.userId);
    await h.send('PUT', `/api/tech-pack/${created.id}`, token, { measurements: { chestWidth: 42 } });
    const check = (await h.get(`/api/tech-pack/${created.id}/check`, token)).body;
    const ease = check.issues.find((i: any) => i.code === 'EASE_BELOW_BODY');
    expect(ease).toMatchObject({ severity: 'error', fields: ['measurements.chestWidth'] });
    const kids = (await h.send('PUT', `/api/tech-pack/${created.id}`, token, { sizeRange: 'kids' })).body
      .techPack;
    expect(kids.aiAnalysis.styleCategory).toMatch(/^Kidswear/);
    expect(JSON.stringify(kids.bom)).not.toMatch(/Womenswear/);
  });

  it('a shorts inseam is at least +/-0.6 cm', async () => {
    const shorts = (
      await h.post(
        h.createBody({
          analysis: {
            garmentType: 'shorts',
            silhouette: 'regular',
            styleCategory: 'Casual / athleisure',
            description: 'Shorts',
            components: {},
            confidence: 0.9,
          } as any,
        }),
      )
    ).body.techPack;
    expect(row(shorts, 'inseam').tolerance).toBeGreaterThanOrEqual(0.6);
  });
});
