import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { api, registerUser, REPO_ROOT, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { axeFindings, type AxeFinding } from './axe';
import {
  browserSuite,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  signedInPage,
  VIEWPORTS,
  WEB_DIST,
  uploadTeePhoto,
} from './helpers';

// axe-core on every page state at 1280 and 390 px: no serious or critical violation anywhere (landmarks,
// heading order, names that match visible labels, contrast, focusable scroll regions), and no page wider than the screen.
const suite = browserSuite('accessibility', []);

let app: TestApp;
let browser: Browser;
let user: Awaited<ReturnType<typeof registerUser>>;
let packId: string;

async function photo(): Promise<Buffer> {
  const dir = resolve(REPO_ROOT, '../shared/datasets/clothing-small/validation/t-shirt');
  if (existsSync(dir)) {
    const f = readdirSync(dir)
      .filter((x) => x.endsWith('.jpg'))
      .sort()[0];
    if (f) return readFileSync(join(dir, f));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F3A93"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

// A page state: where to go, whether signed in, and what to do there before axe runs.
interface State {
  name: string;
  path: () => string;
  as?: 'designer' | 'visitor';
  ready: string; // a selector that is there once the state has rendered
  act?: (page: Page) => Promise<void>;
}

const STATES: State[] = [
  { name: 'sign in', path: () => '/', as: 'visitor', ready: 'form' },
  { name: 'home', path: () => '/', ready: '[data-testid=file-input]' },
  // the style workspace: every section is a route of its own
  ...[
    '',
    '/measurements',
    '/bom',
    '/colourways',
    '/materials',
    '/construction',
    '/artwork',
    '/cost',
    '/fit',
    '/comments',
  ].map((section) => ({
    name: `workspace ${section || 'overview'}`,
    path: () => `/styles/${packId}${section}`,
    ready: '[data-testid=workspace-header]',
  })),
  { name: 'tech pack page', path: () => `/tech-pack/${packId}`, ready: 'main' },
  { name: 'designs', path: () => '/designs', ready: '[data-testid=design-card]' },
  { name: 'orders', path: () => '/orders', ready: 'main' },
  { name: 'sizing', path: () => '/sizing', ready: 'main' },
  { name: 'chat', path: () => '/chat', ready: 'main' },
  ...['/about', '/privacy', '/terms', '/refunds', '/support'].map((p) => ({
    name: p,
    path: () => p,
    ready: 'main',
  })),
  { name: 'admin login', path: () => '/admin-login', as: 'visitor' as const, ready: 'form' },
];

suite('accessibility (axe-core, serious and critical)', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' }, 180_000);
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    user = await registerUser(app, 'a11y');
    packId = await uploadTeePhoto(app.url, user, await photo());
    await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: user.token,
      body: {
        colourways: [
          { name: 'Navy', colours: {} },
          { name: 'Heather Grey', colours: {} },
        ],
      },
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const [width, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.mobile],
  ] as const) {
    it(`every page state at ${width} px`, async () => {
      const failures: { state: string; findings: AxeFinding[] }[] = [];
      for (const s of STATES) {
        const page =
          s.as === 'visitor' ? await browser.newPage() : await signedInPage(browser, user, { viewport });
        if (s.as === 'visitor') await page.setViewport(viewport);
        await page.goto(`${app.url}${s.path()}`, { waitUntil: 'networkidle0', timeout: 90_000 });
        // a state that never shows what it should (a page without its main landmark) is reported with the others
        const shown = await page.waitForSelector(s.ready, { timeout: 30_000 }).then(
          () => true,
          () => false,
        );
        if (shown) await s.act?.(page);
        const findings = await axeFindings(page);
        if (!shown)
          findings.push({
            id: 'state-not-shown',
            impact: 'serious',
            help: `${s.ready} never appeared`,
            nodes: [],
          });
        // phones: no page state is wider than the screen (wide tables scroll inside their own region)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1)
          findings.push({
            id: 'page-overflow',
            impact: 'serious',
            help: `the page is ${overflow} px wider than the ${width} px screen`,
            nodes: [],
          });
        if (findings.length) failures.push({ state: s.name, findings });
        await page.close();
      }
      const report = failures
        .map(
          (f) =>
            `${f.state}:\n${f.findings.map((x) => `  ${x.impact} ${x.id}: ${x.help}\n    ${x.nodes.join('\n    ')}`).join('\n')}`,
        )
        .join('\n');
      if (report) console.log(report);
      expect(failures.map((f) => `${f.state}: ${f.findings.map((x) => x.id).join(', ')}`)).toEqual([]);
    }, 900_000);
  }
});
