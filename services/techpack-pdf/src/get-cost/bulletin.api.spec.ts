import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { costSheetSchema } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// The operation bulletin through GET /api/tech-pack/{id}/cost: a pack of each garment type answers its minutes as the
// sum of its operations (each its elements' sum), with cutting, trimming, pressing, inspection and packing as lines of
// their own, inside the published range for its type; the issue's low cases (a woven dress with zip, darts and
// gathers; trousers; a padded hooded coat) are in range.

let h: TechPackHarness;
let ownerId: string;
let owner: string;

beforeAll(async () => {
  h = await startTechPackHarness('bulletin');
  ownerId = randomUUID();
  owner = await h.userToken(ownerId);
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

const f = (value: string) => ({ value, confidence: 0.95, source: 'detected' as const });

async function sheetOf(garmentType: string, features: Record<string, string> = {}) {
  const analysis = {
    garmentType,
    silhouette: 'regular',
    styleCategory: 'casual',
    description: `A ${garmentType}`,
    components: {},
    confidence: 0.9,
    features: Object.fromEntries(Object.entries(features).map(([k, v]) => [k, f(v)])),
  };
  const created = await h.post(h.createBody({ userId: ownerId, analysis } as never));
  expect(created.status).toBe(201);
  const res = await h.get(`/api/tech-pack/${created.body.techPack.id}/cost`, owner);
  expect(res.status).toBe(200);
  return costSheetSchema.parse(res.body);
}

const CASES: [string, Record<string, string>, number, number][] = [
  ['t-shirt', {}, 6, 9],
  ['shirt', {}, 18, 25],
  ['pants', {}, 25, 35],
  ['dress', { silhouette: 'fit-and-flare', fabric_look: 'woven-light' }, 20, 30],
  ['hoodie', {}, 15, 20],
  ['jacket', { hood: 'yes', fabric_look: 'quilted-or-padded', front_closure: 'zip-full' }, 25, 55],
];

describe('operation bulletin on the cost sheet', () => {
  for (const [type, features, lo, hi] of CASES) {
    it(`${type}${Object.keys(features).length ? ` (${Object.values(features).join(', ')})` : ''}: ${lo}-${hi} standard minutes, each operation the sum of its elements`, async () => {
      const sheet = await sheetOf(type, features);
      const b = sheet.bulletin!;
      expect(b).toBeDefined();
      expect(sheet.standardMinutes).toBe(b.totalMinutes);
      expect(b.totalMinutes).toBeGreaterThanOrEqual(lo);
      expect(b.totalMinutes).toBeLessThanOrEqual(hi);
      expect(b.range).toMatchObject({ min: lo, max: hi });
      for (const o of b.sewing)
        expect(o.smv).toBeCloseTo(
          o.elements.reduce((s, e) => s + e.smv, 0),
          3,
        );
      // the making lines are the bulletin: sewing operations, handling, allowances, then the lines that are not sewing
      const cmt = sheet.lines.filter((l) => l.category === 'cmt');
      expect(cmt.filter((l) => l.ref.startsWith('OP')).map((l) => l.item)).toEqual(
        b.sewing.map((o) => `Sew: ${o.operation}`),
      );
      expect(cmt.map((l) => l.ref).slice(-6)).toEqual(['HND', 'ALW', 'TRM', 'PRS', 'INS', 'PCK']);
      expect(cmt.some((l) => /^Sew: (Cutting|Pull-on|Knit panels)/.test(l.item))).toBe(false);
      expect(cmt.reduce((s, l) => s + l.quantity, 0)).toBeCloseTo(sheet.standardMinutes, 2);
    }, 60_000);
  }

  it("a price set on a bulletin line (pressing) is the designer's", async () => {
    const created = await h.post(h.createBody({ userId: ownerId }));
    const id = created.body.techPack.id;
    const put = await h.send('PUT', `/api/tech-pack/${id}`, owner, {
      costOverrides: { unitPrices: { PRS: 0.5 } },
    });
    expect(put.status).toBe(200);
    const res = await h.get(`/api/tech-pack/${id}/cost`, owner);
    expect(res.body.lines.find((l: { ref: string }) => l.ref === 'PRS')).toMatchObject({
      unitPrice: 0.5,
      source: 'user',
    });
  }, 60_000);
});
