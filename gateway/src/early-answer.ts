import { PassThrough, finished, type Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';

// A service may answer before it has read the body: a photo upload without a valid session gets its 401 while the
// photo is still arriving. The proxy then closed the caller's connection under the rest of the body (undici
// destroys a request body it no longer needs, and reply-from adds `Connection: close`), so the caller saw a broken
// pipe (EPIPE) instead of the 401, on about one such upload in seven. Instead the service gets a copy of the body
// (`upstreamBody`), and an answer that arrives early waits until the caller's body has been read to its end
// (`answerAfterBody`), then goes out on a connection that stays open. The rest is read and dropped: past `limit` bytes
// (the route's body limit) or EARLY_ANSWER_WAIT_MS, the answer goes out at once and the connection closes, as before.
export function upstreamBody(raw: IncomingMessage): Readable {
  const copy = new PassThrough();
  raw.pipe(copy);
  return copy;
}

interface Reply {
  removeHeader(name: string): unknown;
  send(payload: Readable): unknown;
}

// How long an early answer waits for the rest of the caller's body before it goes out anyway (and the connection closes).
const EARLY_ANSWER_WAIT_MS = 30_000;

export function answerAfterBody(
  raw: IncomingMessage,
  reply: Reply,
  answer: Readable,
  limit: number,
  waitMs = EARLY_ANSWER_WAIT_MS,
): void {
  if (raw.complete) {
    reply.send(answer);
    return;
  }
  let sent = false;
  // keepOpen: the body was read to its end; otherwise (too long, too slow) the answer goes with `Connection: close`
  const send = (keepOpen: boolean) => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    if (keepOpen) reply.removeHeader('connection');
    reply.send(answer);
  };
  const timer = setTimeout(() => send(false), waitMs);
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) send(false);
  });
  raw.resume();
  finished(raw, (err) => {
    if (!err) return send(true);
    if (sent) return;
    // the caller went away: nobody to answer
    sent = true;
    clearTimeout(timer);
    answer.on('error', () => undefined).destroy();
  });
}
