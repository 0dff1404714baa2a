import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  api,
  registerUser,
  startTestApp,
  uploadTee,
  type TestApp,
} from '../../../../scripts/test-support/app';
import { pageTexts } from '../testing/pdf-text';

// The whole product behind its gateway, as a designer's browser or a partner's tool calls it: a photo becomes a pack,
// whose cost sheet, workbook, JSON export and import answer through /api; the PDF carries the cost page unless
// ?cost=0.

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let packId: string;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, 170_000);
  owner = await registerUser(app, 'cost-owner');
  other = await registerUser(app, 'cost-other');
  packId = await uploadTee(app, owner);
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

describe('cost and exports through the gateway', () => {
  it('cost, workbook, JSON export and import answer the owner; another designer gets 404', async () => {
    const cost = await api(app, 'GET', `/api/tech-pack/${packId}/cost?quantity=300&region=vietnam`, {
      token: owner.token,
    });
    expect(cost.status).toBe(200);
    expect(cost.body).toMatchObject({ quantity: 300, region: 'vietnam', currency: 'USD' });
    expect(Math.round(cost.body.fobUnitCost * 100)).toBe(
      cost.body.lines.reduce((s: number, l: { total: number }) => s + Math.round(l.total * 100), 0),
    );
    expect(
      (await api(app, 'GET', `/api/tech-pack/${packId}/cost?region=moon`, { token: owner.token })).status,
    ).toBe(400);

    const xlsx = await fetch(`${app.url}/api/tech-pack/${packId}/export.xlsx`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Measurements',
      'BOM',
      'Colourways',
      'Construction',
      'Cost',
    ]);

    const exported = await api(app, 'GET', `/api/tech-pack/${packId}/export.json`, { token: owner.token });
    expect(exported.status).toBe(200);
    const imported = await api(app, 'POST', '/api/tech-packs/import', {
      token: other.token,
      body: exported.body,
    });
    expect(imported.status).toBe(201);
    expect(
      (await api(app, 'GET', `/api/tech-packs/user`, { token: other.token })).body.map(
        (p: { id: string }) => p.id,
      ),
    ).toContain(imported.body.techPack.id);
    expect(
      (
        await api(app, 'POST', '/api/tech-packs/import', {
          token: other.token,
          body: { ...exported.body, schemaVersion: '0.9' },
        })
      ).status,
    ).toBe(400);

    for (const path of ['cost', 'export.xlsx', 'export.json'])
      expect((await api(app, 'GET', `/api/tech-pack/${packId}/${path}`, { token: other.token })).status).toBe(
        404,
      );
  }, 120_000);

  it('the PDF has the cost page and its operation bulletin by default, and neither with ?cost=0', async () => {
    const get = async (q: string) => {
      const res = await fetch(`${app.url}/api/tech-pack/${packId}/pdf-download${q}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.status).toBe(200);
      return pageTexts(Buffer.from(await res.arrayBuffer()));
    };
    const full = await get('');
    const factory = await get('?cost=0');
    expect(full.some((t) => t.includes('Cost estimate'))).toBe(true);
    expect(full.some((t) => t.includes('Operation bulletin'))).toBe(true);
    expect(factory.some((t) => t.includes('Cost estimate') || t.includes('Operation bulletin'))).toBe(false);
    // only those two pages go: every other page of the full copy is in the factory's
    const costPages = full.filter((t) => t.includes('Cost estimate') || t.includes('Operation bulletin'));
    expect(costPages).toHaveLength(2);
    expect(factory).toHaveLength(full.length - costPages.length);
  }, 180_000);

  it('a pack exported and imported by its owner renders the same PDF under its own style number', async () => {
    const exported = await api(app, 'GET', `/api/tech-pack/${packId}/export.json`, { token: owner.token });
    const imported = await api(app, 'POST', '/api/tech-packs/import', {
      token: owner.token,
      body: exported.body,
    });
    expect(imported.status).toBe(201);
    const texts = async (id: string) => {
      const res = await fetch(`${app.url}/api/tech-pack/${id}/pdf-download`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.status).toBe(200);
      return pageTexts(Buffer.from(await res.arrayBuffer()));
    };
    const copy = imported.body.techPack.styleNumber as string;
    expect(copy).not.toBe(exported.body.pack.styleNumber);
    expect(
      (await texts(imported.body.techPack.id)).map((t) => t.split(copy).join(exported.body.pack.styleNumber)),
    ).toEqual(await texts(packId));
  }, 180_000);
});
