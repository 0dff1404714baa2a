import { afterAll, beforeAll, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { until } from '../../scripts/test-support/until';
import { paidSampleOrder } from '../../scripts/test-support/paid-order';
import { uploadTestTechPack } from '../../services/orders-payments/src/testing/upload-test-pack';
import { browserSuite, CHROMIUM_FLAGS, CHROMIUM_PATH, openSignedIn, pdfText, WEB_DIST } from './helpers';

// The sample loop in a real browser: a paid sample, shipped by an operator with a tracking number, a fit session from
// the partner with two points out of tolerance; the designer is notified, sees the stages and the parcel, takes one
// measurement and keeps the other in the studio; the new revision and the PDF's fit page show both; a re-order records
// the new revision.
const suite = browserSuite('sample loop browser flow', ['studio']);

const PARTNER_KEY = 'e2e-sample-loop-partner-key';
const STEP_MS = 30_000;
let app: TestApp;
let browser: Browser;

const signedInPage = (user: { token: string; email: string }, path: string): Promise<Page> =>
  openSignedIn(browser, app.url, user, path, { stepMs: STEP_MS });

const paidOrder = async (token: string, techPackId: string, key: string): Promise<string> =>
  (
    await paidSampleOrder(
      app,
      token,
      {
        techPackId,
        email: 'loop@example.com',
        firstName: 'Ada',
        lastName: 'Loop',
        shippingAddress: '1 Loom Street, London',
        fabricChoice: 'cotton-basic',
      },
      key,
    )
  ).id;

suite('the sample loop in the browser', () => {
  beforeAll(async () => {
    app = await startTestApp(
      { MANUFACTURER_API_KEY: PARTNER_KEY, WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' },
      240_000,
    );
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS, '--window-size=1280,900'],
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('ships, measures, notifies, decides, revises and re-orders', async () => {
    const user = await registerUser(app, 'e2e-loop');
    const admin = (
      await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
    ).body.token as string;
    const pack = await uploadTestTechPack(app, user.token, user.email);
    const orderId = await paidOrder(user.token, pack, 'e2e-loop-1');
    const before = (await api(app, 'GET', `/api/tech-pack/${pack}`, { token: user.token })).body;
    const [a, b] = before.pointsOfMeasure.rows as {
      key: string;
      code: string;
      tolerance: number;
      values: Record<string, number>;
    }[];

    // the operator makes and ships it; the partner measures the sample
    expect(
      (
        await api(app, 'PATCH', `/api/orders/${orderId}/status`, {
          token: admin,
          body: { status: 'in_production' },
        })
      ).status,
    ).toBe(200);
    const tracking = {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    };
    expect(
      (
        await api(app, 'PATCH', `/api/orders/${orderId}/status`, {
          token: admin,
          body: { status: 'shipped', ...tracking },
        })
      ).status,
    ).toBe(200);
    const measured = { [a.key]: a.values.M + a.tolerance + 2, [b.key]: b.values.M - b.tolerance - 1.5 };
    const fit = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: { authorization: `Bearer ${PARTNER_KEY}` },
      body: { size: 'M', measurements: measured },
    });
    expect(fit.status).toBe(201);

    // the designer: an unread count in the nav bar, the stages with the tracking link
    const page = await signedInPage(user, '/orders');
    await page.waitForSelector('[data-testid=stage-shipped][data-reached=true]');
    const link = await page.$eval('[data-testid=order-tracking] a', (el) => (el as HTMLAnchorElement).href);
    expect(link).toBe(tracking.trackingUrl);
    await page.waitForFunction(() =>
      /\d/.test(
        document.querySelector('[data-testid=notification-unread] .MuiBadge-badge')?.textContent ?? '',
      ),
    );
    await (await page.waitForSelector('[data-testid=notification-bell]'))!.click();
    await page.waitForSelector('[data-testid=notification-item] ::-p-text(2 points out of tolerance)');
    await page.keyboard.press('Escape');

    // the studio: out rows first, take one measurement, keep the other
    await page.goto(`${app.url}/styles/${pack}/fit`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid=fit-session] [data-testid=fit-row]', { timeout: 60_000 });
    const statuses = await page.$$eval('[data-testid=fit-session] [data-testid=fit-row]', (rows) =>
      rows.map((r) => r.getAttribute('data-status')),
    );
    expect(statuses.slice(0, 2)).toEqual(['out', 'out']);
    // the flats beside the table mark the out-of-tolerance points' dimension lines
    const marked = await page.$$eval('[data-testid=flat-marked]', (els) =>
      els.map((e) => e.getAttribute('data-key')),
    );
    expect(marked.some((k) => k === a.key || k === b.key)).toBe(true);
    await page.select(`[data-testid=fit-row][data-key=${a.key}] select`, 'take-measured');
    await page.select(`[data-testid=fit-row][data-key=${b.key}] select`, 'keep-spec');
    await (await page.waitForSelector('[data-testid=fit-apply]'))!.click();
    await page.waitForSelector('[data-testid=fit-session] ::-p-text(decided: revision)');

    // the new revision and the PDF's fit page show both decisions
    const after = (await api(app, 'GET', `/api/tech-pack/${pack}`, { token: user.token })).body;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.revisions.at(-1)).toMatchObject({ by: 'fit', fitSessionId: fit.body.id });
    expect(after.pointsOfMeasure.rows.find((r: { key: string }) => r.key === a.key).values.M).toBeCloseTo(
      measured[a.key],
      1,
    );
    expect(after.pointsOfMeasure.rows.find((r: { key: string }) => r.key === b.key).values.M).toBe(
      b.values.M,
    );
    // the PDF of the new revision, once rendered, carries the fit page
    const pdfNow = async () => {
      const res = await fetch(`${app.url}/api/tech-pack/${pack}/pdf-download`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      return res.ok ? pdfText(Buffer.from(await res.arrayBuffer())) : '';
    };
    const pdf = await until(pdfNow, (text) => text.includes('Fit session:'), {
      timeoutMs: 60_000,
      everyMs: 1000,
    });
    expect(pdf).toContain('Take measured');
    expect(pdf).toContain('Keep spec');

    // a re-order records the new revision (an order with its own Idempotency-Key is not held to the duplicate window)
    const next = await paidOrder(user.token, pack, 'e2e-loop-2');
    expect(
      (await api(app, 'GET', `/api/sample-order/${next}`, { token: user.token })).body.techPackRevision,
    ).toBe(after.revision);
  }, 240_000);
});
