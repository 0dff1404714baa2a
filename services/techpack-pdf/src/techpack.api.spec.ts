import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { techPackCheckSchema, techPackSchema } from '@techpack/contracts';
import { api, registerUser, REPO_ROOT, startTestApp, type TestApp } from '../../../scripts/test-support/app';

// Through the gateway: feature changes re-derive the pack, codes stay, revisions list old and new values,
// the pack checks itself.

const VALIDATION = resolve(REPO_ROOT, '../shared/datasets/clothing-small/validation');

async function photo(): Promise<Buffer> {
  const dir = join(VALIDATION, 'outwear');
  if (existsSync(dir)) {
    const f = readdirSync(dir)
      .filter((x) => x.endsWith('.jpg'))
      .sort()[0];
    if (f) return readFileSync(join(dir, f));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F2A44"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function upload(app: TestApp, token: string, email: string, garmentType: string, image: Buffer) {
  const fd = new FormData();
  fd.append('email', email);
  fd.append('garmentType', garmentType);
  fd.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'garment.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let packId: string;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' });
  owner = await registerUser(app, 'features');
  const res = await upload(app, owner.token, owner.email, 'jacket', await photo());
  expect(res.status).toBe(201);
  packId = res.body.techPack.id;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe('features drive the tech pack (API)', () => {
  it("a freshly generated pack saves back as it is (the studio's Save of its own colours, branding, materials, trims)", async () => {
    const res = await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token });
    const pack = techPackSchema.parse(res.body);
    const { logo: _logo, ...branding } = pack.branding;
    // the analyzer writes approximate references as "19-3952 TCX Surf The Web (approximate, approve a lab dip)"
    const approximate = {
      ...pack.colors[0],
      pantone: '19-3952 TCX Surf The Web (approximate, approve a lab dip)',
    };
    const body = {
      colors: [approximate, ...pack.colors.slice(1)],
      branding,
      materials: pack.materials,
      trims: pack.trims,
      specialFeatures: pack.specialFeatures,
      measurements: pack.measurements,
      styleName: pack.styleName,
    };
    const put = await api(app, 'PUT', `/api/tech-pack/${packId}`, { token: owner.token, body });
    expect(put.body).toMatchObject({ success: true });
    expect(put.status).toBe(200);
  });

  it('the generated pack carries its features, a style name, and its check has no errors', async () => {
    const res = await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token });
    expect(res.status).toBe(200);
    const pack = techPackSchema.parse(res.body);
    expect(Object.keys(pack.aiAnalysis.features ?? {})).toHaveLength(12);
    expect(pack.styleName).toMatch(/Jacket|Vest/);
    const check = await api(app, 'GET', `/api/tech-pack/${packId}/check`, { token: owner.token });
    expect(check.status).toBe(200);
    const parsed = techPackCheckSchema.parse(check.body);
    expect(parsed.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(parsed.ok).toBe(true);
  });

  it("PUT features re-derives every section, keeps the designer's values, keeps codes and records old and new values", async () => {
    const before = techPackSchema.parse(
      (await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token })).body,
    );
    const mine = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { measurements: { chestWidth: 61 }, styleName: 'Storm Shell' },
    });
    expect(mine.status).toBe(200);
    const res = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: {
        aiAnalysis: {
          features: {
            hood: 'yes',
            fabric_look: 'quilted-or-padded',
            front_closure: 'zip-full',
            sleeve: 'long',
          },
        },
      },
    });
    expect(res.status).toBe(200);
    const pack = techPackSchema.parse(res.body.techPack);
    const keys = pack.pointsOfMeasure.rows.map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['hoodHeight', 'hoodWidth', 'hoodOpening', 'zipLength']));
    expect(pack.materials.mainFabric).not.toMatch(/canvas/i);
    expect(pack.bom.some((l) => /wadding/i.test(l.item))).toBe(true);
    expect(pack.bom.some((l) => /stopper/i.test(l.item))).toBe(true);
    expect(pack.construction.operations.map((o) => o.operation).join()).toMatch(/Quilting/);
    expect(pack.aiAnalysis.description).toMatch(/hooded puffer jacket/i);
    expect(pack.aiAnalysis.features!.hood).toEqual({ value: 'yes', confidence: 1, source: 'user' });
    expect(pack.measurements.chestWidth).toBe('61 cm');
    expect(pack.provenance['measurements.chestWidth']).toBe('user');
    expect(pack.styleName).toBe('Storm Shell');
    for (const r of pack.pointsOfMeasure.rows) {
      const old = before.pointsOfMeasure.rows.find((o) => o.key === r.key);
      if (old) expect(r.code).toBe(old.code);
    }
    const codes = pack.pointsOfMeasure.rows.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    const rev = pack.revisions.at(-1)!;
    expect(rev.by).toBe('user');
    expect(rev.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'features.hood', to: 'yes (user)' })]),
    );
    expect(rev.changes!.find((c) => c.field === 'pointsOfMeasure')!.to).toMatch(/E1 Hood height/);
    // removing the hood again: hood POMs go, their codes come back unchanged when the hood returns
    const hoodCode = pack.pointsOfMeasure.rows.find((r) => r.key === 'hoodHeight')!.code;
    const off = techPackSchema.parse(
      (
        await api(app, 'PUT', `/api/tech-pack/${packId}`, {
          token: owner.token,
          body: { aiAnalysis: { features: { hood: 'no' } } },
        })
      ).body.techPack,
    );
    expect(off.pointsOfMeasure.rows.map((r) => r.key)).not.toContain('hoodHeight');
    expect(off.bom.some((l) => /stopper/i.test(l.item))).toBe(false);
    const on = await api(app, 'POST', `/api/tech-pack/${packId}/regenerate`, {
      token: owner.token,
      body: { aiAnalysis: { features: { hood: 'yes' } } },
    });
    expect(on.status).toBe(200);
    expect(
      on.body.updatedTechPack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'hoodHeight').code,
    ).toBe(hoodCode);
  }, 60_000);

  it('custom POMs and tolerance edits through PUT; invalid values answer 400', async () => {
    const add = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { pointsOfMeasure: { add: [{ name: 'Chest pocket zip length', value: '16 cm', grade: 0 }] } },
    });
    expect(add.status).toBe(200);
    const row = add.body.techPack.pointsOfMeasure.rows.find(
      (r: { name: string }) => r.name === 'Chest pocket zip length',
    );
    expect(row).toMatchObject({ code: 'X1', tolerance: 0.3, gradeStep: 0 });
    const edit = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { pointsOfMeasure: { edit: { [row.key]: { tolerance: 0.4 } } } },
    });
    expect(
      edit.body.techPack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === row.key).tolerance,
    ).toBe(0.4);
    const tight = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { pointsOfMeasure: { edit: { chestWidth: { tolerance: 0.1 } } } },
    });
    expect(tight.status).toBe(400);
    expect(tight.body.message).toMatch(/at least 0.3 cm/);
    const badFeature = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { aiAnalysis: { features: { waist: 'elastic-or-drawcord' } } },
    });
    expect(badFeature.status).toBe(400);
    const badName = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { styleName: 'x'.repeat(81) },
    });
    expect(badName.status).toBe(400);
    const del = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { pointsOfMeasure: { remove: [row.key] } },
    });
    expect(del.body.techPack.pointsOfMeasure.rows.some((r: { key: string }) => r.key === row.key)).toBe(
      false,
    );
    const std = await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: { pointsOfMeasure: { remove: ['chestWidth'] } },
    });
    expect(std.status).toBe(400);
  }, 60_000);

  it('the check finds errors the designer makes and answers 404 to anyone but the owner', async () => {
    await api(app, 'PUT', `/api/tech-pack/${packId}`, {
      token: owner.token,
      body: {
        branding: { logoPosition: 'center-chest', logoFromLeft: 0 },
        measurements: { centreBackLength: 120 },
      },
    });
    const check = await api(app, 'GET', `/api/tech-pack/${packId}/check`, { token: owner.token });
    expect(check.body.ok).toBe(false);
    const codes = check.body.issues.map((i: { code: string }) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['ARTWORK_OVER_CLOSURE', 'CB_LONGER_THAN_BODY']));
    const over = check.body.issues.find((i: { code: string }) => i.code === 'ARTWORK_OVER_CLOSURE');
    expect(over).toMatchObject({
      severity: 'error',
      fields: ['branding.logoPosition', 'aiAnalysis.features.front_closure'],
    });
    const fixed = await api(app, 'PUT', `/api/tech-pack/${packId}`, { token: owner.token, body: over.fix });
    expect(fixed.status).toBe(200);
    const after = await api(app, 'GET', `/api/tech-pack/${packId}/check`, { token: owner.token });
    expect(after.body.issues.map((i: { code: string }) => i.code)).not.toContain('ARTWORK_OVER_CLOSURE');

    // the graded table in inches as a PDF option
    const inches = await fetch(`${app.url}/api/tech-pack/${packId}/pdf-download?unit=in&download=1`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(inches.status).toBe(200);
    expect(inches.headers.get('content-disposition')).toMatch(/-in\.pdf"$/);
    expect(
      Buffer.from(await inches.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = await registerUser(app, 'stranger');
    const other = await api(app, 'GET', `/api/tech-pack/${packId}/check`, { token: stranger.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Tech Pack Not Found');
    expect((await api(app, 'GET', `/api/tech-pack/${packId}/check`)).status).toBe(401);
    expect((await api(app, 'GET', `/api/tech-pack/not-a-uuid/check`, { token: owner.token })).status).toBe(
      404,
    );
  }, 60_000);

  it('the internal create route is not reachable through the gateway (it routes /api/... only)', async () => {
    const res = await fetch(`${app.url}/internal/tech-packs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
