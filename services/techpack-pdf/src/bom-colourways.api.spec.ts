import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { PALETTE } from '@techpack/catalog';
import { techPackSchema, type TechPack } from '@techpack/contracts';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';

// Through the gateway: the designer adds, edits and removes BOM lines and specifies colourways with
// PUT /api/tech-pack/{id}; the lines keep origin 'derived' until edited; another designer cannot touch them.

async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F2A44"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let packId: string;

const get = async (): Promise<TechPack> =>
  techPackSchema.parse((await api(app, 'GET', `/api/tech-pack/${packId}`, { token: owner.token })).body);
const put = (body: unknown, token = owner.token) =>
  api(app, 'PUT', `/api/tech-pack/${packId}`, { token, body });

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, 180_000); // a busy machine starts the seven services slowly
  owner = await registerUser(app, 'bomowner');
  other = await registerUser(app, 'bomother');
  const fd = new FormData();
  fd.append('email', owner.email);
  fd.append('garmentType', 't-shirt');
  fd.append('image', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const body = (await res.json()) as { techPack: { id: string } };
  expect(res.status).toBe(201);
  packId = body.techPack.id;
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

describe('BOM edits (PUT bomEdits)', () => {
  it('a generated pack lists derived lines with their refs', async () => {
    const pack = await get();
    expect(pack.bom.length).toBeGreaterThan(3);
    expect(pack.bom.every((l) => l.origin === 'derived')).toBe(true);
    expect(new Set(pack.bom.map((l) => l.ref)).size).toBe(pack.bom.length);
  });

  it('adds a line with supplier, article number and quantity per size; edits a derived line, which becomes user', async () => {
    const before = await get();
    const fabric = before.bom.find((l) => l.category === 'fabric')!;
    const untouched = before.bom.find((l) => l.category === 'label')!;
    const res = await put({
      bomEdits: {
        add: [
          {
            category: 'trim',
            item: 'Woven tape',
            description: '10 mm herringbone',
            placement: 'Back neck',
            supplier: 'YKK',
            articleNumber: 'HT-1020',
            unit: 'm',
            quantityBySize: { XS: 0.3, S: 0.32, M: 0.34, L: 0.36, XL: 0.38, XXL: 0.4 },
          },
        ],
        edit: { [fabric.ref]: { supplier: 'Acme Mills', articleNumber: 'AM-220-JS' } },
      },
    });
    expect(res.status).toBe(200);
    const pack = await get();
    const tape = pack.bom.find((l) => l.item === 'Woven tape')!;
    expect(tape).toMatchObject({
      category: 'trim',
      supplier: 'YKK',
      articleNumber: 'HT-1020',
      unit: 'm',
      origin: 'user',
      provenance: 'user',
    });
    expect(tape.quantity).toBe(tape.quantityBySize![pack.selectedSize]);
    expect(tape.ref).toMatch(/^T\d+$/);
    expect(pack.bom.find((l) => l.ref === fabric.ref)).toMatchObject({
      supplier: 'Acme Mills',
      articleNumber: 'AM-220-JS',
      origin: 'user',
      provenance: 'user',
      item: fabric.item,
    });
    expect(pack.bom.find((l) => l.ref === untouched.ref)).toMatchObject({
      origin: 'derived',
      item: untouched.item,
    });
    const last = pack.revisions[pack.revisions.length - 1];
    expect(last.changes).toEqual(
      expect.arrayContaining([
        { field: `bom.${fabric.ref}.supplier`, from: fabric.supplier, to: 'Acme Mills' },
      ]),
    );
  });

  it("the designer's edits survive a re-derivation (a changed fabric weight)", async () => {
    const before = await get();
    const edited = before.bom.find((l) => l.supplier === 'Acme Mills')!;
    expect((await put({ materials: { fabricDetails: { gsm: 240 } } })).status).toBe(200);
    const pack = await get();
    expect(pack.bom.find((l) => l.ref === edited.ref)).toMatchObject({
      supplier: 'Acme Mills',
      origin: 'user',
    });
    expect(pack.bom.some((l) => l.item === 'Woven tape')).toBe(true);
  });

  it('removes a derived line and an added line; the removed derived line stays removed', async () => {
    const before = await get();
    const label = before.bom.find((l) => l.category === 'label' && l.origin === 'derived')!;
    const tape = before.bom.find((l) => l.item === 'Woven tape')!;
    expect((await put({ bomEdits: { remove: [label.ref, tape.ref] } })).status).toBe(200);
    expect((await put({ styleName: 'Heavy jersey tee' })).status).toBe(200);
    const pack = await get();
    expect(pack.bom.some((l) => l.ref === label.ref)).toBe(false);
    expect(pack.bom.some((l) => l.item === 'Woven tape')).toBe(false);
    expect(pack.bom).toHaveLength(before.bom.length - 2);
  });

  it('refuses an unknown ref, a bad category and an empty item with 400 naming the field; nothing is written', async () => {
    const before = await get();
    const unknown = await put({ bomEdits: { edit: { Z99: { supplier: 'X' } } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: 'Unknown BOM line: Z99',
      code: 'REQUEST.INVALID',
      fields: ['bomEdits.edit.Z99'],
    });
    const badCategory = await put({ bomEdits: { add: [{ category: 'sequins', item: 'X' }] } });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.fields).toEqual(['bomEdits.add.0.category']);
    const noItem = await put({
      bomEdits: {
        add: [{ category: 'trim', item: ' ' }],
        edit: { [before.bom[0].ref]: { supplier: 'Half written' } },
      },
    });
    expect(noItem.status).toBe(400);
    const tooMany = await put({
      bomEdits: { add: Array.from({ length: 31 }, () => ({ category: 'trim', item: 'X' })) },
    });
    expect(tooMany.status).toBe(400);
    expect(await get()).toMatchObject({ bom: before.bom, revisions: before.revisions });
  });

  it("another designer's edit answers 404", async () => {
    const pack = await get();
    const res = await put(
      { bomEdits: { edit: { [pack.bom[0].ref]: { supplier: 'Intruder' } } } },
      other.token,
    );
    expect(res.status).toBe(404);
    expect((await get()).bom[0].supplier).not.toBe('Intruder');
  });
});

describe('colourways (PUT colourways)', () => {
  it('stores up to 12 colourways, the first the sample; each BOM line carries its colour per colourway', async () => {
    const pack = await get();
    const body = pack.bom.find((l) => l.category === 'fabric')!;
    const thread = pack.bom.find((l) => l.category === 'thread') ?? pack.bom[1];
    const res = await put({
      colourways: [
        {
          name: 'Navy',
          colours: {
            [body.ref]: { name: 'Navy', hex: '#1f2a44' },
            [thread.ref]: { name: 'Navy thread', hex: '#1F2A44', pantone: '19-4024 TCX' },
          },
        },
        { name: 'Heather Grey', colours: { [body.ref]: { name: 'Heather Grey', hex: '#B5B5B5' } } },
        { name: 'Off-White', colours: { [body.ref]: { name: 'Off-White', hex: '#F4F1E8' } } },
      ],
    });
    expect(res.status).toBe(200);
    const after = await get();
    expect(after.colourways!.map((c) => c.name)).toEqual(['Navy', 'Heather Grey', 'Off-White']);
    expect(after.colourways![0].sample).toBe(true);
    expect(after.colourways![1].sample).toBe(false);
    expect(after.colourways![0].colours[body.ref].hex).toBe('#1F2A44');
    expect(after.colourways![2].colours[body.ref].pantone).toBeTruthy();
    const line = after.bom.find((l) => l.ref === body.ref)!;
    // keyed by colourway name (their order is the pack's colourways order)
    expect(Object.keys(line.colourways!).sort()).toEqual(['Heather Grey', 'Navy', 'Off-White']);
    expect(line.color).toMatch(/^Navy/);
    expect(after.bom.find((l) => l.ref === thread.ref)!.colourways!['Navy'].pantone).toBe('19-4024 TCX');
    // the Colors tab's first colour is the sample colourway's body colour; the rest of its list stays
    expect(after.colors[0]).toMatchObject({ name: 'Navy', hex: '#1F2A44' });
    expect(after.colors.slice(1)).toEqual(pack.colors.slice(1).filter((c) => c.hex !== '#1F2A44'));
  });

  it('refuses a 13th colourway, a bad hex, duplicate names and an unknown component with 400', async () => {
    const before = await get();
    const ref = before.bom[0].ref;
    const thirteen = await put({
      colourways: Array.from({ length: 13 }, (_, i) => ({ name: `CW ${i + 1}`, colours: {} })),
    });
    expect(thirteen.status).toBe(400);
    expect(thirteen.body.message).toBe('At most 12 colourways per style');
    const hex = await put({
      colourways: [{ name: 'Navy', colours: { [ref]: { name: 'Navy', hex: '1F2A44' } } }],
    });
    expect(hex.status).toBe(400);
    expect(hex.body).toMatchObject({
      message: 'Invalid color: hex must be # followed by 6 hex digits',
      fields: [`colourways.0.colours.${ref}.hex`],
    });
    const dup = await put({
      colourways: [
        { name: 'Navy', colours: {} },
        { name: 'navy', colours: {} },
      ],
    });
    expect(dup.status).toBe(400);
    const unknown = await put({
      colourways: [{ name: 'Navy', colours: { Q42: { name: 'Navy', hex: '#1F2A44' } } }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: 'Unknown BOM line: Q42',
      fields: ['colourways.0.colours.Q42'],
    });
    expect((await get()).colourways).toEqual(before.colourways);
  });

  it('12 colourways are accepted; a line added in the same request can be coloured; removing a line drops its colours', async () => {
    const res = await put({
      colourways: Array.from({ length: 12 }, (_, i) => ({ name: `CW ${i + 1}`, colours: {} })),
    });
    expect(res.status).toBe(200);
    expect((await get()).colourways).toHaveLength(12);
    const before = await get();
    const nextT = `T${Math.max(0, ...before.bom.filter((l) => /^T\d+$/.test(l.ref)).map((l) => Number(l.ref.slice(1)))) + 1}`;
    const both = await put({
      bomEdits: { add: [{ category: 'trim', item: 'Zip puller' }] },
      colourways: [{ name: 'Black', colours: { [nextT]: { name: 'Black', hex: PALETTE[0].hex } } }],
    });
    expect(both.status).toBe(200);
    const pack = await get();
    const puller = pack.bom.find((l) => l.item === 'Zip puller')!;
    expect(puller.ref).toBe(nextT);
    expect(puller.colourways!.Black.pantone).toBe(PALETTE[0].pantone); // a palette colour takes its reference
    expect((await put({ bomEdits: { remove: [puller.ref] } })).status).toBe(200);
    // the removed line's colour goes with it (the sample colourway's other cells are the BOM's own colours)
    const after = (await get()).colourways![0].colours;
    expect(Object.keys(after)).not.toContain(puller.ref);
  });
});

describe('the analyzer the footer names (GET /api/upload/analyzer)', () => {
  it('is the analyzer the packs record, with no key or endpoint in the answer', async () => {
    const res = await api(app, 'GET', '/api/upload/analyzer');
    expect(res.status).toBe(200);
    const pack = await get();
    expect(res.body.analyzer).toBe(pack.aiAnalysis.analyzer);
    expect(res.body.label).toContain(res.body.analyzer);
    expect(JSON.stringify(res.body)).not.toMatch(/key|http/i);
  });
});
