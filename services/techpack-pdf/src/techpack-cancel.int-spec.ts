// Nothing half-made: an upload the designer was told had failed never keeps a tech pack. The pack is created by one
// request that commits only before its deadline (past it: 504 and nothing written, no row and no event), and when a
// create answered after upload-analysis had given up, its ANALYSIS_FAILED removes the pack and its PDF.
// Runs on the infrastructure the environment names (PostgreSQL + Kafka in CI's integration job), embedded otherwise.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ANALYSIS_FAILED, TECHPACK_GENERATED } from '@techpack/contracts';
import { createEvent } from '@techpack/platform';
import { techPacks } from './techpack.schema';
import { startTechPackHarness, type TechPackHarness } from './testing/techpack-harness';
import { until } from '../../../scripts/test-support/until';

let h: TechPackHarness;

beforeAll(async () => {
  h = await startTechPackHarness('techpack-cancel-spec');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

const packsOf = (uploadIds: string[]) =>
  h.service.database.db
    .select({ uploadId: techPacks.uploadId })
    .from(techPacks)
    .where(inArray(techPacks.uploadId, uploadIds));

describe('tech pack creation: nothing half-made', () => {
  it('a create whose deadline passes before commit writes nothing; one that answers 201 left its pack and its event', async () => {
    expect((await h.post(h.createBody())).status).toBe(201); // warm
    // deadlines from already past to comfortably ahead, all at once: each create either committed or wrote nothing
    const bodies = Array.from({ length: 40 }, (_, i) =>
      h.createBody({ deadline: new Date(Date.now() - 100 + i * 250).toISOString() }),
    );
    const answers = await Promise.all(bodies.map((b) => h.post(b)));
    const created = bodies.filter((_, i) => answers[i].status === 201).map((b) => b.uploadId);
    const refused = bodies.filter((_, i) => answers[i].status === 504).map((b) => b.uploadId);
    console.log(
      `[deadline] ${bodies.length} creates: ${created.length} created, ${refused.length} past their deadline`,
    );
    expect(created.length + refused.length).toBe(bodies.length);
    expect(refused.length).toBeGreaterThan(0);
    expect(created.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status === 504))
      expect(a.body.code).toBe('TECHPACK.DEADLINE_PASSED');
    expect((await packsOf(created)).map((r) => r.uploadId).sort()).toEqual([...created].sort());
    expect(await packsOf(refused)).toEqual([]);
    // every created pack's event is published; a refused create published none
    const generatedFor = () =>
      new Set(
        h.events
          .filter((e) => e.type === TECHPACK_GENERATED)
          .map((e) => (e.payload as { uploadId: string }).uploadId),
      );
    await until(() => created.every((u) => generatedFor().has(u)));
    await new Promise((r) => setTimeout(r, 500)); // a late event would have come by now
    expect(refused.filter((u) => generatedFor().has(u))).toEqual([]);
  }, 60_000);

  it('ANALYSIS_FAILED after a create that answered too late removes the pack and its PDF', async () => {
    const body = h.createBody();
    const res = await h.post(body);
    expect(res.status).toBe(201);
    const rendered = await until(
      async () => {
        const [row] = await h.service.database.db
          .select()
          .from(techPacks)
          .where(eq(techPacks.uploadId, body.uploadId));
        return row?.pdfKey ? row : undefined;
      },
      { timeoutMs: 60_000 },
    );
    expect(await h.infra.storage.exists(rendered.pdfKey!)).toBe(true);
    // upload-analysis gave up before the answer came: it tells the other services the upload failed
    await h.infra.bus.publish([
      createEvent(
        ANALYSIS_FAILED,
        body.uploadId,
        { uploadId: body.uploadId, userId: body.userId, reason: 'Upload timed out', kind: 'timeout' },
        { correlationId: randomUUID(), actorId: body.userId },
      ),
    ]);
    await until(async () => (await packsOf([body.uploadId])).length === 0);
    // the row goes first, its PDF right after
    await until(async () => !(await h.infra.storage.exists(rendered.pdfKey!)));
    const get = await h.get(`/api/tech-pack/${res.body.techPack.id}`, await h.userToken(body.userId));
    expect(get.status).toBe(404);
  }, 90_000);
});
