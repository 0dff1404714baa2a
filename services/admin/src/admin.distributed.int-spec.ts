import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { DistributedApp, freePort } from '../../../scripts/distributed';
import { api, RAISED_AUTH_LIMITS, registerUser, REPO_ROOT } from '../../../scripts/test-support/app';

// The admin dashboard in distributed mode: its read models live in its own tables, so it keeps
// answering while another service is down, and it catches up from Kafka when it comes back.
const servers = ['DATABASE_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT'].filter((k) => !process.env[k]);
const suite = servers.length === 0 ? describe : describe.skip;
if (servers.length) console.warn(`[skipped] admin in distributed mode: ${servers.join(', ')} not set`);

async function eventually<T>(
  fn: () => Promise<T>,
  ok: (v: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function photo(): Promise<Buffer> {
  const dir = resolve(REPO_ROOT, '../shared/datasets/clothing-small/validation/t-shirt');
  if (existsSync(dir)) {
    const file = readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .sort()[0];
    if (file) return readFileSync(join(dir, file));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F3A93"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

suite('admin dashboard in distributed mode', () => {
  let app: DistributedApp;
  let token: string;
  const adminPassword = `pw-${randomUUID().slice(0, 8)}`;
  const list = (path: string) => api(app, 'GET', `/api/admin/${path}`, { token });

  beforeAll(async () => {
    app = new DistributedApp({
      env: {
        ...RAISED_AUTH_LIMITS,
        JWT_SECRET: `secret-${randomUUID()}`,
        ADMIN_USERNAME: 'ops',
        ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
        S3_BUCKET: `admin-${randomUUID().slice(0, 8)}`,
        STRIPE_SECRET_KEY: '',
      },
      port: await freePort(),
    });
    await app.start();
    token = (
      await api(app, 'POST', '/api/admin/login', { body: { username: 'ops', password: adminPassword } })
    ).body.token;
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('serves the other tabs while chat is down and catches up on messages when it returns', async () => {
    const designer = await registerUser(app, 'dist-admin');
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'dist-tee.jpg');
    form.set('email', designer.email);
    form.set('selectedSize', 'M');
    const up = await fetch(`${app.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${designer.token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const techPackId = ((await up.json()) as { techPack: { id: string } }).techPack.id;
    const first = `before the outage ${randomUUID().slice(0, 6)}`;
    expect(
      (
        await api(app, 'POST', '/api/chat/messages', {
          token: designer.token,
          body: { techPackId, sender: 'user', message: first, messageType: 'text' },
        })
      ).status,
    ).toBeLessThan(300);
    await eventually(
      () => list(`messages?techPackId=${techPackId}`),
      (r) => r.body?.some((m: { message: string }) => m.message === first),
      'the first message',
    );

    app.kill('chat');
    await new Promise((r) => setTimeout(r, 500));
    // a user who signs up during the outage still shows up; every tab answers from the admin's tables
    const late = await registerUser(app, 'dist-during-outage');
    await eventually(
      () => list(`users?q=${encodeURIComponent(late.email)}`),
      (r) => r.body?.length === 1,
      'the new user',
    );
    for (const path of ['stats', 'users', 'uploads', 'tech-packs', 'orders', 'messages']) {
      const r = await list(path);
      expect([path, r.status]).toEqual([path, 200]);
    }
    expect((await list('messages')).body.some((m: { message: string }) => m.message === first)).toBe(true);
    const status = await list('system-status');
    expect(status.body.messaging.healthy).toBe(false);
    expect(status.body.events).toMatchObject({ kind: 'kafka', healthy: true });
    // an operator reply fails cleanly and is still recorded
    const reply = await api(app, 'POST', '/api/admin/messages/reply', {
      token,
      body: { techPackId, message: 'are you there?' },
    });
    expect(reply.status).toBe(503);
    expect((await list('actions')).body[0]).toMatchObject({
      action: 'manufacturer-reply',
      outcome: 'failed',
      operator: 'ops',
    });

    await app.restart('chat');
    const second = `after the outage ${randomUUID().slice(0, 6)}`;
    await eventually(
      () =>
        api(app, 'POST', '/api/chat/messages', {
          token: designer.token,
          body: { techPackId, sender: 'user', message: second, messageType: 'text' },
        }),
      (r) => r.status < 300,
      'chat to accept messages again',
    );
    await eventually(
      () => list(`messages?techPackId=${techPackId}`),
      (r) => r.body?.some((m: { message: string }) => m.message === second),
      'the message after the outage',
    );
    const ok = await api(app, 'POST', '/api/admin/messages/reply', {
      token,
      body: { techPackId, message: 'we are back' },
    });
    expect(ok.status).toBe(200);
  }, 300_000);

  it('catches up from its consumer group after the admin service itself was down', async () => {
    app.kill('admin');
    const during = await registerUser(app, 'dist-admin-down');
    await app.restart('admin');
    await eventually(
      () => list(`users?q=${encodeURIComponent(during.email)}`),
      (r) => r.status === 200 && r.body?.length === 1,
      'the user registered while admin was down',
    );
    // rebuilding from the topics gives the same counts, once the read model has caught up on every topic (each is
    // consumed on its own: an event sent just before the kill may still be on its way)
    const KEYS = ['totalUsers', 'techPackCount', 'uploadCount', 'messageCount', 'orderCount'];
    const counts = async () => {
      const stats = (await list('stats')).body as Record<string, unknown>;
      return JSON.stringify(KEYS.map((k) => stats[k]));
    };
    let last = await counts();
    await eventually(
      async () => {
        await new Promise((r) => setTimeout(r, 1500));
        const now = await counts();
        const settled = now === last;
        last = now;
        return settled;
      },
      (settled) => settled,
      'the counts to settle',
    );
    const before = (await list('stats')).body;
    const rebuilt = await api(app, 'POST', '/api/admin/rebuild', { token });
    expect(rebuilt.status).toBe(200);
    const after = (await list('stats')).body;
    for (const k of KEYS) expect([k, after[k]]).toEqual([k, before[k]]);
  }, 240_000);
});
