// An upload the designer was told had failed (timed out) never keeps a tech pack, even when its 'analysis completed'
// and 'analysis failed' events reach the tech pack service at the same moment (they wait together in the outbox
// while Kafka is away, and come on two topics that one consumer handles side by side). Real Kafka + PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { ANALYSIS_COMPLETED, ANALYSIS_FAILED, type EventEnvelope } from '@techpack/contracts';
import { createEvent, createInfrastructure, loadConfig, startService, type Infrastructure, type RunningService } from '@techpack/platform';
import { techpackPdfService } from './techpack-pdf.module';
import { techPacks } from './techpack.schema';

const missing = ['DATABASE_URL', 'KAFKA_BROKERS'].filter((k) => !process.env[k]);
const suite = missing.length === 0 ? describe : describe.skip;
if (missing.length) console.warn(`[skipped] tech pack cancellation race: ${missing.join(', ')} not set`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

suite('tech pack service: completed and failed events for one upload at the same moment', () => {
  let infra: Infrastructure;
  let service: RunningService;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'techpack-cancel-')), JWT_SECRET: `cancel-${randomUUID()}`, LOG_LEVEL: 'error', S3_ENDPOINT: '' });
    infra = await createInfrastructure(config, 'techpack-cancel-spec');
    service = await startService(techpackPdfService, infra, {
      host: '127.0.0.1',
      port: 0,
      serviceUrl: () => 'http://127.0.0.1:1',
    });
  }, 90_000);
  afterAll(async () => {
    await service?.stop();
    await infra?.close();
  });

  it('leaves no pack for any upload whose failure was published, whichever event is handled first', async () => {
    const uploads = Array.from({ length: 60 }, () => randomUUID());
    const userId = randomUUID();
    const events: EventEnvelope[] = [];
    for (const uploadId of uploads) {
      const meta = { correlationId: randomUUID(), actorId: userId };
      events.push(
        createEvent(
          ANALYSIS_COMPLETED,
          uploadId,
          {
            uploadId,
            userId,
            email: 'race@example.com',
            originalName: 'photo.jpg',
            filename: `${uploadId}.jpg`,
            webFilename: `${uploadId}.jpg`,
            selectedSize: 'M',
            requestedGarmentType: null,
            analysis: { garmentType: 't-shirt', silhouette: 'regular', styleCategory: 'casual', description: 'A t-shirt', components: {}, confidence: 0.9 },
            analyzer: 'local',
            analysisMs: 100,
          },
          meta,
        ),
      );
    }
    // the outbox publishes in the order written: every 'completed' first, then every 'failed'
    for (const uploadId of uploads) {
      events.push(createEvent(ANALYSIS_FAILED, uploadId, { uploadId, userId, reason: 'Upload timed out', kind: 'timeout' }, { correlationId: randomUUID(), actorId: userId }));
    }
    await infra.bus.publish(events);

    const ids = events.map((e) => e.id);
    const handled = async () =>
      Number(
        (
          await service.database.query<{ n: string }>(
            service.database.db,
            sql`select count(*) as n from "techpack".processed_events where event_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
          )
        )[0].n,
      );
    const deadline = Date.now() + 90_000;
    while ((await handled()) < events.length && Date.now() < deadline) await sleep(250);
    const left = await service.database.db.select({ uploadId: techPacks.uploadId }).from(techPacks).where(inArray(techPacks.uploadId, uploads));
    console.log(`[cancellation race] ${uploads.length} uploads, events handled ${await handled()}/${events.length}, packs left for failed uploads: ${left.length}`);
    expect(await handled()).toBe(events.length);
    expect(left).toEqual([]);
  }, 120_000);
});
