import { PassThrough, finished, type Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';

// A service may answer before it has read the body: a photo upload without a valid session gets its 401 while the
// photo is still arriving. The proxy then closed the caller's connection under the rest of the body (undici
// destroys a request body it no longer needs, and reply-from adds `Connection: close`), so the caller saw a broken
// pipe (EPIPE) instead of the 401, on about one such upload in seven. Instead the service gets a copy of the body
// (`upstreamBody`), and an answer that arrives early waits until the caller's body has been read to its end
// (`answerAfterBody`), then goes out on a connection that stays open. The rest is read and dropped, at most `limit`
// bytes (the route's body limit): beyond that, or if the caller goes away, the connection is closed as before.
export function upstreamBody(raw: IncomingMessage): Readable {
  const copy = new PassThrough();
  raw.pipe(copy);
  return copy;
}

interface Reply {
  removeHeader(name: string): unknown;
  send(payload: Readable): unknown;
}

export function answerAfterBody(raw: IncomingMessage, reply: Reply, answer: Readable, limit: number): void {
  if (raw.complete) {
    reply.send(answer);
    return;
  }
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) raw.destroy();
  });
  raw.resume();
  finished(raw, (err) => {
    if (err) {
      answer.on('error', () => undefined).destroy();
      return;
    }
    reply.removeHeader('connection');
    reply.send(answer);
  });
}
