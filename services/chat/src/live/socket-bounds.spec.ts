import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { startHarnessProcess, type HarnessClient } from '../testing/chat-harness.client';
import { until } from '../../../../scripts/test-support/until';
import {
  FLOOD_CLOSED,
  LIVE_LIMITS,
  SocketBounds,
  TOO_MANY_MESSAGES,
  TOO_MANY_SOCKETS,
} from './socket-bounds';

// 300 socket messages from one designer were accepted in 385 ms, and 1,000 sockets of one account.
let h: HarnessClient;
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await startHarnessProcess();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await h?.stop();
});

function connect(token: string): Promise<{ socket: Socket; error?: Error & { data?: { code?: string } } }> {
  const socket = io(h.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve({ socket, error }));
  });
}

describe('live channel bounds', () => {
  it(`a designer's messages past ${LIVE_LIMITS.messages} in ${LIVE_LIMITS.messageWindowMs / 1000} s are refused with a clear error`, async () => {
    const d = await h.designerWithPack();
    const { socket, error } = await connect(d.token);
    expect(error).toBeUndefined();
    const refusedEvents: unknown[] = [];
    socket.on('message:error', (e) => refusedEvents.push(e));
    const answers = (await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        socket
          .timeout(10_000)
          .emitWithAck('message:send', { techPackId: d.techPackId, message: `burst ${i}` }),
      ),
    )) as { ok: boolean; status?: number; code?: string; error?: string }[];
    const accepted = answers.filter((a) => a.ok);
    const refused = answers.filter((a) => !a.ok);
    expect(accepted).toHaveLength(LIVE_LIMITS.messages);
    expect(refused).toHaveLength(30 - LIVE_LIMITS.messages);
    expect(refused[0]).toMatchObject({ status: 429, code: 'CHAT.RATE_LIMITED', error: TOO_MANY_MESSAGES });
    expect(refusedEvents).toHaveLength(30 - LIVE_LIMITS.messages);
    // another designer is not limited by the first one's burst
    const other = await h.designerWithPack();
    const o = await connect(other.token);
    expect(
      await o.socket
        .timeout(10_000)
        .emitWithAck('message:send', { techPackId: other.techPackId, message: 'hello' }),
    ).toMatchObject({ ok: true });
  }, 60_000);

  it('a socket that keeps sending past 20 refusals in a row is told so and closed', async () => {
    const d = await h.designerWithPack();
    const { socket } = await connect(d.token);
    const errors: { code?: string; error?: string }[] = [];
    socket.on('message:error', (e) => errors.push(e));
    const closed = new Promise<string>((r) => socket.once('disconnect', r));
    for (let i = 0; i < 40 && socket.connected; i++)
      socket.emit('message:send', { techPackId: d.techPackId, message: `flood ${i}` });
    expect(await closed).toBe('io server disconnect');
    expect(errors.at(-1)).toMatchObject({ code: 'CHAT.FLOODING', error: FLOOD_CLOSED });
  }, 60_000);

  it(`at most ${LIVE_LIMITS.socketsPerUser} sockets per account; the next one is refused with a clear error; a closed one frees its place`, async () => {
    const d = await h.designerWithPack();
    const opened = await Promise.all(
      Array.from({ length: LIVE_LIMITS.socketsPerUser + 5 }, () => connect(d.token)),
    );
    const ok = opened.filter((o) => !o.error);
    const refused = opened.filter((o) => o.error);
    expect(ok).toHaveLength(LIVE_LIMITS.socketsPerUser);
    expect(refused).toHaveLength(5);
    expect(refused[0].error!.message).toBe(TOO_MANY_SOCKETS);
    expect(refused[0].error!.data?.code).toBe('CHAT.TOO_MANY_SOCKETS');
    // once the server has seen the close (an event it handles in its own time), the account has a place again; every
    // try before that is refused as above
    ok[0].socket.close();
    const tries: (string | undefined)[] = [];
    await until(async () => {
      const next = await connect(d.token);
      tries.push(next.error?.message);
      return !next.error;
    });
    expect(tries.at(-1)).toBeUndefined();
    expect(tries.slice(0, -1).every((m) => m === TOO_MANY_SOCKETS)).toBe(true);
  }, 60_000);
});

describe('SocketBounds', () => {
  it('the message window slides: after it passes, messages are accepted again', () => {
    const bounds = new SocketBounds({ socketsPerUser: 2, messages: 2, messageWindowMs: 1000 });
    expect(bounds.message('u', 0)).toBeUndefined();
    expect(bounds.message('u', 10)).toBeUndefined();
    expect(bounds.message('u', 20)).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(bounds.message('u', 1001)).toBeUndefined();
  });
});
