import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';

// GET /api/tech-pack/{id}/flats/{front|back}.svg through the gateway, against the real app in a child process.

async function syntheticTee(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F3A8C"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let id: string;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' });
  owner = await registerUser(app, 'flats');
  other = await registerUser(app, 'flats-other');
  const fd = new FormData();
  fd.append('email', owner.email);
  fd.append('garmentType', 't-shirt');
  fd.append('image', new Blob([new Uint8Array(await syntheticTee())], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const body = (await res.json()) as { techPack: { id: string } };
  expect(res.status).toBe(201);
  id = body.techPack.id;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const get = async (path: string, token?: string) => {
  const res = await fetch(`${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('GET /api/tech-pack/{id}/flats/{view}.svg', () => {
  it('answers the front and back flats as SVG with a callout for every POM of the table', async () => {
    const pack = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: owner.token })).body;
    const front = await get(`/api/tech-pack/${id}/flats/front.svg`, owner.token);
    const back = await get(`/api/tech-pack/${id}/flats/back.svg`, owner.token);
    for (const r of [front, back]) {
      expect(r.status).toBe(200);
      expect(r.type).toMatch(/^image\/svg\+xml/);
      expect(r.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(r.text).toContain('data-role="body"');
    }
    expect(front.text).toContain('>FRONT</text>');
    expect(back.text).toContain('>BACK</text>');
    for (const row of pack.pointsOfMeasure.rows as { code: string }[])
      expect(front.text + back.text).toContain(`>${row.code}</text>`);
  });

  it('redraws from the saved pack: a longer body length gives a taller drawing', async () => {
    const before = await get(`/api/tech-pack/${id}/flats/front.svg`, owner.token);
    const h = (svg: string) => Number(/height="(\d+)"/.exec(svg)![1]);
    const pack = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: owner.token })).body;
    const length = pack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'length').values[
      pack.pointsOfMeasure.baseSize
    ];
    const put = await api(app, 'PUT', `/api/tech-pack/${id}`, {
      token: owner.token,
      body: { measurements: { length: length + 10 } },
    });
    expect(put.status).toBe(200);
    const after = await get(`/api/tech-pack/${id}/flats/front.svg`, owner.token);
    expect(h(after.text) - h(before.text)).toBeGreaterThanOrEqual(38); // 10 cm at 4 px/cm
  });

  it('?sizes=all adds the nested outlines of the graded sizes', async () => {
    const r = await get(`/api/tech-pack/${id}/flats/front.svg?sizes=all`, owner.token);
    expect(r.status).toBe(200);
    for (const s of ['XS', 'XXL']) expect(r.text).toContain(`data-role="overlay-${s}"`);
    expect((await get(`/api/tech-pack/${id}/flats/front.svg`, owner.token)).text).not.toContain('overlay-');
  });

  it('owner only: another user gets 404 Tech Pack Not Found, no token 401, unknown view 404', async () => {
    const res = await api(app, 'GET', `/api/tech-pack/${id}/flats/front.svg`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tech Pack Not Found');
    expect((await get(`/api/tech-pack/${id}/flats/front.svg`)).status).toBe(401);
    expect((await get(`/api/tech-pack/${id}/flats/side.svg`, owner.token)).status).toBe(404);
    expect((await get(`/api/tech-pack/${id}/flats/front.png`, owner.token)).status).toBe(404);
    expect(
      (await get(`/api/tech-pack/00000000-0000-4000-8000-000000000000/flats/front.svg`, owner.token)).status,
    ).toBe(404);
  });
});
