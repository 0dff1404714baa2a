// Benchmark (not a test): the gateway's fair admission in wall-clock time, against a stand-in upstream that takes
// 80 ms a call. `npx tsx bench/admission-bench.ts`. Prints, each with what it was when measured:
//  - a designer alone, 8 saves fired at once: the time for all (~8 x 80 ms: no waiting between them)
//  - 6 sign-ins from one address while another designer uploads without a pause (~580 ms: one at a time, no
//    yielding; ~1,480 ms when each sign-in after the first yielded to the uploads)
//  - a backlogged designer's save while another designer keeps uploading: its wait (yieldMaxMs 400: >= 350, < 1,000 ms)
// Who goes when is tested on a clock the test moves: gateway/src/admission-turns.spec.ts.
import Fastify from 'fastify';
import { createLogger, TokenService } from '@techpack/platform';
import { createGateway } from '../gateway/src/gateway';

const upstream = Fastify({ bodyLimit: 1024 * 1024 });
upstream.addContentTypeParser('*', (_req, payload, done) => {
  payload.resume();
  payload.on('end', () => done(null));
});
const startedAt = new Map<string, number[]>();
const tokens = new TokenService('admission-bench-secret-0123456789abcdef', 3600, 3600);
const names = new Map<string, string>();
upstream.all('/*', async (req) => {
  const who = names.get(String(req.headers.authorization)) ?? req.ip;
  startedAt.set(who, [...(startedAt.get(who) ?? []), performance.now()]);
  await new Promise((r) => setTimeout(r, 80));
  return { ok: true };
});
const up = await upstream.listen({ port: 0, host: '127.0.0.1' });
const signed = new Map<string, string>();
for (const name of ['a', 'b', 'c', 'd']) {
  const token = await tokens.sign({
    sub: name,
    email: `${name}@example.com`,
    firstName: name,
    lastName: null,
    role: 'user',
  });
  signed.set(name, token);
  names.set(`Bearer ${token}`, name);
}
const gateway = await createGateway({
  logger: createLogger('admission-bench', 'silent'),
  serviceUrl: () => up,
  webDist: '/nonexistent',
  admission: { perClient: 4, queue: 100, yieldMaxMs: 400, yieldQuietMs: 200 },
  tokens,
});
const base = await gateway.listen({ port: 0, host: '127.0.0.1' });
const save = (name: string) =>
  fetch(`${base}/api/tech-pack/p1`, {
    method: 'PUT',
    body: JSON.stringify({ trims: 'x'.repeat(20 * 1024) }),
    headers: { authorization: `Bearer ${signed.get(name)}`, 'content-type': 'application/json' },
  });
const upload = (name: string) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(2000)], { type: 'image/jpeg' }), 'small.jpg');
  return fetch(`${base}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${signed.get(name)}` },
  });
};
const uploadFor = async (name: string, ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) await upload(name);
};

let t = performance.now();
await Promise.all(Array.from({ length: 8 }, () => save('a')));
console.log(`alone, 8 saves at once:                        ${(performance.now() - t).toFixed(0)} ms`);

const uploading = uploadFor('b', 1200);
await new Promise((r) => setTimeout(r, 20));
t = performance.now();
await Promise.all(
  Array.from({ length: 6 }, (_, i) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: `crowd${i}@example.com`, password: 'guess' }),
      headers: { 'content-type': 'application/json' },
    }),
  ),
);
console.log(`6 sign-ins from one address beside uploads:    ${(performance.now() - t).toFixed(0)} ms`);
await uploading;

const saves = Array.from({ length: 3 }, () => save('c'));
await new Promise((r) => setTimeout(r, 20));
const dStart = performance.now();
await uploadFor('d', 1600);
console.log(
  `backlogged save's wait beside uploads:         ${((startedAt.get('c') ?? [])[1] - dStart).toFixed(0)} ms`,
);
await Promise.all(saves);
await gateway.close();
await upstream.close();
