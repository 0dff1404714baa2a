import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../../../scripts/test-support/app';
import { pageTexts } from '../testing/pdf-text';
import { until } from '../../../../scripts/test-support/until';

// Talk on the pack through the product: comments pinned to each kind of field, who may read and write them, threads
// following their field across revisions, revisions and their field-level diff, approvals, the check, the PDF's
// cover and its "Changes since revision N" page, notifications.
const PARTNER_KEY = 'partner-key-pack-talk-0123456789';
const partner = { authorization: `Bearer ${PARTNER_KEY}` };
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: string;
let id: string;
let pack: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the pack as the API answers it
let firstRev: number;
let orderId: string;

async function uploadPack(token: string, email: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F4E8C"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const fd = new FormData();
  fd.append('email', email);
  fd.append('selectedSize', 'M');
  fd.append('garmentType', 't-shirt');
  fd.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string } };
  if (!body.techPack) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}

async function paidOrder(
  key: string,
): Promise<{ id: string; changesSinceLastSample: { from: number; sections: { section: string }[] } | null }> {
  const body = {
    email: 'talk@example.com',
    firstName: 'Ada',
    lastName: 'Talk',
    shippingAddress: '1 Loom Street, London',
    fabricChoice: 'cotton-basic',
    techPackId: id,
  };
  const placed = await api(app, 'POST', '/api/sample-order', {
    token: designer.token,
    body,
    headers: { 'idempotency-key': key },
  });
  const intent = await api(app, 'POST', '/api/create-payment-intent', {
    token: designer.token,
    body: { orderId: placed.body.id },
  });
  const card = {
    clientSecret: intent.body.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  };
  expect(
    (await api(app, 'POST', '/api/payments/test/confirm', { token: designer.token, body: card })).status,
  ).toBe(200);
  return placed.body;
}

const comments = (path = '') => `/api/tech-pack/${id}/comments${path}`;
const post = (token: string | Record<string, string>, body: unknown, path = '') =>
  api(app, 'POST', comments(path), typeof token === 'string' ? { token, body } : { headers: token, body });
const save = async (body: unknown) => {
  const res = await api(app, 'PUT', `/api/tech-pack/${id}`, { token: designer.token, body });
  expect(res.status).toBe(200);
  return res.body.techPack;
};

beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: '', MANUFACTURER_API_KEY: PARTNER_KEY }, 240_000);
  designer = await registerUser(app, 'talk');
  stranger = await registerUser(app, 'talk-other');
  admin = (
    await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
  ).body.token;
  id = await uploadPack(designer.token, designer.email);
  pack = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: designer.token })).body;
  firstRev = pack.revision;
}, 330_000);
afterAll(async () => {
  await app?.stop();
});

describe('pinned comments', () => {
  it('opens a thread on each kind of anchor, named as the pack names the field', async () => {
    const row = pack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'sleeveLength');
    const anchors = [
      { kind: 'pom', ref: 'sleeveLength', size: 'M' },
      { kind: 'bom', ref: pack.bom[0].ref },
      { kind: 'component', ref: pack.garment?.components?.[0]?.key ?? 'collar' },
      { kind: 'colourway', ref: (pack.colourways?.[0] ?? pack.colors[0]).name },
      { kind: 'operation', ref: 0 },
      { kind: 'flat', view: 'front', x: 120, y: 80 },
      { kind: 'photo', x: 200, y: 150 },
    ];
    for (const anchor of anchors) {
      const res = await post(designer.token, { anchor, text: `About the ${anchor.kind}` });
      expect({ kind: anchor.kind, status: res.status }).toEqual({ kind: anchor.kind, status: 201 });
      expect(res.body).toMatchObject({
        status: 'open',
        mustResolve: false,
        anchorState: 'current',
        anchor: { kind: anchor.kind },
      });
      expect(res.body.messages).toEqual([
        {
          id: expect.any(String),
          author: { role: 'designer', name: 'Test User' },
          text: `About the ${anchor.kind}`,
          at: expect.any(String),
        },
      ]);
    }
    const list = (await api(app, 'GET', comments(), { token: designer.token })).body;
    expect(list.map((t: { anchor: { kind: string } }) => t.anchor.kind)).toEqual(anchors.map((a) => a.kind));
    expect(list[0].anchorLabel).toBe(`${row.code} ${row.name}, size M`);
    expect(list[1].anchorLabel).toContain(`BOM ${pack.bom[0].ref}`);
    expect(list[4].anchor.ref).toBe('0');
    expect(list[5].anchorLabel).toBe('Front flat at 120, 80');
  });

  it('answers bad input with 400 naming the field', async () => {
    const bad = async (body: unknown) => (await post(designer.token, body)).body;
    expect((await post(designer.token, { anchor: { kind: 'seam', ref: 'x' }, text: 'hi' })).status).toBe(400);
    expect((await bad({ anchor: { kind: 'seam', ref: 'x' }, text: 'hi' })).fields).toEqual(['anchor.kind']);
    expect((await bad({ anchor: { kind: 'pom', ref: 'length' }, text: 'x'.repeat(2001) })).fields).toEqual([
      'text',
    ]);
    expect((await bad({ anchor: { kind: 'pom', ref: 'length' }, text: '   ' })).fields).toEqual(['text']);
    expect((await bad({ anchor: { kind: 'pom', ref: 'armpitToMoon' }, text: 'hi' })).fields).toEqual([
      'anchor.ref',
    ]);
    expect((await bad({ anchor: { kind: 'flat', x: 1, y: 2 }, text: 'hi' })).fields).toEqual(['anchor.view']);
    expect((await bad({ anchor: { kind: 'pom', ref: 'length', size: '9XL' }, text: 'hi' })).fields).toEqual([
      'anchor.size',
    ]);
    const status = await api(app, 'GET', comments('?status=closed'), { token: designer.token });
    expect(status.status).toBe(400);
    expect(status.body.fields).toEqual(['status']);
  });

  it('lets the designer, an operator and the partner on its orders talk; nobody else', async () => {
    const body = { anchor: { kind: 'pom', ref: 'length' }, text: 'Body length?' };
    expect((await api(app, 'GET', comments())).status).toBe(401);
    expect((await api(app, 'GET', comments(), { token: stranger.token })).status).toBe(404);
    expect((await post(stranger.token, body)).status).toBe(404);
    expect((await api(app, 'GET', comments(), { headers: partner })).status).toBe(404); // no order of this pack yet
    expect((await post(partner, body)).status).toBe(404);
    const byOperator = await post(admin, body);
    expect(byOperator.status).toBe(201);
    expect(byOperator.body.messages[0].author).toEqual({ role: 'operator', name: 'admin' });
    const placed = await paidOrder('talk-first');
    expect(placed.changesSinceLastSample).toBeNull(); // the first sample of the pack
    orderId = placed.id;
    const seen = await api(app, 'GET', comments('?status=open'), { headers: partner });
    expect(seen.status).toBe(200);
    expect(seen.body.length).toBe(8);
    const reply = await post(
      partner,
      { text: 'Measured flat, 2 cm below HPS' },
      `/${byOperator.body.id}/replies`,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.messages.map((m: { author: { role: string } }) => m.author.role)).toEqual([
      'operator',
      'partner',
    ]);
    expect((await post(stranger.token, { text: 'me too' }, `/${byOperator.body.id}/replies`)).status).toBe(
      404,
    );
    const asked = await post(partner, {
      anchor: { kind: 'flat', view: 'back', x: 40, y: 60 },
      text: 'Label position?',
    });
    expect(asked.status).toBe(201);
    expect(
      (await post(partner, { anchor: { kind: 'pom', ref: 'length' }, text: 'x', mustResolve: true })).status,
    ).toBe(403);
  });

  it('tells the designer of the partner’s reply', async () => {
    const list = await until(
      async () => (await api(app, 'GET', '/api/notifications', { token: designer.token })).body,
      (b) =>
        b.items.some(
          (n: { kind: string; text: string }) => n.kind === 'comment' && n.text.includes('replied'),
        ),
    );
    const note = list.items.find(
      (n: { kind: string; text: string }) => n.kind === 'comment' && n.text.includes('replied'),
    );
    expect(note).toMatchObject({ techPackId: id, read: false });
    expect(note.text).toMatch(/^The manufacturer replied on A\d+ Body length/);
  });

  it('resolves and reopens; a must-resolve thread blocks confirming until resolved', async () => {
    const [first] = (await api(app, 'GET', comments(), { token: designer.token })).body;
    const resolved = await api(app, 'PATCH', comments(`/${first.id}`), {
      token: designer.token,
      body: { status: 'resolved' },
    });
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    const open = (await api(app, 'GET', comments('?status=open'), { token: designer.token })).body;
    expect(open.map((t: { id: string }) => t.id)).not.toContain(first.id);
    const reopened = await api(app, 'PATCH', comments(`/${first.id}`), {
      headers: partner,
      body: { status: 'open' },
    });
    expect(reopened.body).toMatchObject({ status: 'open', resolvedAt: null });
    expect(
      (await api(app, 'PATCH', comments(`/${first.id}`), { token: designer.token, body: { status: 'done' } }))
        .body.fields,
    ).toEqual(['status']);
    await api(app, 'PATCH', comments(`/${first.id}`), { token: designer.token, body: { mustResolve: true } });
    const check = (await api(app, 'GET', `/api/tech-pack/${id}/check`, { token: designer.token })).body;
    expect(check.canConfirm).toBe(false);
    expect(check.openThreads.length).toBe(9);
    expect(check.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'COMMENT_MUST_RESOLVE', severity: 'error' })]),
    );
    await api(app, 'PATCH', comments(`/${first.id}`), {
      token: designer.token,
      body: { status: 'resolved' },
    });
    const after = (await api(app, 'GET', `/api/tech-pack/${id}/check`, { token: designer.token })).body;
    expect(after.issues.filter((i: { code: string }) => i.code === 'COMMENT_MUST_RESOLVE')).toEqual([]);
    expect(after.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'COMMENTS_OPEN', severity: 'warning' })]),
    );
  });

  it('keeps threads on a point of measure that is renamed, and marks a removed anchor', async () => {
    const added = await save({
      pointsOfMeasure: { add: [{ name: 'Pocket height', key: 'pocketHeight', value: 14 }] },
    });
    expect(added.pointsOfMeasure.rows.some((r: { key: string }) => r.key === 'pocketHeight')).toBe(true);
    const onPocket = await post(designer.token, {
      anchor: { kind: 'pom', ref: 'pocketHeight' },
      text: 'Is 14 right?',
    });
    expect(onPocket.status).toBe(201);
    const renamed = await save({ aiAnalysis: { features: { sleeve: 'long' } } });
    const sleeve = renamed.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'sleeveLength');
    await save({ pointsOfMeasure: { remove: ['pocketHeight'] } });
    const list = (await api(app, 'GET', comments(), { token: designer.token })).body;
    const onSleeve = list.find((t: { anchor: { ref?: string } }) => t.anchor.ref === 'sleeveLength');
    expect(onSleeve.anchorLabel).toBe(`${sleeve.code} ${sleeve.name}, size M`);
    expect(onSleeve.anchorLabel).not.toBe(list[0].messages[0].text);
    const gone = list.find((t: { id: string }) => t.id === onPocket.body.id);
    expect(gone.anchorState).toBe('anchor removed');
    expect(gone.anchorLabel).toContain('(anchor removed)');
  });
});

describe('revisions and diff', () => {
  let before: number;

  it('diffs a measurement edit, a BOM line added and a colourway changed; an edit clears the section’s approval', async () => {
    before = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: designer.token })).body.revision;
    const approved = await api(app, 'PUT', `/api/tech-pack/${id}/approvals`, {
      token: designer.token,
      body: { section: 'measurements', approved: true },
    });
    expect(approved.body.approvals).toEqual([
      expect.objectContaining({ section: 'measurements', revision: before }),
    ]);
    expect(
      (
        await api(app, 'PUT', `/api/tech-pack/${id}/approvals`, {
          headers: partner,
          body: { section: 'bom', approved: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(app, 'PUT', `/api/tech-pack/${id}/approvals`, {
          token: designer.token,
          body: { section: 'fabric', approved: true },
        })
      ).body.fields,
    ).toEqual(['section']);
    const length = Number(
      pack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === 'length').values.M,
    );
    await save({ measurements: { length: length + 3 } });
    await save({
      bomEdits: {
        add: [
          {
            category: 'trim',
            item: 'Woven loop',
            description: 'Hanger loop',
            placement: 'Back neck',
            supplier: 'Any',
            articleNumber: '',
            unit: 'pcs',
            quantity: 1,
            quantityBySize: null,
            color: 'Navy',
          },
        ],
      },
    });
    const cw = await save({
      colourways: [
        { name: 'Harbour', colours: { [pack.bom[0].ref]: { name: 'Harbour Blue', hex: '#1F4E8C' } } },
      ],
    });
    const diff = await api(app, 'GET', `/api/tech-pack/${id}/diff?from=${before}&to=${cw.revision}`, {
      token: designer.token,
    });
    expect(diff.status).toBe(200);
    const section = (name: string) =>
      diff.body.sections.find((s: { section: string }) => s.section === name)?.changes ?? [];
    expect(section('measurements')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'pointsOfMeasure.length.M', from: length, to: length + 3 }),
      ]),
    );
    expect(section('bom')).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: null, to: 'Woven loop' })]),
    );
    expect(
      section('colours').some(
        (c: { field: string; to: string }) =>
          c.field.startsWith('colourways.Harbour') && c.to === 'Harbour Blue #1F4E8C',
      ),
    ).toBe(true);
    expect(section('approvals')).toEqual([
      expect.objectContaining({ field: 'approvals.measurements', from: 'approved', to: 'not approved' }),
    ]);
    expect(
      (await api(app, 'GET', `/api/tech-pack/${id}/approvals`, { token: designer.token })).body.approvals,
    ).toEqual([]);
  });

  it('lists revisions with provenance, diffs a fit decision, and answers bad ranges with 400', async () => {
    await api(app, 'PATCH', `/api/manufacturer/orders/${orderId}/status`, {
      headers: partner,
      body: { status: 'in_production' },
    });
    const session = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'M', measurements: { chestWidth: 60 } },
    });
    expect(session.status).toBe(201);
    const fromRev = (await api(app, 'GET', `/api/tech-pack/${id}`, { token: designer.token })).body.revision;
    const decided = await api(app, 'POST', `/api/tech-pack/${id}/fit-sessions/${session.body.id}/decision`, {
      token: designer.token,
      body: { rows: { chestWidth: 'take-measured' } },
    });
    expect(decided.status).toBe(200);
    const list = (await api(app, 'GET', `/api/tech-pack/${id}/revisions`, { headers: partner })).body;
    const last = list.revisions.at(-1);
    expect(last).toMatchObject({ rev: decided.body.revision, provenance: 'fit', comparable: true });
    expect(list.revisions[0]).toMatchObject({ rev: firstRev, provenance: 'generated' });
    expect(list.revisions.find((r: { rev: number }) => r.rev === firstRev).samples.length).toBe(1);
    expect(list.lastSampledRevision).toBe(firstRev);
    const diff = (
      await api(app, 'GET', `/api/tech-pack/${id}/diff?from=${fromRev}&to=${last.rev}`, { headers: partner })
    ).body;
    const chest = diff.sections
      .find((s: { section: string }) => s.section === 'measurements')
      .changes.find((c: { field: string }) => c.field === 'pointsOfMeasure.chestWidth.M');
    expect(chest.to).toBe(60);
    expect(
      (
        await api(app, 'GET', `/api/tech-pack/${id}/diff?from=${last.rev + 1}&to=1`, {
          token: designer.token,
        })
      ).body.fields,
    ).toEqual(['from']);
    expect(
      (await api(app, 'GET', `/api/tech-pack/${id}/diff?from=abc&to=2`, { token: designer.token })).body
        .fields,
    ).toEqual(['from']);
    expect(
      (await api(app, 'GET', `/api/tech-pack/${id}/diff?from=1&to=2`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('prints open questions and approvals on the cover and a "Changes since revision N" page', async () => {
    await api(app, 'PUT', `/api/tech-pack/${id}/approvals`, {
      token: designer.token,
      body: { section: 'bom', approved: true },
    });
    const res = await fetch(`${app.url}/api/tech-pack/${id}/pdf-download`, {
      headers: { authorization: `Bearer ${designer.token}` },
    });
    expect(res.status).toBe(200);
    const pages = await pageTexts(Buffer.from(await res.arrayBuffer()));
    expect(pages[0]).toContain('Open questions (');
    expect(pages[0]).toContain('About the bom');
    expect(pages[0]).toMatch(/Approved sections: BOM \(revision \d+\)/);
    const at = pages.findIndex((p) => p.includes('Changes since revision'));
    expect(at).toBe(1); // right after the cover, which stays one page
    expect(pages[at]).toContain(`Changes since revision ${firstRev}`);
    expect(pages.slice(at).join(' ')).toContain('Woven loop');
  });

  it('gives the partner’s order view the diff since the last sample it made', async () => {
    const placed = await paidOrder('talk-second');
    expect(placed.changesSinceLastSample).toMatchObject({ from: firstRev });
    expect(placed.changesSinceLastSample!.sections.map((s) => s.section)).toEqual(
      expect.arrayContaining(['measurements', 'bom', 'colours']),
    );
    const order = await api(app, 'GET', `/api/manufacturer/orders/${placed.id}`, { headers: partner });
    expect(order.status).toBe(200);
    expect(order.body.previousSample).toMatchObject({
      techPackRevision: firstRev,
      diff: { from: firstRev, to: order.body.techPackRevision },
    });
    const bom = order.body.previousSample.diff.sections.find((s: { section: string }) => s.section === 'bom');
    expect(bom.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: null, to: 'Woven loop' })]),
    );
  });
});
