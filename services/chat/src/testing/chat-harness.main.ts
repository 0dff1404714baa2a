// Runs the chat harness in its own process (the gateway's static-file plugin cannot load inside jest's VM)
// and offers a control API for tests: sign tokens, announce tech packs, read the events seen on the bus.
import Fastify from 'fastify';
import { ALL_TOPICS, type EventEnvelope } from '@techpack/contracts';
import { startChatHarness } from './chat-harness';

const env = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;
// Real servers when the environment names them (CI): the chat then runs on Kafka and Postgres.
const servers = Object.fromEntries(
  (['KAFKA_BROKERS', 'DATABASE_URL'] as const)
    .filter((k) => process.env[k])
    .map((k) => [k, process.env[k] as string]),
);
const h = await startChatHarness({ ...servers, ...env });
const events: EventEnvelope[] = [];
await h.infra.bus.subscribe({
  group: 'harness-observer',
  topics: ALL_TOPICS.filter((t) => t.startsWith('chat.')),
  handler: async (e) => {
    events.push(e);
  },
});

const control = Fastify();
control.post('/designer', async () => h.designer());
control.post('/admin', async (request) => ({
  token: await h.adminToken((request.body as { username?: string } | undefined)?.username),
}));
control.post('/announce', async (request) => {
  const b = request.body as { userId: string; email: string; techPackId?: string };
  return { techPackId: await h.announceTechPack(b.userId, b.email, b.techPackId) };
});
control.post('/unannounced', async (request) => {
  const b = request.body as { techPackId: string; userId?: string };
  if (b.userId) h.unannounced.set(b.techPackId, b.userId);
  else h.unannounced.delete(b.techPackId);
  return { ok: true };
});
control.get('/events', async () => events);
const controlUrl = await control.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(
  `READY ${JSON.stringify({ url: h.url, control: controlUrl, supportPhone: h.infra.config.SUPPORT_PHONE })}\n`,
);
const stop = async () => {
  await control.close().catch(() => undefined);
  await h.stop().catch(() => undefined);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
