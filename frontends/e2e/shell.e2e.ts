// The shell in a real browser: first-load JavaScript budget, routing, signed-in screens without console errors.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { REPO_ROOT, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { CHROMIUM_PATH, SKIP_REASON, launchBrowser, newPage, VIEWPORTS, waitForText } from './helpers';

const run = CHROMIUM_PATH ? describe : describe.skip;
if (!CHROMIUM_PATH) console.warn(SKIP_REASON);

const DIST = join(REPO_ROOT, 'frontends/dist');
const INITIAL_JS_BUDGET = 250 * 1024;

run('shell in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let session: { token: string; user: unknown };

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'shell/index.html')))
      execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-web.mjs')], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
    app = await startTestApp();
    browser = await launchBrowser();
    const u = await registerUser(app, 'shell-e2e');
    session = { token: u.token, user: u.user };
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('loads under 250 KB of gzipped JavaScript before the first screen, and no remote', async () => {
    const { page, errors } = await newPage(browser);
    const js: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) js.push(new URL(r.url()).pathname);
    });
    await page.goto(app.url, { waitUntil: 'networkidle0' });
    await waitForText(page, 'Or continue with');
    const bytes = js.reduce((sum, p) => {
      const file = p.startsWith('/remotes/')
        ? join(DIST, p.slice('/remotes/'.length))
        : join(DIST, 'shell', p);
      return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }, 0);
    console.log(`shell first load: ${js.length} JS files, ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(bytes).toBeLessThan(INITIAL_JS_BUDGET);
    expect(js.some((p) => p.startsWith('/remotes/'))).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders the signed-in screens at ${name} width without console errors`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      await page.goto(`${app.url}/about`, { waitUntil: 'networkidle0' });
      await page.evaluate((s) => {
        localStorage.setItem('techpack_token', s.token);
        localStorage.setItem('techpack_user', JSON.stringify(s.user));
      }, session);
      const screens: [string, string][] = [
        ['/', 'Upload your design'],
        ['/designs', 'No designs yet'],
        ['/sizing/', 'Sizing Fixer'],
        ['/about', 'How it works'],
        ['/privacy', 'Privacy Policy'],
        ['/terms', '$150-$225'],
        ['/refunds', 'Refund Policy'],
        ['/support', 'Customer Support'],
        ['//missing///', '404 Page Not Found'],
      ];
      for (const [path, text] of screens) {
        await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
        await waitForText(page, text);
      }
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
