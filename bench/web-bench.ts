// Web delivery benchmark (not a test): bytes on the wire and time until the sign-in screen and the home
// screen are usable, cold (empty cache) and warm (second visit, same browser profile), in headless Chromium.
// Usage: npx tsx bench/web-bench.ts [label] [runs=3]
//   CHROMIUM_PATH (default /usr/bin/chromium). Serves whatever `npm run build:web` left in frontends/dist.
//   Network: localhost, and a throttled profile (20 Mbps down, 5 Mbps up, 40 ms RTT) where bytes matter.
// "before" vs "after": build with `node scripts/build-web.mjs --no-compress` (no .br/.gz: the gateway sends the
// plain files) and measure; then `node scripts/compress-web.mjs` and measure again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { startEmbedded } from '../scripts/embedded';

const label = process.argv[2] ?? 'run';
const runs = Number(process.argv[3] ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROFILES = {
  localhost: null,
  '20Mbps/40ms': {
    offline: false,
    latency: 40,
    downloadThroughput: (20 * 1024 * 1024) / 8,
    uploadThroughput: (5 * 1024 * 1024) / 8,
  },
} as const;

const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
const app = await startEmbedded({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin-pass',
});
const base = app.url.replace('localhost', '127.0.0.1');
const reg = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `web-bench-${Date.now()}@example.com`,
    password: 'secret123',
    firstName: 'Web',
    lastName: 'Bench',
  }),
});
const session = (await reg.json()) as { token: string; user: unknown };

interface Sample {
  bytes: number;
  jsBytes: number;
  requests: number;
  ms: number;
  encodings: Record<string, number>;
}

// Bytes on the wire (encodedDataLength: headers + body as sent) of every response until `ready` holds.
async function visit(page: Page, cdp: CDPSession, url: string, ready: string): Promise<Sample> {
  const sizes = new Map<string, number>();
  const types = new Map<string, string>();
  const enc = new Map<string, string>();
  const onResponse = (e: {
    requestId: string;
    type?: string;
    response: { headers: Record<string, string>; url: string };
  }) => {
    types.set(e.requestId, e.response.url);
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    enc.set(e.requestId, h['content-encoding'] ?? 'identity');
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) =>
    sizes.set(e.requestId, e.encodedDataLength);
  const onCached = (e: { requestId: string }) => sizes.set(e.requestId, 0);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.requestServedFromCache', onCached);
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(ready, { timeout: 60_000, polling: 16 });
  const ms = Date.now() - t0;
  await new Promise((r) => setTimeout(r, 300)); // late loadingFinished events of what was already fetched
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  cdp.off('Network.requestServedFromCache', onCached);
  let bytes = 0;
  let jsBytes = 0;
  const encodings: Record<string, number> = {};
  for (const [id, n] of sizes) {
    bytes += n;
    const u = types.get(id) ?? '';
    if (/\.m?js(\?|$)/.test(u)) jsBytes += n;
    if (n > 0) encodings[enc.get(id) ?? '?'] = (encodings[enc.get(id) ?? '?'] ?? 0) + 1;
  }
  return { bytes, jsBytes, requests: [...sizes.values()].filter((n) => n > 0).length, ms, encodings };
}

// Usable = the control the user needs is on screen and enabled.
const SIGN_IN_READY = `(() => { const b = [...document.querySelectorAll('button')].find((x) => x.innerText.trim() === 'Sign In' && x.type === 'submit'); return !!b && !b.disabled && !!document.querySelector('input[type=email]'); })()`;
const HOME_READY = `!!document.querySelector('[data-testid=drop-zone]')`;

async function measure(browser: Browser, profile: keyof typeof PROFILES) {
  const out: Record<string, Sample[]> = {
    'sign-in cold': [],
    'sign-in warm': [],
    'home cold': [],
    'home warm': [],
  };
  for (let i = 0; i < runs; i++) {
    for (const screen of ['sign-in', 'home'] as const) {
      const ctx = await browser.createBrowserContext(); // empty cache and storage: a cold visit
      const page = await ctx.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      const cond = PROFILES[profile];
      if (cond) await cdp.send('Network.emulateNetworkConditions', cond);
      if (screen === 'home') {
        // sign in the way the app stores a session, before the app's first load
        await page.evaluateOnNewDocument(
          (t: string, u: string) => {
            localStorage.setItem('techpack_token', t);
            localStorage.setItem('techpack_user', u);
          },
          session.token,
          JSON.stringify(session.user),
        );
      }
      const ready = screen === 'home' ? HOME_READY : SIGN_IN_READY;
      out[`${screen} cold`].push(await visit(page, cdp, `${base}/`, ready));
      out[`${screen} warm`].push(await visit(page, cdp, `${base}/`, ready));
      await ctx.close();
    }
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  console.log(`\nweb-bench "${label}": median of ${runs} runs, headless Chromium 1280x800, embedded app\n`);
  console.log('network       screen          wire KB   JS KB  requests   ms to usable   encodings');
  for (const profile of Object.keys(PROFILES) as (keyof typeof PROFILES)[]) {
    const res = await measure(browser, profile);
    for (const [k, samples] of Object.entries(res)) {
      const enc = samples[0].encodings;
      console.log(
        `${profile.padEnd(13)} ${k.padEnd(14)} ${(median(samples.map((s) => s.bytes)) / 1024).toFixed(1).padStart(8)} ${(median(samples.map((s) => s.jsBytes)) / 1024).toFixed(1).padStart(7)} ${String(median(samples.map((s) => s.requests))).padStart(9)} ${String(median(samples.map((s) => s.ms))).padStart(14)}   ${Object.entries(
          enc,
        )
          .map(([e, n]) => `${e}:${n}`)
          .join(' ')}`,
      );
    }
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
