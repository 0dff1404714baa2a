import { afterAll, beforeAll, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { colourOfText } from '@techpack/catalog';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import {
  browserSuite,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  garmentPhoto,
  WEB_DIST,
  uploadTeePhoto,
  signedInPage,
} from './helpers';

// One value everywhere, in Chromium: the graded table shows after an edit the values the server stores (the same
// after Save and a reload), and the colourway matrix's sample cells are the colours the BOM names.
const suite = browserSuite('one value everywhere', ['studio']);

let app: TestApp;
let browser: Browser;
let user: Awaited<ReturnType<typeof registerUser>>;
let packId: string;

type Row = { key: string; name: string; gradeClass?: string; values: Record<string, number> };
type Pack = {
  pointsOfMeasure: { baseSize: string; sizes: string[]; rows: Row[] };
  bom: { ref: string; item: string; color: string; category: string }[];
  colors: { name: string; hex: string; pantone: string }[];
};
const packNow = async (): Promise<Pack> =>
  (await api(app, 'GET', `/api/tech-pack/${packId}`, { token: user.token })).body as Pack;

const signedIn = (): Promise<Page> => signedInPage(browser, user);

const cell = (page: Page, i: number, size: string) =>
  page.$eval(`[data-testid="pom-${i}-${size}"]`, (e) => Number((e as HTMLInputElement).value));

suite('one value everywhere', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 180_000);
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    user = await registerUser(app, 'one-value');
    packId = await uploadTeePhoto(app.url, user, await garmentPhoto());
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('body length +4 cm at the sample size: every size shown is the size saved, after a reload too', async () => {
    const before = await packNow();
    const spec = before.pointsOfMeasure;
    const i = spec.rows.findIndex((r) => r.gradeClass === 'lengthMajor');
    expect(i).toBeGreaterThanOrEqual(0);
    const target = Math.round((spec.rows[i].values[spec.baseSize] + 4) * 10) / 10;
    const page = await signedIn();
    await page.goto(`${app.url}/styles/${packId}/measurements`, { waitUntil: 'domcontentloaded' });
    const input = await page.waitForSelector(`[data-testid="pom-${i}-${spec.baseSize}"]`, {
      visible: true,
      timeout: 60_000,
    });
    await input!.click({ clickCount: 3 });
    await page.keyboard.type(String(target));
    await page.keyboard.press('Tab');
    const shown = Object.fromEntries(
      await Promise.all(spec.sizes.map(async (s) => [s, await cell(page, i, s)] as const)),
    );
    expect(shown[spec.baseSize]).toBe(target);
    // autosave: the server's table once it has the new value
    let saved = before;
    for (let n = 0; n < 150 && saved.pointsOfMeasure.rows[i].values[spec.baseSize] !== target; n++) {
      await new Promise((r) => setTimeout(r, 200));
      saved = await packNow();
    }
    expect(saved.pointsOfMeasure.rows[i].values).toEqual(shown);
    // the page says so too (until its save has answered, a reload would ask "leave site?")
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="workspace-header"]')
          ?.textContent?.includes('All changes saved'),
      { timeout: 60_000 },
    );
    await page.reload({ waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForSelector(`[data-testid="pom-${i}-${spec.baseSize}"]`, {
      visible: true,
      timeout: 60_000,
    });
    const reloaded = Object.fromEntries(
      await Promise.all(spec.sizes.map(async (s) => [s, await cell(page, i, s)] as const)),
    );
    expect(reloaded).toEqual(shown);
    await page.close();
  }, 180_000);

  it('the colourway matrix shows each BOM line in the colour the BOM names, never "Set colour" for it', async () => {
    const pack = await packNow();
    const page = await signedIn();
    await page.goto(`${app.url}/styles/${packId}/colourways`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('table[aria-label="Colourway matrix"]', { visible: true, timeout: 60_000 });
    const names = await page.$$eval('table[aria-label="Colourway matrix"] [aria-label]', (els) =>
      els.map((e) => e.getAttribute('aria-label') ?? ''),
    );
    const named = pack.bom.filter(
      (l) => l.category !== 'packaging' && l.category !== 'hang-tag' && colourOfText(l.color, pack.colors),
    );
    expect(named.length).toBeGreaterThan(1);
    for (const l of named) {
      const colour = colourOfText(l.color, pack.colors)!;
      const own = names.find((n) => n.includes(`, ${l.item} in `));
      expect({ line: l.item, cell: own?.split(',')[0].startsWith(colour.name) ? colour.name : own }).toEqual({
        line: l.item,
        cell: colour.name,
      });
    }
    await page.close();
  }, 120_000);
});
