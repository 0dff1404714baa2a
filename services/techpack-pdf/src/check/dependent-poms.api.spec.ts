import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { blankFeatures, techPackCheckSchema } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// Dependent points of measure through the HTTP API: a knit's centre back sleeve length is half the across shoulder
// plus the sleeve length in every size; an edit to either side moves the other; both set apart is a check error.

let h: TechPackHarness;
beforeAll(async () => {
  h = await startTechPackHarness('dependent-poms-spec');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

const RULE = 'centre back sleeve length = 1/2 across shoulder + sleeve length';
type Row = { key: string; code: string; values: Record<string, number> };
const rowOf = (pack: { pointsOfMeasure: { rows: Row[] } }, key: string) =>
  pack.pointsOfMeasure.rows.find((r) => r.key === key)!;
function expectAgreeing(pack: { pointsOfMeasure: { rows: Row[]; sizes: string[] } }) {
  for (const s of pack.pointsOfMeasure.sizes)
    expect([s, rowOf(pack, 'cbSleeveLength').values[s]]).toEqual([
      s,
      expect.closeTo(rowOf(pack, 'shoulderWidth').values[s] / 2 + rowOf(pack, 'sleeveLength').values[s], 1),
    ]);
}

async function hoodie() {
  const body = h.createBody({
    analysis: {
      garmentType: 'hoodie',
      silhouette: 'regular',
      styleCategory: 'casual',
      description: 'A hoodie',
      components: {},
      confidence: 0.9,
      features: {
        ...blankFeatures('hoodie'),
        sleeve: { value: 'long', confidence: 0.97, source: 'detected' },
      },
    } as never,
  });
  const res = await h.post(body);
  expect(res.status).toBe(201);
  return { pack: res.body.techPack, token: await h.userToken(body.userId) };
}
const mismatches = async (id: string, token: string) =>
  techPackCheckSchema
    .parse((await h.send('GET', `/api/tech-pack/${id}/check`, token)).body)
    .issues.filter((i) => i.code === 'DEPENDENT_POM_MISMATCH');

describe('sleeve length and centre back sleeve length', () => {
  it('agree in every size of a fresh knit pack, and the sleeve length moves the centre back sleeve', async () => {
    const { pack, token } = await hoodie();
    expect(rowOf(pack, 'cbSleeveLength')).toMatchObject({
      code: 'C13',
      component: 'sleeves',
      name: 'Sleeve length from centre back neck',
    });
    expectAgreeing(pack);
    expect(await mismatches(pack.id, token)).toEqual([]);
    const shorter = await h.send('PUT', `/api/tech-pack/${pack.id}`, token, {
      measurements: { sleeveLength: 55 },
    });
    expect(shorter.status).toBe(200);
    expectAgreeing(shorter.body.techPack);
    expect(rowOf(shorter.body.techPack, 'cbSleeveLength').values[pack.selectedSize]).toBeCloseTo(
      rowOf(pack, 'shoulderWidth').values[pack.selectedSize] / 2 + 55,
      1,
    );
    expect(await mismatches(pack.id, token)).toEqual([]);
    // the designer's centre back sleeve on another pack: the sleeve length follows it
    const other = await hoodie();
    const cb = await h.send('PUT', `/api/tech-pack/${other.pack.id}`, other.token, {
      measurements: { cbSleeveLength: 88 },
    });
    expect(cb.status).toBe(200);
    expectAgreeing(cb.body.techPack);
    expect(rowOf(cb.body.techPack, 'cbSleeveLength').values[other.pack.selectedSize]).toBe(88);
    expect(rowOf(cb.body.techPack, 'sleeveLength').values[other.pack.selectedSize]).toBeCloseTo(
      88 - rowOf(other.pack, 'shoulderWidth').values[other.pack.selectedSize] / 2,
      1,
    );
    expect(await mismatches(other.pack.id, other.token)).toEqual([]);
  }, 120_000);

  it('both set by the designer and apart: GET .../check says which rule, in which size', async () => {
    const { pack, token } = await hoodie();
    const res = await h.send('PUT', `/api/tech-pack/${pack.id}`, token, {
      measurements: { sleeveLength: 58, cbSleeveLength: 70 },
    });
    expect(res.status).toBe(200);
    const [issue, ...more] = await mismatches(pack.id, token);
    expect(more).toEqual([]);
    expect(issue).toMatchObject({ severity: 'error' });
    expect(issue.message).toContain(RULE);
    // the size it names, with the designer's value there and what the parts make
    const [, value, size, parts] = /: ([\d.]+) cm at (\S+), the parts make ([\d.]+) cm/.exec(issue.message)!;
    const rows = res.body.techPack;
    expect(Number(value)).toBe(rowOf(rows, 'cbSleeveLength').values[size]);
    expect(Number(parts)).toBeCloseTo(
      rowOf(rows, 'shoulderWidth').values[size] / 2 + rowOf(rows, 'sleeveLength').values[size],
      1,
    );
    expect(Number(parts) - Number(value)).toBeGreaterThan(10);
  }, 120_000);
});
