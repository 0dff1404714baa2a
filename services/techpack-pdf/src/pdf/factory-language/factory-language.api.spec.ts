import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { signShareToken } from '@techpack/platform';
import { startTechPackHarness, type TechPackHarness } from '../../testing/techpack-harness';
import { pageTexts } from '../../testing/pdf-text';

// The factory's language through the API: the bilingual PDF by ?lang=, a 400 naming the languages for any other, the
// pack's (and a partner's) factory language saved through PUT and used by a share link, the workbook's columns.
let h: TechPackHarness;
let owner: string;
let packId: string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const pdfOf = async (query: string, token?: string) => {
  const res = await fetch(`${h.service.url}/api/tech-pack/${packId}/pdf-download${query}`, {
    headers: token ? auth(token) : {},
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  h = await startTechPackHarness('factory-language');
  const ownerId = randomUUID();
  owner = await h.userToken(ownerId);
  const res = await h.post(
    h.createBody({
      userId: ownerId,
      analysis: {
        garmentType: 't-shirt',
        silhouette: 'regular',
        styleCategory: 'casual',
        description: 'A tee',
        components: {},
        confidence: 0.9,
      },
    }),
  );
  expect(res.status).toBe(201);
  packId = res.body.techPack.id;
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

describe('the pack in the factory language', () => {
  it('?lang=zh-Hans prints English and Chinese on the spec page; an unknown lang is a 400 naming the languages', async () => {
    const zh = await pdfOf('?lang=zh-Hans', owner);
    expect(zh.res.status).toBe(200);
    expect(zh.res.headers.get('content-disposition')).toMatch(/-zh-Hans\.pdf"/);
    const pages = await pageTexts(zh.body);
    const spec = pages.find((p) => p.includes('Graded measurement specification'))!;
    expect(spec).toContain('1/2 Chest');
    expect(spec).toContain('胸围');
    const bad = await pdfOf('?lang=fr', owner);
    expect(bad.res.status).toBe(400);
    const err = JSON.parse(bad.body.toString()) as { message: string; code: string };
    expect(err.code).toBe('REQUEST.INVALID');
    for (const l of ['en', 'zh-Hans', 'vi']) expect(err.message).toContain(l);
    const en = await pdfOf('', owner);
    expect((await pageTexts(en.body)).join(' ')).not.toContain('胸围');
  }, 180_000);

  it('the factory language is saved per pack and per partner; a share link sends that version', async () => {
    const put = await h.send('PUT', `/api/tech-pack/${packId}`, owner, {
      factoryLanguage: 'vi',
      partnerLanguages: { 'factory-sz': 'zh-Hans' },
    });
    expect(put.status).toBe(200);
    expect(put.body.techPack.factoryLanguage).toBe('vi');
    expect(put.body.techPack.partnerLanguages).toEqual({ 'factory-sz': 'zh-Hans' });
    const wrong = await h.send('PUT', `/api/tech-pack/${packId}`, owner, { factoryLanguage: 'klingon' });
    expect(wrong.status).toBe(400);
    const share = await signShareToken(h.infra.tokens, packId);
    const shared = (await pageTexts((await pdfOf(`?share=${share}`)).body)).join(' ');
    expect(shared).toContain('Ngực');
    const partner = (await pageTexts((await pdfOf(`?share=${share}&partner=factory-sz`)).body)).join(' ');
    expect(partner).toContain('胸围');
    // an operator's copy (what goes with a sample order) is the factory's too
    const operator = await h.infra.tokens.sign({ sub: randomUUID(), username: 'ops', role: 'admin' });
    expect((await pageTexts((await pdfOf('', operator)).body)).join(' ')).toContain('Ngực');
    // the designer's own download stays English unless asked
    expect((await pageTexts((await pdfOf('', owner)).body)).join(' ')).not.toContain('Ngực');
  }, 180_000);

  it('export.xlsx?lang=vi adds a Vietnamese column beside each column of words', async () => {
    const res = await fetch(`${h.service.url}/api/tech-pack/${packId}/export.xlsx?lang=vi`, {
      headers: auth(owner),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Measurements')!;
    // the columns whose header names the language, and the English column before each
    let headerRow = 0;
    ws.eachRow((r, n) => {
      if (!headerRow && (r.values as unknown[]).some((v) => /Vietnamese/.test(String(v)))) headerRow = n;
    });
    const head = (ws.getRow(headerRow).values as unknown[]).map(String);
    const columns = head.flatMap((v, i) => (/\(Vietnamese/.test(v) ? [i] : []));
    expect(columns.length).toBeGreaterThan(0);
    const cells: string[] = [];
    ws.eachRow((r, n) => {
      if (n > headerRow)
        for (const c of columns)
          cells.push(`${String(r.getCell(c - 1).value ?? '')} = ${String(r.getCell(c).value ?? '')}`);
    });
    expect(cells.join('\n')).toMatch(/Chest.* = .*Ngực/);
    expect(
      (await fetch(`${h.service.url}/api/tech-pack/${packId}/export.xlsx?lang=xx`, { headers: auth(owner) }))
        .status,
    ).toBe(400);
  }, 120_000);
});
