import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { REPO_ROOT, startTestApp, type TestApp } from '../../scripts/test-support/app';

// The designer's main path in a real browser against the real product (embedded mode):
// sign up -> upload a photo -> analysis -> studio edits (measurement, fabric, colour, logo) -> save ->
// reload and see the edits -> PDF preview + zoom -> designs page -> sizing page. Screenshots at 1280 and 390 px.
const CHROMIUM = process.env.CHROMIUM_PATH;
const DIST = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'frontends/dist');
const built = existsSync(join(DIST, 'shell/index.html')) && existsSync(join(DIST, 'studio/remoteEntry.js'));

function findPhoto(): string | null {
  const dir = resolve(REPO_ROOT, '../shared/datasets/clothing-small/validation/t-shirt');
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()[0];
  return file ? join(dir, file) : null;
}
const PHOTO = findPhoto();

const suite = CHROMIUM && built && PHOTO ? describe : describe.skip;
if (!CHROMIUM) console.warn('[skipped] studio browser flow: CHROMIUM_PATH is not set');
else if (!built)
  console.warn(`[skipped] studio browser flow: the front ends are not built in ${DIST} (npm run build:web)`);
else if (!PHOTO)
  console.warn(
    '[skipped] studio browser flow: no photo in shared/datasets/clothing-small/validation/t-shirt',
  );

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'techpack-e2e-shots');
const STEP_MS = 45_000;
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-sync',
  '--no-first-run',
  '--window-size=1280,1000',
];

let app: TestApp;
let browser: Browser;
let page: Page;

async function shot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewport({ width, height: width === 390 ? 844 : 900, deviceScaleFactor: 1 });
    await new Promise((r) => setTimeout(r, 400));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) as `${string}.png`, fullPage: true });
  }
  await page.setViewport({ width: 1280, height: 900 });
}

// a section's code may still be loading when its tab is shown: wait for the element, then read it
const text = async (selector: string) =>
  (await page.waitForSelector(selector, { timeout: STEP_MS }))!.evaluate(
    (el) => (el as HTMLElement).innerText,
  );

async function clickText(selector: string, label: string) {
  const el = await page.waitForSelector(`${selector}::-p-text(${label})`, { timeout: STEP_MS });
  // to the middle of the view first: scrolled only to an edge, the sticky app bar would take the click
  await el!.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await el!.click();
}

async function setInput(selector: string, value: string) {
  const el = await page.waitForSelector(selector, { timeout: STEP_MS });
  await el!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await el!.type(value);
}

suite('studio in the browser', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: DIST, LOG_LEVEL: 'error' });
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    page = await browser.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.setViewport({ width: 1280, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('upload -> analysis -> edit -> save -> reload -> PDF zoom -> designs -> sizing', async () => {
    const email = `studio-${Date.now()}@example.com`;

    // Sign up.
    await page.goto(app.url, { waitUntil: 'domcontentloaded' });
    await clickText('button', 'Create Account');
    await setInput('input[name=firstName]', 'Ada');
    await setInput('input[name=lastName]', 'Lovelace');
    await setInput('input[name=email]', email);
    await setInput('input[name=password]', 'secret123');
    await setInput('input[name=confirmPassword]', 'secret123');
    await (await page.waitForSelector('button[type=submit]'))!.click();

    // Upload a real photo.
    const file = (await page.waitForSelector('[data-testid=file-input]', { timeout: 60_000 })) as unknown as {
      uploadFile(p: string): Promise<void>;
    };
    await file.uploadFile(PHOTO!);
    const emailField = await page.waitForSelector('input[type=email]');
    const current = await emailField!.evaluate((el) => (el as HTMLInputElement).value);
    if (!current) await emailField!.type(email);
    await clickText('button', 'Generate Tech Pack');

    // The analysis card.
    const analysis = await page.waitForSelector('section[aria-label="AI analysis"]', { timeout: 120_000 });
    expect(await analysis!.evaluate((el) => (el as HTMLElement).innerText)).toMatch(/\d+\.\d%/);
    await page.waitForSelector('section[aria-label="Design Customization Studio"]');
    const packHref = await page.$eval('[data-testid=tech-pack-workspace] a[href^="/tech-pack/"]', (a) =>
      a.getAttribute('href')!,
    );
    const packId = packHref.split('/').pop()!;
    await shot('01-analysis-studio');

    // Measurement: the base size of the first point of measure.
    const base = await page.$eval('[data-testid^=pom-0-]', () => {
      const header = [...document.querySelectorAll('table[aria-label="Graded measurements"] th')].find((th) =>
        th.textContent?.includes('Base'),
      );
      return header?.textContent?.replace('Base', '').trim() ?? 'M';
    });
    const cell = `[data-testid=pom-0-${base}]`;
    const before = Number(await page.$eval(cell, (el) => (el as HTMLInputElement).value));
    const edited = String(Math.round(before + 3));
    await setInput(cell, edited);
    await page.keyboard.press('Tab');

    // Fabric.
    await clickText('[role=tab]', 'Materials');
    await (await page.waitForSelector('[role=listitem] [aria-label^="Merino Wool"]'))!.click();
    await page.waitForSelector('[data-testid=main-fabric]::-p-text(Merino Wool)');
    await shot('02-materials');

    // Colour.
    await clickText('[role=tab]', 'Colors');
    await setInput('input[placeholder="#1A2B3C"]', '#123ABC');
    await clickText('button', 'Add colour');
    await page.waitForSelector('::-p-text(Custom #123ABC)');
    await shot('03-colors');

    // Logo.
    await clickText('[role=tab]', 'Details');
    const logoPath = join(mkdtempSync(join(tmpdir(), 'logo-')), 'logo.png');
    writeFileSync(
      logoPath,
      await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" rx="16" fill="#4F46E5"/><text x="100" y="75" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">ACME</text></svg>',
        ),
      )
        .png()
        .toBuffer(),
    );
    const logoInput = (await page.waitForSelector('[data-testid=logo-input]')) as unknown as {
      uploadFile(p: string): Promise<void>;
    };
    await logoInput.uploadFile(logoPath);
    await page.waitForSelector('img[alt="Logo preview"]');
    await page.waitForSelector('section[aria-label="Logo placement"]');
    await shot('04-details-logo');

    // Save.
    await clickText('button', 'Save Changes');
    await page.waitForSelector('::-p-text(Changes Saved)', { timeout: 60_000 });

    // Reload the pack in its workspace (/?edit={id} leads there) and see every edit.
    await page.goto(`${app.url}/?edit=${packId}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid=workspace-header]', { timeout: 60_000 });
    await clickText('[role=tab]', 'Measurements');
    await page.waitForSelector(cell, { visible: true });
    expect(await page.$eval(cell, (el) => (el as HTMLInputElement).value)).toBe(edited);
    await clickText('[role=tab]', 'Materials');
    expect(await text('[data-testid=main-fabric]')).toContain('Merino Wool');
    const colours = await page.evaluate(
      (id) =>
        fetch(`/api/tech-pack/${id}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('techpack_token')}` },
        })
          .then((r) => r.json())
          .then((p) => p.colors.map((c: { hex: string }) => c.hex)),
      packId,
    );
    expect(colours).toContain('#123ABC');
    await clickText('[role=tab]', 'Artwork & labels');
    await page.waitForSelector('img[alt="Logo preview"]');

    // PDF preview and zoom on the tech pack page.
    await page.goto(`${app.url}/tech-pack/${packId}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('canvas[aria-label="Page 1"]', { timeout: 90_000 });
    expect(await text('[data-testid=zoom-level]')).toBe('100%');
    await (await page.waitForSelector('button[aria-label="Zoom in"]'))!.click();
    expect(await text('[data-testid=zoom-level]')).toBe('125%');
    await page.waitForSelector('::-p-text(Share with Manufacturer)');
    await shot('05-tech-pack-page');

    // Designs page lists the pack; sizing page renders.
    await page.goto(`${app.url}/designs`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('::-p-text(Projects)', { timeout: 60_000 });
    await shot('06-designs');
    await page.goto(`${app.url}/sizing`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('::-p-text(Sizing Fixer)', { timeout: 60_000 });
  }, 600_000);
});
