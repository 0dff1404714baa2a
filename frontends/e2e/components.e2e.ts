import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { uploadTestTechPack } from '../../services/orders-payments/src/testing/upload-test-pack';
import {
  browserSuite,
  CHROMIUM_PATH,
  launchBrowser,
  openSignedIn,
  pdfText,
  screenshot,
  WEB_DIST,
} from './helpers';

// The garment as a list of components, in the browser: a flounce sleeve and a waist drawcord are added in the studio's
// components panel; the flats draw a group for each, the BOM tab lists their lines, the pack's operations and the PDF
// name them; removing them takes away everything they brought.
const suite = browserSuite('garment components browser flow', ['studio']);

const STEP_MS = 30_000;
let app: TestApp;
let browser: Browser;

const FLOUNCE_LINE = 'Self fabric: sleeve flounces';
const DRAWCORD_LINE = 'Flat drawcord 10 mm (waist)';

async function pdf(token: string, id: string): Promise<string> {
  const res = await fetch(`${app.url}/api/tech-pack/${id}/pdf-download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()), { untilProvenance: true });
}

// picks a catalogue detail in the "Add a detail" select and adds it
async function addDetail(page: Page, id: string) {
  const picker = await page.waitForSelector('section[aria-label="Garment components"] [role=combobox]');
  await picker!.click();
  const option = await page.waitForSelector(`li[role=option][data-value="${id}"]`, { visible: true });
  await new Promise((r) => setTimeout(r, 400)); // the menu's opening transition
  await option!.click();
  await page.waitForFunction(() => !document.querySelector('li[role=option]'));
  await (await page.waitForSelector(
    'section[aria-label="Garment components"] button::-p-text(Add detail)',
  ))!.click();
  await page.waitForSelector(`[data-testid="component-${id}"]`);
}

const flatGroups = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg[data-testid^=flat-] g[data-component]')].map((g) =>
      g.getAttribute('data-component'),
    ),
  );

suite('components added in the studio reach the flats, BOM, operations and PDF (browser)', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' });
    browser = await launchBrowser(CHROMIUM_PATH);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds a flounce sleeve and a waist drawcord, sees them everywhere, removes them and everything they brought', async () => {
    const user = await registerUser(app, 'components');
    const id = await uploadTestTechPack(app, user.token, user.email);
    // the style's construction section: its components panel and its operations (the studio, with the flats, is
    // mounted under every section)
    const page = await openSignedIn(browser, app.url, user, `/styles/${id}/construction`, {
      stepMs: STEP_MS,
    });
    await page.waitForSelector('section[aria-label="Garment components"]', { timeout: 60_000 });
    await page.waitForSelector('svg[data-testid=flat-front] g[data-component=body]');

    await addDetail(page, 'flounce-sleeve');
    await addDetail(page, 'waist-drawcord');
    // the flats: a group for each, drawn as its mark
    await page.waitForFunction(() =>
      ['flounce-sleeve', 'waist-drawcord'].every((k) =>
        document.querySelector(`svg[data-testid^=flat-] g[data-component="${k}"]`),
      ),
    );
    // the construction section lists their operations
    await page.waitForFunction(
      () =>
        /Flounce attach \(sleeve ends\)/.test(document.body.innerText) &&
        /Waist drawcord channel and eyelets/.test(document.body.innerText),
    );
    await screenshot(page, 'components-01-added');
    // the BOM section lists their lines
    await page.goto(`${app.url}/styles/${id}/bom`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      (a, b) => document.body.innerText.includes(a) && document.body.innerText.includes(b),
      {},
      FLOUNCE_LINE,
      DRAWCORD_LINE,
    );

    // the pack: every line they brought names their component; the check finds no error
    const pack = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body;
    for (const key of ['flounce-sleeve', 'waist-drawcord']) {
      expect(pack.garment.components.some((c: { key: string }) => c.key === key)).toBe(true);
      expect(pack.bom.some((l: { component?: string }) => l.component === key)).toBe(true);
      expect(pack.construction.operations.some((o: { component?: string }) => o.component === key)).toBe(
        true,
      );
      expect(pack.pointsOfMeasure.rows.some((r: { component?: string }) => r.component === key)).toBe(true);
    }
    const check = (await api(app, 'GET', `/api/tech-pack/${id}/check`, { token: user.token })).body;
    expect(check.issues.filter((i: { severity: string }) => i.severity === 'error')).toEqual([]);
    const withDetails = await pdf(user.token, id);
    for (const text of [
      FLOUNCE_LINE,
      DRAWCORD_LINE,
      'Flounce attach (sleeve ends)',
      'Waist drawcord channel and eyelets',
    ])
      expect(withDetails).toContain(text);

    // remove both in the studio: everything they brought is gone
    await page.goto(`${app.url}/styles/${id}/construction`, { waitUntil: 'domcontentloaded' });
    for (const name of ['Flounce sleeve', 'Waist drawcord']) {
      await (await page.waitForSelector(`button[aria-label^="Remove ${name}"]`))!.click();
      await page.waitForFunction(
        (n) => !document.querySelector(`button[aria-label^="Remove ${n}"]`),
        {},
        name,
      );
    }
    await page.waitForFunction(
      () =>
        !document.querySelector(
          'svg[data-testid^=flat-] g[data-component="flounce-sleeve"], svg[data-testid^=flat-] g[data-component="waist-drawcord"]',
        ),
    );
    expect(await flatGroups(page)).toContain('body');
    const after = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body;
    expect(
      JSON.stringify([after.garment, after.bom, after.construction, after.pointsOfMeasure, after.trims]),
    ).not.toMatch(/flounce|waist-drawcord|waistDrawcord/i);
    const without = await pdf(user.token, id);
    for (const text of [FLOUNCE_LINE, DRAWCORD_LINE, 'Flounce attach']) expect(without).not.toContain(text);
    await screenshot(page, 'components-02-removed');
  }, 300_000);
});
