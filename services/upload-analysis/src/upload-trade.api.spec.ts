import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { registerUser, REPO_ROOT, startTestApp, type TestApp } from '../../../scripts/test-support/app';

// Through the whole product: the upload form's sizeRange and fit reach the pack; bad values are 400s naming
// the allowed values; the pack is graded in the range's sizes.

const VALIDATION = resolve(REPO_ROOT, '../shared/datasets/clothing-small/validation');
function photo(cls: string): Buffer | undefined {
  const dir = join(VALIDATION, cls);
  if (!existsSync(dir)) return undefined;
  const f = readdirSync(dir)
    .filter((x) => x.endsWith('.jpg'))
    .sort()[0];
  return f ? readFileSync(join(dir, f)) : undefined;
}
async function syntheticTee(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1E2A44"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

let app: TestApp;
let tee: Buffer;
let token: string;
let email: string;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, 400_000);
  tee = photo('t-shirt') ?? (await syntheticTee());
  ({ token, email } = await registerUser(app, 'trade'));
}, 450_000);
afterAll(async () => {
  await app?.stop();
});

async function upload(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ email, garmentType: 't-shirt', ...fields })) fd.append(k, v);
  fd.append('image', new Blob([new Uint8Array(tee)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('POST /api/upload with sizeRange and fit', () => {
  it('a kids upload gives a kids pack in ages, at the 8Y sample size unless one is chosen', async () => {
    const res = await upload({ sizeRange: 'kids', fit: 'relaxed' });
    expect(res.status).toBe(201);
    const pack = res.body.techPack;
    expect(pack).toMatchObject({ sizeRange: 'kids', fit: 'relaxed', selectedSize: '8Y' });
    expect(pack.pointsOfMeasure.sizes).toEqual(['2Y', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y']);
    expect(res.body.upload.selectedSize).toBe('8Y');
    expect(Number.parseFloat(pack.measurements.chestWidth)).toBeLessThan(40);
    expect(pack.care.symbols.length).toBeGreaterThanOrEqual(5);
    expect(['placement', 'all-over', 'none']).toContain(pack.artwork.kind);
    const chosen = await upload({ sizeRange: 'kids', selectedSize: '12Y' });
    expect(chosen.body.techPack.selectedSize).toBe('12Y');
  }, 180_000);

  it('defaults without the fields, and refuses a size outside the range, an unknown range or fit (400 naming the choices)', async () => {
    const plain = await upload({});
    expect(plain.status).toBe(201);
    expect(plain.body.techPack.sizeRange).toBe('unisex');
    expect(plain.body.techPack.selectedSize).toBe('M');
    const adultSizeForKids = await upload({ sizeRange: 'kids', selectedSize: 'M' });
    expect(adultSizeForKids.status).toBe(400);
    expect(adultSizeForKids.body).toMatchObject({
      code: 'UPLOAD.SIZE_INVALID',
      message: expect.stringContaining('2Y'),
    });
    const range = await upload({ sizeRange: 'toddler' });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({
      code: 'UPLOAD.SIZE_RANGE_INVALID',
      message: expect.stringContaining('womens, mens, unisex, kids'),
    });
    const fit = await upload({ fit: 'baggy' });
    expect(fit.status).toBe(400);
    expect(fit.body).toMatchObject({
      code: 'UPLOAD.FIT_INVALID',
      message: expect.stringContaining('slim, regular, relaxed, oversized'),
    });
  }, 180_000);
});
