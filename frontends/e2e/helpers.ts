// Shared helpers for browser tests (jest project 'e2e', puppeteer-core + the system Chromium).
import { describe } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { REPO_ROOT } from '../../scripts/test-support/app';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH;

// Skip message for suites when no browser is configured.
export const SKIP_REASON =
  'CHROMIUM_PATH is not set: browser tests skipped (apt-get install -y chromium; CHROMIUM_PATH=/usr/bin/chromium)';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

// The built front ends the suites serve (npm run build:web).
export const WEB_DIST = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'frontends/dist');

// The describe of a browser suite that needs Chromium and the built shell with these remotes; without either it is
// skipped, and a line says why.
export function browserSuite(name: string, remotes: string[]) {
  const built =
    existsSync(join(WEB_DIST, 'shell/index.html')) &&
    remotes.every((r) => existsSync(join(WEB_DIST, `${r}/remoteEntry.js`)));
  if (!CHROMIUM_PATH) console.warn(`[skipped] ${name}: CHROMIUM_PATH is not set`);
  else if (!built)
    console.warn(`[skipped] ${name}: the front ends are not built in ${WEB_DIST} (npm run build:web)`);
  return CHROMIUM_PATH && built ? describe : describe.skip;
}

// The first t-shirt photo of the shared data set's splits, in the order given.
function datasetTee(splits: string[]): string | undefined {
  for (const split of splits) {
    const dir = resolve(REPO_ROOT, `../shared/datasets/clothing-small/${split}/t-shirt`);
    if (existsSync(dir)) {
      const file = readdirSync(dir)
        .filter((f) => f.endsWith('.jpg'))
        .sort()[0];
      if (file) return join(dir, file);
    }
  }
  return undefined;
}

function syntheticTee(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F3A93"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

// A garment photo to upload: one from the shared data set (these splits), else a synthetic tee.
export async function garmentPhoto(splits = ['validation']): Promise<Buffer> {
  const file = datasetTee(splits);
  return file ? readFileSync(file) : syntheticTee();
}

// The same as a file, for a page's file input.
export async function garmentPhotoFile(): Promise<string> {
  const file = datasetTee(['validation']);
  if (file) return file;
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-tee-')), 'tee.jpg');
  writeFileSync(path, await syntheticTee());
  return path;
}

export async function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  if (!executablePath) throw new Error(SKIP_REASON);
  return puppeteer.launch({
    executablePath,
    args: CHROMIUM_FLAGS,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
}

export interface TrackedPage {
  page: Page;
  // Console errors, uncaught page errors and failed same-origin requests, in order.
  errors: string[];
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
} as const;

export async function newPage(
  browser: Browser,
  viewport: {
    width: number;
    height: number;
    deviceScaleFactor?: number;
    isMobile?: boolean;
    hasTouch?: boolean;
  } = VIEWPORTS.desktop,
): Promise<TrackedPage> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${(e as Error).message ?? String(e)}`));
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) errors.push(`requestfailed: ${r.url()} ${failure}`);
  });
  return { page, errors };
}

export const SCREENSHOT_DIR = resolve(process.env.SCREENSHOT_DIR ?? 'tmp/e2e-screenshots');

export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9_.-]+/gi, '-')}.png`) as `${string}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}

// Click the first element whose visible text matches.
export async function clickText(
  page: Page,
  text: string,
  selector = 'button, a, [role="button"]',
): Promise<void> {
  await page.waitForFunction(
    (sel, t) =>
      [...document.querySelectorAll<HTMLElement>(sel)].some(
        (el) => el.innerText.trim() === t && el.offsetParent !== null,
      ),
    { timeout: 15_000 },
    selector,
    text,
  );
  await page.evaluate(
    (sel, t) => {
      const el = [...document.querySelectorAll<HTMLElement>(sel)].find(
        (e) => e.innerText.trim() === t && e.offsetParent !== null,
      );
      el?.click();
    },
    selector,
    text,
  );
}

// Click a button by its label once it is enabled.
export async function clickButton(page: Page, label: string, timeout = 30_000): Promise<void> {
  const button = await page.waitForSelector(`button::-p-text(${label})`, { timeout });
  await page.waitForFunction((b) => !(b as HTMLButtonElement).disabled, { timeout }, button);
  await button!.click();
}

// Replace what a field holds: select it all, clear it, type the value.
export async function typeInto(page: Page, selector: string, value: string, timeout = 30_000): Promise<void> {
  const el = await page.waitForSelector(selector, { timeout });
  await el!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await el!.type(value);
}

export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);
  } catch (e) {
    const body = await page.evaluate(() => document.body.innerText.slice(0, 600)).catch(() => '');
    throw new Error(`"${text}" did not appear on ${page.url()} within ${timeout} ms. Page text:\n${body}`, {
      cause: e,
    });
  }
}

// Type into a MUI text field found by its label text.
export async function fillByLabel(page: Page, label: string, value: string): Promise<void> {
  const id = await page.waitForFunction(
    (l) => {
      const lab = [...document.querySelectorAll('label')].find(
        (x) => x.textContent?.replace(/\s*\*$/, '').trim() === l,
      );
      return lab?.getAttribute('for') ?? null;
    },
    { timeout: 15_000 },
    label,
  );
  const sel = `#${await page.evaluate((i) => CSS.escape(i as string), await id.jsonValue())}`;
  await page.click(sel, { count: 3 });
  await page.type(sel, value);
}

// A page signed in as a designer (the session the app keeps in localStorage, stored before any document of the page
// loads), not yet opened anywhere.
export async function signedInPage(
  browser: Browser,
  user: { token: string; email: string },
  {
    viewport = VIEWPORTS.desktop,
    stepMs,
  }: { viewport?: Parameters<Page['setViewport']>[0]; stepMs?: number } = {},
): Promise<Page> {
  const page = await browser.newPage();
  if (stepMs) page.setDefaultTimeout(stepMs);
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(
    (token: string, u: string) => {
      localStorage.setItem('techpack_token', token);
      localStorage.setItem('techpack_user', u);
    },
    user.token,
    JSON.stringify({ email: user.email, firstName: 'Test', lastName: 'User' }),
  );
  return page;
}

// A page signed in as a designer (the session the app keeps in localStorage), opened on `path`.
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  user: { token: string; email: string },
  path: string,
  { stepMs = 30_000, width = 1280, height = 900 }: { stepMs?: number; width?: number; height?: number } = {},
): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(stepMs);
  await page.setViewport({ width, height });
  await page.goto(`${baseUrl}/admin-login`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    (token, u) => {
      localStorage.setItem('techpack_token', token);
      localStorage.setItem('techpack_user', JSON.stringify(u));
    },
    user.token,
    { email: user.email, firstName: 'Test', lastName: 'User' },
  );
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  return page;
}

// A PDF's text, a line per page; `untilProvenance` stops before the provenance page and its overflow (the revision
// history names old values on purpose).
export async function pdfText(
  pdf: Buffer,
  { untilProvenance = false }: { untilProvenance?: boolean } = {},
): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  let out = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const page = (await (await doc.getPage(i)).getTextContent()).items
      .map((it) => ('str' in it ? it.str : ''))
      .join(' ');
    if (untilProvenance && i > 1 && /Provenance legend|Revision history/.test(page)) break;
    out += `${page}\n`;
  }
  await doc.destroy();
  return out;
}

/** Uploads `image` (a JPEG) as a t-shirt for `user` through the API; answers the new pack's id. */
export async function uploadTeePhoto(
  baseUrl: string,
  user: { email: string; token: string },
  image: Buffer,
): Promise<string> {
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('garmentType', 't-shirt');
  fd.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { techPack: { id: string } }).techPack.id;
}
