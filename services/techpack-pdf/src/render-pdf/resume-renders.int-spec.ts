// A pack is committed before its PDF is rendered. A process killed in between (the fault suite kills techpack-pdf in
// the middle of a burst of uploads) leaves a pack without a PDF; the next process to start renders it, so every pack
// ends with its PDF without waiting for a download. Runs on the infrastructure the environment names.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { PDF_RENDERED, type EventEnvelope } from '@techpack/contracts';
import { startService, type RunningService } from '@techpack/platform';
import { buildTechPack } from '../model/techpack.model';
import { techpackPdfService } from '../techpack-pdf.module';
import { techPacks } from '../techpack.schema';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';
import { until } from '../../../../scripts/test-support/until';

let h: TechPackHarness;
let restarted: RunningService | undefined;

beforeAll(async () => {
  h = await startTechPackHarness('resume-renders-spec');
}, 90_000);
afterAll(async () => {
  if (!restarted) return h?.stop();
  await restarted.stop();
  await h.infra.close(); // the harness's own service was stopped by the test
});

// What a process that died right after its commit leaves behind: the pack, no PDF (or one of an older revision).
async function committedWithoutPdf(revision: number, pdfRevision: number | null, at = new Date()) {
  const id = randomUUID();
  const uploadId = randomUUID();
  const body = h.createBody({ uploadId });
  const pack = buildTechPack({
    id,
    uploadId,
    filename: body.webFilename,
    originalName: body.originalName,
    selectedSize: 'M',
    analysis: body.analysis,
    now: new Date(),
  });
  await h.service.database.db.insert(techPacks).values({
    id,
    uploadId,
    userId: body.userId,
    email: body.email,
    garmentType: pack.aiAnalysis.garmentType,
    imageKey: null,
    data: pack,
    revision,
    pdfKey: pdfRevision === null ? null : `techpacks/${id}/tech-pack-r${pdfRevision}.pdf`,
    pdfRevision,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

describe('PDFs a killed process did not render', () => {
  it('a starting process renders every pack left without a current PDF and announces each', async () => {
    const rendered: EventEnvelope[] = [];
    const unsubscribe = await h.infra.bus.subscribe({
      group: `resume-renders-${randomUUID().slice(0, 8)}`,
      topics: [PDF_RENDERED],
      fromBeginning: true,
      handler: async (event) => {
        rendered.push(event);
      },
    });
    const ids = [
      await committedWithoutPdf(1, null),
      await committedWithoutPdf(1, null),
      await committedWithoutPdf(2, 1),
    ];
    // a pack a live sibling instance commits after the new process started (dated ahead: committed later): the
    // sibling renders it, the new process's start-up sweep leaves it alone
    const sibling = await committedWithoutPdf(1, null, new Date(Date.now() + 10 * 60_000));
    const rows = () => h.service.database.db.select().from(techPacks).where(inArray(techPacks.id, ids));
    expect((await rows()).every((r) => r.pdfRevision !== r.revision)).toBe(true);

    // the process that replaces the dead one
    await h.service.stop();
    restarted = await startService(techpackPdfService, h.infra, {
      host: '127.0.0.1',
      port: 0,
      serviceUrl: () => 'http://127.0.0.1:1',
    });
    const done = await until(
      async () => {
        const list = await rows();
        return list.length === ids.length && list.every((r) => r.pdfKey && r.pdfRevision === r.revision)
          ? list
          : undefined;
      },
      { timeoutMs: 90_000 },
    );
    for (const row of done) expect(await h.infra.storage.exists(row.pdfKey!)).toBe(true);
    // claimed, so that another instance starting now leaves them alone
    for (const row of done) expect(row.renderClaimedAt).toBeInstanceOf(Date);
    const [left] = await h.service.database.db.select().from(techPacks).where(eq(techPacks.id, sibling));
    expect(left).toMatchObject({ renderClaimedAt: null, pdfKey: null, pdfRevision: null });
    await h.service.database.db.delete(techPacks).where(eq(techPacks.id, sibling));
    const updated = done.find((r) => r.revision === 2)!;
    expect(updated.pdfKey).toBe(`techpacks/${updated.id}/tech-pack-r2.pdf`);
    await until(
      () => ids.every((id) => rendered.some((e) => (e.payload as { techPackId: string }).techPackId === id)),
      { timeoutMs: 30_000 },
    );
    const [one] = await h.service.database.db.select().from(techPacks).where(eq(techPacks.id, ids[0]));
    expect(
      rendered.find((e) => (e.payload as { techPackId: string }).techPackId === ids[0])!.payload,
    ).toMatchObject({ userId: one.userId, revision: 1, pdfPath: `/api/tech-pack/${ids[0]}/pdf-download` });
    await unsubscribe();
  }, 150_000);
});
