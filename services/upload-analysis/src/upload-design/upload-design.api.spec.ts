import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  ANALYSIS_COMPLETED,
  ANALYSIS_FAILED,
  createTechPackRequest,
  UPLOAD_MESSAGES,
  uploadResponseSchema,
  type CreateTechPackRequest,
  type EventEnvelope,
} from '@techpack/contracts';
import {
  createInfrastructure,
  loadConfig,
  startService,
  type Infrastructure,
  type RunningService,
} from '@techpack/platform';
import { buildTechPack } from '../../../techpack-pdf/src/model/techpack.model';
import { uploadAnalysisService } from '../upload-analysis.module';
import { until } from '../../../../scripts/test-support/until';

// The upload service alone, with a stand-in for techpack-pdf's POST /internal/tech-packs: the one request that makes
// the pack, and what the designer is told (and what is recorded) when that request fails, times out, or finds the
// tech pack service restarting.

const UPLOAD_TIMEOUT_MS = 4000;
type Mode = 'ok' | 'deadline-passed' | 'generation-failed' | 'silent';
let mode: Mode = 'ok';
const calls: { body: CreateTechPackRequest; authorization?: string; correlationId?: string; at: number }[] =
  [];

let dataDir: string;
let infra: Infrastructure;
let service: RunningService;
let fake: Server;
let fakePort = 0;
const seen: EventEnvelope[] = [];
let token: string;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

async function startFake(port = 0): Promise<void> {
  fake = createServer((req, res) => {
    void readBody(req).then((text) => {
      const body = createTechPackRequest.parse(JSON.parse(text));
      calls.push({
        body,
        authorization: req.headers.authorization,
        correlationId: req.headers['x-correlation-id'] as string | undefined,
        at: Date.now(),
      });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (mode === 'silent') return; // never answers
      if (mode === 'deadline-passed')
        return send(504, {
          message: 'The tech pack was not created before its deadline; nothing was kept',
          code: 'TECHPACK.DEADLINE_PASSED',
        });
      if (mode === 'generation-failed')
        return send(500, { message: 'Failed to generate the tech pack', code: 'TECHPACK.GENERATION_FAILED' });
      const techPack = buildTechPack({
        id: randomUUID(),
        uploadId: body.uploadId,
        filename: body.webFilename,
        originalName: body.originalName,
        selectedSize: body.selectedSize,
        analysis: body.analysis,
        now: new Date(),
      });
      send(201, { techPack });
    });
  });
  await new Promise<void>((ok) => fake.listen(port, '127.0.0.1', () => ok()));
  fakePort = (fake.address() as AddressInfo).port;
}

async function tee(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360"><rect width="300" height="360" fill="#EEE"/>
    <path d="M90 40 L130 30 Q150 55 170 30 L210 40 L270 100 L240 130 L215 110 L215 330 L85 330 L85 110 L60 130 L30 100 Z" fill="#C8102E"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

// 201: the upload's answer; otherwise { message, code }
type Answer = { message?: string; code?: string; upload?: { id: string } };

async function upload(correlationId: string = randomUUID()) {
  const fd = new FormData();
  fd.append('email', 'designer@example.com');
  fd.append('garmentType', 't-shirt');
  fd.append('selectedSize', 'L');
  fd.append('image', new Blob([new Uint8Array(await tee())], { type: 'image/jpeg' }), 'tee.jpg');
  const t0 = Date.now();
  const res = await fetch(`${service.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${token}`, 'x-correlation-id': correlationId },
  });
  return {
    status: res.status,
    body: (await res.json()) as Answer,
    ms: Date.now() - t0,
    timing: res.headers.get('server-timing'),
  };
}

beforeAll(async () => {
  await startFake();
  dataDir = mkdtempSync(join(tmpdir(), 'upload-design-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    KAFKA_BROKERS: '',
    S3_ENDPOINT: '',
    OPENAI_API_KEY: '',
    UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS),
  });
  infra = await createInfrastructure(config, 'upload-design-test');
  await infra.bus.subscribe({
    group: 'test-observer',
    topics: [ANALYSIS_COMPLETED, ANALYSIS_FAILED],
    fromBeginning: false,
    handler: async (e) => void seen.push(e),
  });
  service = await startService(uploadAnalysisService, infra, {
    serviceUrl: () => `http://127.0.0.1:${fakePort}`,
  });
  token = await infra.tokens.sign({
    sub: randomUUID(),
    email: 'designer@example.com',
    firstName: 'D',
    lastName: null,
    role: 'user',
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await infra?.close();
  await new Promise((r) => fake.close(r));
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  mode = 'ok';
});

const failedFor = (uploadId: string) =>
  seen.find((e) => e.type === ANALYSIS_FAILED && e.aggregateId === uploadId);

describe('POST /api/upload makes the tech pack with one request to techpack-pdf', () => {
  it("sends the analysis with the deadline, as the upload service, under the request's correlation id", async () => {
    const correlationId = `req-${randomUUID()}`;
    const before = calls.length;
    const res = await upload(correlationId);
    expect(res.status).toBe(201);
    const parsed = uploadResponseSchema.parse(res.body);
    expect(parsed.techPack.uploadId).toBe(parsed.upload.id);
    expect(parsed.message).toBe(UPLOAD_MESSAGES.success);
    expect(res.timing).toMatch(/techpack;dur=[\d.]+, total;dur=/);
    expect(calls.length).toBe(before + 1);
    const call = calls[calls.length - 1];
    expect(call.body.uploadId).toBe(parsed.upload.id);
    expect(call.body.selectedSize).toBe('L');
    expect(call.body.requestedGarmentType).toBe('t-shirt');
    expect(call.correlationId).toBe(correlationId);
    expect(call.authorization).toMatch(/^Bearer /);
    expect((await infra.tokens.verify(call.authorization!.slice(7))).role).toBe('service');
    // the deadline is when the upload stops waiting
    const deadline = Date.parse(call.body.deadline);
    expect(deadline).toBeGreaterThan(call.at);
    expect(deadline).toBeLessThanOrEqual(call.at + UPLOAD_TIMEOUT_MS);
    // admin still learns of the analysis from its event, under the same correlation id
    const completed = await until(() =>
      seen.find((e) => e.type === ANALYSIS_COMPLETED && e.aggregateId === parsed.upload.id),
    );
    expect(completed.correlationId).toBe(correlationId);
    expect(failedFor(parsed.upload.id)).toBeUndefined();
  }, 30_000);

  it('techpack-pdf past the deadline: 504 with the timeout message, and ANALYSIS_FAILED (timeout) recorded', async () => {
    mode = 'deadline-passed';
    const res = await upload();
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: UPLOAD_MESSAGES.timeout, code: 'UPLOAD.TIMEOUT' });
    const uploadId = calls[calls.length - 1].body.uploadId;
    const failed = await until(() => failedFor(uploadId));
    expect(failed.payload).toMatchObject({ uploadId, kind: 'timeout' });
  }, 30_000);

  it('generation failed: 500 as before, and ANALYSIS_FAILED (error) recorded', async () => {
    mode = 'generation-failed';
    const res = await upload();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Failed to upload and analyze image',
      code: 'UPLOAD.GENERATION_FAILED',
    });
    const uploadId = calls[calls.length - 1].body.uploadId;
    expect((await until(() => failedFor(uploadId))).payload).toMatchObject({ kind: 'error' });
  }, 30_000);

  it('no answer: the upload gives up a little after its deadline (504) and records the timeout', async () => {
    mode = 'silent';
    const res = await upload();
    expect(res.status).toBe(504);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.timeout);
    expect(res.ms).toBeLessThan(UPLOAD_TIMEOUT_MS + 2000 + 1500);
    const uploadId = calls[calls.length - 1].body.uploadId;
    expect((await until(() => failedFor(uploadId))).payload).toMatchObject({ kind: 'timeout' });
  }, 30_000);

  it('techpack-pdf restarting: the same request is sent again until it answers, and the upload succeeds', async () => {
    mode = 'ok';
    const closed = new Promise((r) => fake.close(r));
    fake.closeAllConnections();
    await closed;
    const port = fakePort;
    const pending = upload();
    await new Promise((r) => setTimeout(r, 1200));
    await startFake(port);
    const res = await pending;
    expect(res.status).toBe(201);
    expect(failedFor(res.body.upload!.id)).toBeUndefined();
  }, 30_000);

  it('techpack-pdf away for longer than the upload waits: 504, and the timeout is recorded', async () => {
    const closed = new Promise((r) => fake.close(r));
    fake.closeAllConnections();
    await closed;
    const port = fakePort;
    const res = await upload();
    expect(res.status).toBe(504);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.timeout);
    // it waited until its deadline (past it techpack-pdf writes nothing), then recorded the failure
    expect(res.ms).toBeGreaterThanOrEqual(UPLOAD_TIMEOUT_MS - 200);
    const failed = await until(() =>
      seen.find((e) => e.type === ANALYSIS_FAILED && JSON.stringify(e.payload).includes('unreachable')),
    );
    expect(failed.payload).toMatchObject({ kind: 'timeout' });
    await startFake(port);
  }, 30_000);
});
