import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import {
  browserSuite,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  clickButton,
  garmentPhotoFile,
  openSignedIn,
  typeInto,
  WEB_DIST,
} from './helpers';

// Browser flows of the checkout remote against the real product (embedded mode, test payment provider).
const suite = browserSuite('checkout browser flows', ['checkout']);

// The shared launch flags (frontends/e2e/helpers.ts) plus this suite's window size.
const FLAGS = [...CHROMIUM_FLAGS, '--window-size=1280,1000'];
const STEP_MS = 30_000;

let app: TestApp;
let browser: Browser;

async function uploadTechPack(user: { token: string; email: string }): Promise<string> {
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('selectedSize', 'M');
  fd.append(
    'image',
    new Blob([new Uint8Array(readFileSync(await garmentPhotoFile()))], { type: 'image/jpeg' }),
    'tee.jpg',
  );
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string } };
  if (!res.ok || !body.techPack) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}

const signedInPage = (user: { token: string; email: string }, path: string): Promise<Page> =>
  openSignedIn(browser, app.url, user, path, { stepMs: STEP_MS, width: 800, height: 600 });

const text = (page: Page, t: string) => page.waitForSelector(`::-p-text(${t})`, { timeout: STEP_MS });

async function payOnCheckout(page: Page, card: string) {
  await text(page, 'Complete Your Order');
  await typeInto(page, 'input[name=city]', 'London');
  await typeInto(page, 'input[name=state]', 'Greater London');
  await typeInto(page, 'input[name=zipCode]', 'N1 1AA');
  await text(page, 'Test mode - no card is charged');
  await typeInto(page, '[data-testid=card-number]', card);
  await typeInto(page, '[data-testid=card-expiry]', '1234');
  await typeInto(page, '[data-testid=card-cvc]', '123');
  await clickButton(page, 'Pay $');
}

async function orderStatus(user: { token: string }, id: string): Promise<string> {
  const res = await api(app, 'GET', `/api/sample-order/${id}`, { token: user.token });
  return res.body.status as string;
}

suite('checkout in the browser (test payment provider)', () => {
  beforeAll(async () => {
    // STRIPE_SECRET_KEY '' keeps the embedded test provider even where CI configures stripe-mock.
    app = await startTestApp({ STRIPE_SECRET_KEY: '', WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 150_000);
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  }, 210_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('orders from the home form, pays with 4242 4242 4242 4242 and the order shows paid', async () => {
    const user = await registerUser(app, 'e2e-home');
    const page = await signedInPage(user, '/');
    const input = await page.waitForSelector('input[type=file]', { timeout: STEP_MS });
    await input!.uploadFile(await garmentPhotoFile());
    const email = await page.$('input[type=email]');
    if (email && !(await email.evaluate((e) => (e as HTMLInputElement).value))) await email.type(user.email);
    await clickButton(page, 'Generate Tech Pack');
    // The checkout remote's form appears in the home sample section after the analysis.
    await page.waitForSelector('[data-testid=sample-order-form]', { timeout: 90_000 });
    // the structured address, typed once
    for (const [name, value] of [
      ['address', '1 Loom Street'],
      ['city', 'Springfield'],
      ['state', 'IL'],
      ['zipCode', '62701'],
    ])
      await typeInto(page, `[data-testid=sample-order-form] input[name=${name}]`, value);
    await page.click('[data-testid=sample-order-form] input[name=customLabel]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=sample-order-total]')?.textContent === '$175.00',
    );
    await clickButton(page, 'Order Sample');
    await page.waitForFunction(() => /^\/checkout\/[0-9a-f-]{36}$/.test(location.pathname), {
      timeout: STEP_MS,
    });
    const orderId = new URL(page.url()).pathname.split('/')[2];
    await text(page, 'Order Summary');
    await text(page, 'Production: 14-21 business days');
    expect(await page.$eval('[data-testid=checkout-total]', (e) => e.textContent)).toBe('$175.00');
    await payOnCheckout(page, '4242 4242 4242 4242');
    await text(page, 'Payment Successful!');
    await page.waitForSelector('[data-testid=order-status][data-status=paid]', { timeout: STEP_MS });
    expect(new URL(page.url()).search).toBe('?success=true');
    await text(page, 'Contact Manufacturer');
    expect(await orderStatus(user, orderId)).toBe('paid');
    await page.close();
  }, 240_000);

  it("shows 'Payment Failed' with the provider's message for 4000 0000 0000 0002 and the order stays unpaid", async () => {
    const user = await registerUser(app, 'e2e-decline');
    const created = await api(app, 'POST', '/api/sample-order', {
      token: user.token,
      body: {
        email: user.email,
        firstName: 'Test',
        lastName: 'User',
        shippingAddress: '2 Loom Street',
        fabricChoice: 'cotton-blend',
        totalAmount: '165.00',
      },
    });
    expect(created.status).toBe(201);
    const page = await signedInPage(user, `/checkout/${created.body.id}`);
    await payOnCheckout(page, '4000 0000 0000 0002');
    await text(page, 'Payment Failed');
    await page.waitForSelector('[data-testid=payment-error]::-p-text(Your card was declined.)');
    expect(new URL(page.url()).pathname).toBe(`/checkout/${created.body.id}`);
    expect(await orderStatus(user, created.body.id)).toBe('payment_failed');
    // the same page can still pay with a good card
    await typeInto(page, '[data-testid=card-number]', '4242 4242 4242 4242');
    await clickButton(page, 'Pay $');
    await page.waitForSelector('[data-testid=order-status][data-status=paid]', { timeout: STEP_MS });
    expect(await orderStatus(user, created.body.id)).toBe('paid');
    await page.close();
  }, 180_000);

  it('takes the production dialog from details to a quote and pays', async () => {
    const user = await registerUser(app, 'e2e-dialog');
    const techPackId = await uploadTechPack(user);
    // The designs page offers "Submit for sample production" on each card.
    const page = await signedInPage(user, '/designs');
    const action = await page.waitForSelector('[aria-label*="sample production" i]', { timeout: STEP_MS });
    await action!.evaluate((b) => (b as HTMLElement).click());
    await page.waitForSelector('[role=dialog] ::-p-text(Sample Production)');
    const dialog = '[role=dialog]';
    // The quantity keeps what is typed: select the 1 and type over it.
    const quantity = await page.waitForSelector(`${dialog} input[name=quantity]`);
    await quantity!.click();
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.type('2');
    expect(await quantity!.evaluate((e) => (e as HTMLInputElement).value)).toBe('2');
    await typeInto(page, `${dialog} textarea[name=shippingAddress]`, '3 Loom Street, London');
    await clickButton(page, 'Get Free Quote');
    // (150) x 2 = 300, 20% service fee
    await text(page, '$300.00');
    await text(page, '$60.00');
    await clickButton(page, 'Back to Details');
    await clickButton(page, 'Get Free Quote');
    await clickButton(page, 'Proceed');
    await text(page, 'Test mode - no card is charged');
    await typeInto(page, `${dialog} [data-testid=card-number]`, '4242 4242 4242 4242');
    await clickButton(page, 'Pay $300.00');
    await text(page, 'Payment Successful!');
    await page.waitForFunction(() => !document.querySelector('[role=dialog]'), { timeout: STEP_MS });
    const orders = await api(app, 'GET', '/api/orders', { token: user.token });
    const dialogOrder = orders.body.find((o: { quantity: number }) => o.quantity === 2);
    expect(dialogOrder).toMatchObject({
      status: 'paid',
      totalAmount: '300.00',
      techPackId,
      urgency: 'standard',
    });
    // after the payment the tech pack is shared to the chat with its PDF
    let shared = false;
    for (let i = 0; i < 50 && !shared; i++) {
      const messages = await api(app, 'GET', '/api/chat/messages/user', { token: user.token });
      shared =
        Array.isArray(messages.body) &&
        messages.body.some((m: { techPackId?: string }) => m.techPackId === techPackId);
      if (!shared) await new Promise((r) => setTimeout(r, 200));
    }
    expect(shared).toBe(true);
    await page.close();
  }, 240_000);
});
