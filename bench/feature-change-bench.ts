// Benchmark (not a test): a feature change in the studio -> the re-derived pack back in the studio.
// `npx tsx bench/feature-change-bench.ts [n]`: starts the product (embedded mode, like the API tests), uploads one
// validation photo (outwear) as a jacket, then sends n PUT /api/tech-pack/{id} { aiAnalysis: { features } } through
// the gateway, alternating hood yes/no and padded/shell, and prints the round trip (what the studio waits for before
// it shows the re-derived pack) p50/p95. Each PUT also queues a PDF render in the background, as in the product.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api, registerUser, startTestApp } from '../scripts/test-support/app';

const N = Number(process.argv[2] ?? 40);
const dir = resolve(import.meta.dirname, '../../shared/datasets/clothing-small/validation/outwear');
if (!existsSync(dir)) throw new Error(`no validation photos at ${dir}`);
const image = readFileSync(
  join(
    dir,
    readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .sort()[0],
  ),
);

const app = await startTestApp({ LOG_LEVEL: 'error' });
try {
  const user = await registerUser(app, 'bench');
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('garmentType', 'jacket');
  fd.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'jacket.jpg');
  const up = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const id = ((await up.json()) as { techPack: { id: string } }).techPack.id;
  const variants = [
    { hood: 'yes', fabric_look: 'quilted-or-padded' },
    { hood: 'no', fabric_look: 'shell' },
    { sleeve: 'sleeveless' },
    { sleeve: 'long', pockets: 'patch' },
  ];
  const times: number[] = [];
  for (let i = 0; i < N + 5; i++) {
    const t0 = performance.now();
    const res = await api(app, 'PUT', `/api/tech-pack/${id}`, {
      token: user.token,
      body: { aiAnalysis: { features: variants[i % variants.length] } },
    });
    const ms = performance.now() - t0;
    if (res.status !== 200 || !res.body?.techPack?.pointsOfMeasure)
      throw new Error(`PUT failed: ${res.status} ${res.text.slice(0, 200)}`);
    if (i >= 5) times.push(ms); // first few warm the JIT and the connection
    await new Promise((r) => setTimeout(r, 50)); // a designer does not click twice in 1 ms
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1);
  console.log(
    `feature change PUT round trip through the gateway (n=${times.length}): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  console.log(Number(p(0.5)) < 300 ? 'OK: p50 under 300 ms' : 'SLOW: p50 over 300 ms');
} finally {
  await app.stop();
}
