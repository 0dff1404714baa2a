import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';
import { connectPartner, type PartnerClient } from '../../../infra/partner-client/partner-client';
import { until } from '../../../scripts/test-support/until';

// The whole product (embedded mode, child process): real uploads create the tech packs the chat is about.
const PARTNER_KEY = 'partner-key-for-tests';
const SAMPLE_DIR = '/work/shared/datasets/clothing-small/train/t-shirt';

let app: TestApp;
const closers: { close(): void }[] = [];

beforeAll(async () => {
  app = await startTestApp({ MANUFACTURER_API_KEY: PARTNER_KEY, SUPPORT_PHONE: '+49 151 2345 6789' });
}, 90_000);
afterAll(async () => {
  for (const c of closers) c.close();
  await app?.stop();
});

function sampleImage(): Buffer {
  try {
    const file = readdirSync(SAMPLE_DIR).find((f) => f.endsWith('.jpg'));
    if (file) return readFileSync(join(SAMPLE_DIR, file));
  } catch {
    // fall through to a generated image
  }
  // 1x1 white JPEG
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
    'base64',
  );
}

async function uploadTechPack(token: string, email: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(sampleImage())], { type: 'image/jpeg' }), 'shirt.jpg');
  form.append('email', email);
  form.append('garmentType', 't-shirt');
  form.append('selectedSize', 'M');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { techPack?: { id: string }; message?: string };
  if (res.status !== 201 || !body.techPack)
    throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}

describe('chat in the whole product', () => {
  it('keeps each tech pack conversation to its owner', async () => {
    const a = await registerUser(app, 'chat-a');
    const b = await registerUser(app, 'chat-b');
    const pack = await uploadTechPack(a.token, a.email);
    const post = (token: string, message: string) =>
      api(app, 'POST', '/api/chat/messages', {
        token,
        body: { techPackId: pack, sender: 'user', message, messageType: 'text' },
      });
    // right after the upload (the owner event may still be on its way) the owner can already post
    const first = await post(a.token, '<b>Is this doable?</b>');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('<b>Is this doable?</b>');
    expect((await post(b.token, 'let me in')).status).toBe(404);
    expect(
      (
        await api(app, 'POST', '/api/direct/send-message', {
          token: b.token,
          body: { techPackId: pack, message: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(app, 'POST', '/api/chat/share-tech-pack', {
          token: b.token,
          body: { techPackId: pack, includePdf: true },
        })
      ).status,
    ).toBe(404);
    const mineB = await api(app, 'GET', '/api/chat/messages/user', { token: b.token });
    expect(mineB.body).toEqual([]);
    const mineA = await api(app, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(mineA.body.map((m: { message: string }) => m.message)).toEqual(['<b>Is this doable?</b>']);
    expect((await post(a.token, 'z'.repeat(4001))).status).toBe(400);
  });

  it('delivers a shared pack with a working PDF link to the partner and its reply to the open chat', async () => {
    const a = await registerUser(app, 'chat-share');
    const pack = await uploadTechPack(a.token, a.email);
    const designer: Socket = io(app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: a.token },
      reconnection: false,
    });
    closers.push(designer);
    await new Promise<void>((resolve, reject) => {
      designer.once('connect', () => resolve());
      designer.once('connect_error', reject);
    });
    const replies: { message: string; techPackId: string }[] = [];
    designer.on('message', (m) => replies.push(m));

    const partner: PartnerClient = connectPartner({
      url: app.url,
      apiKey: PARTNER_KEY,
      autoReply: (m) => `Thanks ${m.user.email}, on it.`,
    });
    closers.push(partner);
    await partner.connected;

    // the link is on the gateway's own address (PUBLIC_URL unset); the page's Origin is not what decides it
    const share = await api(app, 'POST', '/api/chat/share-tech-pack', {
      token: a.token,
      headers: { origin: app.url },
      body: { techPackId: pack, message: 'Here is my tech pack', includePdf: true },
    });
    expect(share.status).toBe(201);
    const got = await until(() => partner.received.find((m) => m.techPackId === pack));
    expect(got.user.email).toBe(a.email);
    const link = /(http\S+pdf-download\?share=\S+)/.exec(got.message)?.[1];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${app.url}/api/tech-pack/${pack}/pdf-download?share=`)).toBe(true);
    const pdf = await fetch(link!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/pdf/);

    const reply = await until(() => replies.find((m) => m.techPackId === pack));
    expect(reply.message).toBe(`Thanks ${a.email}, on it.`);
    const list = await api(app, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(list.body.map((m: { sender: string }) => m.sender)).toEqual(['user', 'manufacturer']);
  });

  it('builds the messaging-app link with the configured support number', async () => {
    const res = await api(app, 'POST', '/api/whatsapp/generate-message', {
      body: {
        type: 'order-status',
        orderNumber: 'TPS-2025-123-SAMPLE',
        techPackId: 't1',
        email: 'a@example.com',
        fabricChoice: 'cotton-basic',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.url.startsWith('https://wa.me/4915123456789?text=')).toBe(true);
    expect(decodeURIComponent(res.body.url.split('text=')[1])).toContain('TPS-2025-123-SAMPLE');
  });
});
