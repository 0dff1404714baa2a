import { afterAll, beforeAll, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { browserSuite, CHROMIUM_FLAGS, CHROMIUM_PATH, garmentPhoto, openSignedIn, WEB_DIST } from './helpers';
import { connectPartner, type PartnerClient } from '../../infra/partner-client/partner-client';
import { until } from '../../scripts/test-support/until';

// Chat with the manufacturer in the browser against the real product (embedded mode), with the example
// partner client (infra/partner-client) on the manufacturer's side.
const suite = browserSuite('chat browser flows', ['chat']);

// The shared launch flags (frontends/e2e/helpers.ts) plus this suite's window size.
const FLAGS = [...CHROMIUM_FLAGS, '--window-size=1280,1000'];
const STEP_MS = 30_000;
const PARTNER_KEY = 'e2e-partner-key';

let app: TestApp;
let browser: Browser;
const partners: PartnerClient[] = [];

// A tech pack is made the way the product makes it: a photo uploaded through POST /api/upload.
async function uploadTechPack(user: { token: string; email: string }): Promise<string> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await garmentPhoto(['validation', 'train']))], { type: 'image/jpeg' }),
    'tee.jpg',
  );
  form.append('email', user.email);
  form.append('selectedSize', 'M');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await res.json()) as { techPack?: { id: string } };
  if (res.status !== 201 || !body.techPack)
    throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}

async function signedInPage(user: Awaited<ReturnType<typeof registerUser>>, path: string): Promise<Page> {
  // the 800 x 600 window the suite's pages open in
  const page = await openSignedIn(browser, app.url, user, path, { stepMs: STEP_MS, width: 800, height: 600 });
  await page.waitForSelector('[data-testid=chat-view]', { timeout: 60_000 });
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  return page;
}

async function sendInChat(page: Page, text: string) {
  const input = await page.waitForSelector('textarea[aria-label=Message]:not([disabled])');
  await input!.type(text);
  await page.keyboard.press('Enter');
  // the input is locked while sending and comes back empty
  await page.waitForFunction(() => {
    const el = document.querySelector('textarea[aria-label=Message]') as HTMLTextAreaElement | null;
    return !!el && !el.disabled && el.value === '';
  });
}

const bubbles = (page: Page, sender: 'user' | 'manufacturer') =>
  page.$$eval(`[data-testid=chat-message][data-sender=${sender}]`, (els) =>
    els.map((e) => ({
      text: e.querySelector('[data-testid=message-text]')?.textContent ?? '',
      status: e.getAttribute('data-status'),
    })),
  );

suite('chat with the manufacturer in the browser', () => {
  beforeAll(async () => {
    app = await startTestApp({
      MANUFACTURER_API_KEY: PARTNER_KEY,
      WEB_DIST_DIR: WEB_DIST,
      LOG_LEVEL: 'error',
    });
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  }, 120_000);
  afterAll(async () => {
    for (const p of partners) p.close();
    await browser?.close();
    await app?.stop();
  });

  it("a shared tech pack reaches the partner, whose reply appears in the designer's open chat without reload", async () => {
    const user = await registerUser(app, 'e2e-chat');
    const pack = await uploadTechPack(user);
    const partner = connectPartner({
      url: app.url,
      apiKey: PARTNER_KEY,
      autoReply: (m) =>
        m.techPackId === pack ? `Thanks ${m.user.email}! We will quote within 24 hours.` : undefined,
    });
    partners.push(partner);
    await partner.connected;

    const page = await signedInPage(user, `/chat/${pack}`);
    await page.waitForSelector("::-p-text(I'm your manufacturing partner)");
    await page.waitForSelector('[data-testid=live-indicator]::-p-text(Live)');

    await (await page.waitForSelector('[data-testid=share-tech-pack]'))!.click();
    // The reply's 'New message' toast (spec: first 50 characters) is visible for 5 s only: watched from the share on,
    // since fetching the shared PDF below can take longer than that.
    const newMessageToast = page.waitForSelector('[role=status] ::-p-text(New message)');
    newMessageToast.catch(() => undefined); // awaited below; no unhandled rejection if an earlier step fails
    const shared = await until(() => partner.received.find((m) => m.techPackId === pack));
    expect(shared.user.email).toBe(user.email);
    const link = /(https?:\/\/\S+\/pdf-download\?share=\S+)/.exec(shared.message)?.[1];
    expect(link).toBeDefined();
    const pdf = await fetch(link!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/pdf/);

    const replyText = `Thanks ${user.email}! We will quote within 24 hours.`;
    await page.waitForSelector(
      `[data-testid=chat-message][data-sender=manufacturer] ::-p-text(${replyText})`,
    );
    await newMessageToast;

    // a typed message goes the same way, Enter sends
    await sendInChat(page, 'Can you do it in organic cotton?');
    await until(() => partner.received.find((m) => m.message === 'Can you do it in organic cotton?'));
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=chat-message][data-sender=manufacturer]').length === 2,
    );
    const mine = await bubbles(page, 'user');
    expect(mine.map((m) => m.text)).toEqual([
      expect.stringContaining('I would like to share my tech pack'),
      'Can you do it in organic cotton?',
    ]);
    expect(mine.every((m) => m.status === 'delivered')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    partner.close();
    await page.close();
  }, 120_000);

  it('with the partner offline, messages queue and arrive in order when it connects', async () => {
    // offline means no partner at all (one left by an earlier test would acknowledge these messages: Delivered)
    for (const p of partners.splice(0)) p.close();
    const user = await registerUser(app, 'e2e-offline');
    const pack = await uploadTechPack(user);
    const page = await signedInPage(user, `/chat?techpack=${encodeURIComponent(pack)}`);
    const texts = ['First question', 'Second question', 'Third question'];
    for (const t of texts) await sendInChat(page, t);
    // saved and queued: shown as Sent (never Delivered before the manufacturer's side has them)
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid=chat-message][data-sender=user]')].filter(
          (e) => e.getAttribute('data-status') === 'sent',
        ).length === 3,
    );
    const saved = await api(app, 'GET', '/api/chat/messages/user', { token: user.token });
    expect(saved.body.map((m: { message: string; status: string }) => [m.message, m.status])).toEqual(
      texts.map((t) => [t, 'sent']),
    );

    const partner = connectPartner({
      url: app.url,
      apiKey: PARTNER_KEY,
      autoReply: (m) => (m.techPackId === pack ? `Answer to: ${m.message}` : undefined),
    });
    partners.push(partner);
    await partner.connected;
    const got = await until(() => {
      const mine = partner.received.filter((m) => m.techPackId === pack);
      return mine.length === 3 && mine;
    });
    expect(got.map((m) => m.message)).toEqual(texts);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=chat-message][data-sender=manufacturer]').length === 3,
    );
    expect((await bubbles(page, 'manufacturer')).map((m) => m.text)).toEqual(
      texts.map((t) => `Answer to: ${t}`),
    );
    const after = await api(app, 'GET', '/api/chat/messages/user', { token: user.token });
    expect(
      after.body
        .filter((m: { sender: string }) => m.sender === 'user')
        .every((m: { status: string }) => m.status === 'delivered'),
    ).toBe(true);
    // the acknowledgement reaches the page live; the status never goes back after a reload
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid=chat-message][data-sender=user]')].filter(
          (e) => e.getAttribute('data-status') === 'delivered',
        ).length === 3,
    );
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid=chat-message][data-sender=user]')].filter(
          (e) => e.getAttribute('data-status') === 'delivered',
        ).length === 3,
    );
    await page.close();
  }, 120_000);
});
