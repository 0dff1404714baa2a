import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { api, registerUser, startTestApp, uploadTee, type TestApp } from '../../scripts/test-support/app';
import { hostileLogos, logoDataUrl, validPng } from '../../services/techpack-pdf/src/logo/logo-corpus';

// An import runs the editor's contract (the real product, embedded mode): out-of-range numbers, huge logs and URLs
// that are not the product's own photos are refused with 400 naming each field, and nothing is stored; the same values
// are refused by PUT.
let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let packId: string;
type Doc = { schemaVersion: string; unit?: string; pack: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
let exported: Doc;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, 170_000);
  owner = await registerUser(app, 'import-owner');
  other = await registerUser(app, 'import-other');
  packId = await uploadTee(app, owner);
  exported = (await api(app, 'GET', `/api/tech-pack/${packId}/export.json`, { token: owner.token })).body;
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

const copy = (): Doc => JSON.parse(JSON.stringify(exported));
const packCount = async (token: string) =>
  (await api(app, 'GET', '/api/tech-packs/user', { token })).body.length as number;
const importAs = (token: string, body: unknown) =>
  api(app, 'POST', '/api/tech-packs/import', { token, body });

describe('an import runs the same contract as the editor', () => {
  it.each([
    [
      'a graded value of 1e308',
      (d: Doc) =>
        (d.pack.pointsOfMeasure.rows[0].values = Object.fromEntries(
          Object.keys(d.pack.pointsOfMeasure.rows[0].values).map((s) => [s, 1e308]),
        )),
      'pack.pointsOfMeasure.rows.0.values.',
    ],
    [
      'a graded value of -50',
      (d: Doc) => (d.pack.pointsOfMeasure.rows[1].values.M = -50),
      'pack.pointsOfMeasure.rows.1.values.M',
    ],
    [
      'a measurement of -5',
      (d: Doc) => (d.pack.measurements[Object.keys(d.pack.measurements)[0]] = -5),
      `pack.measurements.`,
    ],
    [
      'a tolerance of 0',
      (d: Doc) => (d.pack.pointsOfMeasure.rows[0].tolerance = 0),
      'pack.pointsOfMeasure.rows.0.tolerance',
    ],
    [
      '500 revisions',
      (d: Doc) => {
        d.pack.revisions = Array.from({ length: 500 }, (_, i) => ({
          rev: i + 1,
          at: d.pack.createdAt,
          by: 'user',
          summary: 'edit',
          fields: [],
        }));
        d.pack.revision = 500;
      },
      'pack.revisions',
    ],
    ['imageUrl javascript:', (d: Doc) => (d.pack.imageUrl = 'javascript:alert(1)'), 'pack.imageUrl'],
    [
      'imageUrl on another host',
      (d: Doc) => (d.pack.imageUrl = 'https://evil.example/track.png'),
      'pack.imageUrl',
    ],
    [
      'imageUrl with traversal',
      (d: Doc) => (d.pack.imageUrl = '/api/uploads/../../secrets.json'),
      'pack.imageUrl',
    ],
  ])('%s: 400 naming the field, nothing stored', async (_name, spoil, field) => {
    const before = await packCount(owner.token);
    const doc = copy();
    spoil(doc);
    const res = await importAs(owner.token, doc);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TECHPACK.IMPORT_INVALID');
    expect(res.body.message).toContain(field);
    expect(res.body.fields.some((f: string) => f.startsWith(field))).toBe(true);
    expect(await packCount(owner.token)).toBe(before);
  });

  it('every failing field is named in one answer', async () => {
    const doc = copy();
    doc.pack.pointsOfMeasure.rows[1].values.M = -50;
    doc.pack.imageUrl = 'javascript:alert(1)';
    doc.pack.styleName = '';
    const res = await importAs(owner.token, doc);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining(['pack.imageUrl', 'pack.styleName', 'pack.pointsOfMeasure.rows.1.values.M']),
    );
  });

  it('the same values are refused by PUT', async () => {
    const key = exported.pack.pointsOfMeasure.rows[0].key;
    for (const value of [1e308, -5, 0, '1e308', 'NaN']) {
      const put = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
        token: owner.token,
        body: { measurements: { [key]: value } },
      });
      const doc = copy();
      doc.pack.measurements[key] = value;
      const imported = await importAs(owner.token, doc);
      expect({ value, put: put.status, import: imported.status }).toEqual({ value, put: 400, import: 400 });
    }
  });

  it('a valid export still imports; the photo stays only with its owner', async () => {
    const mine = await importAs(owner.token, copy());
    expect(mine.status).toBe(201);
    expect(mine.body.techPack.imageUrl).toBe(exported.pack.imageUrl);
    const theirs = await importAs(other.token, copy());
    expect(theirs.status).toBe(201);
    expect(theirs.body.techPack.imageUrl).toBeNull();
    const flat = await fetch(`${app.url}/api/tech-pack/${theirs.body.techPack.id}/flats/front.svg`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(flat.status).toBe(200);
  });

  it('a logo in an import is checked by its bytes and stored as a PUT stores it', async () => {
    const hostile = await hostileLogos();
    for (const [name, logo] of Object.entries(hostile).slice(0, 4)) {
      const doc = copy();
      doc.pack.branding.logo = logo;
      const res = await importAs(owner.token, doc);
      expect({ name, status: res.status, fields: res.body.fields }).toEqual({
        name,
        status: 400,
        fields: ['pack.branding.logo'],
      });
    }
    for (const logo of ['javascript:alert(1)', 'https://evil.example/logo.png']) {
      const doc = copy();
      doc.pack.branding.logo = logo;
      expect((await importAs(owner.token, doc)).body.fields).toEqual(['pack.branding.logo']);
    }
    const doc = copy();
    doc.pack.branding.logo = logoDataUrl('png', await validPng(3000, 1000));
    const res = await importAs(owner.token, doc);
    expect(res.status).toBe(201);
    const ref = res.body.techPack.branding.logo as string;
    expect(ref).toMatch(new RegExp(`^/api/tech-pack/${res.body.techPack.id}/logo/[0-9a-f]{32}\\.png$`));
    const stored = await fetch(`${app.url}${ref}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
  });
});
