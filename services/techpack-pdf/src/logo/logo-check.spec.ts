import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FsObjectStorage } from '@techpack/platform';
import { checkLogo, LOGO_BOUNDS, LogoRefused } from './logo-check';
import { checkAndStoreLogo, readStoredLogo, withInlineLogo } from './store-logo';
import { hostileLogos, largeValidPng, logoDataUrl, validPng, validSvg } from './logo-corpus';
import type { TechPack } from '@techpack/contracts';

const TYPE = 'Invalid logo: please upload a PNG, JPG or SVG image';
const SIZE = 'Logo too large: please upload a logo up to 5MB';
const PACK = '0b7c5d0e-1111-4a2b-9c3d-123456789abc';

let dir: string;
let storage: FsObjectStorage;
let hostile: Record<string, string>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'logo-store-'));
  storage = new FsObjectStorage(dir);
  hostile = await hostileLogos();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refusal = (dataUrl: string) =>
  checkLogo(dataUrl).then(
    () => 'accepted',
    (e: unknown) => (e instanceof LogoRefused ? e.reason : `threw ${(e as Error).message}`),
  );

describe('a logo is checked by its bytes', () => {
  it.each([
    ['exe', 'type'],
    ['html', 'type'],
    ['pdf', 'type'],
    ['truncatedJpeg', 'type'],
    ['gifAsPng', 'type'],
    ['svgScript', 'type'],
    ['svgOnload', 'type'],
    ['svgExternalEntity', 'type'],
    ['svgBillionLaughs', 'type'],
    ['svgExternalImage', 'type'],
    ['pngBomb', 'size'],
    ['svgHuge', 'size'],
  ])('%s is refused (%s)', async (name, reason) => {
    expect(await refusal(hostile[name])).toBe(reason);
  });

  it('the PNG bomb is a few KB that declares 400 megapixels', async () => {
    const bytes = Buffer.from(hostile.pngBomb.split(',')[1], 'base64');
    expect(bytes.length).toBeLessThan(20_000);
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    expect(meta.width! * meta.height!).toBe(400_000_000);
  });

  it('WebP bytes labelled JPEG are accepted as WebP (the bytes decide) and stored as PNG with their transparency', async () => {
    const logo = await checkLogo(hostile.webpAsJpeg);
    expect(logo.source).toBe('webp');
    expect(logo.contentType).toBe('image/png');
    const meta = await sharp(logo.data).metadata();
    expect([meta.format, meta.hasAlpha, meta.width]).toEqual(['png', true, 64]);
  });

  it('a valid PNG keeps its size and transparency; a JPEG stays a JPEG', async () => {
    const png = await checkLogo(logoDataUrl('png', await validPng(300, 200)));
    expect([png.width, png.height, png.contentType]).toEqual([300, 200, 'image/png']);
    expect((await sharp(png.data).stats()).isOpaque).toBe(false);
    const jpeg = await checkLogo(
      logoDataUrl(
        'jpeg',
        await sharp({ create: { width: 800, height: 600, channels: 3, background: '#C01030' } })
          .jpeg()
          .toBuffer(),
      ),
    );
    expect([jpeg.width, jpeg.height, jpeg.contentType, (await sharp(jpeg.data).metadata()).format]).toEqual([
      800,
      600,
      'image/jpeg',
      'jpeg',
    ]);
  });

  it('a valid SVG (with a bare DOCTYPE and internal references) is drawn as a PNG 2,048 px on its long side', async () => {
    const logo = await checkLogo(logoDataUrl('svg+xml', validSvg()));
    expect(logo.source).toBe('svg');
    const meta = await sharp(logo.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2048, 1024]);
  });

  it('a large valid logo (4,000 x 2,400, ~4.8 MB) is stored at most 2,048 px on its long side and under the stored bound', async () => {
    const big = await largeValidPng();
    expect(big.length).toBeGreaterThan(4_000_000);
    const logo = await checkLogo(logoDataUrl('png', big));
    expect(Math.max(logo.width, logo.height)).toBe(LOGO_BOUNDS.maxSide);
    expect(logo.data.length).toBeLessThanOrEqual(LOGO_BOUNDS.maxStoredBytes);
  });

  it('over 5 MB of bytes is "too large" before any decode', async () => {
    expect(await refusal(logoDataUrl('png', Buffer.alloc(LOGO_BOUNDS.maxInputBytes + 1)))).toBe('size');
  });
});

describe('checkAndStoreLogo', () => {
  it('stores the bounded logo under the pack, named by its content, and gives its path', async () => {
    const dataUrl = logoDataUrl('png', await validPng(120, 80));
    const stored = await checkAndStoreLogo(dataUrl, { storage, packId: PACK });
    expect(stored.ref).toMatch(new RegExp(`^/api/tech-pack/${PACK}/logo/[0-9a-f]{32}\\.png$`));
    expect(stored.key).toBe(`techpacks/${PACK}/logo-${stored.ref.split('/').pop()}`);
    const back = await readStoredLogo(storage, PACK, stored.ref);
    expect((await sharp(back!.data).metadata()).width).toBe(120);
    // another pack's id in the path reads nothing
    expect(
      await readStoredLogo(
        storage,
        '0b7c5d0e-2222-4a2b-9c3d-123456789abc',
        stored.ref.replace(PACK, '0b7c5d0e-2222-4a2b-9c3d-123456789abc'),
      ),
    ).toBeNull();
    // the same logo again is the same object
    expect((await checkAndStoreLogo(dataUrl, { storage, packId: PACK })).ref).toBe(stored.ref);
  });

  it("a refused logo is the API's 400 naming the field, and nothing is stored", async () => {
    const before = readdirSync(join(dir, 'techpacks', PACK)).length;
    for (const [name, message] of [
      ['html', TYPE],
      ['pngBomb', SIZE],
      ['svgBillionLaughs', TYPE],
    ] as const) {
      const error = await checkAndStoreLogo(
        hostile[name],
        { storage, packId: PACK },
        'pack.branding.logo',
      ).catch((e: unknown) => e as { status: number; message: string; body: unknown });
      expect(error).toMatchObject({
        status: 400,
        message,
        body: { fields: ['pack.branding.logo'], errors: [{ field: 'pack.branding.logo', message }] },
      });
    }
    expect(readdirSync(join(dir, 'techpacks', PACK)).length).toBe(before);
  });

  it('a pack from before stored logos (a data URL) is inlined bounded; a stored one is read back', async () => {
    const big = logoDataUrl('png', await largeValidPng(1_000_000));
    const legacy = { id: PACK, branding: { logo: big } } as unknown as TechPack;
    const inline = await withInlineLogo(legacy, storage);
    const bytes = Buffer.from(inline.branding.logo!.split(',')[1], 'base64');
    expect((await sharp(bytes).metadata()).width).toBe(LOGO_BOUNDS.maxSide);
    const stored = await checkAndStoreLogo(logoDataUrl('png', await validPng(50, 50)), {
      storage,
      packId: PACK,
    });
    const fromStore = await withInlineLogo(
      { id: PACK, branding: { logo: stored.ref } } as unknown as TechPack,
      storage,
    );
    expect(fromStore.branding.logo).toMatch(/^data:image\/png;base64,/);
    // a path that names nothing: kept for the PDF (a logo was supplied), dropped for an export
    const gone = {
      id: PACK,
      branding: { logo: `/api/tech-pack/${PACK}/logo/${'0'.repeat(32)}.png` },
    } as unknown as TechPack;
    expect((await withInlineLogo(gone, storage)).branding.logo).toBe(gone.branding.logo);
    expect((await withInlineLogo(gone, storage, 'drop')).branding.logo).toBeNull();
  });
});
