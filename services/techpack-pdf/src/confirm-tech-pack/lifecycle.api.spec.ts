import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ANALYZED_GARMENT_TYPES, techPackCheckSchema, techPackSchema } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// Through the service's HTTP API: a pack is a draft until its owner confirms it; GET then PUT of the same
// pack changes nothing; a bad PUT names its field; an edit made on an older revision is refused.

let h: TechPackHarness;

beforeAll(async () => {
  h = await startTechPackHarness('techpack-lifecycle-spec');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

const call = (method: string, path: string, token: string, body?: unknown) =>
  h.send(method, path, token, body);

async function newPack(
  garmentType = 'long-sleeve top',
  features?: Record<string, { value: string; confidence: number; source: string }>,
) {
  const body = h.createBody();
  body.analysis = {
    ...body.analysis,
    garmentType,
    confidence: 0.93,
    ...(features ? { features } : {}),
  } as never;
  body.deadline = new Date(Date.now() + 120_000).toISOString(); // a loaded machine: the create's own deadline is not under test here
  const res = await h.post(body);
  expect(res.status).toBe(201);
  return { id: res.body.techPack.id as string, token: await h.userToken(body.userId) };
}

describe('draft until the designer confirms (POST /api/tech-pack/{id}/confirm)', () => {
  it('a new pack is a draft; the check lists what is open, least certain first, and confirm answers 409 with it', async () => {
    const { id, token } = await newPack();
    const get = await call('GET', `/api/tech-pack/${id}`, token);
    expect(get.body.status).toBe('draft');
    const check = techPackCheckSchema.parse((await call('GET', `/api/tech-pack/${id}/check`, token)).body);
    expect(check.ready).toBe(false);
    expect(check.unconfirmed!.length).toBeGreaterThan(0);
    // the fabric, while it is a guess, is asked first with its candidates; the rest least certain first
    const rest =
      check.unconfirmed![0].key === 'fabric_look' ? check.unconfirmed!.slice(1) : check.unconfirmed!;
    const conf = rest.map((i) => i.confidence);
    expect(conf).toEqual([...conf].sort((a, b) => a - b));
    const blocked = await call('POST', `/api/tech-pack/${id}/confirm`, token, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('TECHPACK.NOT_CONFIRMED');
    expect(blocked.body.unconfirmed.map((i: { field: string }) => i.field).sort()).toEqual(
      check.unconfirmed!.map((i) => i.field).sort(),
    );
  }, 60_000);

  it('confirming every open answer makes it ready; a later edit keeps it ready and adds a revision', async () => {
    const { id, token } = await newPack('t-shirt');
    const open = techPackCheckSchema.parse(
      (await call('GET', `/api/tech-pack/${id}/check`, token)).body,
    ).unconfirmed!;
    const pack = (await call('GET', `/api/tech-pack/${id}`, token)).body;
    const features = Object.fromEntries(
      open
        .filter((i) => i.key !== 'garmentType')
        .map((i) => [i.key, i.value === 'unclear' ? i.options[0] : i.value]),
    );
    const res = await call('POST', `/api/tech-pack/${id}/confirm`, token, {
      garmentType: pack.aiAnalysis.garmentType,
      features,
    });
    expect(res.status).toBe(200);
    expect(res.body.techPack.status).toBe('ready');
    for (const k of Object.keys(features))
      expect(res.body.techPack.aiAnalysis.features[k].source).toBe('user');
    const check = techPackCheckSchema.parse((await call('GET', `/api/tech-pack/${id}/check`, token)).body);
    expect(check).toMatchObject({ ready: true, unconfirmed: [] });
    const revs = res.body.techPack.revisions.length;
    const edit = await call('PUT', `/api/tech-pack/${id}`, token, { measurements: { chestWidth: 55 } });
    expect(edit.status).toBe(200);
    expect(edit.body.techPack.status).toBe('ready');
    expect(edit.body.techPack.revisions).toHaveLength(revs + 1);
    expect(edit.body.techPack.styleNumber).toBe(res.body.techPack.styleNumber);
  }, 60_000);

  it("is the owner's only: another designer gets 404", async () => {
    const { id } = await newPack();
    const other = await h.userToken(randomUUID());
    expect((await call('POST', `/api/tech-pack/${id}/confirm`, other, {})).status).toBe(404);
    expect((await call('GET', `/api/tech-pack/${id}/check`, other)).status).toBe(404);
  }, 60_000);

  it('refuses an unknown type in the confirm body, naming the types', async () => {
    const { id, token } = await newPack();
    const res = await call('POST', `/api/tech-pack/${id}/confirm`, token, { garmentType: 'hat' });
    expect(res.status).toBe(400);
    for (const t of ANALYZED_GARMENT_TYPES) expect(res.body.message).toContain(t);
  }, 60_000);
});

describe('PUT /api/tech-pack/{id}: round trip, errors, one truth', () => {
  it('GET then PUT of the same pack answers 200 and changes nothing', async () => {
    for (const type of ['t-shirt', 'jacket', 'skirt']) {
      const { id, token } = await newPack(type);
      const before = techPackSchema.parse((await call('GET', `/api/tech-pack/${id}`, token)).body);
      const put = await call('PUT', `/api/tech-pack/${id}`, token, before);
      expect(put.status).toBe(200);
      expect(put.body.changedFields).toEqual([]);
      const after = (await call('GET', `/api/tech-pack/${id}`, token)).body;
      expect(after.revisions).toHaveLength(before.revisions.length);
      expect(after.aiAnalysis.components).toEqual(before.aiAnalysis.components);
    }
  }, 90_000);

  it('a measurement over its bound is a 400 naming the field and its rule; nothing is saved', async () => {
    const { id, token } = await newPack();
    const res = await call('PUT', `/api/tech-pack/${id}`, token, { measurements: { length: 9999 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(['measurements.length']);
    expect(res.body.message).toMatch(/at most 500/);
    expect((await call('GET', `/api/tech-pack/${id}`, token)).body.revisions).toHaveLength(1);
  }, 60_000);

  it('an unknown garment type is a 400 naming the product types; a known one re-derives every surface', async () => {
    const { id, token } = await newPack('long-sleeve top');
    const hat = await call('PUT', `/api/tech-pack/${id}`, token, { aiAnalysis: { garmentType: 'hat' } });
    expect(hat.status).toBe(400);
    expect(hat.body.fields).toEqual(['aiAnalysis.garmentType']);
    for (const t of ANALYZED_GARMENT_TYPES) expect(hat.body.message).toContain(t);
    // short sleeves on a long-sleeve top: a t-shirt everywhere, the style number included (still a draft)
    const res = await call('PUT', `/api/tech-pack/${id}`, token, {
      aiAnalysis: { features: { sleeve: 'short' } },
    });
    expect(res.status).toBe(200);
    const pack = res.body.techPack;
    expect(pack.aiAnalysis.garmentType).toBe('t-shirt');
    expect(pack.upload.garmentType).toBe('t-shirt');
    expect(pack.styleNumber).toMatch(/-TS-/);
    expect(
      JSON.stringify([pack.styleName, pack.aiAnalysis.description, pack.aiAnalysis.garmentClass]),
    ).not.toMatch(/long[- ]sleeve/i);
  }, 60_000);

  it('an edit made on an older revision answers 409 with a clear message and saves nothing', async () => {
    const { id, token } = await newPack();
    const first = await call('PUT', `/api/tech-pack/${id}`, token, { revision: 1, styleName: 'Tab one' });
    expect(first.status).toBe(200);
    const stale = await call('PUT', `/api/tech-pack/${id}`, token, { revision: 1, styleName: 'Tab two' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('TECHPACK.STALE_REVISION');
    expect(stale.body.message).toMatch(/another tab/);
    expect((await call('GET', `/api/tech-pack/${id}`, token)).body.styleName).toBe('Tab one');
  }, 60_000);
});
