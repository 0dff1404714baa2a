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
  waitForText,
  WEB_DIST,
} from './helpers';

// One truth in the browser: a tee read as a long-sleeve top is corrected in the studio (Sleeve: short);
// the garment type, viewer subtitle, style name and style number follow at once and after a reload; a fabric (silk)
// and a measurement are changed and saved, and after a reload the studio shows the server's values; the pack stays a
// draft (every PDF page says so) until the designer answers each open question in the confirm screen, one at a time;
// then it is ready, and the PDF says T-shirt with no draft mark and nothing long-sleeve.
const suite = browserSuite('studio correction browser flow', ['studio']);

const STEP_MS = 30_000;
let app: TestApp;
let browser: Browser;

// the PDF up to its provenance page (the revision history names the old type on purpose)
async function pdf(token: string, id: string): Promise<string> {
  const res = await fetch(`${app.url}/api/tech-pack/${id}/pdf-download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()), { untilProvenance: true });
}

// a MUI select's value, found by its label ('Garment type', 'Sleeve')
const selectValue = (page: Page, label: string) =>
  page.evaluate((l) => {
    const lab = [...document.querySelectorAll('label')].find(
      (x) => x.textContent?.replace(/\s*\*$/, '').trim() === l,
    );
    return (
      (
        lab
          ?.closest('.MuiFormControl-root')
          ?.querySelector('input.MuiSelect-nativeInput') as HTMLInputElement | null
      )?.value ?? null
    );
  }, label);
const selectIs = (page: Page, label: string, want: string) =>
  page.waitForFunction(
    (l, w) => {
      const lab = [...document.querySelectorAll('label')].find(
        (x) => x.textContent?.replace(/\s*\*$/, '').trim() === l,
      );
      return (
        (
          lab
            ?.closest('.MuiFormControl-root')
            ?.querySelector('input.MuiSelect-nativeInput') as HTMLInputElement | null
        )?.value === w
      );
    },
    {},
    label,
    want,
  );

async function chooseFeature(page: Page, key: string, option: string) {
  await (await page.waitForSelector(`[data-testid=feature-${key}] [role=combobox]`))!.click();
  await (await page.waitForSelector(`li[role=option][data-value="${option}"]`))!.click();
}

suite('a correction flows everywhere, and confirming makes the pack ready (browser)', () => {
  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' });
    browser = await launchBrowser(CHROMIUM_PATH);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('Sleeve long -> short in the studio; review and confirm one question at a time; the PDF follows', async () => {
    const user = await registerUser(app, 'correction');
    const id = await uploadTestTechPack(app, user.token, user.email);
    // the analysis read it as a long-sleeve top (set through the API as the analyzer would have answered)
    const long = await api(app, 'PUT', `/api/tech-pack/${id}`, {
      token: user.token,
      body: { aiAnalysis: { features: { sleeve: 'long' } } },
    });
    expect(long.status).toBe(200);
    expect(long.body.techPack.aiAnalysis.garmentType).toBe('long-sleeve top');
    expect(long.body.techPack.styleNumber).toMatch(/-LS-/);

    const page = await openSignedIn(browser, app.url, user, `/styles/${id}`, { stepMs: STEP_MS });
    await page.waitForSelector('section[aria-label="Garment features"]', { timeout: 60_000 });
    expect(await selectValue(page, 'Garment type')).toBe('long-sleeve top');

    // the correction: every surface follows without a reload
    await chooseFeature(page, 'sleeve', 'short');
    await selectIs(page, 'Garment type', 't-shirt');
    await page.waitForFunction(() =>
      /T-shirt/i.test(
        (document.querySelector('input[data-testid=style-name]') as HTMLInputElement | null)?.value ?? '',
      ),
    );
    // the workspace header: subtitle and style number name the corrected type
    await page.waitForFunction(
      () =>
        /t[- ]shirt tech pack/i.test(document.body.innerText) &&
        !/long sleeve top tech pack/i.test(document.body.innerText),
    );
    await page.waitForFunction(
      () =>
        /Style TP-[^\s]*-TS-/i.test(document.body.innerText) &&
        !/Style TP-[^\s]*-LS-/i.test(document.body.innerText),
    );
    await waitForText(page, 'Draft: not confirmed by you');
    await screenshot(page, 'correction-01-corrected');

    const corrected = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body;
    expect(corrected.aiAnalysis.garmentType).toBe('t-shirt');
    expect(corrected.aiAnalysis.features.sleeve).toMatchObject({ value: 'short', source: 'user' });
    expect(corrected.styleNumber).toMatch(/-TS-/);
    expect(corrected.status).toBe('draft');

    // after a reload the workspace shows the server's truth
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('section[aria-label="Garment features"]', { timeout: 60_000 });
    await selectIs(page, 'Garment type', 't-shirt');
    expect(await selectValue(page, 'Sleeve')).toBe('short');

    // a fabric and a measurement: Silk Charmeuse from the library, the first point of measure +3 cm at the base size
    await (await page.waitForSelector('[data-testid=section-measurements]'))!.click();
    await page.waitForSelector('[data-testid^=pom-0-]', { visible: true });
    const base = await page.$eval('[data-testid^=pom-0-]', () => {
      const header = [...document.querySelectorAll('table[aria-label="Graded measurements"] th')].find((th) =>
        th.textContent?.includes('Base'),
      );
      return header?.textContent?.replace('Base', '').trim() ?? 'M';
    });
    const cell = `[data-testid=pom-0-${base}]`;
    const measured = String(
      Math.round(Number(await page.$eval(cell, (el) => (el as HTMLInputElement).value)) + 3),
    );
    const input = await page.waitForSelector(cell);
    await input!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await input!.type(measured);
    await page.keyboard.press('Tab');
    await (await page.waitForSelector('[role=tab]::-p-text(Materials)'))!.click();
    await (await page.waitForSelector('[role=listitem] [aria-label^="Silk Charmeuse"]'))!.click();
    await page.waitForSelector('[data-testid=main-fabric]::-p-text(Silk Charmeuse)');
    await (await page.waitForSelector('button::-p-text(Save Changes)'))!.click();
    await page.waitForFunction(
      (id) =>
        fetch(`/api/tech-pack/${id}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('techpack_token')}` },
        })
          .then((r) => r.json())
          .then((p) => /Silk Charmeuse/.test(p.materials?.mainFabric ?? '')),
      { polling: 500 },
      id,
    );
    await page.goto(`${app.url}/styles/${id}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('section[aria-label="Garment features"]', { timeout: 60_000 });
    await page.waitForFunction(
      (c, v) => (document.querySelector(c) as HTMLInputElement | null)?.value === v,
      {},
      cell,
      measured,
    );
    await (await page.waitForSelector('[role=tab]::-p-text(Materials)'))!.click();
    await page.waitForSelector('[data-testid=main-fabric]::-p-text(Silk Charmeuse)');
    await (await page.waitForSelector('[data-testid=section-overview]'))!.click();
    await page.waitForSelector('section[aria-label="Garment features"]');
    await selectIs(page, 'Garment type', 't-shirt');
    // the silk case: the server's care for silk is the pack's, and the check finds no error the designer did not make
    const silk = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body;
    expect(silk.materials.mainFabric).toMatch(/Silk Charmeuse/);
    expect(silk.care.instruction).toBe(silk.branding.careInstructions);
    expect(silk.care.instruction).toMatch(/dry-clean/);
    expect(silk.aiAnalysis.garmentType).toBe('t-shirt');
    const silkCheck = (await api(app, 'GET', `/api/tech-pack/${id}/check`, { token: user.token })).body;
    expect(silkCheck.issues.filter((i: { severity: string }) => i.severity === 'error')).toEqual([]);
    await screenshot(page, 'correction-02-fabric-measurement');

    // confirm: one question at a time, keeping each answer shown (the sleeve, now the designer's, is not asked)
    await (await page.waitForSelector('button::-p-text(Review and confirm)'))!.click();
    const asked: string[] = [];
    for (let i = 0; i < 20; i++) {
      const state = await page.waitForFunction(
        () => {
          const dialog = document.querySelector('[role=dialog]');
          if (!dialog) return null;
          if (/Confirmed: the pack is ready/.test(dialog.textContent ?? '')) return 'done';
          if (dialog.querySelector('[aria-label=Working]')) return null;
          const q = dialog.querySelector('h3')?.textContent ?? '';
          return q
            ? `q:${q}`
            : dialog.querySelector('button') && /Mark ready/.test(dialog.textContent ?? '')
              ? 'mark'
              : null;
        },
        { timeout: STEP_MS },
      );
      const s = (await state.jsonValue()) as string;
      if (s === 'done') break;
      if (s === 'mark') {
        await (await page.waitForSelector('[role=dialog] button::-p-text(Mark ready)'))!.click();
        continue;
      }
      const question = s.slice(2);
      expect(asked).not.toContain(question);
      asked.push(question);
      const [label, current] = question.replace(/\?$/, '').split(': is it ');
      await (await page.waitForSelector(`[role=dialog] [aria-label="${label}: ${current}"]`))!.click();
      await page.waitForFunction(
        (q) => (document.querySelector('[role=dialog] h3')?.textContent ?? '') !== q,
        { timeout: STEP_MS },
        question,
      );
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some((q) => q.startsWith('Sleeve:'))).toBe(false);
    await screenshot(page, 'correction-03-confirmed');
    await (await page.waitForSelector('[role=dialog] button::-p-text(Close)'))!.click();
    await waitForText(page, 'Ready: confirmed by you');

    const ready = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body;
    expect(ready.status).toBe('ready');
    expect(ready.styleNumber).toBe(corrected.styleNumber);
    const check = (await api(app, 'GET', `/api/tech-pack/${id}/check`, { token: user.token })).body;
    expect(check).toMatchObject({ status: 'ready', ready: true, unconfirmed: [] });

    // the PDF: re-rendered after the confirm, no draft mark, the corrected type everywhere
    let text = '';
    for (let i = 0; i < 40 && (text === '' || /DRAFT/.test(text)); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 500));
      text = await pdf(user.token, id);
    }
    expect(text).not.toMatch(/DRAFT/);
    expect(text).toMatch(/T-shirt/i);
    expect(text).not.toMatch(/Long[ -]sleeve top/i);
    expect(text).toContain(corrected.styleNumber);
    expect(text).toMatch(/Silk Charmeuse/);
    expect(text).not.toMatch(/Cotton Jersey/);
    await page.close();
  }, 300_000);
});
