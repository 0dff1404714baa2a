import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { browserSuite, CHROMIUM_FLAGS, CHROMIUM_PATH, clickButton, openSignedIn, WEB_DIST } from './helpers';

// The designer's everyday flow in a real browser: rename the style in the studio, choose a fabric, order a sample
// from the home form (the studio's fabric is the default), find the order under My orders.
const suite = browserSuite('orders browser flows', ['studio', 'checkout']);

const STEP_MS = 30_000;
let app: TestApp;
let browser: Browser;

async function uploadTechPack(user: { token: string; email: string }): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F3A93"/></svg>`;
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-orders-')), 'tee.jpg');
  writeFileSync(path, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('selectedSize', 'M');
  fd.append('image', new Blob([new Uint8Array(readFileSync(path))], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string } };
  if (!res.ok || !body.techPack) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}

const signedInPage = (user: { token: string; email: string }, path: string, width = 1280): Promise<Page> =>
  openSignedIn(browser, app.url, user, path, { stepMs: STEP_MS, width });

const text = (page: Page, t: string) => page.waitForSelector(`::-p-text(${t})`, { timeout: STEP_MS });

// A field the page fills while it loads (the studio's style name is derived from the pack until all of it has come)
// can change under the keyboard: it is cleared and typed again until it holds the value.
async function typeInto(page: Page, selector: string, value: string) {
  const el = await page.waitForSelector(selector, { timeout: STEP_MS });
  let held = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    await el!.click();
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await el!.type(value);
    held = await el!.evaluate((e) => (e as HTMLInputElement).value);
    if (held === value) return;
  }
  throw new Error(`${selector} holds "${held}", not "${value}"`);
}

suite('My orders, style rename and the studio fabric in the order (browser)', () => {
  beforeAll(async () => {
    app = await startTestApp({ STRIPE_SECRET_KEY: '', WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 150_000);
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS, '--window-size=1280,900'],
    });
  }, 210_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('renames the style, picks a fabric in the studio, orders with it from the home form and finds the order under My orders', async () => {
    const user = await registerUser(app, 'e2e-orders');
    const techPackId = await uploadTechPack(user);
    const page = await signedInPage(user, `/styles/${techPackId}/measurements`);

    // style rename in the studio
    await typeInto(page, '[data-testid=style-name]', 'E2E Weekend Tee');
    await text(page, 'Unsaved changes');
    // fabric from the studio's library
    await (await page.waitForSelector('[data-testid=section-materials]'))!.click();
    const merino = await page.waitForSelector('[aria-label^="Merino Wool"]', { timeout: STEP_MS });
    await merino!.click();
    await clickButton(page, 'Save Changes');
    await page
      .waitForFunction(() => /All changes saved|Save Failed/.test(document.body.innerText), {
        timeout: STEP_MS,
      })
      .catch(() => undefined);
    const notice = await page.evaluate(
      () => document.querySelector('[aria-label=Notifications]')?.textContent ?? '',
    );
    expect(notice).not.toContain('Save Failed');
    await text(page, 'All changes saved');
    const saved = await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: user.token });
    expect(saved.body.styleName).toBe('E2E Weekend Tee');
    expect(saved.body.materials.mainFabric).toMatch(/Merino Wool/);

    // the workspace's sample form (the header's "Order a sample") takes the studio's fabric as its default
    await (await page.waitForSelector('[data-testid=workspace-header] a[href$="#order-sample"]'))!.click();
    await text(page, 'From your studio: Merino Wool');
    // the hint shows the studio's default at once; the field takes it one render later
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name=fabricChoice]') as HTMLInputElement | null)?.value ===
        'luxury-fabric',
      {
        timeout: STEP_MS,
      },
    );
    for (const [name, value] of [
      ['address', '1 Loom Street'],
      ['city', 'London'],
      ['state', 'Greater London'],
      ['zipCode', 'N1 1AA'],
    ])
      await typeInto(page, `[data-testid=sample-order-form] input[name=${name}]`, value);
    await clickButton(page, 'Order Sample');
    await page.waitForFunction(() => location.pathname.startsWith('/checkout/'), { timeout: STEP_MS });
    const orderId = await page.evaluate(() => location.pathname.split('/').pop()!);
    const order = await api(app, 'GET', `/api/sample-order/${orderId}`, { token: user.token });
    expect(order.body.fabricChoice).toBe('luxury-fabric');
    // the order form's address is the checkout's, field for field (on the checkout page, not the form left behind)
    await text(page, 'Complete Your Order');
    await page.waitForFunction(
      () => (document.querySelector('input[name=zipCode]') as HTMLInputElement | null)?.value === 'N1 1AA',
      { timeout: STEP_MS },
    );
    expect(await page.$eval('input[name=city]', (i) => (i as HTMLInputElement).value)).toBe('London');

    // My orders: reached from the menu, names the style, says what happens next
    // a locator waits until the link is visible and steady (the bar re-renders as notifications arrive)
    await page.locator('nav[aria-label=Main] a[href="/orders"]').setTimeout(STEP_MS).click();
    await page.waitForSelector('[data-testid=my-order]', { timeout: STEP_MS });
    const row = await page.$eval('[data-testid=my-order]', (el) => (el as HTMLElement).innerText);
    expect(row).toContain('E2E Weekend Tee');
    expect(row).toContain(order.body.orderNumber);
    expect(row).toContain('Awaiting payment');
    expect(row).toContain('Complete payment');

    // the designs page names the card by the new style name, and search finds it
    await page.goto(`${app.url}/designs`, { waitUntil: 'domcontentloaded' });
    await text(page, 'E2E Weekend Tee');
    await typeInto(page, 'input[aria-label="Search designs"]', 'weekend');
    const names = await page.$$eval('[data-testid=design-name]', (els) =>
      els.map((e) => (e as HTMLElement).innerText),
    );
    expect(names).toEqual(['E2E Weekend Tee']);
    await page.close();
  }, 240_000);

  it('My orders fits a 390 px phone without sideways scrolling', async () => {
    const user = await registerUser(app, 'e2e-orders-phone');
    const techPackId = await uploadTechPack(user);
    await api(app, 'POST', '/api/sample-order', {
      token: user.token,
      body: {
        techPackId,
        email: user.email,
        firstName: 'A',
        lastName: 'B',
        shippingAddress: '1 Loom Street',
        specialInstructions: '',
        fabricChoice: 'cotton-basic',
        customLabel: false,
        customHangTag: false,
        rushProcessing: false,
      },
    });
    const page = await signedInPage(user, '/orders', 390);
    await page.waitForSelector('[data-testid=my-order]', { timeout: STEP_MS });
    const { sw, w } = await page.evaluate(() => ({
      sw: document.documentElement.scrollWidth,
      w: window.innerWidth,
    }));
    expect(sw).toBeLessThanOrEqual(w);
    await page.close();
  }, 120_000);
});
