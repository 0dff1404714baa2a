import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import {
  browserSuite,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  clickButton,
  garmentPhoto,
  openSignedIn,
  typeInto,
  WEB_DIST,
} from './helpers';

// The operators' dashboard in a browser against the real product (embedded mode, test payment provider).
const suite = browserSuite('admin browser flow', ['admin']);

// The shared launch flags (frontends/e2e/helpers.ts) plus this suite's window size.
const FLAGS = [...CHROMIUM_FLAGS, '--window-size=1400,1000'];
const STEP_MS = 45_000;

let app: TestApp;
let browser: Browser;
// On a failure the page's text goes to the log, so a CI failure says what the operator saw.
let current: Page | undefined;

async function eventually<T>(
  fn: () => Promise<T>,
  ok: (v: T) => boolean,
  what: string,
  timeoutMs = STEP_MS,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const text = (page: Page, t: string, timeout = STEP_MS) =>
  page.waitForSelector(`::-p-text(${JSON.stringify(t)})`, { timeout });

// Clicks a dashboard tab and waits until it is the selected one (the page reflows while data loads).
async function openTab(page: Page, name: string) {
  const tab = await page.waitForSelector(`[role=tab]::-p-text(${name})`, { timeout: STEP_MS });
  await tab!.evaluate((el) => (el as HTMLElement).click());
  await page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', { timeout: STEP_MS }, tab);
}

suite('admin dashboard in the browser', () => {
  beforeAll(async () => {
    app = await startTestApp({ STRIPE_SECRET_KEY: '', WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 150_000);
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  }, 200_000);
  afterEach(async () => {
    const seen = await current
      ?.evaluate(() => `${location.pathname}\n${document.body.innerText}`)
      .catch(() => null);
    if (seen && process.env.ADMIN_E2E_DUMP) writeFileSync(process.env.ADMIN_E2E_DUMP, seen);
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('logs in, sees the data made in this test, searches, replies as the manufacturer and moves the order to production', async () => {
    // A designer with a tech pack, a chat message and a paid sample order.
    const stamp = Date.now().toString(36);
    const designer = await registerUser(app, `e2e-admin-${stamp}`);
    const other = await registerUser(app, `e2e-other-${stamp}`);
    const form = new FormData();
    form.set('image', new Blob([await garmentPhoto()], { type: 'image/jpeg' }), `tee-${stamp}.jpg`);
    form.set('email', designer.email);
    form.set('selectedSize', 'M');
    const uploadRes = await fetch(`${app.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${designer.token}` },
      body: form,
    });
    const upload = (await uploadRes.json()) as { techPack?: { id: string } };
    expect(uploadRes.status).toBe(201);
    const techPackId = upload.techPack!.id;
    const question = `Can you make the collar wider? (${stamp})`;
    const posted = await api(app, 'POST', '/api/chat/messages', {
      token: designer.token,
      body: { techPackId, sender: 'user', message: question, messageType: 'text' },
    });
    expect(posted.status).toBeLessThan(300);
    const order = await api(app, 'POST', '/api/sample-order', {
      token: designer.token,
      body: {
        techPackId,
        email: designer.email,
        firstName: 'Test',
        lastName: 'User',
        shippingAddress: '1 Loom Street',
        fabricChoice: 'cotton-basic',
        totalAmount: '150.00',
      },
    });
    expect(order.status).toBe(201);
    const intent = await api(app, 'POST', '/api/create-payment-intent', {
      token: designer.token,
      body: { orderId: order.body.id },
    });
    const paid = await api(app, 'POST', '/api/payments/test/confirm', {
      body: {
        clientSecret: intent.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(paid.status).toBe(200);
    await eventually(
      () => api(app, 'GET', `/api/sample-order/${order.body.id}`, { token: designer.token }),
      (r) => r.body?.status === 'paid',
      'the order to be paid',
    );
    const orderNumber = order.body.orderNumber as string;

    // Admin login: wrong, then right credentials.
    const page = await browser.newPage();
    page.setDefaultTimeout(STEP_MS);
    current = page;
    await page.goto(`${app.url}/admin`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => location.pathname === '/admin-login');
    await clickButton(page, 'Access Admin Dashboard', STEP_MS);
    await text(page, 'Username is required');
    await typeInto(page, 'input[name=username]', app.adminUsername, STEP_MS);
    await typeInto(page, 'input[name=password]', 'not-the-password', STEP_MS);
    await clickButton(page, 'Access Admin Dashboard', STEP_MS);
    await text(page, 'Login Failed');
    await text(page, 'Invalid admin credentials');
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    await typeInto(page, 'input[name=password]', app.adminPassword, STEP_MS);
    await clickButton(page, 'Access Admin Dashboard', STEP_MS);
    await page.waitForFunction(() => location.pathname === '/admin');
    await text(page, 'Admin Login Successful');
    await text(page, 'Admin Access Active');
    await text(page, 'Live Data');

    // The dashboard shows what this test created (read models fed by events).
    await text(page, orderNumber); // overview: latest orders
    await openTab(page, 'Users');
    await text(page, designer.email);
    await text(page, other.email);
    await openTab(page, 'Tech Packs');
    await text(page, `tee-${stamp}.jpg`);
    await openTab(page, 'Messages');
    await text(page, question);
    // the footer reports the real state
    await page.waitForSelector(
      '[data-testid=system-status] ::-p-text(File-based storage with auto-persistence)',
    );
    await page.waitForSelector('[data-testid=status-messaging-integration] ::-p-text(Connected)');

    // Search filters users and orders.
    await openTab(page, 'Users');
    await typeInto(
      page,
      'input[placeholder="Search users, orders, emails..."]',
      `e2e-admin-${stamp}`,
      STEP_MS,
    );
    await page.waitForFunction(
      (gone) =>
        !document.body.innerText.includes(gone) &&
        document.querySelectorAll('[data-testid=user-row]').length === 1,
      { timeout: STEP_MS },
      other.email,
    );
    await text(page, designer.email);
    await typeInto(page, 'input[placeholder="Search users, orders, emails..."]', '', STEP_MS);
    await text(page, other.email);

    // Reply as the manufacturer from the messages tab...
    const reply = `Yes, we will widen the collar by 1 cm (${stamp})`;
    await openTab(page, 'Messages');
    const cell = await page.waitForSelector(
      `[data-testid=message-row] ::-p-text(${JSON.stringify(question)})`,
    );
    await cell!.evaluate((el) => (el.closest('tr')!.querySelector('button') as HTMLButtonElement).click());
    await typeInto(page, '[role=dialog] textarea', reply, STEP_MS);
    await clickButton(page, 'Send reply', STEP_MS);
    await text(page, 'Reply Sent');
    // ...and the designer sees it in their chat.
    await eventually(
      () => api(app, 'GET', '/api/chat/messages/user', { token: designer.token }),
      (r) =>
        Array.isArray(r.body) &&
        r.body.some(
          (m: { message: string; sender: string }) => m.message === reply && m.sender === 'manufacturer',
        ),
      "the reply in the designer's messages",
    );
    const designerPage = await openSignedIn(browser, app.url, designer, `/chat/${techPackId}`, {
      stepMs: 30_000,
      width: 800,
      height: 600,
    });
    await text(designerPage, reply);
    await designerPage.close();
    // the reply also reaches the admin's messages tab (chat event -> read model)
    await text(page, reply, 20_000);

    // Mark the order in production.
    await openTab(page, 'Orders');
    const menuButton = await page.waitForSelector(
      `button[aria-label="Change status of ${orderNumber}"]:not([disabled])`,
    );
    await menuButton!.click();
    const item = await page.waitForSelector('[role=menuitem]::-p-text(In production)');
    await item!.click();
    await text(page, 'Order Updated');
    await eventually(
      () => api(app, 'GET', `/api/sample-order/${order.body.id}`, { token: designer.token }),
      (r) => r.body?.status === 'in_production',
      'the order to be in production',
    );
    await text(page, 'in_production', 20_000);
    // every operator action is recorded with who and when
    const login = await api(app, 'POST', '/api/admin/login', {
      body: { username: app.adminUsername, password: app.adminPassword },
    });
    const actions = await api(app, 'GET', '/api/admin/actions', { token: login.body.token });
    const kinds = actions.body.map(
      (a: { action: string; operator: string; outcome: string }) => `${a.operator}:${a.action}:${a.outcome}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        `${app.adminUsername}:manufacturer-reply:succeeded`,
        `${app.adminUsername}:order-status-change:succeeded`,
      ]),
    );

    // Admin Logout clears the token and goes back to the login.
    // Close any menu or toast left over from the status change, then log out.
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Admin Logout',
      );
      (button as HTMLButtonElement | undefined)?.click();
    });
    await page.waitForFunction(() => location.pathname === '/admin-login', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('techpack_admin_token'))).toBeNull();
    await page.close();
  }, 300_000);
});
