// Hardening benchmark, not a test: does one designer's abuse slow another designer down?
// Starts the embedded product in this process (default sign-in limits), then measures designer B's upload-to-PDF-ready
// (upload sent -> that pack's PDF rendered), K uploads one after another:
//   quiet:  B alone;
//   loaded: at the same time, designer A saves the largest allowed content into 50 packs at once (60 trims,
//           80 measurements, 40 components, 20 colours, every bounded string at its maximum; each save renders the
//           pack's PDF) and 40 sign-in attempts to unknown accounts arrive at once from one address.
// Prints p50/p95 of both phases, the ratio, how the flood was answered, and A's renders. A's client and the flood run
// on a worker thread (remote clients: their HTTP client work is not on the server's event loop). With fewer than 20
// uploads per phase the p95 is the slowest one.
// Usage: npx tsx bench/hardening-bench.ts [K=24]   (env PACKS=50 FLOOD=40 SAVE_CONCURRENCY=50 SYNTHETIC=1)
//        npx tsx bench/hardening-bench.ts --floods   (body and chat floods, bench/hardening-floods.ts)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDF_RENDERED, type EventEnvelope } from '@techpack/contracts';
import sharp from 'sharp';
import { startEmbedded } from '../scripts/embedded';
import { largest, startAbuser } from './hardening-abuse';

// `--floods`: the floods instead (large bodies with random and signed-in tokens, a chat flood): hardening-floods.ts
if (process.argv.includes('--floods')) {
  await import('./hardening-floods');
  process.exit(0);
}

const K = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 24);
const PACKS = Number(process.env.PACKS ?? 50);
const FLOOD = Number(process.env.FLOOD ?? 40);
const SAVE_CONCURRENCY = Number(process.env.SAVE_CONCURRENCY ?? 50);
const VALIDATION = resolve(
  new URL('..', import.meta.url).pathname,
  '../shared/datasets/clothing-small/validation',
);
if (!existsSync(VALIDATION)) {
  console.error(`validation photos not found at ${VALIDATION}`);
  process.exit(1);
}
const photos = ['t-shirt', 'shirt', 'pants', 'dress', 'shorts', 'skirt'].flatMap((cls) =>
  readdirSync(join(VALIDATION, cls))
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .slice(0, 20)
    .map((f) => join(VALIDATION, cls, f)),
);

const dataDir = mkdtempSync(join(tmpdir(), 'hardening-bench-'));
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
const renders: { techPackId: string; renderMs: number }[] = [];
await app.infra.bus.subscribe({
  group: 'hardening-bench',
  topics: [PDF_RENDERED],
  handler: async (e: EventEnvelope) => {
    const p = e.payload as { renderMs: number; techPackId: string };
    renders.push(p);
    rendered.get(p.techPackId)?.();
  },
});
const untilRendered = (techPackId: string, timeoutMs = 120_000) =>
  new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    rendered.set(techPackId, () => {
      clearTimeout(timer);
      rendered.delete(techPackId);
      done(true);
    });
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

// SYNTHETIC=1: plain drawn garments (a coloured T shape) instead of the validation photos.
const synthetic =
  process.env.SYNTHETIC === '1'
    ? await Promise.all(
        ['#C8102E', '#1F2A44', '#2E7D32', '#F2C94C', '#6B4C9A', '#333333'].map((fill) =>
          sharp(
            Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#EEEEEE"/>
            <path transform="scale(2)" d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="${fill}"/></svg>`),
          )
            .jpeg({ quality: 90 })
            .toBuffer(),
        ),
      )
    : null;

let photoIndex = 0;
async function upload(
  who: { token: string; user: { email: string } },
  waitForPdf: boolean,
): Promise<{ id: string; toPdfMs: number; answerMs: number; timing: string }> {
  const i = photoIndex++;
  const bytes = synthetic ? synthetic[i % synthetic.length] : readFileSync(photos[i % photos.length]);
  const fd = new FormData();
  fd.append('email', who.user.email);
  fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${who.token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string }; message?: string };
  const answerMs = performance.now() - t0;
  if (res.status !== 201 || !body.techPack) throw new Error(`upload ${res.status} ${body.message}`);
  const wait = untilRendered(body.techPack.id);
  if (waitForPdf && !(await wait)) throw new Error('pdf not rendered in 120 s');
  return {
    id: body.techPack.id,
    toPdfMs: performance.now() - t0,
    answerMs,
    timing: res.headers.get('server-timing') ?? '',
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]) : NaN;
};

const designerA = await signUp('abuser');
const designerB = await signUp('bystander');

// warm-up (JIT, both render workers, the classifier), not measured
for (let i = 0; i < 3; i++) await upload(designerB, true);

console.error(`designer A: ${PACKS} packs...`);
const packsOfA: string[] = [];
for (let i = 0; i < PACKS; i++) packsOfA.push((await upload(designerA, true)).id);
await new Promise((r) => setTimeout(r, 1000));

console.error(`quiet: ${K} uploads by B`);
const quiet: number[] = [];
const quietAnswer: number[] = [];
for (let i = 0; i < K; i++) {
  const u = await upload(designerB, true);
  quiet.push(u.toPdfMs);
  quietAnswer.push(u.answerMs);
}

console.error(
  'loaded: A saves the largest allowed content into every pack, a sign-in flood arrives, B uploads',
);
const rendersBefore = renders.length;
// PROFILE=file.cpuprofile: a CPU profile of this process from the burst until B's first loaded upload has its PDF
const profiler = process.env.PROFILE ? new (await import('node:inspector')).Session() : undefined;
if (profiler) {
  profiler.connect();
  await new Promise((r) => profiler.post('Profiler.enable', () => profiler.post('Profiler.start', r)));
}
const loadStart = performance.now();
const aRendered = Promise.all(packsOfA.map((id) => untilRendered(id, 300_000)));
// A's client and the sign-in flood on their own thread (hardening-abuse.ts), SAVE_CONCURRENCY packs at a time (default: all 50 at once).
const {
  worker: abuser,
  sent,
  abuse,
} = startAbuser({
  url,
  token: designerA.token,
  packs: packsOfA,
  body: JSON.stringify(largest),
  flood: FLOOD,
  saveConcurrency: SAVE_CONCURRENCY,
});
// B's first upload goes out as soon as A's 50 saves and the 40 sign-ins have been sent
await sent;
const loaded: number[] = [];
const loadedAnswer: number[] = [];
let firstLoadedTiming = '';
for (let i = 0; i < K; i++) {
  const u = await upload(designerB, true);
  loaded.push(u.toPdfMs);
  loadedAnswer.push(u.answerMs);
  if (i === 0) firstLoadedTiming = u.timing;
  if (i === 0 && profiler) {
    const { profile } = await new Promise<{ profile: object }>((r) =>
      profiler.post('Profiler.stop', (_e, res) => r(res as { profile: object })),
    );
    (await import('node:fs')).writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
  }
}
const { saveStatuses, saveMs, floodAnswers } = await abuse;
await abuser.terminate();
const allA = await aRendered;
const aDoneMs = performance.now() - loadStart;
const aRenders = renders.slice(rendersBefore).filter((r) => packsOfA.includes(r.techPackId));

const count = (xs: number[]) =>
  xs.reduce<Record<string, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
const result = {
  photos: synthetic ? 'synthetic' : 'validation set',
  machine: { cores: os.cpus().length, loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10 },
  uploadsPerPhase: K,
  quietUploadToPdfMs: { p50: pct(quiet, 50), p95: pct(quiet, 95), max: pct(quiet, 100) },
  loadedUploadToPdfMs: {
    p50: pct(loaded, 50),
    p95: pct(loaded, 95),
    max: pct(loaded, 100),
    each: loaded.map(Math.round),
  },
  quietEach: quiet.map(Math.round),
  // upload answered (201 with the pack), before its PDF: where the time of upload-to-PDF goes
  uploadAnswerMs: {
    quiet: quietAnswer.map(Math.round),
    loaded: loadedAnswer.map(Math.round),
    firstLoadedServerTiming: firstLoadedTiming,
  },
  p95Ratio: Math.round((pct(loaded, 95) / pct(quiet, 95)) * 100) / 100,
  withinTwentyPercent: pct(loaded, 95) <= pct(quiet, 95) * 1.2,
  designerA: {
    saves: count(saveStatuses),
    saveConcurrency: SAVE_CONCURRENCY,
    saveMs: { p50: pct(saveMs, 50), p95: pct(saveMs, 95) },
    packsRendered: allA.filter(Boolean).length,
    allRenderedAfterMs: Math.round(aDoneMs),
    renderMs: {
      p50: pct(
        aRenders.map((r) => r.renderMs),
        50,
      ),
      p95: pct(
        aRenders.map((r) => r.renderMs),
        95,
      ),
    },
    bodyBytes: JSON.stringify(largest).length,
  },
  loginFlood: {
    answers: count(floodAnswers.map((a) => a.status)),
    p95Ms: pct(
      floodAnswers.map((a) => a.ms),
      95,
    ),
  },
};
console.log(JSON.stringify(result, null, 2));
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
