import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { TECHPACK_GENERATED } from '@techpack/contracts';
import {
  createEvent,
  createInfrastructure,
  MemoryEventBus,
  parseConfig,
  startService,
  type Infrastructure,
  type RunningService,
  type ServiceName,
} from '@techpack/platform';
// Test harness only (never imported by the service): the real gateway in front of the chat service.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createGateway } from '@techpack/gateway';
import { chatService } from '../chat.module';

// The chat service behind the real gateway, with a stand-in for the techpack-pdf service's owner check.
// Tech packs are announced the way the product does it: a techpack.techpack.generated.v1 event on the bus.
export interface ChatHarness {
  url: string;
  infra: Infrastructure;
  chat: RunningService;
  // Packs the techpack-pdf stand-in knows (id -> owner) although their event has not arrived.
  unannounced: Map<string, string>;
  designer(): Promise<{ id: string; email: string; token: string }>;
  adminToken(username?: string): Promise<string>;
  announceTechPack(ownerId: string, email: string, techPackId?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startChatHarness(env: Record<string, string> = {}): Promise<ChatHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-harness-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MANUFACTURER_API_KEY: 'partner-test-key',
    ...env,
  });
  const infra = await createInfrastructure(config, 'chat-test');
  const unannounced = new Map<string, string>();

  const techpack = Fastify();
  techpack.get('/api/tech-pack/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const claims = await infra.tokens.verify(token).catch(() => undefined);
    if (!claims || unannounced.get(id) !== claims.sub)
      return reply.status(404).send({ message: 'Tech Pack Not Found' });
    return { id };
  });
  const techpackUrl = (await techpack.listen({ host: '127.0.0.1', port: 0 })).replace(
    'localhost',
    '127.0.0.1',
  );

  const urls = new Map<ServiceName, string>([['techpack-pdf', techpackUrl]]);
  const serviceUrl = (name: ServiceName) => {
    const url = urls.get(name);
    if (!url) throw new Error(`service ${name} not started`);
    return url;
  };
  const chat = await startService(chatService, infra, { serviceUrl });
  urls.set('chat', chat.url);
  const gateway = await createGateway({
    logger: infra.logger.child({ service: 'gateway' }),
    serviceUrl,
    webDist: join(dataDir, 'no-web'),
  });
  const address = await gateway.listen({ host: '127.0.0.1', port: 0 });

  return {
    url: address.replace('localhost', '127.0.0.1'),
    infra,
    chat,
    unannounced,
    async designer() {
      const id = randomUUID();
      const email = `designer-${id.slice(0, 8)}@example.com`;
      const token = await infra.tokens.sign({
        sub: id,
        email,
        firstName: 'Test',
        lastName: 'Designer',
        role: 'user',
      });
      return { id, email, token };
    },
    async adminToken(username = 'operator') {
      return infra.tokens.sign({ sub: `admin:${username}`, username, role: 'admin' });
    },
    async announceTechPack(ownerId, email, techPackId = randomUUID()) {
      // Like the real techpack-pdf service, the stand-in knows every pack (over Kafka the event may lag).
      if (!(infra.bus instanceof MemoryEventBus)) unannounced.set(techPackId, ownerId);
      const now = new Date().toISOString();
      await infra.bus.publish([
        createEvent(
          TECHPACK_GENERATED,
          techPackId,
          {
            techPackId,
            uploadId: randomUUID(),
            userId: ownerId,
            email,
            garmentType: 't-shirt',
            originalName: 'shirt.jpg',
            filename: 'shirt.jpg',
            mainFabric: null,
            createdAt: now,
            updatedAt: now,
          },
          { correlationId: randomUUID() },
        ),
      ]);
      if (infra.bus instanceof MemoryEventBus) await infra.bus.idle();
      return techPackId;
    },
    async stop() {
      await gateway.close();
      await chat.stop();
      await techpack.close();
      await infra.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
