import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { pageTexts } from '../../services/techpack-pdf/src/testing/pdf-text';
import {
  hostileLogos,
  largeValidPng,
  logoDataUrl,
  validPng,
  validSvg,
} from '../../services/techpack-pdf/src/logo/logo-corpus';

// The brand logo through the real product (embedded mode): checked by its bytes on save, stored bounded in the
// object store, read back by its owner only, drawn into the PDF and carried by the export.
const TYPE = 'Invalid logo: please upload a PNG, JPG or SVG image';
const SIZE = 'Logo too large: please upload a logo up to 5MB';

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let adminToken: string;
let packId: string;
let otherPackId: string;

async function newPack(user: { token: string; email: string }): Promise<string> {
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#EEEEEE' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="#1F2A44"/></svg>',
        ),
        top: 100,
        left: 100,
      },
    ])
    .jpeg()
    .toBuffer();
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('garmentType', 't-shirt');
  fd.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = (await res.json()) as { techPack: { id: string } };
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}

const putLogo = (id: string, token: string, logo: unknown) =>
  api(app, 'PUT', `/api/tech-pack/${id}`, { token, body: { branding: { logo, logoFile: 'logo.png' } } });

async function binary(
  path: string,
  token?: string,
): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(`${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

function storedLogos(): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((f) =>
          statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
        )
      : [];
  return walk(join(app.dataDir, 'objects')).filter((f) => /\/logo-[0-9a-f]{32}\.(png|jpg)$/.test(f));
}

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, 300_000);
  owner = await registerUser(app, 'logo-owner');
  other = await registerUser(app, 'logo-other');
  adminToken = (
    await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
  ).body.token;
  packId = await newPack(owner);
  otherPackId = await newPack(other);
}, 400_000);
afterAll(async () => {
  await app?.stop();
});

describe('PUT /api/tech-pack/{id}: a logo is checked by its bytes', () => {
  it('every hostile logo is 400 with the spec message naming branding.logo, and nothing is stored', async () => {
    const hostile = await hostileLogos();
    const expected: Record<string, string> = {
      exe: TYPE,
      html: TYPE,
      pdf: TYPE,
      truncatedJpeg: TYPE,
      gifAsPng: TYPE,
      svgScript: TYPE,
      svgOnload: TYPE,
      svgExternalEntity: TYPE,
      svgBillionLaughs: TYPE,
      svgExternalImage: TYPE,
      pngBomb: SIZE,
      svgHuge: SIZE,
    };
    const answers: Record<string, unknown> = {};
    for (const [name, message] of Object.entries(expected)) {
      const res = await putLogo(packId, owner.token, hostile[name]);
      answers[name] = [res.status, res.body?.message, res.body?.fields];
      expect(answers[name]).toEqual([400, message, ['branding.logo']]);
    }
    // labels the schema refuses, and more than 5 MB
    const gif = await putLogo(packId, owner.token, 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect([gif.status, gif.body.message, gif.body.fields]).toEqual([400, TYPE, ['branding.logo']]);
    const big = await putLogo(packId, owner.token, logoDataUrl('png', Buffer.alloc(5 * 1024 * 1024 + 10)));
    expect([big.status, big.body.message]).toEqual([400, SIZE]);
    expect(storedLogos()).toEqual([]);
    const pack = (await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token })).body;
    expect(pack.branding.logo).toBeNull();
  }, 120_000);

  it("a path that is not one of the pack's own stored logos is refused", async () => {
    const made = `/api/tech-pack/${packId}/logo/${'a'.repeat(32)}.png`;
    for (const logo of [made, 'https://example.com/logo.png', '/api/uploads/x.jpg']) {
      const res = await putLogo(packId, owner.token, logo);
      expect([res.status, res.body.message, res.body.fields]).toEqual([400, TYPE, ['branding.logo']]);
    }
  });
});

describe('a valid large logo is stored bounded and read by its owner only', () => {
  let ref: string;

  it('PUT a 4,000 x 2,400 PNG of ~4.8 MB: 200, and the pack holds a path, no data URL', async () => {
    const png = await largeValidPng();
    expect(png.length).toBeGreaterThan(4_000_000);
    const res = await putLogo(packId, owner.token, logoDataUrl('png', png));
    expect(res.status).toBe(200);
    ref = res.body.techPack.branding.logo;
    expect(ref).toMatch(new RegExp(`^/api/tech-pack/${packId}/logo/[0-9a-f]{32}\\.png$`));
    const got = await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token });
    expect(got.body.branding.logo).toBe(ref);
    expect(got.text).not.toContain('data:image');
    const list = await api(app, 'GET', '/api/tech-packs/user', { token: owner.token });
    expect(list.text).not.toContain('data:image');
    expect(storedLogos()).toHaveLength(1);
  }, 60_000);

  it('the owner (and an operator) GET the logo: a PNG at most 2,048 px on its long side; another designer gets 404', async () => {
    const mine = await binary(ref, owner.token);
    expect([mine.status, mine.type]).toEqual([200, 'image/png']);
    const meta = await sharp(mine.body).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['png', 2048]);
    expect((await binary(ref, adminToken)).status).toBe(200);
    const theirs = await binary(ref, other.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body.toString()).message).toBe('Tech Pack Not Found');
    expect((await binary(ref)).status).toBe(401);
  });

  it('saving the pack back as GET gave it keeps the logo; another designer cannot point their pack at it', async () => {
    const pack = (await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token })).body;
    const again = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { branding: pack.branding, trims: pack.trims },
    });
    expect(again.status).toBe(200);
    expect(again.body.techPack.branding.logo).toBe(ref);
    expect(again.body.changedFields).not.toContain('branding.logo');
    const stolen = await putLogo(otherPackId, other.token, ref);
    expect([stolen.status, stolen.body.message, stolen.body.fields]).toEqual([400, TYPE, ['branding.logo']]);
  });

  it('the PDF renders with the logo drawn', async () => {
    const pdf = await binary(`/api/tech-pack/${packId}/pdf-download`, owner.token);
    expect(pdf.status).toBe(200);
    const text = pdf.body.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const pages = (await pageTexts(pdf.body)).join('\n');
    // the artwork's name above its picture (a logo that could not be drawn reads 'supplied separately')
    expect(pages).toContain('Artwork: logo.png');
    expect(pages).not.toContain('supplied separately');
    // the reference photo and the logo, at least
    expect((text.match(/\/Subtype\s*\/Image/g) ?? []).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('the JSON export carries the bounded logo as a data URL', async () => {
    const res = await api(app, 'GET', `/api/tech-pack/${packId}/export.json`, { token: owner.token });
    expect(res.status).toBe(200);
    const logo: string = res.body.pack.branding.logo;
    expect(logo).toMatch(/^data:image\/png;base64,/);
    const meta = await sharp(Buffer.from(logo.split(',')[1], 'base64')).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2048);
  });

  it('an SVG logo becomes a stored PNG; the replaced logo is removed, and so is a removed one', async () => {
    const svg = await putLogo(packId, owner.token, logoDataUrl('svg+xml', validSvg()));
    expect(svg.status).toBe(200);
    const svgRef: string = svg.body.techPack.branding.logo;
    expect(svgRef).toMatch(/\.png$/);
    expect((await binary(ref, owner.token)).status).toBe(404);
    expect(storedLogos()).toHaveLength(1);
    const small = await putLogo(
      packId,
      owner.token,
      logoDataUrl(
        'jpeg',
        await sharp(await validPng(60, 40))
          .flatten({ background: '#ffffff' })
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(small.body.techPack.branding.logo).toMatch(/\.jpg$/);
    const removed = await putLogo(packId, owner.token, null);
    expect([removed.status, removed.body.techPack.branding.logo]).toEqual([200, null]);
    expect(storedLogos()).toEqual([]);
  }, 60_000);
});
