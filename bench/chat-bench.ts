// Chat delivery latency: 200 designer sockets and one manufacturer partner exchanging messages through the
// gateway of the real product. Reports p50/p95/p99 of designer -> partner (designer sends until the partner
// receives it) and partner -> designer (partner replies until the designer's socket shows it).
//   npx tsx bench/chat-bench.ts [--designers 200] [--rounds 10] [--round-ms 5000] [--via socket|http] [--pingpong 50]
// First an unloaded phase (--pingpong round trips, one at a time: the path's own latency), then the load phase:
// every designer sends one message per round at a random moment inside it, the partner answers each at once.
// Embedded mode by default (in-memory bus, PGlite); with KAFKA_BROKERS (and optionally DATABASE_URL) set,
// the same run goes over Kafka: chat fan-out then travels through the bus.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { TECHPACK_GENERATED } from '@techpack/contracts';
import { createEvent } from '@techpack/platform';
import { startEmbedded } from '../scripts/embedded';
import { connectPartner } from '../infra/partner-client/partner-client';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const DESIGNERS = Number(arg('designers', '200'));
const ROUNDS = Number(arg('rounds', '10'));
const ROUND_MS = Number(arg('round-ms', '5000'));
const PINGPONG = Number(arg('pingpong', '50'));
const VIA = arg('via', 'socket') as 'socket' | 'http';
const API_KEY = 'bench-partner-key';
// --memory-db: PGlite in memory instead of the data folder (shows what the embedded database's file I/O costs).
const MEMORY_DB = process.argv.includes('--memory-db');

const dataDir = mkdtempSync(join(tmpdir(), 'chat-bench-'));
if (MEMORY_DB) process.chdir(dataDir);
const app = await startEmbedded({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: MEMORY_DB ? ':memory:' : dataDir,
  ...(MEMORY_DB ? { JWT_SECRET: 'chat-bench-secret-0123456789abcdef' } : {}),
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin',
  MANUFACTURER_API_KEY: API_KEY,
});
const url = app.url.replace('localhost', '127.0.0.1');
const mode = app.infra.bus.kind === 'kafka' ? 'kafka' : MEMORY_DB ? 'embedded (in-memory db)' : 'embedded';
const chat = app.services.find((s) => s.name === 'chat')!;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
function summary(name: string, values: number[], expected: number) {
  const s = [...values].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    path: name,
    delivered: s.length,
    expected,
    p50: r(percentile(s, 50)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s[s.length - 1] ?? NaN),
  };
}

try {
  // Designers and their tech packs, announced the way the product does it.
  const designers = await Promise.all(
    Array.from({ length: DESIGNERS }, async (_, i) => {
      const id = randomUUID();
      const email = `bench-${i}@example.com`;
      const token = await app.infra.tokens.sign({
        sub: id,
        email,
        firstName: 'Bench',
        lastName: String(i),
        role: 'user',
      });
      return { id, email, token, techPackId: randomUUID() };
    }),
  );
  const now = new Date().toISOString();
  await app.infra.bus.publish(
    designers.map((d) =>
      createEvent(
        TECHPACK_GENERATED,
        d.techPackId,
        {
          techPackId: d.techPackId,
          uploadId: randomUUID(),
          userId: d.id,
          email: d.email,
          garmentType: 't-shirt',
          originalName: 'b.jpg',
          filename: 'b.jpg',
          mainFabric: null,
          createdAt: now,
          updatedAt: now,
        },
        { correlationId: randomUUID() },
      ),
    ),
  );
  for (const start = Date.now(); ;) {
    const [{ n }] = await chat.database.query<{ n: number }>(
      chat.database.db,
      sql`select count(*)::int as n from chat.techpack_owners`,
    );
    if (Number(n) >= DESIGNERS) break;
    if (Date.now() - start > 60_000)
      throw new Error(`only ${n} of ${DESIGNERS} tech packs reached the chat service`);
    await new Promise((r) => setTimeout(r, 50));
  }

  const sentAt = new Map<string, number>();
  const repliedAt = new Map<string, number>();
  const toPartner: number[] = [];
  const toDesigner: number[] = [];
  const replyErrors: string[] = [];
  const disconnects: string[] = [];

  const partner = connectPartner({
    url,
    apiKey: API_KEY,
    onMessage: (m) => {
      const t0 = sentAt.get(m.message);
      if (t0 !== undefined) toPartner.push(performance.now() - t0);
      const reply = `re:${m.message}`;
      repliedAt.set(reply, performance.now());
      void partner.reply(m.techPackId, reply, m.id).then((r) => {
        if (!r.ok) replyErrors.push(r.error ?? 'refused');
      });
    },
  });
  await partner.connected;

  const sockets: Socket[] = await Promise.all(
    designers.map(
      (d) =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(url, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: d.token },
            reconnection: false,
            forceNew: true,
          });
          s.once('connect', () => resolve(s));
          s.on('disconnect', (reason) => disconnects.push(reason));
          s.once('connect_error', reject);
          s.on('message', (m: { message: string }) => {
            const t0 = repliedAt.get(m.message);
            if (t0 !== undefined) toDesigner.push(performance.now() - t0);
          });
        }),
    ),
  );
  process.stdout.write(
    `chat-bench: ${mode} mode, ${DESIGNERS} designer sockets + 1 partner; ${PINGPONG} unloaded round trips, then ${ROUNDS} rounds of ${ROUND_MS} ms ` +
      `(${Math.round((DESIGNERS * 1000) / ROUND_MS)} msg/s each way), designers send via ${VIA}\n`,
  );

  // Unloaded: one message at a time, designer -> partner -> designer.
  const idleToPartner: number[] = [];
  const idleToDesigner: number[] = [];
  for (let k = 0; k < PINGPONG; k++) {
    const i = k % DESIGNERS;
    const text = `ping ${k} ${randomUUID().slice(0, 8)}`;
    const before = [toPartner.length, toDesigner.length];
    sentAt.set(text, performance.now());
    await sockets[i]
      .timeout(10_000)
      .emitWithAck('message:send', { techPackId: designers[i].techPackId, message: text });
    for (const start = Date.now(); toDesigner.length === before[1] && Date.now() - start < 10_000;)
      await new Promise((r) => setImmediate(r));
    idleToPartner.push(...toPartner.splice(before[0]));
    idleToDesigner.push(...toDesigner.splice(before[1]));
  }

  let errors = 0;
  const send = async (i: number, round: number) => {
    const d = designers[i];
    const text = `bench ${i}/${round} ${randomUUID().slice(0, 8)}`;
    sentAt.set(text, performance.now());
    try {
      if (VIA === 'socket') {
        const r = (await sockets[i]
          .timeout(10_000)
          .emitWithAck('message:send', { techPackId: d.techPackId, message: text })) as { ok: boolean };
        if (!r.ok) errors++;
      } else {
        const res = await fetch(`${url}/api/chat/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${d.token}` },
          body: JSON.stringify({
            techPackId: d.techPackId,
            sender: 'user',
            message: text,
            messageType: 'text',
          }),
        });
        if (res.status !== 201) errors++;
        await res.arrayBuffer();
      }
    } catch {
      errors++;
    }
  };

  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Every designer sends once per round, at a random moment inside it.
    for (let i = 0; i < DESIGNERS; i++) {
      pending.push(
        new Promise<void>((r) => setTimeout(() => void send(i, round).then(r), Math.random() * ROUND_MS)),
      );
    }
    await new Promise((r) => setTimeout(r, ROUND_MS));
  }
  await Promise.all(pending);
  const expected = DESIGNERS * ROUNDS;
  for (
    const start = Date.now();
    (toPartner.length < expected || toDesigner.length < expected) && Date.now() - start < 30_000;
  ) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const result = {
    mode,
    via: VIA,
    designers: DESIGNERS,
    messages: expected,
    seconds: Math.round(seconds * 10) / 10,
    errors,
    replyErrors: replyErrors.length,
    designerDisconnects: disconnects.length,
    ...(replyErrors.length ? { replyErrorSample: replyErrors[0] } : {}),
    latencyMs: [
      summary('unloaded designer -> partner', idleToPartner, PINGPONG),
      summary('unloaded partner -> designer', idleToDesigner, PINGPONG),
      summary('designer -> partner', toPartner, expected),
      summary('partner -> designer', toDesigner, expected),
    ],
  };
  console.table(result.latencyMs);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  const p99 = Math.max(...result.latencyMs.slice(2).map((l) => l.p99));
  if (mode !== 'kafka')
    process.stdout.write(`target p99 < 50 ms embedded: ${p99 < 50 ? 'met' : 'NOT met'} (${p99} ms)\n`);
  for (const s of sockets) s.close();
  partner.close();
} finally {
  await app.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
