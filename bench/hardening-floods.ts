// Hardening floods, not a test; run by `npx tsx bench/hardening-bench.ts --floods` (or this file).
// Starts the embedded product in this process and measures what designer B notices while others flood it:
//   bodies: B's GET /api/tech-packs/user, one after another, quiet; then while 8 parallel loops PUT 7.7 MB bodies of
//           650,000 keys with random bearer tokens; then while 8 parallel loops PUT 5.9 MB bodies of many keys from 3
//           signed-in accounts (the probes);
//   chat:   B's upload-to-PDF-ready, quiet vs. while one designer floods the chat over 10 sockets.
// The floods run on a worker thread (remote clients: their HTTP and socket work is not on the server's event loop).
// Usage: npx tsx bench/hardening-floods.ts   (env FLOOD_SECONDS=15 PHASES=bodies,chat UPLOADS=12)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { PDF_RENDERED, type EventEnvelope } from '@techpack/contracts';
import { startEmbedded } from '../scripts/embedded';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 15);
const PHASES = (process.env.PHASES ?? 'bodies,chat').split(',');
const UPLOADS = Number(process.env.UPLOADS ?? 12);

const dataDir = mkdtempSync(join(tmpdir(), 'hardening-floods-'));
const app = await startEmbedded({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-password',
});
const url = app.url.replace('localhost', '127.0.0.1');

const rendered = new Map<string, () => void>();
await app.infra.bus.subscribe({
  group: 'hardening-floods',
  topics: [PDF_RENDERED],
  fromBeginning: false,
  handler: async (e: EventEnvelope) => rendered.get((e.payload as { techPackId: string }).techPackId)?.(),
});

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

const photo = (fill: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#EEEEEE"/>
      <path transform="scale(2)" d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="${fill}"/></svg>`),
  )
    .jpeg({ quality: 90 })
    .toBuffer();
const photos = await Promise.all(
  ['#C8102E', '#1F2A44', '#2E7D32', '#F2C94C', '#6B4C9A', '#333333'].map(photo),
);

let uploadCount = 0;
async function uploadToPdf(who: {
  token: string;
  user: { email: string };
}): Promise<{ id: string; ms: number }> {
  const fd = new FormData();
  fd.append('email', who.user.email);
  fd.append(
    'image',
    new Blob([new Uint8Array(photos[uploadCount++ % photos.length])], { type: 'image/jpeg' }),
    'tee.jpg',
  );
  const t0 = performance.now();
  const res = await fetch(`${url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${who.token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string }; message?: string };
  if (res.status !== 201 || !body.techPack) throw new Error(`upload ${res.status} ${body.message}`);
  const id = body.techPack.id;
  await new Promise<void>((done) => {
    const timer = setTimeout(done, 120_000);
    rendered.set(id, () => (clearTimeout(timer), rendered.delete(id), done()));
  });
  return { id, ms: performance.now() - t0 };
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

// B's page load, one after another, for `ms`
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

// The flood clients, on their own thread. Bodies: 8 loops, each PUT after PUT of its body; chat: 10 sockets of one
// designer, each emitting as fast as its acks come back.
const floodWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes } = require('node:crypto');
const { url, mode, tokens, seconds, techPackId } = workerData;
const until = Date.now() + seconds * 1000;
const counts = {};
const count = (k) => (counts[k] = (counts[k] || 0) + 1);
const keys = (n) => '{' + Array.from({ length: n }, (_, i) => '"k' + i + '":1').join(',') + '}';
async function bodies() {
  const random = mode === 'random';
  const body = Buffer.from(random ? keys(650000) : keys(500000)); // 7.7 MB / 5.9 MB
  await Promise.all(Array.from({ length: 8 }, async (_, i) => {
    while (Date.now() < until) {
      const token = random ? randomBytes(24).toString('base64url') : tokens[i % tokens.length];
      try {
        const res = await fetch(url + '/api/tech-pack/' + randomBytes(6).toString('hex'), { method: 'PUT', body, headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token } });
        await res.arrayBuffer();
        count(res.status);
      } catch (e) { count('error'); }
    }
  }));
}
async function chat() {
  const { io } = require('socket.io-client');
  const sockets = Array.from({ length: 10 }, () => io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: tokens[0] }, reconnection: false }));
  await Promise.all(sockets.map((s) => new Promise((r) => { s.once('connect', r); s.once('connect_error', r); })));
  await Promise.all(sockets.map(async (s, i) => {
    let k = 0;
    while (Date.now() < until && s.connected) {
      try {
        const r = await s.timeout(10000).emitWithAck('message:send', { techPackId, message: 'flood ' + i + ' ' + k++ });
        count(r && r.ok ? 'accepted' : (r && r.code) || 'refused');
      } catch { count('timeout'); }
    }
  }));
  sockets.forEach((s) => s.close());
}
(mode === 'chat' ? chat() : bodies()).then(() => parentPort.postMessage(counts));
`;
const flood = (mode: 'random' | 'signed' | 'chat', tokens: string[], techPackId?: string) =>
  new Promise<Record<string, number>>((resolve, reject) => {
    const w = new Worker(floodWorker, {
      eval: true,
      workerData: { url, mode, tokens, seconds: SECONDS, techPackId },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });

const designerB = await signUp('bystander');
await uploadToPdf(designerB); // B has a pack in the list; warms the analyzer and a render worker
const results: Record<string, unknown> = {
  floodSeconds: SECONDS,
  cores: (await import('node:os')).cpus().length,
};

if (PHASES.includes('bodies')) {
  console.error('bodies: quiet');
  results.quietList = summary(await listLoop(designerB.token, SECONDS * 1000));
  console.error('bodies: 8 loops of 7.7 MB bodies with random tokens');
  const [randomB, randomCounts] = await Promise.all([
    listLoop(designerB.token, SECONDS * 1000),
    flood('random', []),
  ]);
  results.randomTokenFlood = { list: summary(randomB), answers: randomCounts };
  const abusers = await Promise.all(['a1', 'a2', 'a3'].map((n) => signUp(`abuser-${n}`)));
  console.error('bodies: 8 loops of 5.9 MB bodies from 3 signed-in accounts');
  const [signedB, signedCounts] = await Promise.all([
    listLoop(designerB.token, SECONDS * 1000),
    flood(
      'signed',
      abusers.map((a) => a.token),
    ),
  ]);
  results.signedInFlood = { list: summary(signedB), answers: signedCounts };
}

if (PHASES.includes('chat')) {
  const flooder = await signUp('chatter');
  const pack = await uploadToPdf(flooder);
  console.error(`chat: quiet, ${UPLOADS} uploads by B`);
  const quiet: number[] = [];
  for (let i = 0; i < UPLOADS; i++) quiet.push((await uploadToPdf(designerB)).ms);
  console.error(`chat: ${UPLOADS} uploads by B while one designer floods the chat`);
  const loaded: number[] = [];
  const chatFlood = flood('chat', [flooder.token], pack.id);
  const floodEnds = performance.now() + SECONDS * 1000;
  while (loaded.length < UPLOADS && performance.now() < floodEnds)
    loaded.push((await uploadToPdf(designerB)).ms);
  const chatCounts = await chatFlood;
  results.chatFlood = {
    quiet: summary(quiet),
    loaded: summary(loaded),
    ratioP95: +(pct(loaded, 95) / pct(quiet, 95)).toFixed(2),
    messages: chatCounts,
  };
}

console.log(JSON.stringify(results, null, 2));
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
