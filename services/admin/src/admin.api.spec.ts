import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';

let app: TestApp;
let token: string;

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() - start > timeoutMs) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  app = await startTestApp({}, 150_000);
  const login = await api(app, 'POST', '/api/admin/login', {
    body: { username: app.adminUsername, password: app.adminPassword },
  });
  token = login.body.token;
}, 200_000);
afterAll(async () => {
  await app?.stop();
});

describe('admin dashboard API through the gateway', () => {
  it('refuses every admin call without an admin token', async () => {
    const designer = await registerUser(app, 'not-admin');
    for (const path of [
      'stats',
      'users',
      'uploads',
      'tech-packs',
      'orders',
      'messages',
      'actions',
      'system-status',
    ]) {
      const none = await api(app, 'GET', `/api/admin/${path}`);
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('Admin authentication required');
      expect((await api(app, 'GET', `/api/admin/${path}`, { token: designer.token })).status).toBe(401);
    }
    expect((await api(app, 'POST', '/api/admin/rebuild')).status).toBe(401);
    expect(
      (await api(app, 'POST', '/api/admin/messages/reply', { body: { techPackId: 'x', message: 'hi' } }))
        .status,
    ).toBe(401);
  });

  it('lists registered users from events, with search, pagination and totals', async () => {
    const prefix = `adm${Date.now()}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await registerUser(app, `${prefix}-${i}`));
    const res = await eventually(
      () => api(app, 'GET', `/api/admin/users?q=${prefix}`, { token }),
      // a sign-up's two events (registered, logged in) are separate topics: the read model may show the user first
      (r) =>
        Array.isArray(r.body) &&
        r.body.length === 5 &&
        r.body.every((u: { lastLoginAt?: string }) => u.lastLoginAt),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    // newest first, spec fields
    expect(res.body[0]).toMatchObject({
      email: made[4].email,
      firstName: 'Test',
      lastName: 'User',
      isGoogleUser: false,
    });
    expect(typeof res.body[0].createdAt).toBe('string');
    expect(res.body[0].lastLoginAt).toBeTruthy();
    expect(res.body[0].passwordHash).toBeUndefined();

    const page = await api(app, 'GET', `/api/admin/users?q=${prefix.toUpperCase()}&limit=2&offset=2`, {
      token,
    });
    expect(page.body.map((u: { email: string }) => u.email)).toEqual([made[2].email, made[1].email]);
    expect(page.headers.get('x-total-count')).toBe('5');

    const all = await api(app, 'GET', '/api/admin/users', { token });
    expect(Array.isArray(all.body)).toBe(true);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(6);

    const stats = await api(app, 'GET', '/api/admin/stats', { token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalUsers: all.body.length,
      orderCount: expect.any(Number),
      totalRevenue: expect.any(Number),
    });
    expect(stats.body.activeUsers7d).toBe(stats.body.totalUsers);

    for (const path of ['uploads', 'tech-packs', 'orders', 'messages']) {
      const r = await api(app, 'GET', `/api/admin/${path}`, { token });
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body)).toBe(true);
    }
    expect((await api(app, 'GET', '/api/admin/users?limit=0', { token })).status).toBe(400);
  });

  it('records every operator action with who and when, whatever the outcome', async () => {
    const res = await api(app, 'PATCH', '/api/admin/orders/00000000-0000-0000-0000-000000000000/status', {
      token,
      body: { status: 'in_production', reason: 'test' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const bad = await api(app, 'POST', '/api/admin/messages/reply', {
      token,
      body: { techPackId: 'x', message: '   ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Message is required');
    const actions = await api(app, 'GET', '/api/admin/actions', { token });
    expect(actions.status).toBe(200);
    expect(actions.body[0]).toMatchObject({
      operator: app.adminUsername,
      action: 'order-status-change',
      targetId: '00000000-0000-0000-0000-000000000000',
      outcome: 'failed',
    });
    expect(Date.now() - new Date(actions.body[0].at).getTime()).toBeLessThan(60_000);
  });

  it('reports the real system status', async () => {
    const res = await api(app, 'GET', '/api/admin/system-status', { token });
    expect(res.status).toBe(200);
    expect(res.body.storage).toMatchObject({ kind: 'fs', healthy: true });
    expect(res.body.events).toMatchObject({ kind: 'memory', healthy: true });
    expect(res.body.services.map((s: { name: string }) => s.name).sort()).toEqual(
      ['admin', 'auth', 'chat', 'orders-payments', 'techpack-pdf', 'upload-analysis'].sort(),
    );
    expect(res.body.services.find((s: { name: string }) => s.name === 'auth').ready).toBe(true);
  });

  it('rebuilds the read models from the event history with the same counts', async () => {
    const before = await api(app, 'GET', '/api/admin/stats', { token });
    const users = await api(app, 'GET', '/api/admin/users', { token });
    const rebuilt = await api(app, 'POST', '/api/admin/rebuild', { token });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.replayed).toBeGreaterThan(0);
    const after = await api(app, 'GET', '/api/admin/stats', { token });
    for (const k of [
      'totalUsers',
      'activeUsers7d',
      'orderCount',
      'techPackCount',
      'uploadCount',
      'messageCount',
      'totalRevenue',
    ]) {
      expect([k, after.body[k]]).toEqual([k, before.body[k]]);
    }
    const usersAfter = await api(app, 'GET', '/api/admin/users', { token });
    expect(usersAfter.body).toEqual(users.body);
  });
});

describe('whose work it is', () => {
  it("uploads, tech packs and messages show the account's e-mail; the upload form's e-mail stays the delivery address", async () => {
    const owner = await registerUser(app, 'account-owner');
    const formEmail = `someone-else-${Date.now()}@example.com`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
      <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F2A44"/></svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const form = new FormData();
    form.append('email', formEmail);
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tee.jpg');
    const res = await fetch(`${app.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(201);
    const techPackId = ((await res.json()) as { techPack: { id: string } }).techPack.id;
    expect(
      (
        await api(app, 'POST', '/api/chat/messages', {
          token: owner.token,
          body: { techPackId, message: 'Hello factory' },
        })
      ).status,
    ).toBe(201);

    const mine = (list: { userId: string }[]) => list.filter((r) => r.userId === owner.user.id);
    const uploads = await eventually(
      async () => mine((await api(app, 'GET', `/api/admin/uploads?userId=${owner.user.id}`, { token })).body),
      (l) => l.length === 1,
    );
    expect(uploads[0]).toMatchObject({ user: { email: owner.email }, deliveryEmail: formEmail });
    const packs = await eventually(
      async () =>
        mine((await api(app, 'GET', `/api/admin/tech-packs?userId=${owner.user.id}`, { token })).body),
      (l) => l.length === 1,
    );
    expect(packs[0]).toMatchObject({
      id: techPackId,
      user: { email: owner.email },
      deliveryEmail: formEmail,
    });
    const messages = await eventually(
      async () =>
        mine((await api(app, 'GET', `/api/admin/messages?techPackId=${techPackId}`, { token })).body),
      (l) => l.length >= 1,
    );
    expect(
      messages.every((m) => (m as unknown as { user: { email: string } }).user.email === owner.email),
    ).toBe(true);

    // one truth: the dashboard names the pack as the designer sees it, and follows a correction of its type
    const designer = (await api(app, 'GET', `/api/tech-pack/${techPackId}`, { token: owner.token })).body;
    const listed = (l: { id: string; styleName?: string | null; styleNumber?: string | null }[]) =>
      l.find((r) => r.id === techPackId);
    const first = await eventually(
      async () =>
        listed((await api(app, 'GET', `/api/admin/tech-packs?userId=${owner.user.id}`, { token })).body),
      (r) => r?.styleName === designer.styleName,
    );
    expect(first).toMatchObject({ styleName: designer.styleName, styleNumber: designer.styleNumber });
    const corrected = await api(app, 'PUT', `/api/tech-pack/${techPackId}`, {
      token: owner.token,
      body: { aiAnalysis: { features: { sleeve: 'long' } } },
    });
    expect(corrected.status).toBe(200);
    const after = corrected.body.techPack;
    expect(after.aiAnalysis.garmentType).toBe('long-sleeve top');
    const updated = await eventually(
      async () =>
        listed((await api(app, 'GET', `/api/admin/tech-packs?userId=${owner.user.id}`, { token })).body) as
          { styleNumber?: string; aiAnalysis?: { garmentType?: string } } | undefined,
      (r) => r?.aiAnalysis?.garmentType === 'long-sleeve top',
    );
    expect(updated).toMatchObject({
      styleName: after.styleName,
      styleNumber: after.styleNumber,
      aiAnalysis: { garmentType: 'long-sleeve top' },
    });
  }, 60_000);

  it('reads page sizes as whole decimal numbers only', async () => {
    for (const bad of ['0x10', '1e2', '', 'true', '-1', '2.5', '0']) {
      const res = await api(app, 'GET', `/api/admin/users?limit=${encodeURIComponent(bad)}`, { token });
      expect([bad, res.status, res.body.message]).toEqual([
        bad,
        400,
        'limit must be a whole number from 1 to 1000',
      ]);
    }
    expect((await api(app, 'GET', '/api/admin/users?limit=5&offset=0', { token })).status).toBe(200);
    expect((await api(app, 'GET', '/api/admin/users?offset=0x10', { token })).status).toBe(400);
  });
});
