// Brand logo saves, not a test. Starts the embedded product in this process and measures:
//   save: designer A's PUT /api/tech-pack/{id} with a valid ~5 MB logo (4,000 x 2,400 PNG), one after another,
//         two different logos in turn so that each save changes the pack (a new revision and its PDF);
//   flood: designer B's GET /api/tech-packs/user, one after another, quiet and then while A saves such logos in a
//          loop (the loop runs on a worker thread: a remote client's work is not on the server's event loop).
// Usage: npx tsx bench/logo-bench.ts   (env FLOOD_SECONDS=15 SAVES=12)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { startEmbedded } from '../scripts/embedded';
import { largeValidPng, logoDataUrl } from '../services/techpack-pdf/src/logo/logo-corpus';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 15);
const SAVES = Number(process.env.SAVES ?? 12);

const dataDir = mkdtempSync(join(tmpdir(), 'logo-bench-'));
const app = await startEmbedded({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-password',
});
const url = app.url.replace('localhost', '127.0.0.1');

async function signUp(name: string) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}-${Date.now()}@example.com`,
      password: 'secret123',
      firstName: name,
      lastName: 'Bench',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}`);
  return (await res.json()) as { token: string; user: { email: string } };
}

async function newPack(who: { token: string; user: { email: string } }): Promise<string> {
  const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#1F2A44' } })
    .jpeg()
    .toBuffer();
  const fd = new FormData();
  fd.append('email', who.user.email);
  fd.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${who.token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string }; message?: string };
  if (res.status !== 201 || !body.techPack) throw new Error(`upload ${res.status} ${body.message}`);
  return body.techPack.id;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]) : NaN;
};
const summary = (xs: number[]) => ({
  n: xs.length,
  p50: pct(xs, 50),
  p95: pct(xs, 95),
  max: Math.round(Math.max(...xs)),
});

async function listLoop(token: string, ms: number): Promise<number[]> {
  const out: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/tech-packs/user`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

const saveWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, id, logos, seconds } = workerData;
(async () => {
  const counts = {};
  const ms = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i++) {
    const t0 = performance.now();
    const res = await fetch(url + '/api/tech-pack/' + id, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
      body: JSON.stringify({ branding: { logo: logos[i % logos.length], logoFile: 'brand.png' } }),
    });
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
    counts[res.status] = (counts[res.status] || 0) + 1;
  }
  parentPort.postMessage({ counts, ms });
})();
`;

const a = await signUp('saver');
const b = await signUp('bystander');
const packA = await newPack(a);
await newPack(b);
const logos = await Promise.all([largeValidPng(4_900_000), largeValidPng(4_900_000)]).then((pngs) =>
  pngs.map((p) => logoDataUrl('png', p)),
);
const results: Record<string, unknown> = {
  cores: (await import('node:os')).cpus().length,
  logoBytes: logos.map((l) => Math.floor((l.length * 3) / 4)),
  floodSeconds: SECONDS,
};

console.error(`save: ${SAVES} saves of a ~5 MB logo`);
const saves: number[] = [];
for (let i = 0; i < SAVES; i++) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/tech-pack/${packA}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
    body: JSON.stringify({ branding: { logo: logos[i % 2], logoFile: 'brand.png' } }),
  });
  const body = (await res.json()) as { techPack?: { branding: { logo: string } } };
  if (res.status !== 200) throw new Error(`save ${res.status} ${JSON.stringify(body)}`);
  saves.push(performance.now() - t0);
}
results.save = summary(saves);

console.error('flood: quiet list');
results.quietList = summary(await listLoop(b.token, SECONDS * 1000));
console.error('flood: list while A saves ~5 MB logos in a loop');
const flood = new Promise<{ counts: Record<string, number>; ms: number[] }>((resolve, reject) => {
  const w = new Worker(saveWorker, {
    eval: true,
    workerData: { url, token: a.token, id: packA, logos, seconds: SECONDS },
  });
  w.once('message', resolve);
  w.once('error', reject);
});
const [during, saved] = await Promise.all([listLoop(b.token, SECONDS * 1000), flood]);
results.floodList = summary(during);
results.floodSaves = { answers: saved.counts, ...summary(saved.ms) };
const listBytes = (
  await (
    await fetch(`${url}/api/tech-packs/user`, { headers: { authorization: `Bearer ${a.token}` } })
  ).arrayBuffer()
).byteLength;
results.saverListBytes = listBytes;

console.log(JSON.stringify(results, null, 2));
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
