import { afterAll, beforeAll, expect, it } from '@jest/globals';
import puppeteer, { type Browser } from 'puppeteer-core';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { uploadTestTechPack } from '../../services/orders-payments/src/testing/upload-test-pack';
import { browserSuite, CHROMIUM_FLAGS, CHROMIUM_PATH, openSignedIn, WEB_DIST } from './helpers';

// Talk on the pack in a real browser: the designer pins a comment on a point of measure and one on the front flat,
// the partner replies through its API, the designer is notified, reads the reply on the pack, resolves the thread,
// and compares revision 1 with the latest, seeing the changed rows.
const suite = browserSuite('pack talk browser flow', ['studio']);

const PARTNER_KEY = 'e2e-pack-talk-partner-key';
const partner = { authorization: `Bearer ${PARTNER_KEY}` };
let app: TestApp;
let browser: Browser;

suite('comments and compare in the browser', () => {
  beforeAll(async () => {
    app = await startTestApp(
      { MANUFACTURER_API_KEY: PARTNER_KEY, WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'error' },
      240_000,
    );
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS, '--window-size=1280,900'],
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('pins, is answered, is notified, resolves and compares', async () => {
    const user = await registerUser(app, 'e2e-talk');
    const id = await uploadTestTechPack(app, user.token, user.email);
    const first = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body;
    const length = first.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'length');
    // two edits of the body length: revisions first.revision + 1 and + 2
    for (const delta of [2, 4])
      expect(
        (
          await api(app, 'PUT', `/api/tech-pack/${id}`, {
            token: user.token,
            body: { measurements: { length: length.values.M + delta } },
          })
        ).status,
      ).toBe(200);
    const latest = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: user.token })).body
      .revision as number;
    // a paid sample lets the partner at the pack
    const order = {
      techPackId: id,
      email: 'talk@example.com',
      firstName: 'Ada',
      lastName: 'Talk',
      shippingAddress: '1 Loom Street, London',
      fabricChoice: 'cotton-basic',
    };
    const placed = await api(app, 'POST', '/api/sample-order', {
      token: user.token,
      body: order,
      headers: { 'idempotency-key': 'e2e-talk-1' },
    });
    const intent = await api(app, 'POST', '/api/create-payment-intent', {
      token: user.token,
      body: { orderId: placed.body.id },
    });
    const card = {
      clientSecret: intent.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    };
    expect(
      (await api(app, 'POST', '/api/payments/test/confirm', { token: user.token, body: card })).status,
    ).toBe(200);

    const page = await openSignedIn(browser, app.url, user, `/styles/${id}/comments`, { stepMs: 60_000 });
    await page.waitForSelector('[data-testid=comments-panel] [data-testid=anchor-ref]');

    // a comment on the body length at size M
    await page.select('[data-testid=anchor-ref]', 'length');
    await page.select('[data-testid=anchor-size]', 'M');
    await page.type('[data-testid=comment-text]', 'Is the body length taken from HPS?');
    await (await page.waitForSelector(
      '[data-testid=comments-panel] button[type=submit]:not([disabled])',
    ))!.click();
    await page.waitForSelector('[data-testid=comment-thread][data-anchor=pom]');
    await page.waitForSelector('[data-testid=pom-marker][data-key=length][data-open="1"]');

    // a pin on the front flat
    const target = (await page.waitForSelector('[data-testid=pin-target-front] svg'))!;
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.35);
    await page.waitForSelector('[data-testid=picked-point] ::-p-text(Pinned on the front flat)');
    await page.type('[data-testid=comment-text]', 'Print placement here?');
    await (await page.waitForSelector(
      '[data-testid=comments-panel] button[type=submit]:not([disabled])',
    ))!.click();
    await page.waitForSelector('[data-testid=comment-thread][data-anchor=flat]');
    await page.waitForSelector('[data-testid=flat-pin][data-open="1"]');

    // the partner answers the measurement question through its API; the designer is told
    const threads = (await api(app, 'GET', `/api/tech-pack/${id}/comments?status=open`, { headers: partner }))
      .body as { id: string; anchor: { kind: string } }[];
    expect(threads.map((t) => t.anchor.kind).sort()).toEqual(['flat', 'pom']);
    const onLength = threads.find((t) => t.anchor.kind === 'pom')!;
    const reply = await api(app, 'POST', `/api/tech-pack/${id}/comments/${onLength.id}/replies`, {
      headers: partner,
      body: { text: 'Yes, HPS to hem, flat' },
    });
    expect(reply.status).toBe(201);
    await page.waitForFunction(
      () =>
        /\d/.test(
          document.querySelector('[data-testid=notification-unread] .MuiBadge-badge')?.textContent ?? '',
        ),
      { timeout: 30_000 },
    );
    await (await page.waitForSelector('[data-testid=notification-bell]'))!.click();
    await page.waitForSelector('[data-testid=notification-item] ::-p-text(The manufacturer replied)');
    await page.keyboard.press('Escape');

    // the reply on the pack; the designer resolves the thread
    await page.goto(`${app.url}/styles/${id}/comments`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(
      '[data-testid=comment-thread][data-anchor=pom] [data-testid=comment-message][data-role=partner]',
    );
    const resolve = await page.waitForSelector(
      '[data-testid=comment-thread][data-anchor=pom] ::-p-text(Resolve)',
    );
    await resolve!.click();
    await page.waitForSelector('[data-testid=open-thread-count] ::-p-text((1 open))');
    expect(await page.$('[data-testid=comment-thread][data-anchor=pom]')).toBeNull(); // the open filter hides it
    const stored = (
      await api(app, 'GET', `/api/tech-pack/${id}/comments?status=resolved`, { token: user.token })
    ).body as { id: string }[];
    expect(stored.map((t) => t.id)).toEqual([onLength.id]);

    // compare the first revision with the latest: the body length rows changed
    await (await page.waitForSelector('[data-testid=comments-panel] ::-p-text(Compare revisions)'))!.click();
    await page.waitForSelector('[data-testid=compare-from] option');
    await page.select('[data-testid=compare-from]', String(first.revision));
    await page.select('[data-testid=compare-to]', String(latest));
    await page.waitForSelector(
      `[data-testid=compare-summary] ::-p-text(from revision ${first.revision} to ${latest})`,
    );
    const row = await page.waitForSelector(
      '[data-testid=compare-row][data-field="pointsOfMeasure.length.M"]',
    );
    const cells = await row!.$$eval('td', (tds) => tds.map((td) => td.textContent));
    expect(cells.slice(1).map(Number)).toEqual([length.values.M, length.values.M + 4]);
    await page.waitForSelector('[data-testid=compare-older-flat]');
    await page.close();
  }, 300_000);
});
