import { PassThrough, Transform, finished, type Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { JsonBoundsScanner, type BodyError } from '@techpack/platform';

// A service may answer before it has read the body: a photo upload without a valid session gets its 401 while the
// photo is still arriving. The proxy then closed the caller's connection under the rest of the body (undici
// destroys a request body it no longer needs, and reply-from adds `Connection: close`), so the caller saw a broken
// pipe (EPIPE) instead of the 401, on about one such upload in seven. Instead the service gets a copy of the body
// (`upstreamBody`), and an answer that arrives early waits until the caller's body has been read to its end
// (`answerAfterBody`), then goes out on a connection that stays open. The rest is read and dropped: past `limit` bytes
// (the route's body limit) or EARLY_ANSWER_WAIT_MS, the answer goes out at once and the connection closes, as before.
export function upstreamBody(raw: IncomingMessage, meter?: BodyMeter): Readable {
  if (!meter) {
    const copy = new PassThrough();
    raw.pipe(copy);
    return copy;
  }
  // Counts the bytes as they stream: a body sent chunked (no declared length) that passes the route's limit stops
  // there, and the call is answered 413 from the bytes streamed, never 503 or an outage count.
  // A JSON body is also scanned for the services' depth and field bounds (json-body.ts) as it passes: a body of
  // 500,000 keys stops here at the 20,001st, instead of being copied whole to a service that refuses it anyway.
  const scanner = /^application\/json\b/i.test(String(raw.headers['content-type'] ?? ''))
    ? new JsonBoundsScanner()
    : undefined;
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      meter.bytes += chunk.length;
      if (meter.bytes > meter.limit) {
        meter.over = true;
        return callback(
          Object.assign(new Error('request body over the route limit'), { code: 'GATEWAY_BODY_OVER_LIMIT' }),
        );
      }
      const refused = scanner?.feed(chunk);
      if (refused) {
        meter.refused = refused;
        return callback(Object.assign(new Error(refused.message), { code: 'GATEWAY_JSON_BOUND' }));
      }
      callback(null, chunk);
    },
  });
  raw.pipe(copy);
  return copy;
}

export interface BodyMeter {
  limit: number;
  bytes: number;
  over: boolean;
  // a JSON bound crossed on the way (depth, fields): its 400
  refused?: BodyError;
}

// Reads the caller's body to its end and drops it (an answer given without the body: a refused session), so the
// answer goes out on a connection that stays open. Resolves false when the body is over `limit` (declared or
// streamed), takes longer than `waitMs` or breaks: the answer then goes out at once with `Connection: close`.
export function dropBody(
  raw: IncomingMessage,
  limit: number,
  waitMs = EARLY_ANSWER_WAIT_MS,
): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  if (Number(raw.headers['content-length'] ?? 0) > limit) return Promise.resolve(false);
  return new Promise((resolve) => {
    let dropped = 0;
    let settled = false;
    const settle = (whole: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      raw.removeListener('data', onData);
      resolve(whole);
    };
    const timer = setTimeout(() => settle(false), waitMs);
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limit) settle(false);
    };
    raw.on('data', onData);
    finished(raw, (err) => settle(!err));
    raw.resume();
  });
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
