import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  createTechPackResponse,
  techPackSchema,
  TECHPACK_GENERATED,
  TECHPACK_GENERATION_FAILED,
} from '@techpack/contracts';
import { techPacks } from '../techpack.schema';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';
import { until } from '../../../../scripts/test-support/until';

// POST /internal/tech-packs: the one request upload-analysis makes for an analysed upload.

let h: TechPackHarness;

beforeAll(async () => {
  h = await startTechPackHarness('generate-tech-pack-spec');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

const rowsOf = (uploadId: string) =>
  h.service.database.db.select().from(techPacks).where(eq(techPacks.uploadId, uploadId));

describe('POST /internal/tech-packs', () => {
  it('creates the pack (201, the full pack as GET answers it) with its TECHPACK_GENERATED event', async () => {
    const body = h.createBody();
    const res = await h.post(body);
    expect(res.status).toBe(201);
    const { techPack } = createTechPackResponse.parse(res.body);
    expect(techPack).toMatchObject({
      uploadId: body.uploadId,
      upload: { filename: body.webFilename, originalName: 'tee.jpg', garmentType: 't-shirt' },
    });
    const get = await h.get(`/api/tech-pack/${techPack.id}`, await h.userToken(body.userId));
    expect(get.status).toBe(200);
    expect(techPackSchema.parse(get.body)).toEqual(techPackSchema.parse(res.body.techPack));
    const event = await until(() =>
      h.events.find(
        (e) =>
          e.type === TECHPACK_GENERATED && (e.payload as { uploadId: string }).uploadId === body.uploadId,
      ),
    );
    expect(event.payload).toMatchObject({
      techPackId: techPack.id,
      userId: body.userId,
      email: body.email,
      garmentType: 't-shirt',
    });
    expect(event.actorId).toBe(body.userId);
    // the PDF follows in the background
    await until(async () => (await rowsOf(body.uploadId))[0]?.pdfKey, { timeoutMs: 60_000 });
    // creates are counted per route and status (the scale-out test sums them per instance)
    const metrics = await (await fetch(`${h.service.url}/metrics`)).text();
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/internal\/tech-packs",status="201"[^}]*\} [1-9]/,
    );
  }, 90_000);

  it('is idempotent by upload: the same upload answers 200 with the pack it already has', async () => {
    const body = h.createBody();
    const first = await h.post(body);
    expect(first.status).toBe(201);
    const again = await h.post({ ...body, deadline: new Date(Date.now() + 30_000).toISOString() });
    expect(again.status).toBe(200);
    expect(again.body.techPack.id).toBe(first.body.techPack.id);
    const both = await Promise.all([
      h.post(h.createBody({ uploadId: `${body.uploadId}-b` })),
      h.post(h.createBody({ uploadId: `${body.uploadId}-b` })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0].body.techPack.id).toBe(both[1].body.techPack.id);
    expect(await rowsOf(`${body.uploadId}-b`)).toHaveLength(1);
  });

  it('asked again for a pack whose process died before rendering its PDF, renders it', async () => {
    const body = h.createBody();
    const first = await h.post(body);
    expect(first.status).toBe(201);
    await until(async () => (await rowsOf(body.uploadId))[0]?.pdfKey, { timeoutMs: 60_000 });
    // as a pack committed by a techpack-pdf killed before its render: no PDF
    await h.service.database.db
      .update(techPacks)
      .set({ pdfKey: null, pdfRevision: null })
      .where(eq(techPacks.uploadId, body.uploadId));
    const again = await h.post({ ...body, deadline: new Date(Date.now() + 30_000).toISOString() });
    expect(again.status).toBe(200);
    expect(
      await until(async () => (await rowsOf(body.uploadId))[0]?.pdfKey, { timeoutMs: 60_000 }),
    ).toBeTruthy();
  }, 90_000);

  it('past its deadline writes nothing and answers 504 TECHPACK.DEADLINE_PASSED', async () => {
    const body = h.createBody({ deadline: new Date(Date.now() - 1).toISOString() });
    const res = await h.post(body);
    expect(res.status).toBe(504);
    expect(res.body.code).toBe('TECHPACK.DEADLINE_PASSED');
    expect(await rowsOf(body.uploadId)).toEqual([]);
  });

  it('a pack that cannot be built answers 500 TECHPACK.GENERATION_FAILED and records TECHPACK_GENERATION_FAILED', async () => {
    const body = h.createBody();
    const broken = { ...body, analysis: { ...body.analysis, dominantColors: [{ name: 'Navy', hex: 7 }] } };
    const res = await h.post(broken);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'TECHPACK.GENERATION_FAILED',
      message: 'Failed to generate the tech pack',
    });
    expect(await rowsOf(body.uploadId)).toEqual([]);
    const event = await until(() =>
      h.events.find(
        (e) =>
          e.type === TECHPACK_GENERATION_FAILED &&
          (e.payload as { uploadId: string }).uploadId === body.uploadId,
      ),
    );
    expect(event.payload).toMatchObject({ uploadId: body.uploadId, userId: body.userId });
  });

  it('answers other services only: no token or a designer token 401, a bad body 400', async () => {
    const body = h.createBody();
    const none = await fetch(`${h.service.url}/internal/tech-packs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('AUTH.SERVICE_REQUIRED');
    const designer = await h.post(body, `Bearer ${await h.userToken(randomUUID())}`);
    expect(designer.status).toBe(401);
    const bad = await h.post({ ...body, deadline: 'tomorrow' });
    expect(bad.status).toBe(400);
    const missing = await h.post({ uploadId: randomUUID() });
    expect(missing.status).toBe(400);
    expect(await rowsOf(body.uploadId)).toEqual([]);
  });
});
