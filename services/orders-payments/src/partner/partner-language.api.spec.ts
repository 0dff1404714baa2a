import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';
import { paidSampleOrder } from '../../../../scripts/test-support/paid-order';
import { uploadTestTechPack } from '../testing/upload-test-pack';
import { pageTexts } from '../../../techpack-pdf/src/testing/pdf-text';

// The factory language through the HTTP API: the manufacturing partner's own language (kept server side, validated),
// and the language a sample order records from the pack it was ordered from, which the partner's order view and its
// PDF link use.
const PARTNER_KEY = 'partner-key-partner-language-0123456789';
const partner = { authorization: `Bearer ${PARTNER_KEY}` };
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let admin: string;
let techPackId: string;

const paidOrder = async (key: string): Promise<string> =>
  (
    await paidSampleOrder(
      app,
      designer.token,
      {
        email: designer.email,
        firstName: 'Lan',
        lastName: 'Nguyen',
        shippingAddress: '1 Loom Street, London',
        fabricChoice: 'cotton-basic',
        techPackId,
      },
      key,
    )
  ).id;
const setPack = async (body: Record<string, unknown>) =>
  expect(
    (await api(app, 'PUT', `/api/tech-pack/${techPackId}`, { token: designer.token, body })).status,
  ).toBe(200);
const partnerOrder = async (id: string) =>
  (await api(app, 'GET', `/api/manufacturer/orders/${id}`, { headers: partner })).body;

beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: '', MANUFACTURER_API_KEY: PARTNER_KEY }, 240_000);
  designer = await registerUser(app, 'lang');
  admin = (
    await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
  ).body.token;
  techPackId = await uploadTestTechPack(app, designer.token, designer.email);
}, 330_000);
afterAll(async () => {
  await app?.stop();
});

describe("the partner's language", () => {
  it('is English until set, and only the partner or an operator may read or change it', async () => {
    expect((await api(app, 'GET', '/api/manufacturer/settings')).status).toBe(401);
    expect(
      (
        await api(app, 'GET', '/api/manufacturer/settings', {
          headers: { authorization: 'Bearer wrong-key' },
        })
      ).status,
    ).toBe(401);
    const designers = await api(app, 'PUT', '/api/manufacturer/settings', {
      token: designer.token,
      body: { language: 'vi' },
    });
    expect(designers.status).toBe(403);
    expect((await api(app, 'GET', '/api/manufacturer/settings', { headers: partner })).body).toEqual({
      language: 'en',
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses a language it does not print, naming the languages', async () => {
    const fr = await api(app, 'PUT', '/api/manufacturer/settings', {
      headers: partner,
      body: { language: 'fr' },
    });
    expect(fr.status).toBe(400);
    expect(fr.body.message).toContain('Invalid language: choose one of en, zh-Hans, vi');
    expect((await api(app, 'PUT', '/api/manufacturer/settings', { headers: partner, body: {} })).status).toBe(
      400,
    );
    expect(
      (
        await api(app, 'PUT', '/api/manufacturer/settings', {
          headers: partner,
          body: { language: 'vi', colour: 'red' },
        })
      ).status,
    ).toBe(400);
    expect((await api(app, 'GET', '/api/manufacturer/settings', { headers: partner })).body.language).toBe(
      'en',
    );
  });

  it('keeps what an operator saves for the partner', async () => {
    const saved = await api(app, 'PUT', '/api/manufacturer/settings', {
      token: admin,
      body: { language: 'vi' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      language: 'vi',
      updatedBy: 'admin:admin',
      updatedAt: expect.any(String),
    });
    expect((await api(app, 'GET', '/api/manufacturer/settings', { headers: partner })).body.language).toBe(
      'vi',
    );
  });
});

describe("a sample order's language", () => {
  let chineseOrder: string;

  it("takes the partner's own language when the pack sets none", async () => {
    const defaulted = await paidOrder('lang-partner-default');
    expect(await partnerOrder(defaulted)).toMatchObject({
      language: 'vi',
      pdfUrl: `/api/admin/tech-packs/${techPackId}/pdf?lang=vi`,
    });
  }, 120_000);

  it("records the pack's factory language, which the partner's view and PDF link carry", async () => {
    await setPack({ factoryLanguage: 'zh-Hans' });
    chineseOrder = await paidOrder('lang-zh');
    const seen = await partnerOrder(chineseOrder);
    expect(seen).toMatchObject({
      language: 'zh-Hans',
      pdfUrl: `/api/admin/tech-packs/${techPackId}/pdf?lang=zh-Hans`,
    });
    const listed = (await api(app, 'GET', '/api/manufacturer/orders', { headers: partner })).body.find(
      (o: { id: string }) => o.id === chineseOrder,
    );
    expect(listed.language).toBe('zh-Hans');
  }, 120_000);

  it("prints the order's language from its PDF link", async () => {
    const seen = await partnerOrder(chineseOrder);
    const pdf = await fetch(`${app.url}${seen.pdfUrl}`, { headers: { authorization: `Bearer ${admin}` } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const text = (await pageTexts(bytes)).join(' ');
    expect(text).toContain('How to measure');
    expect(text).toContain('测量方法');
  }, 300_000);

  it('keeps the language it was ordered in when the pack changes later', async () => {
    await setPack({ factoryLanguage: 'en' });
    expect((await partnerOrder(chineseOrder)).language).toBe('zh-Hans');
  });

  it("takes the pack's own entry for the partner before the pack's factory language", async () => {
    await setPack({ partnerLanguages: { partner: 'zh-Hans' } });
    const own = await paidOrder('lang-partner-entry');
    expect(await partnerOrder(own)).toMatchObject({
      language: 'zh-Hans',
      pdfUrl: `/api/admin/tech-packs/${techPackId}/pdf?lang=zh-Hans`,
    });
  }, 120_000);

  it('answers 400 naming the languages for a PDF link with an unknown language', async () => {
    const res = await api(app, 'GET', `/api/admin/tech-packs/${techPackId}/pdf?lang=fr`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('en, zh-Hans, vi');
  });
});
