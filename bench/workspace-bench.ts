// The designer's list and the style workspace, not a test. Starts the embedded product in this process and measures:
//   list: GET /api/tech-packs/user?limit=20 for a designer with PACKS packs (one upload, the rest imports of its JSON
//         export): p50 and p95 latency and the bytes of one page on the wire (Accept-Encoding: br, gzip) and decoded;
//   workspace: the bytes on the wire of /styles/{id}'s first load in Chromium (CHROMIUM_PATH, built front ends).
// Usage: npx tsx bench/workspace-bench.ts   (env PACKS=200 CALLS=60)
import { mkdtempSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startEmbedded } from '../scripts/embedded';

const PACKS = Number(process.env.PACKS ?? 200);
const CALLS = Number(process.env.CALLS ?? 60);
const app = await startEmbedded({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'workspace-bench-')),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
});
const url = app.url.replace('localhost', '127.0.0.1');

const reg = await fetch(`${url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `bench-${Date.now()}@example.com`,
    password: 'secret123',
    firstName: 'Bench',
    lastName: 'Designer',
  }),
});
const who = (await reg.json()) as { token: string; user: { email: string } };
const auth = { authorization: `Bearer ${who.token}` };
const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#1F2A44' } })
  .jpeg()
  .toBuffer();
const fd = new FormData();
fd.append('email', who.user.email);
fd.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tee.jpg');
const first = (await (
  await fetch(`${url}/api/upload`, { method: 'POST', body: fd, headers: auth })
).json()) as { techPack: { id: string } };
const exported = await (
  await fetch(`${url}/api/tech-pack/${first.techPack.id}/export.json`, { headers: auth })
).text();
const started = Date.now();
for (let i = 1; i < PACKS; i++) {
  const r = await fetch(`${url}/api/tech-packs/import`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: exported,
  });
  if (r.status !== 201) throw new Error(`import ${r.status} ${await r.text()}`);
}
console.log(`${PACKS} packs ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
// the imports queued their PDFs: measure once the render pool is idle (the last pack has its PDF)
const list = (await (await fetch(`${url}/api/tech-packs/user?limit=1`, { headers: auth })).json()) as {
  id: string;
  pdfPath: string | null;
}[];
for (let i = 0; i < 600; i++) {
  const last = (await (await fetch(`${url}/api/tech-pack/${list[0].id}`, { headers: auth })).json()) as {
    pdfPath: string | null;
  };
  if (last.pdfPath) break;
  await new Promise((r) => setTimeout(r, 1000));
}

const raw = (path: string) =>
  new Promise<{ ms: number; wire: number; encoding: string }>((resolve, reject) => {
    const t = performance.now();
    httpGet(`${url}${path}`, { headers: { ...auth, 'accept-encoding': 'br, gzip' } }, (res) => {
      let wire = 0;
      res.on('data', (c: Buffer) => (wire += c.length));
      res.on('end', () =>
        resolve({
          ms: performance.now() - t,
          wire,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
    }).on('error', reject);
  });
const times: number[] = [];
let page = { wire: 0, encoding: '' };
for (let i = 0; i < CALLS; i++) {
  const r = await raw('/api/tech-packs/user?limit=20');
  times.push(r.ms);
  page = r;
}
times.sort((a, b) => a - b);
const decoded = (await (await fetch(`${url}/api/tech-packs/user?limit=20`, { headers: auth })).text()).length;
console.log(
  `list (page of 20 of ${PACKS}): p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(1)} ms, ${(page.wire / 1024).toFixed(1)} KB on the wire (${page.encoding}), ${(decoded / 1024).toFixed(1)} KB decoded`,
);

if (process.env.CHROMIUM_PATH) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const p = await browser.newPage();
  await p.setViewport({ width: 1280, height: 900 });
  await p.goto(`${url}/admin-login`, { waitUntil: 'domcontentloaded' });
  await p.evaluate(
    (t, u) => {
      localStorage.setItem('techpack_token', t);
      localStorage.setItem('techpack_user', JSON.stringify(u));
    },
    who.token,
    { email: who.user.email, firstName: 'Bench', lastName: 'Designer' },
  );
  // nothing of the sign-in page still in flight is counted: the count starts on a blank page
  await p.goto('about:blank');
  const cdp = await p.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // bytes per request (once each: a request's id), named by its URL
  const urls = new Map<string, string>();
  const done = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) =>
    urls.set(e.requestId, e.request.url),
  );
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) =>
    done.set(e.requestId, e.encodedDataLength),
  );
  await p.goto(`${url}/styles/${first.techPack.id}`, { waitUntil: 'networkidle2' });
  await p.waitForSelector('[data-testid=workspace-header]', { timeout: 30_000 });
  await new Promise((r) => setTimeout(r, 1500));
  const sizes = [...done].map(
    ([id, n]) => [new URL(urls.get(id) ?? `${url}/(unknown)`).pathname, n] as const,
  );
  const bytes = sizes.reduce((t, [, n]) => t + n, 0);
  console.log(
    `workspace /styles/{id} first load: ${(bytes / 1024).toFixed(1)} KB on the wire, ${sizes.length} requests`,
  );
  if (process.env.VERBOSE)
    for (const [u, n] of [...sizes].sort((x, y) => y[1] - x[1]).slice(0, 30))
      console.log(`  ${(n / 1024).toFixed(1).padStart(7)} KB  ${u}`);
  await browser.close();
}
await app.stop();
process.exit(0);
