import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { techPackSummaryListSchema } from '@techpack/contracts';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// The designer's list: summaries (never whole packs), newest first, a page at a time by cursor.

let h: TechPackHarness;
let ownerId: string;
let owner: string;
const created: string[] = [];

async function list(query: string, token = owner) {
  const res = await fetch(`${h.service.url}/api/tech-packs/user${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: text ? JSON.parse(text) : undefined,
    next: res.headers.get('x-next-cursor'),
  };
}

beforeAll(async () => {
  h = await startTechPackHarness('list-summaries');
  ownerId = randomUUID();
  owner = await h.userToken(ownerId);
  for (let i = 0; i < 5; i++) {
    const res = await h.post(h.createBody({ userId: ownerId }));
    expect(res.status).toBe(201);
    created.push(res.body.techPack.id);
  }
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

describe('GET /api/tech-packs/user', () => {
  it('answers summaries that keep upload and createdAt, without revisions, measurements or the BOM', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const items = techPackSummaryListSchema.parse(res.body);
    expect(items.map((i) => i.id)).toEqual([...created].reverse());
    expect(items[0]).toMatchObject({
      upload: { filename: expect.any(String) },
      status: 'draft',
      revision: 1,
      thumbnailUrl: expect.stringMatching(/^\/api\/uploads\//),
    });
    expect(items[0].styleName).not.toBe('');
    expect(items[0].styleNumber).not.toBe('');
    for (const key of ['revisions', 'measurements', 'bom', 'pointsOfMeasure', 'branding'])
      expect(res.body[0]).not.toHaveProperty(key);
    expect(res.next).toBeNull();
  });

  it('pages by cursor: every pack once, in order, the last page without a cursor', async () => {
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const res = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((i: { id: string }) => i.id));
      cursor = res.next ?? '';
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
  });

  it('refuses a limit over 50 or a made-up cursor, and shows another designer nothing', async () => {
    expect((await list('?limit=51')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?cursor=not-ours')).status).toBe(400);
    const other = await h.userToken(randomUUID());
    expect((await list('', other)).body).toEqual([]);
  });
});
