import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { costSheetSchema, type TechPack } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// Knitwear as knitwear: a sweater knit is fully fashioned. The pack buys yarn (count, fibre) by the kilo from the
// garment's weight per size, knits each panel in its stitch at its gauge, links the panels and mattress-stitches the
// seams: no fabric by the metre, no rib fabric, no overlock; the cost sheet prices the yarn by the kilo and has
// knitting, not cutting. (The held-out sweater bought 1.44 m of sweater knit, a 2x2 cotton/elastane rib and 514.)

let h: TechPackHarness;
let ownerId: string;
let owner: string;
const f = (value: string) => ({ value, confidence: 0.95, source: 'detected' as const });

beforeAll(async () => {
  h = await startTechPackHarness('knitwear');
  ownerId = randomUUID();
  owner = await h.userToken(ownerId);
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

async function sweater() {
  const analysis = {
    garmentType: 'long-sleeve top',
    silhouette: 'regular',
    styleCategory: 'casual',
    description: 'A crew-neck sweater',
    components: {},
    confidence: 0.9,
    features: { fabric_look: f('rib-or-sweater-knit'), sleeve: f('long'), neckline: f('crew') },
  };
  const created = await h.post(h.createBody({ userId: ownerId, analysis } as never));
  expect(created.status).toBe(201);
  const get = await h.get(`/api/tech-pack/${created.body.techPack.id}`, owner);
  expect(get.status).toBe(200);
  return get.body as TechPack;
}

describe('a sweater knit is fully fashioned', () => {
  it('buys yarn by the kilo per size with its count, fibre, gauge and stitches; no fabric by the metre, no rib fabric, no overlock', async () => {
    const pack = await sweater();
    expect(pack.garment?.kind).toBe('sweater');
    const yarn = pack.bom.find((l) => l.category === 'fabric')!;
    expect(yarn.item).toMatch(/^Yarn: 2\/\d+ Nm/);
    expect(yarn.unit).toBe('kg');
    expect(yarn.description).toMatch(/100% Cotton; \d+ gauge; fully fashioned/);
    expect(yarn.description).toMatch(
      /Front: single jersey; Back: single jersey; Sleeves: single jersey; Neck rib: 1x1 rib/,
    );
    // the garment's weight in grams at every size, growing with the size; the yarn per size follows it
    const grams = Object.fromEntries(
      [...yarn.description.matchAll(/\b(XS|S|M|L|XL|XXL) (\d+) g\b/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(Object.keys(grams)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(grams.M).toBeGreaterThan(200);
    expect(grams.M).toBeLessThan(700);
    expect(grams.XXL).toBeGreaterThan(grams.XS);
    const kg = yarn.quantityBySize!;
    expect(kg.XXL).toBeGreaterThan(kg.XS);
    // the yarn lines (body, then the ribs' share) hold the garment's weight plus the knitting and linking waste
    const yarnKg = pack.bom
      .filter((l) => l.unit === 'kg' && /^Yarn: /.test(l.item))
      .reduce((s, l) => s + l.quantityBySize!.M, 0);
    expect(yarnKg).toBeGreaterThanOrEqual(grams.M / 1000);
    expect(yarnKg).toBeLessThan((grams.M / 1000) * 1.15);
    // nothing bought by the metre, no rib fabric or elastane, no overlock thread
    expect(
      pack.bom.filter((l) => /^m\b|^m \(/.test(l.unit) && (l.category === 'fabric' || /rib/i.test(l.item))),
    ).toEqual([]);
    expect(
      pack.bom.some((l) => /elastane|Spandex/i.test(`${l.item} ${l.description}`) && /rib/i.test(l.item)),
    ).toBe(false);
    expect(pack.bom.find((l) => l.category === 'thread')!.item).toBe('Linking yarn');
    // linked and mattress-stitched, never overlocked
    const ops = pack.construction.operations;
    expect(ops.some((o) => o.isoStitch.includes('514') || o.isoStitch.includes('504'))).toBe(false);
    expect(ops.map((o) => o.operation)).toEqual(
      expect.arrayContaining([
        'Linking: shoulders',
        'Linking: sleeves',
        'Linking: neck rib',
        'Mattress stitch: side seams',
      ]),
    );
    expect(ops.find((o) => /^Knit panels/.test(o.operation))!.notes).toMatch(
      /Front: single jersey; Back: single jersey; Sleeves: single jersey; Neck rib: 1x1 rib/,
    );
  }, 90_000);

  it('costs the yarn by the kilo and the knitting, with nothing to cut', async () => {
    const pack = await sweater();
    const res = await h.get(`/api/tech-pack/${pack.id}/cost`, owner);
    expect(res.status).toBe(200);
    const sheet = costSheetSchema.parse(res.body);
    const yarn = sheet.lines.find((l) => l.category === 'fabric')!;
    expect(yarn).toMatchObject({ unit: 'kg', source: 'library' });
    expect(yarn.unitPrice).toBeGreaterThanOrEqual(5);
    expect(yarn.range!.max).toBeGreaterThan(yarn.range!.min);
    expect(sheet.lines.some((l) => l.ref === 'CUT')).toBe(false);
    expect(sheet.lines.find((l) => l.ref === 'KNT')).toMatchObject({ category: 'cmt', unit: 'min' });
    expect(sheet.bulletin!.sewing.map((o) => o.operation)).not.toContain('Cuffs: knitted on');
    expect(sheet.bulletin!.sewing.flatMap((o) => o.elements.map((e) => e.machine))).not.toContain('OL');
    expect(sheet.standardMinutes).toBeGreaterThanOrEqual(15);
    expect(sheet.standardMinutes).toBeLessThanOrEqual(30);
  }, 90_000);
});
