import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { TECHPACK_EXPORT_SCHEMA, costSheetSchema, techPackSchema } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';
import { pageTexts } from '../testing/pdf-text';

// Cost sheet, JSON export and import through the service's HTTP API: what a designer (or a partner's tool) sees.

let h: TechPackHarness;
let ownerId: string;
let owner: string;
let stranger: string;
let packId: string;

async function call(method: string, path: string, token: string | undefined, body?: unknown, raw?: string) {
  const res = await fetch(`${h.service.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, text, headers: res.headers };
}

async function pdfTexts(id: string): Promise<string[]> {
  const res = await fetch(`${h.service.url}/api/tech-pack/${id}/pdf-download`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(res.status).toBe(200);
  return pageTexts(Buffer.from(await res.arrayBuffer()));
}

beforeAll(async () => {
  h = await startTechPackHarness('cost-export');
  ownerId = randomUUID();
  owner = await h.userToken(ownerId);
  stranger = await h.userToken(randomUUID());
  const res = await h.post(h.createBody({ userId: ownerId }));
  expect(res.status).toBe(201);
  packId = res.body.techPack.id;
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

const cents = (n: number) => Math.round(n * 100);

describe('GET /api/tech-pack/{id}/cost', () => {
  it('answers lines that add up to the FOB unit cost, overhead and margin among them', async () => {
    const res = await call('GET', `/api/tech-pack/${packId}/cost?quantity=300&region=bangladesh`, owner);
    expect(res.status).toBe(200);
    const sheet = costSheetSchema.parse(res.body);
    expect(sheet).toMatchObject({ quantity: 300, region: 'bangladesh', currency: 'USD', estimate: true });
    expect(cents(sheet.fobUnitCost)).toBe(sheet.lines.reduce((s, l) => s + cents(l.total), 0));
    for (const l of sheet.lines) expect(cents(l.total)).toBe(Math.round(l.quantity * l.unitPrice * 100));
    const categories = new Set(sheet.lines.map((l) => l.category));
    for (const c of ['fabric', 'cmt', 'label', 'packaging', 'overhead', 'margin'])
      expect(categories).toContain(c);
    expect(sheet.fobUnitCost).toBeGreaterThan(1);
  });

  it('a bad quantity or region is a 400 naming the field; another designer gets 404', async () => {
    for (const q of ['0', 'abc', '2.5', '-3', '99999999']) {
      const res = await call('GET', `/api/tech-pack/${packId}/cost?quantity=${q}`, owner);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/quantity/);
    }
    const region = await call('GET', `/api/tech-pack/${packId}/cost?region=atlantis`, owner);
    expect(region.status).toBe(400);
    expect(region.body.message).toMatch(/region/);
    expect((await call('GET', `/api/tech-pack/${packId}/cost`, stranger)).status).toBe(404);
    expect((await call('GET', `/api/tech-pack/${packId}/cost`, undefined)).status).toBe(401);
  });

  it("follows the pack: a longer body costs more fabric; overrides are the designer's; MOQ and region move it", async () => {
    const before = (await call('GET', `/api/tech-pack/${packId}/cost?quantity=300&region=china`, owner)).body;
    const pack = (await call('GET', `/api/tech-pack/${packId}`, owner)).body;
    const length = Number.parseFloat(String(pack.measurements.length));
    const put = await call('PUT', `/api/tech-pack/${packId}`, owner, {
      measurements: { length: length + 12 },
    });
    expect(put.status).toBe(200);
    const after = (await call('GET', `/api/tech-pack/${packId}/cost?quantity=300&region=china`, owner)).body;
    const fabric = (s: any) => s.lines.find((l: any) => l.category === 'fabric');
    expect(fabric(after).quantity).toBeGreaterThan(fabric(before).quantity);
    expect(after.fobUnitCost).toBeGreaterThan(before.fobUnitCost);

    const ref = fabric(after).ref;
    const o = await call('PUT', `/api/tech-pack/${packId}`, owner, {
      costOverrides: { unitPrices: { [ref]: 12.5 }, marginPercent: 10, quantity: 100, region: 'portugal' },
    });
    expect(o.status).toBe(200);
    expect(o.body.techPack.costOverrides).toMatchObject({ marginPercent: 10 });
    const mine = (await call('GET', `/api/tech-pack/${packId}/cost`, owner)).body;
    expect(mine).toMatchObject({ quantity: 100, region: 'portugal' });
    expect(fabric(mine)).toMatchObject({ unitPrice: 12.5, source: 'user' });
    expect(mine.lines.find((l: any) => l.category === 'margin')).toMatchObject({
      quantity: 10,
      source: 'user',
    });
    const usa = (await call('GET', `/api/tech-pack/${packId}/cost?region=usa&quantity=100`, owner)).body;
    expect(usa.subtotals.cmt).toBeGreaterThan(mine.subtotals.cmt);
    const small = (await call('GET', `/api/tech-pack/${packId}/cost?region=china&quantity=100`, owner)).body;
    expect(small.lines.some((l: any) => l.category === 'surcharge')).toBe(true);

    const bad = await call('PUT', `/api/tech-pack/${packId}`, owner, {
      costOverrides: { marginPercent: 500 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/marginPercent/);
    const cleared = await call('PUT', `/api/tech-pack/${packId}`, owner, { costOverrides: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.techPack.costOverrides).toBeUndefined();
  });

  it('an inch pack costs its fabric in yards', async () => {
    expect((await call('PUT', `/api/tech-pack/${packId}`, owner, { pdfUnit: 'in' })).status).toBe(200);
    const sheet = (await call('GET', `/api/tech-pack/${packId}/cost`, owner)).body;
    expect(sheet.unit).toBe('in');
    expect(sheet.lines.find((l: any) => l.category === 'fabric').unit).toBe('yd');
    expect((await call('PUT', `/api/tech-pack/${packId}`, owner, { pdfUnit: 'cm' })).status).toBe(200);
  });
});

describe('JSON export and import', () => {
  const published = JSON.parse(
    readFileSync(
      new URL('../../../../libs/contracts/src/export/techpack-export.schema.json', import.meta.url),
      'utf8',
    ),
  );

  it('the published schema file is the schema the service validates with', () => {
    expect(published).toEqual(JSON.parse(JSON.stringify(TECHPACK_EXPORT_SCHEMA)));
  });

  it('exports { schemaVersion, pack } that validates against the published schema; owner only', async () => {
    const res = await call('GET', `/api/tech-pack/${packId}/export.json`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.json"/);
    const validate = new Ajv({ strict: false }).compile(published);
    expect(validate(res.body)).toBe(true);
    expect(res.body.schemaVersion).toBe('1.1');
    expect(res.body.unit).toBe('cm');
    expect(res.body.pack.id).toBe(packId);
    expect((await call('GET', `/api/tech-pack/${packId}/export.json`, stranger)).status).toBe(404);
  });

  it("export -> import -> export gives the same JSON (ids and style number aside); the import is the caller's own pack under a new style number", async () => {
    const first = (await call('GET', `/api/tech-pack/${packId}/export.json`, owner)).body;
    const imported = await call('POST', '/api/tech-packs/import', owner, first);
    expect(imported.status).toBe(201);
    const newId = imported.body.techPack.id;
    expect(newId).not.toBe(packId);
    techPackSchema.parse(imported.body.techPack);
    // a new style: the source's season and type, its own number
    const number = imported.body.techPack.styleNumber;
    expect(number).not.toBe(first.pack.styleNumber);
    expect(number.split('-').slice(0, 3)).toEqual(first.pack.styleNumber.split('-').slice(0, 3));
    const second = (await call('GET', `/api/tech-pack/${newId}/export.json`, owner)).body;
    const strip = (e: any) => ({ ...e, pack: { ...e.pack, id: 'x', uploadId: 'x', styleNumber: 'x' } });
    expect(JSON.stringify(strip(second))).toBe(JSON.stringify(strip(first)));
    // another designer imports the same file: their own pack, which the first designer cannot see
    const theirs = await call('POST', '/api/tech-packs/import', stranger, first);
    expect(theirs.status).toBe(201);
    expect((await call('GET', `/api/tech-pack/${theirs.body.techPack.id}`, owner)).status).toBe(404);
    expect((await call('GET', `/api/tech-pack/${theirs.body.techPack.id}/cost`, stranger)).status).toBe(200);
  });

  it('an inch pack exports its lengths in inches, and export -> import -> export -> PDF comes back the same', async () => {
    const created = await h.post(h.createBody({ userId: ownerId }));
    expect(created.status).toBe(201);
    const id = created.body.techPack.id;
    const put = await call('PUT', `/api/tech-pack/${id}`, owner, {
      pdfUnit: 'in',
      measurements: { length: 73.6 },
    });
    expect(put.status).toBe(200);
    const stored = put.body.techPack;
    const first = (await call('GET', `/api/tech-pack/${id}/export.json`, owner)).body;
    expect(new Ajv({ strict: false }).compile(published)(first)).toBe(true);
    expect(first).toMatchObject({
      schemaVersion: '1.1',
      unit: 'in',
      pack: { pdfUnit: 'in', pointsOfMeasure: { unit: 'in' } },
    });
    const row = stored.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'length');
    const out = first.pack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'length');
    expect(out.values[stored.selectedSize]).toBeCloseTo(row.values[stored.selectedSize] / 2.54, 5);
    expect(out.tolerance).toBeCloseTo(row.tolerance / 2.54, 5);
    expect(first.pack.measurements.length).toBe(`${Math.round((73.6 / 2.54) * 1e6) / 1e6} in`);
    const fabric = first.pack.bom.find((l: { category: string }) => l.category === 'fabric');
    expect(fabric.unit).toMatch(/^yd\b/);
    expect(fabric.quantity).toBeCloseTo(
      stored.bom.find((l: { ref: string }) => l.ref === fabric.ref).quantity / 0.9144,
      5,
    );

    const imported = await call('POST', '/api/tech-packs/import', owner, first);
    expect(imported.status).toBe(201);
    const copy = imported.body.techPack;
    // kept in centimetres like every pack, the same values as the original
    expect(copy.pointsOfMeasure).toEqual(stored.pointsOfMeasure);
    expect(copy.measurements).toEqual(stored.measurements);
    expect(copy.bom).toEqual(stored.bom);
    const second = (await call('GET', `/api/tech-pack/${copy.id}/export.json`, owner)).body;
    const strip = (e: any) => ({ ...e, pack: { ...e.pack, id: 'x', uploadId: 'x', styleNumber: 'x' } });
    expect(JSON.stringify(strip(second))).toBe(JSON.stringify(strip(first)));
    // the same document, but for the copy's own style number
    const copyTexts = (await pdfTexts(copy.id)).map((t) =>
      t.split(copy.styleNumber).join(stored.styleNumber),
    );
    expect(copyTexts).toEqual(await pdfTexts(id));
  }, 180_000);

  it('bad imports are 400 with a message and store nothing', async () => {
    const who = randomUUID();
    const token = await h.userToken(who);
    const good = (await call('GET', `/api/tech-pack/${packId}/export.json`, owner)).body;
    const cases: { body?: unknown; raw?: string; message: RegExp }[] = [
      { body: { ...good, schemaVersion: '2.0' }, message: /schemaVersion/ },
      { body: { pack: good.pack }, message: /schemaVersion/ },
      {
        body: {
          ...good,
          pack: {
            ...good.pack,
            measurements: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`m${i}`, 10])),
          },
        },
        message: /measurements/,
      },
      { body: { ...good, pack: { ...good.pack, styleName: 'x'.repeat(5000) } }, message: /styleName/ },
      {
        body: {
          ...good,
          pack: { ...good.pack, branding: { ...good.pack.branding, logo: 'javascript:alert(1)' } },
        },
        message: /logo/,
      },
      {
        body: {
          ...good,
          pack: { ...good.pack, upload: { ...good.pack.upload, filename: '../../etc/passwd' } },
        },
        message: /filename/,
      },
      {
        body: {
          ...good,
          pack: { ...good.pack, colors: [{ name: '<script>alert(1)</script>', hex: 'red', pantone: '' }] },
        },
        message: /hex/,
      },
      {
        body: {
          ...good,
          pack: { ...good.pack, aiAnalysis: { ...good.pack.aiAnalysis, description: 'y'.repeat(3_000_000) } },
        },
        message: /description|too large/i,
      },
      { body: [], message: /object/ },
      {
        body: {
          ...good,
          pack: { ...good.pack, aiAnalysis: { ...good.pack.aiAnalysis, junk: 'z'.repeat(200_000) } },
        },
        message: /aiAnalysis/,
      },
      {
        body: {
          ...good,
          pack: {
            ...good.pack,
            revisions: [
              ...good.pack.revisions,
              ...Array.from({ length: 600 }, (_, i) => ({
                rev: i + 9,
                at: good.pack.updatedAt,
                by: 'user',
                summary: 'x'.repeat(1900),
                fields: [],
              })),
            ],
          },
        },
        message: /too large/i,
      },
    ];
    for (const c of cases) {
      const res = await call('POST', '/api/tech-packs/import', token, c.body, c.raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(c.message);
    }
    const list = await call('GET', '/api/tech-packs/user', token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('hostile strings within the bounds are kept as text, not interpreted', async () => {
    const good = (await call('GET', `/api/tech-pack/${packId}/export.json`, owner)).body;
    const hostile = '=HYPERLINK("http://x","<img src=x onerror=alert(1)>")';
    const res = await call('POST', '/api/tech-packs/import', owner, {
      ...good,
      pack: { ...good.pack, styleName: hostile.slice(0, 80) },
    });
    expect(res.status).toBe(201);
    expect(res.body.techPack.styleName).toBe(hostile.slice(0, 80));
  });
});
