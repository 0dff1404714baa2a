import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TECHPACK_GENERATED,
  TECHPACK_GENERATION_FAILED,
  type CreateTechPackRequest,
  type EventEnvelope,
} from '@techpack/contracts';
import {
  createInfrastructure,
  loadConfig,
  serviceAuthorization,
  startService,
  type Infrastructure,
  type RunningService,
} from '@techpack/platform';
import { techpackPdfService } from '../techpack-pdf.module';

// The techpack-pdf service alone, in this process, on the infrastructure the environment names (embedded PGlite,
// in-process bus and files unless DATABASE_URL / KAFKA_BROKERS say otherwise), with what its specs need: tokens,
// the create request of an analysed upload, and the tech pack events it publishes.
export interface TechPackHarness {
  infra: Infrastructure;
  service: RunningService;
  events: EventEnvelope[];
  serviceAuth(): Promise<string>;
  userToken(userId: string): Promise<string>;
  createBody(over?: Partial<CreateTechPackRequest>): CreateTechPackRequest;
  post(body: unknown, authorization?: string): Promise<{ status: number; body: any }>;
  get(path: string, token?: string): Promise<{ status: number; body: any }>;
  // a designer's call to the service's own API, with that user's token
  send(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

export async function startTechPackHarness(name: string): Promise<TechPackHarness> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), `${name}-`)),
    JWT_SECRET: `${name}-${randomUUID()}`,
    LOG_LEVEL: 'fatal',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '',
    S3_ENDPOINT: '',
  });
  const infra = await createInfrastructure(config, name);
  const service = await startService(techpackPdfService, infra, {
    host: '127.0.0.1',
    port: 0,
    serviceUrl: () => 'http://127.0.0.1:1',
  });
  const events: EventEnvelope[] = [];
  const unsubscribe = await infra.bus.subscribe({
    group: `${name}-${randomUUID().slice(0, 8)}`,
    topics: [TECHPACK_GENERATED, TECHPACK_GENERATION_FAILED],
    // on Kafka a new group would otherwise start at the latest offset, possibly after the first create's event
    fromBeginning: true,
    handler: async (event) => {
      events.push(event);
    },
  });
  const call = async (method: string, path: string, authorization?: string, body?: unknown) => {
    const res = await fetch(`${service.url}${path}`, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    infra,
    service,
    events,
    serviceAuth: () => serviceAuthorization(infra.tokens, 'upload-analysis'),
    userToken: (userId) =>
      infra.tokens.sign({
        sub: userId,
        email: 'designer@example.com',
        firstName: 'D',
        lastName: null,
        role: 'user',
      }),
    createBody: (over = {}) => {
      const uploadId = over.uploadId ?? randomUUID();
      return {
        uploadId,
        userId: randomUUID(),
        email: 'designer@example.com',
        originalName: 'tee.jpg',
        filename: `${uploadId}.jpg`,
        webFilename: `${uploadId}.jpg`,
        selectedSize: 'M',
        requestedGarmentType: null,
        analysis: {
          garmentType: 't-shirt',
          silhouette: 'regular',
          styleCategory: 'casual',
          description: 'A t-shirt',
          components: {},
          confidence: 0.9,
        },
        analyzer: 'local',
        analysisMs: 100,
        deadline: new Date(Date.now() + 30_000).toISOString(),
        ...over,
      };
    },
    post: async (body, authorization) =>
      call(
        'POST',
        '/internal/tech-packs',
        authorization ?? (await serviceAuthorization(infra.tokens, 'upload-analysis')),
        body,
      ),
    get: async (path, token) => call('GET', path, token ? `Bearer ${token}` : undefined),
    send: async (method, path, token, body) => call(method, path, `Bearer ${token}`, body),
    async stop() {
      await unsubscribe();
      await service.stop();
      await infra.close();
    },
  };
}
