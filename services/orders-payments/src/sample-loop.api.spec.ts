import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io } from 'socket.io-client';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';
import { uploadTestTechPack } from './testing/upload-test-pack';
import { until } from '../../../scripts/test-support/until';
import { paidSampleOrder } from '../../../scripts/test-support/paid-order';

// The sample loop through the HTTP API: a paid sample, its stages and parcel, the partner's API, a fit session, the
// designer's decision (a new 'fit' revision), notifications, and a re-order that records the new revision. Who may
// call what, and bad input, at every step.
const PARTNER_KEY = 'partner-key-sample-loop-0123456789';
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: string;
let techPackId: string;
let orderId: string;
let poms: { key: string; values: Record<string, number>; tolerance: number }[];

const partner = { authorization: `Bearer ${PARTNER_KEY}` };
const orderBody = (extra: Record<string, unknown> = {}) => ({
  email: 'loop@example.com',
  firstName: 'Ada',
  lastName: 'Loop',
  shippingAddress: '1 Loom Street, London',
  fabricChoice: 'cotton-basic',
  ...extra,
});

const paidOrder = async (token: string, packId: string | null, key: string): Promise<string> =>
  (await paidSampleOrder(app, token, orderBody(packId ? { techPackId: packId } : {}), key)).id;

beforeAll(async () => {
  app = await startTestApp({ STRIPE_SECRET_KEY: '', MANUFACTURER_API_KEY: PARTNER_KEY }, 240_000);
  designer = await registerUser(app, 'loop');
  stranger = await registerUser(app, 'stranger');
  admin = (
    await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
  ).body.token;
  techPackId = await uploadTestTechPack(app, designer.token, designer.email);
  const pack = (await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: designer.token })).body;
  poms = pack.pointsOfMeasure.rows;
  orderId = await paidOrder(designer.token, techPackId, 'loop-first');
}, 330_000);
afterAll(async () => {
  await app?.stop();
});

describe('tracking', () => {
  it('records the pack revision the sample is made from, and a timeline from its history', async () => {
    const pack = (await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: designer.token })).body;
    const order = (await api(app, 'GET', `/api/sample-order/${orderId}`, { token: designer.token })).body;
    expect(pack.revision).toEqual(expect.any(Number));
    expect(order.techPackRevision).toBe(pack.revision);
    expect(order.timeline.map((t: { status: string }) => t.status)).toEqual(['pending_payment', 'paid']);
    expect(order.tracking).toBeNull();
    expect((await api(app, 'GET', `/api/sample-order/${orderId}`, { token: stranger.token })).status).toBe(
      404,
    );
  });

  it('lets only the partner key on the partner routes', async () => {
    expect((await api(app, 'GET', '/api/manufacturer/orders')).status).toBe(401);
    expect(
      (await api(app, 'GET', '/api/manufacturer/orders', { headers: { authorization: 'Bearer wrong-key' } }))
        .status,
    ).toBe(401);
    expect((await api(app, 'GET', '/api/manufacturer/orders', { token: designer.token })).status).toBe(401);
    expect(
      (
        await api(app, 'PATCH', `/api/manufacturer/orders/${orderId}/status`, {
          token: designer.token,
          body: { status: 'in_production' },
        })
      ).status,
    ).toBe(401);
    const list = await api(app, 'GET', '/api/manufacturer/orders', { headers: partner });
    expect(list.status).toBe(200);
    const mine = list.body.find((o: { id: string }) => o.id === orderId);
    expect(mine).toMatchObject({ status: 'paid', techPackId, techPackRevision: expect.any(Number) });
  });

  it('refuses a fit session before production, then moves the order through its stages with a parcel', async () => {
    const early = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'M', measurements: { [poms[0].key]: 50 } },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/in production/);
    const prod = await api(app, 'PATCH', `/api/manufacturer/orders/${orderId}/status`, {
      headers: partner,
      body: { status: 'in_production', note: 'cutting today' },
    });
    expect(prod.status).toBe(200);
    expect(prod.body.status).toBe('in_production');
    const noParcel = await api(app, 'PATCH', `/api/orders/${orderId}/status`, {
      token: admin,
      body: { status: 'shipped' },
    });
    expect(noParcel.status).toBe(400);
    expect(noParcel.body.fields).toEqual(expect.arrayContaining(['carrier', 'trackingNumber']));
    const badUrl = await api(app, 'PATCH', `/api/orders/${orderId}/status`, {
      token: admin,
      body: {
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: 'javascript:alert(1)',
      },
    });
    expect(badUrl.status).toBe(400);
    const shipped = await api(app, 'PATCH', `/api/orders/${orderId}/status`, {
      token: admin,
      body: {
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.tracking).toEqual({
      carrier: 'UPS',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const order = (await api(app, 'GET', `/api/sample-order/${orderId}`, { token: designer.token })).body;
    expect(order.timeline.map((t: { status: string }) => t.status)).toEqual([
      'pending_payment',
      'paid',
      'in_production',
      'shipped',
    ]);
    expect(order.timeline[2]).toMatchObject({ note: 'cutting today', at: expect.any(String) });
    // out of order: delivered -> in_production
    const back = await api(app, 'PATCH', `/api/manufacturer/orders/${orderId}/status`, {
      headers: partner,
      body: { status: 'in_production' },
    });
    expect(back.status).toBe(409);
  });
});

describe('fit session', () => {
  let sessionId: string;

  it('checks who records it and what it holds', async () => {
    const body = { size: 'M', measurements: { [poms[0].key]: 50 } };
    expect((await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, { body })).status).toBe(401);
    expect(
      (
        await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
          headers: { authorization: 'Bearer nope' },
          body,
        })
      ).status,
    ).toBe(401);
    expect(
      (await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, { token: designer.token, body })).status,
    ).toBe(403);
    const unknown = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'M', measurements: { armpitToMoon: 50 } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown point of measure: armpitToMoon/);
    expect(unknown.body.fields).toEqual(['measurements.armpitToMoon']);
    const negative = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'M', measurements: { [poms[0].key]: -3 } },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toEqual([`measurements.${poms[0].key}`]);
    const absurd = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'M', measurements: { [poms[0].key]: 5000 } },
    });
    expect(absurd.status).toBe(400);
    const badSize = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      headers: partner,
      body: { size: 'XXXXL', measurements: { [poms[0].key]: 50 } },
    });
    expect(badSize.status).toBe(400);
    expect(
      (
        await api(app, 'POST', `/api/orders/00000000-0000-4000-8000-000000000000/fit-sessions`, {
          headers: partner,
          body,
        })
      ).status,
    ).toBe(404);
  });

  it('compares the sample with the ordered revision: two points out of tolerance, first in the list', async () => {
    const [a, b, c] = poms;
    const measurements = {
      [a.key]: a.values.M + a.tolerance + 2,
      [b.key]: b.values.M - b.tolerance - 1.5,
      [c.key]: c.values.M,
    };
    const res = await api(app, 'POST', `/api/orders/${orderId}/fit-sessions`, {
      token: admin,
      body: { size: 'M', measurements, notes: 'washed once' },
    });
    expect(res.status).toBe(201);
    sessionId = res.body.id;
    expect(res.body).toMatchObject({
      orderId,
      size: 'M',
      notes: 'washed once',
      revision: expect.any(Number),
    });
    const rows = res.body.rows as {
      key: string;
      status: string;
      diff: number | null;
      spec: number;
      measured: number | null;
    }[];
    expect(rows.slice(0, 2).map((r) => r.status)).toEqual(['out', 'out']);
    expect(rows.find((r) => r.key === a.key)).toMatchObject({
      status: 'out',
      spec: a.values.M,
      diff: Math.round((a.tolerance + 2) * 10) / 10,
    });
    expect(rows.find((r) => r.key === c.key)?.status).toBe('in');
    expect(rows.filter((r) => r.status === 'not-measured').length).toBe(poms.length - 3);
  });

  it('shows the sessions to the pack owner only', async () => {
    const mine = await api(app, 'GET', `/api/tech-pack/${techPackId}/fit-sessions`, {
      token: designer.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: sessionId,
      orderId,
      orderNumber: expect.any(String),
      decision: null,
    });
    expect(
      (await api(app, 'GET', `/api/tech-pack/${techPackId}/fit-sessions`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await api(app, 'GET', `/api/tech-pack/${techPackId}/fit-sessions`)).status).toBe(401);
  });

  it('tells the designer: status changes and the fit session, with an unread count', async () => {
    const list = await until(
      async () => (await api(app, 'GET', '/api/notifications', { token: designer.token })).body,
      (b: { unread: number; items: { id: string; kind: string; text: string }[] }) =>
        b.items.some((i) => i.kind === 'fit-session') &&
        b.items.some((i) => i.kind === 'order-status' && /shipped/.test(i.text)),
    );
    expect(list.unread).toBeGreaterThanOrEqual(3);
    const fit = list.items.find((i) => i.kind === 'fit-session')!;
    expect(fit).toMatchObject({
      techPackId,
      orderId,
      read: false,
      text: expect.stringMatching(/2 points out of tolerance/),
    });
    expect((await api(app, 'GET', '/api/notifications', { token: stranger.token })).body).toEqual({
      unread: 0,
      items: [],
    });
    const one = await api(app, 'POST', '/api/notifications/read', {
      token: designer.token,
      body: { ids: [fit.id] },
    });
    expect(one.body.unread).toBe(list.unread - 1);
    const all = await api(app, 'POST', '/api/notifications/read', { token: designer.token, body: {} });
    expect(all.body.unread).toBe(0);
    expect((await api(app, 'GET', '/api/notifications')).status).toBe(401);
  });

  it('applies the decision as one new revision with provenance fit, naming the session', async () => {
    const [a, b] = poms;
    const url = `/api/tech-pack/${techPackId}/fit-sessions/${sessionId}/decision`;
    const before = (await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: designer.token })).body;
    expect(
      (await api(app, 'POST', url, { token: stranger.token, body: { rows: { [a.key]: 'take-measured' } } }))
        .status,
    ).toBe(404);
    const unknown = await api(app, 'POST', url, {
      token: designer.token,
      body: { rows: { armpitToMoon: 'keep-spec' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual(['rows.armpitToMoon']);
    expect(
      (await api(app, 'POST', url, { token: designer.token, body: { rows: { [a.key]: -2 } } })).status,
    ).toBe(400);
    expect(
      (
        await api(app, 'POST', url, {
          token: designer.token,
          body: { rows: { [poms[4].key]: 'take-measured' } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(app, 'POST', `/api/tech-pack/${techPackId}/fit-sessions/nope/decision`, {
          token: designer.token,
          body: { rows: { [a.key]: 'keep-spec' } },
        })
      ).status,
    ).toBe(404);
    const res = await api(app, 'POST', url, {
      token: designer.token,
      body: { rows: { [a.key]: 'take-measured', [b.key]: 'keep-spec' }, comment: 'chest runs wide' },
    });
    expect(res.status).toBe(200);
    const pack = res.body.techPack;
    expect(pack.revision).toBe(before.revision + 1);
    const last = pack.revisions.at(-1);
    expect(last).toMatchObject({
      by: 'fit',
      fitSessionId: sessionId,
      summary: expect.stringContaining('chest runs wide'),
    });
    expect(pack.provenance[`measurements.${a.key}`]).toBe('fit');
    const row = pack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === a.key);
    expect(row.values.M).toBeCloseTo(a.values.M + a.tolerance + 2, 1);
    // graded: the other sizes moved with it
    expect(row.values.L - row.values.M).toBeCloseTo(a.values.L - a.values.M, 1);
    expect(pack.pointsOfMeasure.rows.find((r: { key: string }) => r.key === b.key).values.M).toBe(b.values.M);
    expect(pack.fitDecisions.at(-1)).toMatchObject({
      sessionId,
      comment: 'chest runs wide',
      revision: pack.revision,
    });
    expect(
      (await api(app, 'POST', url, { token: designer.token, body: { rows: { [a.key]: 'keep-spec' } } }))
        .status,
    ).toBe(409);
    const listed = (
      await api(app, 'GET', `/api/tech-pack/${techPackId}/fit-sessions`, { token: designer.token })
    ).body;
    expect(listed[0].decision).toMatchObject({ revision: pack.revision });
  });

  it('records the new revision on the next order, and the partner sees what changed', async () => {
    const pack = (await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: designer.token })).body;
    // with its own Idempotency-Key (as the order form sends one per submission), an order is not held to the
    // duplicate-order window of the one before
    const next = await paidOrder(designer.token, techPackId, 'loop-second');
    const order = (await api(app, 'GET', `/api/sample-order/${next}`, { token: designer.token })).body;
    expect(order.techPackRevision).toBe(pack.revision);
    // a second sample of that same revision is answered with a warning naming the first
    const again = await api(app, 'POST', '/api/sample-order', {
      token: designer.token,
      body: orderBody({ techPackId }),
      headers: { 'idempotency-key': 'loop-third' },
    });
    expect(again.status).toBe(201);
    expect(again.body.earlierSampleOfRevision).toMatchObject({ id: next, status: 'paid' });
    expect(
      (await api(app, 'POST', `/api/orders/${again.body.id}/cancel`, { token: designer.token, body: {} }))
        .status,
    ).toBe(200);
    const seen = (await api(app, 'GET', `/api/manufacturer/orders/${next}`, { headers: partner })).body;
    expect(seen.previousSample.changes.map((c: { key: string }) => c.key)).toContain(poms[0].key);
  }, 60_000);

  it('tells the designer live, on their socket, when the partner moves an order on', async () => {
    const orders = (await api(app, 'GET', '/api/orders', { token: designer.token })).body as {
      id: string;
      status: string;
    }[];
    const paid = orders.find((o) => o.status === 'paid')!;
    const socket = io(app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: designer.token },
      reconnection: false,
    });
    try {
      await new Promise<void>((ok, fail) => {
        socket.once('connect', () => ok());
        socket.once('connect_error', fail);
      });
      const heard = new Promise<{ kind: string; orderId?: string; text: string }>((ok) =>
        socket.on('notification', ok),
      );
      expect(
        (
          await api(app, 'PATCH', `/api/manufacturer/orders/${paid.id}/status`, {
            headers: partner,
            body: { status: 'in_production' },
          })
        ).status,
      ).toBe(200);
      const n = await Promise.race([
        heard,
        new Promise<never>((_, fail) =>
          setTimeout(() => fail(new Error('no live notification in 10 s')), 10_000),
        ),
      ]);
      expect(n).toMatchObject({
        kind: 'order-status',
        orderId: paid.id,
        text: expect.stringContaining('in production'),
      });
    } finally {
      socket.close();
    }
  }, 30_000);
});
