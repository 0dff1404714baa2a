import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDF_RENDERED, type EventEnvelope } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// A pack saved while its PDF is being rendered gets a PDF of what was saved, rendered in the background once (not
// left to the download, not rendered twice): the download then finds it ready.

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

describe('the PDF after a save', () => {
  it('two saves during the first render: the last one is rendered in the background, each revision at most once', async () => {
    const body = h.createBody();
    body.deadline = new Date(Date.now() + 120_000).toISOString();
    const created = await h.post(body);
    expect(created.status).toBe(201);
    const id = created.body.techPack.id as string;
    const token = await h.userToken(body.userId);
    // at once, while the pack's first PDF is rendering
    expect((await h.send('PUT', `/api/tech-pack/${id}`, token, { measurements: { chestWidth: 55 } })).status).toBe(200);
    expect((await h.send('PUT', `/api/tech-pack/${id}`, token, { measurements: { chestWidth: 56 } })).status).toBe(200);
    const mine = () => rendered.filter((r) => r.techPackId === id);
    // the background renders settle (no new one for 1.5 s) with no download asking for them
    let seen = -1;
    const end = Date.now() + 30_000;
    while (Date.now() < end && (mine().length === 0 || mine().length !== seen)) {
      seen = mine().length;
      await new Promise((r) => setTimeout(r, 1500));
    }
    const revisions = mine().map((r) => r.revision);
    expect(revisions.length).toBeGreaterThan(0);
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(revisions.length).toBeLessThanOrEqual(3);
    // and the download serves that PDF without rendering again
    const before = mine().length;
    const pdf = await fetch(`${h.service.url}/api/tech-pack/${id}/pdf-download`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    expect(mine().length).toBe(before);
  }, 60_000);
});
