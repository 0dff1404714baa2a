import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { until } from '../../scripts/test-support/until';
import { paidSampleOrder } from '../../scripts/test-support/paid-order';
import {
  browserSuite,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  garmentPhoto,
  uploadTeePhoto,
  WEB_DIST,
  signedInPage,
} from './helpers';

// What the workspace says is what the server holds, in Chromium: an imported pack is a new style with its own style
// number, the open My orders card follows an operator's status change live (no reload), and a fit decision shows as
// the provenance of the row it changed, not of the row it kept.
const suite = browserSuite('workspace truth', ['studio']);

const PARTNER_KEY = 'e2e-workspace-truth-partner-key';
const WAIT_MS = 60_000;
let app: TestApp;
let browser: Browser;
let user: Awaited<ReturnType<typeof registerUser>>;
let admin: string;
let packId: string;

type Row = {
  key: string;
  name: string;
  tolerance: number;
  provenance?: string;
  values: Record<string, number>;
};
type Pack = { id: string; styleNumber: string; pointsOfMeasure: { baseSize: string; rows: Row[] } };
// the workspace's provenance chip labels (frontends/studio/src/studio/measurement-cells.tsx)
const LABEL: Record<string, string> = {
  detected: 'Detected',
  estimated: 'Estimated',
  standard: 'Standard',
  user: 'Edited',
  fit: 'Fit',
};
const packOf = async (id: string): Promise<Pack> =>
  (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body as Pack;

// A page signed in as the designer (the session the app keeps in localStorage), not yet opened anywhere.
const signedIn = (): Promise<Page> => signedInPage(browser, user, { stepMs: WAIT_MS });

const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());

// A sample order of the pack, paid with the test card; answers its id.
const paidOrder = (key: string) =>
  paidSampleOrder(
    app,
    user.token,
    {
      techPackId: packId,
      email: user.email,
      firstName: 'Ada',
      lastName: 'Truth',
      shippingAddress: '1 Loom Street, London',
      fabricChoice: 'cotton-basic',
    },
    key,
  );

const setStatus = async (orderId: string, body: Record<string, string>) =>
  (await api(app, 'PATCH', `/api/orders/${orderId}/status`, { token: admin, body })).status;

suite('the workspace shows what the server holds (browser)', () => {
  beforeAll(async () => {
    app = await startTestApp(
      { MANUFACTURER_API_KEY: PARTNER_KEY, WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' },
      240_000,
    );
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    user = await registerUser(app, 'workspace-truth');
    admin = (
      await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
    ).body.token as string;
    packId = await uploadTeePhoto(app.url, user, await garmentPhoto());
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a pack imported from its JSON export opens as a new style with its own style number', async () => {
    const original = await packOf(packId);
    const exported = await api(app, 'GET', `/api/tech-pack/${packId}/export.json`, { token: user.token });
    expect(exported.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'e2e-import-')), 'pack.json');
    writeFileSync(file, exported.text);

    const page = await signedIn();
    await page.goto(`${app.url}/designs`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('button::-p-text(Import JSON)', { visible: true });
    const input = await page.waitForSelector('input[type=file][aria-label="Tech pack export file"]');
    await input!.uploadFile(file);

    // the new pack's workspace
    const opened = await page.waitForFunction(
      (from) => {
        const m = /^\/styles\/([^/]+)/.exec(location.pathname);
        return m && decodeURIComponent(m[1]) !== from ? decodeURIComponent(m[1]) : null;
      },
      {},
      packId,
    );
    const newId = (await opened.jsonValue()) as string;
    const imported = await packOf(newId);
    expect(imported.id).toBe(newId);
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=workspace-style-number]')?.textContent?.includes(`Style ${n}`),
      {},
      imported.styleNumber,
    );
    const shown = /Style (\S+)/.exec(await textOf(page, '[data-testid=workspace-style-number]'))?.[1];
    expect(shown).toBe(imported.styleNumber);
    expect(shown).not.toBe(original.styleNumber);
    // the original keeps its number
    expect((await packOf(packId)).styleNumber).toBe(original.styleNumber);
    await page.close();
  }, 180_000);

  it('the open My orders card shows the status the operator sets, without a reload', async () => {
    const order = await paidOrder('e2e-truth-live');
    const page = await signedIn();
    // the live channel (the bell's socket) is up once its namespace has answered the connect
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    let live = false;
    cdp.on('Network.webSocketFrameReceived', (e) => {
      if (e.response.payloadData.startsWith('40')) live = true;
    });
    await page.goto(`${app.url}/orders`, { waitUntil: 'domcontentloaded' });
    const card = `[data-testid=my-order][data-order-id="${order.id}"]`;
    const status = `${card} [data-testid=order-status]`;
    await page.waitForFunction((s) => document.querySelector(s)?.textContent?.trim() === 'Paid', {}, status);
    await until(() => live, { timeoutMs: WAIT_MS, everyMs: 100 });
    // a reload would drop this mark
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    expect(await setStatus(order.id, { status: 'in_production' })).toBe(200);
    await page.waitForFunction(
      (s) => document.querySelector(s)?.textContent?.trim() === 'In production',
      {},
      status,
    );
    expect(await textOf(page, `${card} [data-testid=order-next]`)).toBe(
      'Your sample is being made (14-21 business days).',
    );

    expect(
      await setStatus(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
    ).toBe(200);
    await page.waitForFunction(
      (s) => document.querySelector(s)?.textContent?.trim().startsWith('Shipped'),
      {},
      status,
    );
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    const saved = await api(app, 'GET', `/api/sample-order/${order.id}`, { token: user.token });
    expect(saved.body.status).toBe('shipped');
    await cdp.detach();
    await page.close();
  }, 180_000);

  it('a fit decision marks the row it changed as from a fit session, and not the row it kept', async () => {
    const order = await paidOrder('e2e-truth-fit');
    expect(await setStatus(order.id, { status: 'in_production' })).toBe(200);
    expect(
      await setStatus(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456785' }),
    ).toBe(200);
    const before = await packOf(packId);
    const size = before.pointsOfMeasure.baseSize;
    const [a, b] = before.pointsOfMeasure.rows;
    expect(a.provenance).not.toBe('fit');
    expect(b.provenance).not.toBe('fit');
    expect(LABEL[b.provenance ?? '']).toBeDefined();
    // the partner measures the sample: both points out of tolerance
    const measured = {
      [a.key]: Math.round((a.values[size] + a.tolerance + 2) * 10) / 10,
      [b.key]: Math.round((b.values[size] - b.tolerance - 1.5) * 10) / 10,
    };
    const fit = await api(app, 'POST', `/api/orders/${order.id}/fit-sessions`, {
      headers: { authorization: `Bearer ${PARTNER_KEY}` },
      body: { size, measurements: measured },
    });
    expect(fit.status).toBe(201);
    // the designer takes the first measurement and keeps the second point to spec
    const decided = await api(app, 'POST', `/api/tech-pack/${packId}/fit-sessions/${fit.body.id}/decision`, {
      token: user.token,
      body: { rows: { [a.key]: 'take-measured', [b.key]: 'keep-spec' } },
    });
    expect(decided.status).toBe(200);
    const after = await packOf(packId);
    const ia = after.pointsOfMeasure.rows.findIndex((r) => r.key === a.key);
    const ib = after.pointsOfMeasure.rows.findIndex((r) => r.key === b.key);
    expect(after.pointsOfMeasure.rows[ia].provenance).toBe('fit');
    expect(after.pointsOfMeasure.rows[ib].provenance).toBe(b.provenance);

    const page = await signedIn();
    await page.goto(`${app.url}/styles/${packId}/measurements`, { waitUntil: 'domcontentloaded' });
    // the table of the decided revision: the taken value at the sample size
    await page.waitForFunction(
      (sel, v) => Number((document.querySelector(sel) as HTMLInputElement | null)?.value) === v,
      {},
      `[data-testid="pom-${ia}-${size}"]`,
      after.pointsOfMeasure.rows[ia].values[size],
    );
    const provenanceOf = (i: number) =>
      page.$eval(`[data-testid="pom-${i}-tolerance"]`, (el) => {
        const chip = el.closest('tr')?.querySelector('td .MuiChip-root');
        return {
          label: chip?.querySelector('.MuiChip-label')?.textContent ?? null,
          help: chip?.getAttribute('aria-label') ?? null,
        };
      });
    expect(await provenanceOf(ia)).toEqual({
      label: 'Fit',
      help: 'From a fit session: decided on what the sample measured',
    });
    // the kept row shows the provenance it had before the session
    expect((await provenanceOf(ib)).label).toBe(LABEL[b.provenance ?? '']);
    await page.close();
  }, 180_000);
});
