import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';
import { paidSampleOrder } from '../../../../scripts/test-support/paid-order';
import { uploadTestTechPack } from '../testing/upload-test-pack';

// A fit session sent as multipart/form-data with photos of the sample, through the gateway: stored, served to the
// pack's owner, the partner and operators (another designer: 404), and bad files refused with nothing stored.
const PARTNER_KEY = 'partner-key-fit-photos-0123456789';
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: string;
let techPackId: string;
let orderId: string;
let pomKey: string;
const partner = { authorization: `Bearer ${PARTNER_KEY}` };

let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: '', MANUFACTURER_API_KEY: PARTNER_KEY }, 300_000);
  designer = await registerUser(app, 'fitphoto');
  stranger = await registerUser(app, 'fitstranger');
  admin = (
    await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
  ).body.token;
  techPackId = await uploadTestTechPack(app, designer.token, designer.email);
  const pack = (await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: designer.token })).body;
  pomKey = pack.pointsOfMeasure.rows[0].key;
  orderId = (
    await paidSampleOrder(app, designer.token, {
      email: 'fit@example.com',
      firstName: 'Ada',
      lastName: 'Fit',
      shippingAddress: '1 Loom Street, London',
      fabricChoice: 'cotton-basic',
      techPackId,
    })
  ).id;
  const prod = await api(app, 'PATCH', `/api/manufacturer/orders/${orderId}/status`, {
    headers: partner,
    body: { status: 'in_production' },
  });
  expect(prod.status).toBe(200);
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f2a44' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#d8d2c4' } })
    .png()
    .toBuffer();
}, 420_000);
afterAll(async () => {
  await app?.stop();
});

function form(
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string; type: string }[],
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('photos', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return fd;
}
async function postForm(fd: FormData, authorization = partner.authorization) {
  const res = await fetch(`${app.url}/api/orders/${orderId}/fit-sessions`, {
    method: 'POST',
    body: fd,
    headers: { authorization },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer read like the api() helper's
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
}
async function get(path: string, authorization?: string) {
  const res = await fetch(`${app.url}${path}`, { headers: authorization ? { authorization } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
const sessionsOfPack = async () =>
  (await api(app, 'GET', `/api/orders/fit-sessions?techPackId=${techPackId}`, { token: designer.token }))
    .body as { id: string }[];
// every object the service stored for fit sessions (the embedded product keeps objects under DATA_DIR/objects)
function storedPhotos(): string[] {
  const root = join(app.dataDir, 'objects', 'fit-sessions');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
const fields = () => ({
  size: 'M',
  measurements: JSON.stringify({ [pomKey]: 50 }),
  notes: 'photos of the front and the side',
});

describe('fit session photos (multipart)', () => {
  it('records the session with its photos, served to the owner, the partner and operators only', async () => {
    const res = await postForm(
      form(fields(), [
        { bytes: jpeg, name: 'front.jpg', type: 'image/jpeg' },
        { bytes: png, name: 'side.png', type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.notes).toBe('photos of the front and the side');
    expect(res.body.rows.find((r: { key: string }) => r.key === pomKey)).toMatchObject({ measured: 50 });
    expect(res.body.photos).toHaveLength(2);
    const [front, side] = res.body.photos as {
      id: string;
      url: string;
      contentType: string;
      width: number;
      height: number;
    }[];
    expect(front.url).toBe(`/api/orders/fit-sessions/${res.body.id}/photos/${front.id}`);
    expect(front).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
    expect(side).toMatchObject({ width: 300, height: 400 });

    for (const who of [`Bearer ${designer.token}`, partner.authorization, `Bearer ${admin}`]) {
      const photo = await get(side.url, who);
      expect([photo.status, photo.type]).toEqual([200, 'image/jpeg']);
      expect(photo.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await get(side.url, `Bearer ${stranger.token}`)).status).toBe(404);
    expect((await get(side.url)).status).toBe(401);
    expect((await get(side.url, 'Bearer wrong-key')).status).toBe(401);
    expect(
      (
        await get(
          `/api/orders/fit-sessions/${res.body.id}/photos/00000000-0000-4000-8000-000000000000`,
          `Bearer ${designer.token}`,
        )
      ).status,
    ).toBe(404);

    // the designer's lists show them too
    const mine = (await sessionsOfPack()).find((s) => s.id === res.body.id) as unknown as {
      photos: unknown[];
    };
    expect(mine.photos).toHaveLength(2);
    const viaPack = await api(app, 'GET', `/api/tech-pack/${techPackId}/fit-sessions`, {
      token: designer.token,
    });
    expect(viaPack.status).toBe(200);
    expect(viaPack.body.find((s: { id: string }) => s.id === res.body.id).photos).toHaveLength(2);
  });

  it('refuses a bad file with a message and stores nothing (no session, no photo)', async () => {
    const sessions = (await sessionsOfPack()).length;
    const files = storedPhotos().length;
    const disguised = await postForm(
      form(fields(), [
        { bytes: jpeg, name: 'front.jpg', type: 'image/jpeg' },
        {
          bytes: Buffer.from('<?php echo "not an image"; ?>'.repeat(10)),
          name: 'side.jpg',
          type: 'image/jpeg',
        },
      ]),
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body).toMatchObject({ code: 'FIT.INVALID_PHOTO', fields: ['photos.1'] });
    expect(disguised.body.message).toMatch(/^Photo 2: not a JPEG, PNG or WebP image/);
    const truncated = await postForm(
      form(fields(), [{ bytes: jpeg.subarray(0, 200), name: 'cut.jpg', type: 'image/jpeg' }]),
    );
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toMatch(/could not be read/);
    const five = await postForm(
      form(
        fields(),
        Array.from({ length: 5 }, (_, i) => ({ bytes: jpeg, name: `p${i}.jpg`, type: 'image/jpeg' })),
      ),
    );
    expect(five.status).toBe(400);
    expect(five.body.code).toBe('FIT.TOO_MANY_PHOTOS');
    const notJson = await postForm(
      form({ ...fields(), measurements: '{chest: 50' }, [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }]),
    );
    expect(notJson.status).toBe(400);
    expect(notJson.body.fields).toEqual(['measurements']);
    const unknown = await postForm(
      form({ ...fields(), measurements: JSON.stringify({ noSuchPoint: 50 }) }, [
        { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('FIT.UNKNOWN_POINT');
    const asDesigner = await postForm(
      form(fields(), [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }]),
      `Bearer ${designer.token}`,
    );
    expect(asDesigner.status).toBe(403);
    expect((await sessionsOfPack()).length).toBe(sessions);
    expect(storedPhotos().length).toBe(files);
  });

  it('still takes JSON, and multipart without photos', async () => {
    const json = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'M', measurements: { [pomKey]: 51 } },
    });
    expect(json.status).toBe(201);
    expect(json.body.photos).toEqual([]);
    const bare = await postForm(
      form({ size: 'M', measurements: JSON.stringify({ [pomKey]: 52 }) }, []),
      `Bearer ${admin}`,
    );
    expect(bare.status).toBe(201);
    expect(bare.body.photos).toEqual([]);
    expect(bare.body.notes).toBeNull();
  });
});
