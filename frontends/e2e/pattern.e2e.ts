import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import DxfParser from 'dxf-parser';
import type { Browser, Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { uploadTestTechPack } from '../../services/orders-payments/src/testing/upload-test-pack';
import { browserSuite, CHROMIUM_PATH, launchBrowser, openSignedIn, screenshot, WEB_DIST } from './helpers';

// The Pattern tab in the browser: the pattern drafted from the pack, a measurement changed in the studio redrafts it
// (the pieces and the check follow), and the graded DXF downloads.
const suite = browserSuite('studio pattern browser flow', ['studio']);

const STEP_MS = 60_000;
let app: TestApp;
let browser: Browser;

// the check table's row of a POM at a size: its spec and the pattern's measure
const checkRow = (page: Page, key: string, size: string) =>
  page.evaluate(
    (k, s) => {
      const tr = document.querySelector(
        `table[aria-label="Pattern check"] tr[data-key="${k}"][data-size="${s}"]`,
      );
      if (!tr) return null;
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return { status: tr.getAttribute('data-status'), spec: Number(cells[3]), measured: Number(cells[4]) };
    },
    key,
    size,
  );

async function openTab(page: Page, name: string) {
  await (await page.waitForSelector(`[role=tab]::-p-text(${name})`))!.click();
}

suite('the pattern follows the studio (browser)', () => {
  beforeAll(async () => {
    // a loaded CI machine can take more than a minute to start the whole product
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 150_000);
    browser = await launchBrowser(CHROMIUM_PATH);
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('open the Pattern tab, change the chest in the measurements, see the pieces and the check follow, download the DXF', async () => {
    const user = await registerUser(app, 'pattern-browser');
    const id = await uploadTestTechPack(app, user.token, user.email);
    expect(
      (
        await api(app, 'PUT', `/api/tech-pack/${id}`, {
          token: user.token,
          body: { aiAnalysis: { garmentType: 't-shirt' } },
        })
      ).status,
    ).toBe(200);
    const page = await openSignedIn(browser, app.url, user, `/?edit=${id}`, { stepMs: STEP_MS });
    await page.waitForSelector('section[aria-label="Design Customization Studio"]', { timeout: STEP_MS });

    await openTab(page, 'Pattern');
    await page.waitForSelector('[data-testid=pattern-summary]', { timeout: STEP_MS });
    await page.waitForFunction(
      () =>
        (document.querySelector('img[alt="Pattern pieces at size M"]') as HTMLImageElement | null)
          ?.naturalWidth,
    );
    const before = (await checkRow(page, 'chestWidth', 'M'))!;
    expect(before.status).toBe('in');
    const piecesBefore = await page.$eval(
      'img[alt="Pattern pieces at size M"]',
      (img) => (img as HTMLImageElement).src,
    );
    await screenshot(page, 'pattern-01-tab');

    // the chest at M, +4 cm, in the graded table
    await openTab(page, 'Measurements');
    await page.waitForSelector('table[aria-label="Graded measurements"]');
    const testId = await page.evaluate(() => {
      const tr = [...document.querySelectorAll('table[aria-label="Graded measurements"] tr')].find((r) =>
        [...r.querySelectorAll('*')].some((c) => c.childElementCount === 0 && c.textContent?.trim() === 'A4'),
      );
      return tr?.querySelector('input[data-testid$="-M"]')?.getAttribute('data-testid');
    });
    expect(testId).toBeTruthy();
    const cell = await page.waitForSelector(`[data-testid="${testId}"]`);
    await cell!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await cell!.type(String(before.spec + 4));
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => /All changes saved/.test(document.body.innerText), { timeout: STEP_MS });

    await openTab(page, 'Pattern');
    await page.waitForFunction(
      (spec) => {
        const tr = document.querySelector(
          'table[aria-label="Pattern check"] tr[data-key="chestWidth"][data-size="M"]',
        );
        return tr && Number(tr.querySelectorAll('td')[3]?.textContent) === spec;
      },
      { timeout: STEP_MS },
      before.spec + 4,
    );
    const after = (await checkRow(page, 'chestWidth', 'M'))!;
    expect(after.status).toBe('in');
    expect(after.measured - before.measured).toBeGreaterThan(3);
    await page.waitForFunction(
      (old) => {
        const img = document.querySelector('img[alt="Pattern pieces at size M"]') as HTMLImageElement | null;
        return img && img.src !== old && img.naturalWidth > 0;
      },
      {},
      piecesBefore,
    );
    await screenshot(page, 'pattern-02-redrafted');

    // the DXF download: every size, readable by a DXF parser
    const dir = mkdtempSync(join(tmpdir(), 'pattern-dxf-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
    await (await page.waitForSelector('button::-p-text(Download DXF)'))!.click();
    let file: string | undefined;
    for (let i = 0; i < 100 && !file; i++) {
      file = readdirSync(dir).find((f) => f.endsWith('.dxf'));
      if (!file) await new Promise((r) => setTimeout(r, 200));
    }
    expect(file).toBeDefined();
    const parsed = new DxfParser().parseSync(readFileSync(join(dir, file!), 'utf8'))!;
    expect(Object.keys(parsed.blocks)).toEqual(
      expect.arrayContaining(['FRONT_XS', 'FRONT_M', 'FRONT_XXL', 'SLEEVE_M']),
    );
  }, 240_000);
});
