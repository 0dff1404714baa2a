import { afterAll, beforeAll, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import {
  browserSuite,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  garmentPhoto,
  VIEWPORTS,
  WEB_DIST,
  uploadTeePhoto,
  signedInPage,
} from './helpers';

// The style workspace in Chromium: navigation never hangs (every route reached from every other one, the bell's
// destinations among them: a spinner still there after 5 s fails), /?edit={id} opens the workspace, its header stays in
// view while the page scrolls, and a shared pack still says so after a reload.
const suite = browserSuite('style workspace', ['studio']);
const SPINNER_LIMIT_MS = 5000;
// page-level loading: the route's, the layout's and the session's spinner, a remote section loading, a page's skeleton
// (a PDF preview or a check running inside a page that is shown has its own progress and is not a hang of the page)
const PAGE_LOADING = '[role=progressbar][aria-label^="Loading"], [aria-busy="true"][aria-label^="Loading"]';

let app: TestApp;
let browser: Browser;
let user: Awaited<ReturnType<typeof registerUser>>;
let packId: string;

const signedIn = (viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS] = VIEWPORTS.desktop): Promise<Page> =>
  signedInPage(browser, user, { viewport });

// In-app navigation, as a link or the bell does it (history entry + the router's event), then: the page shows its
// content and no spinner is left after 5 s.
async function visit(page: Page, path: string): Promise<string | null> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new Event('techpack:navigate'));
  }, path);
  const settled = await page
    .waitForFunction(
      (PAGE_LOADING: string) => {
        const spinning = [...document.querySelectorAll<HTMLElement>(PAGE_LOADING)].some(
          (el) => el.offsetParent !== null,
        );
        return !spinning && (document.getElementById('root')?.innerText.trim().length ?? 0) > 0;
      },
      { timeout: SPINNER_LIMIT_MS, polling: 100 },
      PAGE_LOADING,
    )
    .then(
      () => true,
      () => false,
    );
  if (settled) return null;
  // what is still loading, and whether it ever ends (a dead spinner never does)
  const what = await page.evaluate(
    (sel: string) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.getAttribute('aria-label'))
        .join(', '),
    PAGE_LOADING,
  );
  const started = Date.now();
  const ends = await page
    .waitForFunction(
      (sel: string) =>
        ![...document.querySelectorAll<HTMLElement>(sel)].some((el) => el.offsetParent !== null),
      { timeout: 25_000, polling: 200 },
      PAGE_LOADING,
    )
    .then(
      () => `ended ${((Date.now() - started) / 1000 + SPINNER_LIMIT_MS / 1000).toFixed(1)} s after the click`,
      () => 'still there after 30 s',
    );
  return `${path}: "${what}" still loading after ${SPINNER_LIMIT_MS / 1000} s (${ends})`;
}

// A closed walk from `start` over routes 0..n-1 that takes each ordered pair (a, b), a != b, exactly once (an Euler
// circuit of the complete directed graph, by Hierholzer's algorithm): n(n-1) navigations, each from a page reached
// in the app.
function everyPairOnce(n: number, start: number): number[] {
  const unused = Array.from({ length: n }, (_, a) => [...Array(n).keys()].filter((b) => b !== a));
  const stack = [start];
  const walk: number[] = [];
  while (stack.length) {
    const at = stack[stack.length - 1];
    const next = unused[at].shift();
    if (next === undefined) walk.push(stack.pop()!);
    else stack.push(next);
  }
  return walk.reverse();
}

suite('style workspace', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 180_000);
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    user = await registerUser(app, 'workspace');
    packId = await uploadTeePhoto(app.url, user, await garmentPhoto());
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('reaches every route from every other one without a spinner left after 5 s', async () => {
    const routes = [
      '/',
      '/designs',
      '/orders',
      '/sizing',
      '/about',
      '/support',
      '/chat',
      `/tech-pack/${packId}`,
      `/styles/${packId}`,
      `/styles/${packId}/measurements`,
      `/styles/${packId}/bom`,
      `/styles/${packId}/colourways`,
      `/styles/${packId}/materials`,
      `/styles/${packId}/cost`,
      // where the bell's items lead (a fit session, a comment)
      `/styles/${packId}/fit`,
      `/styles/${packId}/comments`,
    ];
    const page = await signedIn();
    const hangs: string[] = [];
    // every route opened on its own
    for (const route of routes) {
      await page.goto(`${app.url}${route}`, { waitUntil: 'domcontentloaded' });
      const opened = await visit(page, route);
      if (opened) hangs.push(`(opened) ${opened}`);
    }
    // then, from the last one opened, one walk that takes every ordered pair of routes exactly once
    const walk = everyPairOnce(routes.length, routes.length - 1).map((i) => routes[i]);
    expect(new Set(walk.slice(1).map((to, i) => `${walk[i]} -> ${to}`)).size).toBe(
      routes.length * (routes.length - 1),
    );
    for (let i = 1; i < walk.length; i++) {
      const hang = await visit(page, walk[i]);
      if (hang) hangs.push(`${walk[i - 1]} -> ${hang}`);
    }
    await page.close();
    expect(hangs).toEqual([]);
  }, 900_000);

  it('opens /?edit={id} as the workspace, whose header stays in view at 1280 and 390 px', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await signedIn(viewport);
      await page.goto(`${app.url}/?edit=${packId}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid=workspace-header]', { timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(`/styles/${packId}`);
      await (await page.waitForSelector('[data-testid=section-bom]'))!.click();
      await page.waitForFunction((id) => location.pathname === `/styles/${id}/bom`, {}, packId);
      await page.waitForSelector('section[aria-label="Design Customization Studio"]', {
        visible: true,
        timeout: 30_000,
      });
      // the BOM section's code loads when first shown: its lines make the page long enough to scroll
      await page.waitForSelector('::-p-text(Bill of materials)', { visible: true, timeout: 30_000 });
      const bar = await page.$eval('header.MuiAppBar-root', (e) => e.getBoundingClientRect().bottom);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await new Promise((r) => setTimeout(r, 300));
      const header = await page.$eval('[data-testid=workspace-header]', (e) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, text: (e as HTMLElement).innerText };
      });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      expect(Math.abs(header.top - bar)).toBeLessThan(2);
      expect(header.text).toMatch(/TP-[A-Z0-9-]+/);
      expect(header.text).toContain('Revision 1');
      expect(header.text).toContain('All changes saved');
      // the page is never wider than the screen
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(1);
      await page.close();
    }
  }, 180_000);

  it('knows a shared pack is shared after a reload', async () => {
    const share = await api(app, 'POST', '/api/chat/share-tech-pack', {
      token: user.token,
      body: { techPackId: packId, message: 'Please quote this tee.', includePdf: true },
    });
    expect(share.status).toBeLessThan(300);
    // the pack learns it was shared from the chat's event
    for (
      let i = 0;
      i < 100 && !(await api(app, 'GET', `/api/tech-pack/${packId}`, { token: user.token })).body.sharedAt;
      i++
    )
      await new Promise((r) => setTimeout(r, 200));
    const page = await signedIn();
    await page.goto(`${app.url}/styles/${packId}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid=workspace-header]', { timeout: 30_000 });
    await page.waitForFunction(() => document.body.innerText.includes('View Chat'), { timeout: 15_000 });
    expect(await page.evaluate(() => document.body.innerText.includes('Share with Manufacturer'))).toBe(
      false,
    );
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.body.innerText.includes('Shared with manufacturer'), {
      timeout: 15_000,
    });
    await page.close();
  }, 120_000);
});
