// Browser flow through the built front end: sign up, sign out, sign in, reach the admin login.
// Needs CHROMIUM_PATH (e.g. /usr/bin/chromium); builds the front ends first when frontends/dist is missing.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { REPO_ROOT, startTestApp, type TestApp } from '../../scripts/test-support/app';
import {
  CHROMIUM_PATH,
  SKIP_REASON,
  clickText,
  fillByLabel,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
  type TrackedPage,
} from './helpers';

const run = CHROMIUM_PATH ? describe : describe.skip;
if (!CHROMIUM_PATH) console.warn(SKIP_REASON);

run('sign-in flow in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let tracked: TrackedPage;
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct-horse-7';

  beforeAll(async () => {
    if (!existsSync(join(REPO_ROOT, 'frontends/dist/shell/index.html'))) {
      execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-web.mjs')], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
    }
    app = await startTestApp();
    browser = await launchBrowser();
    tracked = await newPage(browser);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the login screen to a signed-out visitor on any path', async () => {
    const { page } = tracked;
    await page.goto(`${app.url}//designs/`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'Or continue with');
    const viewport = await page.evaluate(
      () => document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
    );
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toContain('user-scalable=no'); // zoom stays on: accessibility overrides the spec's "no zoom"
  }, 60_000);

  it('creates an account and lands on the home page', async () => {
    const { page } = tracked;
    await clickText(page, 'Create Account');
    await fillByLabel(page, 'First name', 'Edie');
    await fillByLabel(page, 'Last name', 'Sedgwick');
    await fillByLabel(page, 'Email', email);
    await fillByLabel(page, 'Password', password);
    await fillByLabel(page, 'Confirm password', password);
    await clickText(page, 'Create Account', 'button[type="submit"]');
    await waitForText(page, 'Account created!');
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'Upload your design');
    expect(await page.$eval('[data-testid="user-label"]', (el) => el.textContent)).toBe(email.split('@')[0]);
    expect(await page.evaluate(() => localStorage.getItem('techpack_token'))).toBeTruthy();
  }, 60_000);

  it('signs out, then signs back in', async () => {
    const { page } = tracked;
    await clickText(page, 'Logout');
    await waitForText(page, 'Or continue with');
    expect(await page.evaluate(() => localStorage.getItem('techpack_token'))).toBeNull();
    await fillByLabel(page, 'Email', email);
    await fillByLabel(page, 'Password', 'wrong-password');
    await clickText(page, 'Sign In', 'button[type="submit"]');
    await waitForText(page, 'Sign in failed');
    await fillByLabel(page, 'Password', password);
    await clickText(page, 'Sign In', 'button[type="submit"]');
    await waitForText(page, 'Welcome back!');
    await waitForText(page, 'Upload your design');
    // The session survives a reload (restored and checked with GET /api/auth/me).
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, 'Upload your design');
  }, 60_000);

  it('reaches the admin login without a user session', async () => {
    const { page } = tracked;
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.url}/admin-login`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () => !document.body.innerText.includes('Or continue with') && /admin/i.test(document.body.innerText),
      { timeout: 20_000 },
    );
    await screenshot(page, 'e2e-admin-login');
    await page.goto(`${app.url}/no-such-page`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'Or continue with');
  }, 60_000);

  it('logged no console errors', () => {
    // The failed sign-in answers 401 by design; Chromium logs that as a failed resource load.
    const unexpected = tracked.errors.filter((e) => !/401 \(Unauthorized\)/.test(e));
    expect(unexpected).toEqual([]);
  });
});
