import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { MESSAGE_DELIVERED, MESSAGE_POSTED, TECHPACK_SHARED, type EventEnvelope } from '@techpack/contracts';
import { api } from '../../../scripts/test-support/app';
import {
  connectPartner,
  type PartnerClient,
  type PartnerMessage,
} from '../../../infra/partner-client/partner-client';
import { startHarnessProcess, type HarnessClient } from './testing/chat-harness.client';
import { until } from '../../../scripts/test-support/until';

// The chat service behind the real gateway (HTTP and websocket proxy) in a child process, with tech packs
// announced by techpack.techpack.generated.v1 events and a stand-in for the techpack-pdf owner check.
let h: HarnessClient;
let events: EventEnvelope[] = [];
const sockets: { close(): void }[] = [];

beforeAll(async () => {
  h = await startHarnessProcess();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await h?.stop();
});

function designerSocket(token: string | undefined): Socket {
  const s = io(h.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(s);
  return s;
}

function partner(extra: Partial<Parameters<typeof connectPartner>[0]> = {}): PartnerClient {
  const p = connectPartner({ url: h.url, apiKey: 'partner-test-key', ...extra });
  sockets.push(p);
  return p;
}

const designerWithPack = () => h.designerWithPack();

async function eventually(predicate: (events: EventEnvelope[]) => boolean): Promise<EventEnvelope[]> {
  return until(async () => {
    events = await h.events();
    return predicate(events) && events;
  });
}

const post = (token: string, body: unknown) => api(h, 'POST', '/api/chat/messages', { token, body });

describe('chat API through the gateway', () => {
  it('keeps conversations private to the tech pack owner', async () => {
    const a = await designerWithPack();
    const b = await designerWithPack();
    expect(
      (
        await post(a.token, {
          techPackId: a.techPackId,
          sender: 'user',
          message: 'from A',
          messageType: 'text',
        })
      ).status,
    ).toBe(201);

    const intruder = await post(b.token, {
      techPackId: a.techPackId,
      sender: 'user',
      message: 'from B',
      messageType: 'text',
    });
    expect(intruder.status).toBe(404);
    expect(intruder.body.message).toBe(
      "The tech pack you're looking for doesn't exist or you don't have access to it.",
    );
    expect(
      (
        await api(h, 'POST', '/api/direct/send-message', {
          token: b.token,
          body: { techPackId: a.techPackId, message: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(h, 'POST', '/api/chat/share-tech-pack', {
          token: b.token,
          body: { techPackId: a.techPackId, message: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await post(b.token, { techPackId: 'no-such-pack', sender: 'user', message: 'x', messageType: 'text' }))
        .status,
    ).toBe(404);

    const listB = await api(h, 'GET', '/api/chat/messages/user', { token: b.token });
    expect(listB.status).toBe(200);
    expect(listB.body.some((m: { techPackId: string }) => m.techPackId === a.techPackId)).toBe(false);
    const listA = await api(h, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(listA.body.map((m: { message: string }) => m.message)).toEqual(['from A']);
    expect(listA.body[0]).toMatchObject({
      techPackId: a.techPackId,
      sender: 'user',
      messageType: 'text',
      user: { email: a.email },
    });

    expect((await api(h, 'GET', '/api/chat/messages/user')).status).toBe(401);
  });

  it('asks the tech pack service about a pack whose event has not arrived yet', async () => {
    const owner = await h.designer();
    const other = await h.designer();
    const fresh = `fresh-${randomUUID()}`;
    await h.setUnannounced(fresh, owner.id);
    expect(
      (await post(other.token, { techPackId: fresh, sender: 'user', message: 'hi', messageType: 'text' }))
        .status,
    ).toBe(404);
    expect(
      (await post(owner.token, { techPackId: fresh, sender: 'user', message: 'hi', messageType: 'text' }))
        .status,
    ).toBe(201);
    // remembered: the other user stays out even without asking again
    await h.setUnannounced(fresh);
    expect(
      (await post(other.token, { techPackId: fresh, sender: 'user', message: 'hi', messageType: 'text' }))
        .status,
    ).toBe(404);
    expect(
      (await post(owner.token, { techPackId: fresh, sender: 'user', message: 'again', messageType: 'text' }))
        .status,
    ).toBe(201);
  });

  it('stores text verbatim, never as markup, and enforces the limits', async () => {
    const a = await designerWithPack();
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"\n  second line  ';
    const saved = await post(a.token, {
      techPackId: a.techPackId,
      sender: 'user',
      message: html,
      messageType: 'text',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe(html);
    expect(saved.headers.get('content-type')).toMatch(/application\/json/);
    const list = await api(h, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(list.body[0].message).toBe(html);

    expect(
      (
        await post(a.token, {
          techPackId: a.techPackId,
          sender: 'user',
          message: 'x'.repeat(4000),
          messageType: 'text',
        })
      ).status,
    ).toBe(201);
    const long = await post(a.token, {
      techPackId: a.techPackId,
      sender: 'user',
      message: 'x'.repeat(4001),
      messageType: 'text',
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Message is too long (maximum 4000 characters)');
    const blank = await post(a.token, {
      techPackId: a.techPackId,
      sender: 'user',
      message: '  \n\t ',
      messageType: 'text',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Message cannot be empty');
    const asManufacturer = await post(a.token, {
      techPackId: a.techPackId,
      sender: 'manufacturer',
      message: 'fake',
      messageType: 'text',
    });
    expect(asManufacturer.status).toBe(403);
    expect(
      (await post(a.token, { techPackId: a.techPackId, sender: 'user', message: 'x', messageType: 'html' }))
        .status,
    ).toBe(400);
    expect(
      (await post(a.token, { techPackId: a.techPackId, sender: 'user', message: 42, messageType: 'text' }))
        .status,
    ).toBe(400);
    const after = await api(h, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(after.body).toHaveLength(2);
  });

  it('builds the messaging-app link from configuration', async () => {
    const res = await api(h, 'POST', '/api/whatsapp/generate-message', {
      body: {
        type: 'order',
        orderNumber: 'TPS-2025-123-SAMPLE',
        techPackId: 'tp1',
        email: 'a@example.com',
        fabricChoice: 'cotton-premium',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${h.supportPhone}`);
    const text = url.searchParams.get('text')!;
    expect(text).toContain('TPS-2025-123-SAMPLE');
    expect(text).toContain('Premium Organic Cotton (220gsm)');
    expect(text).toContain('a@example.com');
  });
});

describe('live delivery', () => {
  it('refuses sockets without credentials', async () => {
    const anon = designerSocket(undefined);
    const err = await new Promise<Error>((r) => anon.once('connect_error', r));
    expect(err.message).toBe('Authentication required');
    const bad = connectPartner({ url: h.url, apiKey: 'wrong-key' });
    sockets.push(bad);
    await expect(bad.connected).rejects.toThrow('Invalid API key');
  });

  it('hands designer messages to the partner and its replies to the designer at once', async () => {
    const a = await designerWithPack();
    const ds = designerSocket(a.token);
    await new Promise<void>((r) => ds.once('connect', () => r()));
    const replies: { message: string; sender: string; techPackId: string }[] = [];
    const delivered: string[] = [];
    ds.on('message', (m) => replies.push(m));
    ds.on('message:delivered', (m: { id: string }) => delivered.push(m.id));

    const p = partner({ autoReply: (m) => (m.techPackId === a.techPackId ? `Re: ${m.message}` : undefined) });
    await p.connected;

    const shared = await api(h, 'POST', '/api/chat/share-tech-pack', {
      token: a.token,
      body: { techPackId: a.techPackId, message: 'Please review', includePdf: true },
    });
    expect(shared.status).toBe(201);
    const got = await until(() => p.received.find((m) => m.techPackId === a.techPackId));
    expect(got.user.email).toBe(a.email);
    expect(got.message).toContain('Please review');
    expect(got.message).toContain(`/api/tech-pack/${a.techPackId}/pdf-download?share=`);
    expect(got.pdfUrl).toContain(`/api/tech-pack/${a.techPackId}/pdf-download?share=`);
    const reply = await until(() => replies.find((m) => m.techPackId === a.techPackId));
    expect(reply.sender).toBe('manufacturer');
    expect(reply.message).toBe(`Re: ${got.message}`);
    await until(() => delivered.includes(shared.body.chatMessage.id));

    const list = await api(h, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(list.body.map((m: { sender: string }) => m.sender)).toEqual(['user', 'manufacturer']);
    expect(list.body[0].status).toBe('delivered');
    await eventually((all) =>
      all.some(
        (e) =>
          e.type === TECHPACK_SHARED && (e.payload as { techPackId: string }).techPackId === a.techPackId,
      ),
    );
    await eventually(
      (all) =>
        all.filter(
          (e) =>
            e.type === MESSAGE_POSTED && (e.payload as { techPackId: string }).techPackId === a.techPackId,
        ).length === 2,
    );
    await eventually((all) =>
      all.some(
        (e) =>
          e.type === MESSAGE_DELIVERED &&
          (e.payload as { messageId: string }).messageId === shared.body.chatMessage.id,
      ),
    );
    p.close();
  });

  it('does not deliver the same message twice when the UI saves it and then asks for direct delivery', async () => {
    const a = await designerWithPack();
    const p = partner();
    await p.connected;
    const saved = await post(a.token, {
      techPackId: a.techPackId,
      sender: 'user',
      message: 'Hello once',
      messageType: 'text',
    });
    const direct = await api(h, 'POST', '/api/direct/send-message', {
      token: a.token,
      body: { techPackId: a.techPackId, message: 'Hello once' },
    });
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({ success: true, messageId: saved.body.id, status: 'delivered' });
    await until(() => p.received.some((m) => m.id === saved.body.id));
    await new Promise((r) => setTimeout(r, 300));
    expect(p.received.filter((m) => m.techPackId === a.techPackId)).toHaveLength(1);
    p.close();
  });

  it('queues messages while the partner is offline and delivers them in order when it connects', async () => {
    const a = await designerWithPack();
    const texts = Array.from({ length: 12 }, (_, i) => `queued ${i}`);
    for (const t of texts) {
      expect(
        (await post(a.token, { techPackId: a.techPackId, sender: 'user', message: t, messageType: 'text' }))
          .status,
      ).toBe(201);
    }
    const direct = await api(h, 'POST', '/api/direct/send-message', {
      token: a.token,
      body: { techPackId: a.techPackId, message: 'queued 11' },
    });
    expect(direct.body).toMatchObject({ success: true, status: 'queued' });
    const before = await api(h, 'GET', '/api/chat/messages/user', { token: a.token });
    expect(before.body.every((m: { status: string }) => m.status === 'sent')).toBe(true);

    // The first connection refuses to acknowledge the first message: it must come again, still first.
    let refusals = 0;
    const flaky = partner({
      accept: (m) => {
        if (m.techPackId === a.techPackId && m.message === 'queued 0' && refusals === 0) {
          refusals++;
          return false;
        }
        return true;
      },
    });
    await flaky.connected;
    await until(() => flaky.received.filter((m) => m.techPackId === a.techPackId).length === 11);
    flaky.close();

    const p = partner();
    await p.connected;
    const mine = await until(() => {
      const list = p.received.filter((m) => m.techPackId === a.techPackId);
      return list.length >= 1 && list;
    });
    expect(mine[0].message).toBe('queued 0');
    const after = await until(async () => {
      const list = await api(h, 'GET', '/api/chat/messages/user', { token: a.token });
      return list.body.every((m: { status: string }) => m.status === 'delivered') && list.body;
    });
    expect(after.map((m: { message: string }) => m.message)).toEqual(texts);
    // First connection: everything but the refused message, in order.
    expect(flaky.received.filter((m) => m.techPackId === a.techPackId).map((m) => m.message)).toEqual(
      texts.slice(1),
    );
    p.close();
  }, 30_000);

  it('lets an operator reply as the manufacturer from the admin dashboard', async () => {
    const a = await designerWithPack();
    await post(a.token, {
      techPackId: a.techPackId,
      sender: 'user',
      message: 'Anyone there?',
      messageType: 'text',
    });
    const ds = designerSocket(a.token);
    await new Promise<void>((r) => ds.once('connect', () => r()));
    const received: { message: string }[] = [];
    ds.on('message', (m) => received.push(m));

    expect(
      (
        await api(h, 'POST', '/api/manufacturer/reply', {
          token: a.token,
          body: { techPackId: a.techPackId, message: 'x' },
        })
      ).status,
    ).toBe(401);
    const admin = await h.adminToken('olivia');
    const res = await api(h, 'POST', '/api/manufacturer/reply', {
      token: admin,
      body: { techPackId: a.techPackId, message: 'Yes, we are here.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({
      sender: 'manufacturer',
      author: 'admin:olivia',
      message: 'Yes, we are here.',
    });
    await until(() => received.find((m) => m.message === 'Yes, we are here.'));
    const conversations = await api(h, 'GET', '/api/manufacturer/conversations', { token: admin });
    expect(
      conversations.body.find((c: { techPackId: string }) => c.techPackId === a.techPackId),
    ).toMatchObject({
      userEmail: a.email,
      messages: 2,
      lastSender: 'manufacturer',
    });
    await eventually((all) =>
      all.some(
        (e) =>
          e.type === MESSAGE_POSTED && (e.payload as { message: string }).message === 'Yes, we are here.',
      ),
    );
    const posted = events.find(
      (e) => e.type === MESSAGE_POSTED && (e.payload as { message: string }).message === 'Yes, we are here.',
    )!;
    expect(posted.payload).toMatchObject({ sender: 'manufacturer', author: 'admin:olivia', userId: a.id });
    const unknown = await api(h, 'POST', '/api/manufacturer/reply', {
      token: admin,
      body: { techPackId: 'nope', message: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses partner replies for unknown tech packs or with bad text', async () => {
    const p = partner();
    await p.connected;
    expect(await p.reply('unknown-pack', 'hello')).toMatchObject({ ok: false });
    const a = await designerWithPack();
    // A partner answers conversations it has seen: the designer writes first (the chat then knows the pack's owner,
    // whether or not the pack's event has reached it yet).
    expect(
      (
        await post(a.token, {
          techPackId: a.techPackId,
          sender: 'user',
          message: 'Hello',
          messageType: 'text',
        })
      ).status,
    ).toBe(201);
    expect(await p.reply(a.techPackId, '   ')).toMatchObject({ ok: false, error: 'Message cannot be empty' });
    expect(await p.reply(a.techPackId, 'y'.repeat(4001))).toMatchObject({ ok: false });
    expect(await p.reply(a.techPackId, 'fine')).toMatchObject({ ok: true });
    p.close();
  });
});

export type { PartnerMessage };
