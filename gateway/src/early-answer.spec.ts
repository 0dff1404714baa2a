import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { answerAfterBody } from './early-answer';

// The caller's body as a stream still arriving, and a reply that records what the gateway did with the answer.
function setup(limit = 1000, waitMs = 5000) {
  const raw = new PassThrough();
  const answer = Readable.from(['{"message":"Authentication required"}']);
  const calls: string[] = [];
  const reply = {
    removeHeader: (name: string) => calls.push(`remove ${name}`),
    send: () => calls.push('send'),
  };
  answerAfterBody(raw as unknown as IncomingMessage, reply, answer, limit, waitMs);
  return { raw, answer, calls };
}
const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms));

describe('an answer that comes before the body has arrived', () => {
  it('waits for the rest of the body, then goes out on a connection that stays open', async () => {
    const { raw, calls } = setup();
    raw.write(Buffer.alloc(300));
    await tick();
    expect(calls).toEqual([]);
    raw.end(Buffer.alloc(300));
    await tick();
    expect(calls).toEqual(['remove connection', 'send']);
  });

  it('goes out at once, connection closing, when the body runs past the limit', async () => {
    const { raw, calls } = setup(1000);
    raw.write(Buffer.alloc(1500));
    await tick();
    expect(calls).toEqual(['send']);
    raw.end();
  });

  it('goes out, connection closing, when the caller stalls past the wait', async () => {
    const { raw, calls } = setup(1000, 50);
    raw.write(Buffer.alloc(10));
    await tick(20);
    expect(calls).toEqual([]);
    await tick(80);
    expect(calls).toEqual(['send']);
    raw.end();
    await tick();
    expect(calls).toEqual(['send']);
  });

  it('is dropped when the caller goes away', async () => {
    const { raw, answer, calls } = setup();
    raw.destroy(new Error('aborted'));
    await tick();
    expect(calls).toEqual([]);
    expect(answer.destroyed).toBe(true);
  });
});
