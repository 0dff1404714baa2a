import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { uploadTestTechPack } from '../../services/orders-payments/src/testing/upload-test-pack';
import { browserSuite, CHROMIUM_PATH, launchBrowser, openSignedIn, screenshot, WEB_DIST } from './helpers';

// The pack in the factory's language in the browser: the designer sets the factory language to Chinese on the
// tech-pack page, previews the bilingual pages, downloads the PDF and reads both languages on its spec page.
const suite = browserSuite('factory language browser flow', ['studio']);
const STEP_MS = 60_000;
let app: TestApp;
let browser: Browser;

suite('the pack in the factory language (browser)', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 150_000);
    browser = await launchBrowser(CHROMIUM_PATH);
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('set the factory language to Chinese, preview it, download the PDF, read both languages on the spec page', async () => {
    const user = await registerUser(app, 'factory-language');
    const id = await uploadTestTechPack(app, user.token, user.email);
    const page = await openSignedIn(browser, app.url, user, `/tech-pack/${id}`, { stepMs: STEP_MS });
    await page.waitForSelector('[data-testid=factory-language]');

    // the factory language saved with the pack
    await (await page.waitForSelector('[data-testid=factory-language] [role=combobox]'))!.click();
    await (await page.waitForSelector('li[role=option]::-p-text(Simplified Chinese)'))!.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=factory-language] button[aria-pressed=true]')?.textContent ===
        '中文',
    );
    const saved = await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token });
    expect((saved.body as { factoryLanguage?: string }).factoryLanguage).toBe('zh-Hans');

    // the preview is the bilingual pack; the designer's own words are listed as not translated
    await page.waitForSelector('[data-testid=untranslated]');
    await page.waitForSelector('canvas', { timeout: STEP_MS });
    await screenshot(page, 'factory-language-01-preview');

    // the download is the Chinese copy
    const dir = mkdtempSync(join(tmpdir(), 'factory-pdf-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
    await (await page.waitForSelector('button[aria-label=Download]'))!.click();
    let file: string | undefined;
    for (let i = 0; i < 150 && !file; i++) {
      file = readdirSync(dir).find((f) => f.endsWith('-zh-Hans.pdf'));
      if (!file) await new Promise((r) => setTimeout(r, 200));
    }
    expect(file).toBeDefined();
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data: new Uint8Array(readFileSync(join(dir, file!))),
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++)
      pages.push(
        (await (await doc.getPage(i)).getTextContent()).items
          .map((it) => ('str' in it ? it.str : ''))
          .join(' '),
      );
    await doc.destroy();
    const spec = pages.find((p) => p.includes('Graded measurement specification'))!;
    expect(spec).toContain('放码尺寸规格表');
    expect(spec).toMatch(/Chest/);
    expect(spec).toContain('胸围');
  }, 300_000);
});
