import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDF_RENDERED, type EventEnvelope } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';
import { until } from '../../../../scripts/test-support/until';

// A pack saved right after it was made (before or while its first PDF renders) gets a PDF of what was saved, rendered
// in the background once (not left to the download, not rendered twice): the download then finds it ready. (Which of
// those two moments a save lands in depends on timing; a save landing during a render is what pdf-renders.ts's
// ensurePdf waits for and then renders once more.)

let h: TechPackHarness;
const rendered: { techPackId: string; revision: number }[] = [];

beforeAll(async () => {
  h = await startTechPackHarness('techpack-render-after-save');
  await h.infra.bus.subscribe({
    group: 'render-after-save-spec',
    topics: [PDF_RENDERED],
    fromBeginning: true,
    handler: async (e: EventEnvelope) => {
      rendered.push(e.payload as { techPackId: string; revision: number });
    },
  });
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

// PDFs this service process has rendered, all causes (its /metrics)
async function rendersCounted(): Promise<number> {
  const text = await (await fetch(`${h.service.url}/metrics`)).text();
  return [...text.matchAll(/^pdf_renders_total(?:\{[^}]*\})? (\d+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

describe('the PDF after a save', () => {
  it('two saves right after the create: the last one is rendered in the background, each revision at most once', async () => {
    const body = h.createBody();
    body.deadline = new Date(Date.now() + 120_000).toISOString();
    const created = await h.post(body);
    expect(created.status).toBe(201);
    const id = created.body.techPack.id as string;
    const token = await h.userToken(body.userId);
    // at once, before or while the pack's first PDF renders
    expect(
      (await h.send('PUT', `/api/tech-pack/${id}`, token, { measurements: { chestWidth: 55 } })).status,
    ).toBe(200);
    const last = await h.send('PUT', `/api/tech-pack/${id}`, token, { measurements: { chestWidth: 56 } });
    expect(last.status).toBe(200);
    const revision = last.body.techPack.revision as number;
    expect(revision).toBeGreaterThanOrEqual(3);
    const mine = () => rendered.filter((r) => r.techPackId === id);
    // the last revision's PDF is rendered in the background, no download asking for it
    await until(() => mine().some((r) => r.revision === revision), { timeoutMs: 100_000 });
    const revisions = mine().map((r) => r.revision);
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(revisions.length).toBeLessThanOrEqual(3);
    // and the download serves that PDF without rendering again: the service's render counter (pdf_renders_total,
    // counted before a render's PDF is served or announced) is where it was once the download has answered
    const before = await rendersCounted();
    const pdf = await fetch(`${h.service.url}/api/tech-pack/${id}/pdf-download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await rendersCounted()).toBe(before);
    expect(mine().map((r) => r.revision)).toEqual(revisions);
  }, 150_000);
});
