import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ANALYSIS_COMPLETED, ANALYSIS_FAILED, UPLOAD_RECEIVED } from '@techpack/contracts';
import {
  AppError,
  FsObjectStorage,
  type AppConfig,
  type EventsClient,
  type UserClaims,
} from '@techpack/platform';
import { LocalAnalyzer } from '../analyzer/local.analyzer';
import type { UploadsStore } from '../uploads/uploads.store';
import type { TechPackOutcome, TechPackRequest } from './tech-pack-request';
import { UploadDesignHandler } from './upload-design.handler';

// an upload whose pack could not be made left both copies of the photo stored and was announced to
// admin (an uploads row, an analysis) before its pack existed. Now the photo goes with the failure and the upload is
// announced only with its pack; ANALYSIS_FAILED is still recorded (techpack-pdf drops a pack committed late).
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((f) =>
      statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f)) : [join(dir, f)],
    );
  } catch {
    return [];
  }
}

async function run(outcome: TechPackOutcome, analyzer: LocalAnalyzer = new LocalAnalyzer(undefined)) {
  const root = mkdtempSync(join(tmpdir(), 'failed-upload-'));
  const storage = new FsObjectStorage(root);
  const recorded: string[] = [];
  const statuses: string[] = [];
  const tx = {};
  const store = {
    db: { transaction: async (work: (t: unknown) => Promise<void>) => work(tx) },
    insert: async () => undefined,
    setStatus: async (_tx: unknown, _id: string, status: string) => void statuses.push(status),
  } as unknown as UploadsStore;
  const events = {
    record: async (_tx: unknown, type: string) => void recorded.push(type),
  } as unknown as EventsClient;
  const techPacks = { create: async () => outcome } as unknown as TechPackRequest;
  const handler = new UploadDesignHandler(analyzer, store, storage, events, techPacks, {
    UPLOAD_TIMEOUT_MS: 60_000,
  } as AppConfig);
  const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#1F2A44' } })
    .jpeg()
    .toBuffer();
  const claims = {
    sub: 'user-1',
    email: 'd@example.com',
    firstName: 'D',
    lastName: null,
    role: 'user',
  } as UserClaims;
  const upload = {
    file: { buffer: image, filename: 'photo.jpg', mimetype: 'image/jpeg' },
    form: { email: 'd@example.com', garmentType: 't-shirt', selectedSize: 'M' },
    originalName: 'photo.jpg',
  } as unknown as Parameters<UploadDesignHandler['execute']>[1];
  const result = await handler.execute(claims, upload, 'corr-1', performance.now()).then(
    () => 'ok',
    (e: AppError) => e.code,
  );
  const files = filesUnder(root);
  rmSync(root, { recursive: true, force: true });
  return { result, files, recorded, statuses };
}

describe('a failed upload', () => {
  it('leaves no stored file and is never announced as received or analysed', async () => {
    const failed = await run({
      ok: false,
      kind: 'error',
      reason: 'tech pack request answered 400',
      error: new AppError(502, 'UPLOAD.TECHPACK_UNAVAILABLE', 'Failed to upload and analyze image'),
    });
    expect(failed.result).toBe('UPLOAD.TECHPACK_UNAVAILABLE');
    expect(failed.files).toEqual([]);
    expect(failed.recorded).toEqual([ANALYSIS_FAILED]);
    expect(failed.statuses).toEqual(['failed']);
  }, 60_000);

  it('whose analysis fails leaves no stored file either (the photo is stored while it is analysed)', async () => {
    const broken = new LocalAnalyzer(undefined);
    broken.analyze = async () => {
      await new Promise((r) => setTimeout(r, 50)); // the writes are under way meanwhile
      throw new AppError(500, 'UPLOAD.ANALYSIS_FAILED', 'analysis failed');
    };
    const failed = await run({ ok: true, techPack: { id: 'tp-1' } as never }, broken);
    expect(failed.result).toBe('UPLOAD.ANALYSIS_FAILED');
    expect(failed.files).toEqual([]);
    expect(failed.recorded).toEqual([]);
  }, 60_000);

  it('a successful one keeps both copies and is announced with its pack', async () => {
    const made = await run({ ok: true, techPack: { id: 'tp-1' } as never });
    expect(made.result).toBe('ok');
    expect(made.files).toHaveLength(2);
    expect(made.recorded).toEqual([UPLOAD_RECEIVED, ANALYSIS_COMPLETED]);
    expect(made.statuses).toEqual(['completed']);
  }, 60_000);
});
