// Looks at every screen in headless Chromium at 1280 and 390 px: screenshots to /tmp/shots (or SHOTS_DIR),
// and a report of horizontal overflow (document wider than the viewport) and console errors per screen.
// Usage: npx tsx bench/web-screens.ts   (serves frontends/dist; CHROMIUM_PATH defaults to /usr/bin/chromium)
// PHOTO=<garment photo> uploads that photo instead of the drawn navy tee (the analysis, colourway and flats of a real garment).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import puppeteer from 'puppeteer-core';
import { startEmbedded } from '../scripts/embedded';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'web-screens-'));
const app = await startEmbedded({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'screens-admin-pass',
});
const base = app.url.replace('localhost', '127.0.0.1');
const post = async (path: string, body: unknown, token?: string) =>
  (
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json() as Promise<any>;
const session = await post('/api/auth/register', {
  email: `screens-${Date.now()}@example.com`,
  password: 'secret123',
  firstName: 'Ada',
  lastName: 'Lovelace',
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/><path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F3A68"/></svg>`;
const jpeg = process.env.PHOTO
  ? readFileSync(process.env.PHOTO)
  : await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
const form = new FormData();
form.append('email', session.user.email);
form.append('selectedSize', 'M');
form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'navy-tee.jpg');
const upRes = await fetch(`${base}/api/upload`, {
  method: 'POST',
  headers: { authorization: `Bearer ${session.token}` },
  body: form,
});
const up = (await upRes.json()) as any;
if (!upRes.ok || !up.techPack)
  throw new Error(`upload failed: ${upRes.status} ${JSON.stringify(up).slice(0, 300)}`);
const packId: string = up.techPack.id;
const order = await post(
  '/api/sample-order',
  {
    techPackId: packId,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    shippingAddress: '1 Loom Street, London',
    specialInstructions: '',
    fabricChoice: 'cotton-premium',
    customLabel: true,
    customHangTag: false,
    rushProcessing: false,
  },
  session.token,
);
const admin = await post('/api/admin/login', { username: 'admin', password: 'screens-admin-pass' });

const screens: { name: string; path: string; signedIn: boolean; admin?: boolean }[] = [
  { name: 'signin', path: '/', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'home-edit', path: `/?edit=${packId}`, signedIn: true },
  { name: 'designs', path: '/designs', signedIn: true },
  { name: 'orders', path: '/orders', signedIn: true },
  { name: 'tech-pack', path: `/tech-pack/${packId}`, signedIn: true },
  { name: 'chat-picker', path: '/chat', signedIn: true },
  { name: 'chat', path: `/chat/${packId}`, signedIn: true },
  { name: 'chat-missing', path: '/chat/00000000-0000-4000-8000-000000000000', signedIn: true },
  { name: 'checkout', path: `/checkout/${order.id}`, signedIn: true },
  { name: 'sizing', path: '/sizing', signedIn: true },
  { name: 'about', path: '/about', signedIn: true },
  { name: 'support', path: '/support', signedIn: true },
  { name: 'privacy', path: '/privacy', signedIn: true },
  { name: 'terms', path: '/terms', signedIn: true },
  { name: 'refunds', path: '/refunds', signedIn: true },
  { name: 'not-found', path: '/no/such/page', signedIn: true },
  { name: 'admin-login', path: '/admin-login', signedIn: false },
  { name: 'admin', path: '/admin', signedIn: false, admin: true },
];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const problems: string[] = [];
try {
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  ]) {
    for (const s of screens.filter((x) => !process.env.ONLY || x.name === process.env.ONLY)) {
      const ctx = await browser.createBrowserContext();
      const page = await ctx.newPage();
      await page.setViewport(vp);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String((e as Error).message ?? e)));
      await page.evaluateOnNewDocument(
        (signed: boolean, t: string, u: string, adminToken: string | null) => {
          if (signed) {
            localStorage.setItem('techpack_token', t);
            localStorage.setItem('techpack_user', u);
          }
          if (adminToken) localStorage.setItem('techpack_admin_token', adminToken);
        },
        s.signedIn,
        session.token,
        JSON.stringify(session.user),
        s.admin ? (admin.token ?? null) : null,
      );
      await page
        .goto(`${base}${s.path}`, { waitUntil: 'networkidle0', timeout: 60_000 })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 800));
      const m = await page.evaluate(() => {
        // the outermost elements that stick out to the right (where a sideways scroll comes from)
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter(
            (e) =>
              e.getBoundingClientRect().right > window.innerWidth + 1 &&
              e.parentElement &&
              e.parentElement.getBoundingClientRect().right <= window.innerWidth + 1,
          )
          .slice(0, 3)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[data-testid=${e.getAttribute('data-testid')}]` : ''}${e.getAttribute('aria-label') ? `[aria-label="${e.getAttribute('aria-label')}"]` : ''}.${String(e.className).split(' ').slice(0, 2).join('.')}`,
          );
        return {
          sw: document.documentElement.scrollWidth,
          w: window.innerWidth,
          title: document.title,
          wide,
        };
      });
      const file = join(OUT, `${s.name}-${vp.width}.png`);
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
      const overflow = m.sw > m.w + 1;
      const line = `${String(vp.width).padStart(4)} ${s.name.padEnd(14)} title="${m.title}" ${overflow ? `OVERFLOW ${m.sw}>${m.w} from ${m.wide.join(', ')}` : 'ok'}${errors.length ? ` errors: ${errors.slice(0, 3).join(' | ')}` : ''}`;
      console.log(line);
      if (overflow || errors.length) problems.push(line);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  problems.length ? `\n${problems.length} problem(s)` : '\nno horizontal overflow, no console errors',
);
