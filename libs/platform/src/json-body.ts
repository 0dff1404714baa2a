import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';

// What a JSON body may hold, checked on the bytes as they arrive, before anything is built from them: the deepest
// nesting and the number of entries (object members plus array items). The largest real body (a pack update with
// every bounded collection at its maximum) holds ~500 entries at depth 4; a 7 MB body of 650,000 keys or a 5,000-deep
// `aiAnalysis` is refused at the first byte past the bound, without JSON.parse, a walk or a recursion ever seeing it.
export const JSON_BODY_LIMITS = { maxDepth: 64, maxEntries: 20_000 } as const;

export const JSON_TOO_DEEP_MESSAGE = `JSON body nested too deeply (at most ${JSON_BODY_LIMITS.maxDepth} levels)`;
export const JSON_TOO_MANY_MESSAGE = `JSON body has too many fields (at most ${JSON_BODY_LIMITS.maxEntries})`;

export class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

// A streaming scan of JSON bytes: string state, depth and entry count. UTF-8 continuation bytes are never ASCII, so
// a byte-wise scan cannot mistake part of a character for a bracket or a quote.
export class JsonBoundsScanner {
  private depth = 0;
  private entries = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly limits: { maxDepth: number; maxEntries: number } = JSON_BODY_LIMITS) {}

  // Returns the error for the first bound crossed in this chunk, else undefined.
  feed(chunk: Uint8Array): BodyError | undefined {
    const { maxDepth, maxEntries } = this.limits;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (b === BACKSLASH) this.escaped = true;
        else if (b === QUOTE) this.inString = false;
        continue;
      }
      switch (b) {
        case QUOTE:
          this.inString = true;
          break;
        case 0x7b: // {
        case 0x5b: // [
          if (++this.depth > maxDepth) return new BodyError(400, 'REQUEST.TOO_DEEP', JSON_TOO_DEEP_MESSAGE);
          break;
        case 0x7d: // }
        case 0x5d: // ]
          this.depth--;
          break;
        case 0x3a: // : one object member
        case 0x2c: // , one more member or item
          if (++this.entries > maxEntries)
            return new BodyError(400, 'REQUEST.TOO_MANY_FIELDS', JSON_TOO_MANY_MESSAGE);
          break;
        default:
      }
    }
    return undefined;
  }
}

const tooLarge = () => new BodyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body too large');

// Reads a JSON body with the route's byte limit and the bounds above enforced while it streams in, then parses it
// with prototype-poisoning protection (as Fastify's own parser does). A body refused part-way is not read further.
export function readBoundedJson(
  raw: Readable,
  declaredLength: string | undefined,
  limit: number,
  done: (err: Error | null, body?: unknown) => void,
): void {
  const declared = Number(declaredLength ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return done(tooLarge());
  const scanner = new JsonBoundsScanner();
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  // a bound crossed: nothing more is kept or scanned, the rest (up to the byte limit) is read and dropped so that the
  // 400 goes out on a connection that stays open (a proxy still sending would otherwise get a broken pipe, not the 400)
  let refused: Error | undefined;
  const finish = (err: Error | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    raw.removeListener('data', onData);
    raw.removeListener('end', onEnd);
    raw.removeListener('error', onError);
    if (err) raw.resume();
    done(err, body);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) return finish(tooLarge());
    if (refused) return;
    refused = scanner.feed(chunk);
    if (!refused) chunks.push(chunk);
    else chunks.length = 0;
  };
  const onEnd = () => {
    if (refused) return finish(refused);
    const text = Buffer.concat(chunks, received).toString('utf8');
    if (text.trim() === '') {
      return finish(
        Object.assign(new Error('Body cannot be empty when content-type is set to application/json'), {
          code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
          statusCode: 400,
        }),
      );
    }
    try {
      finish(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (e) {
      finish(
        Object.assign(e instanceof SyntaxError ? e : new SyntaxError((e as Error).message), {
          statusCode: 400,
        }),
      );
    }
  };
  // the caller went away mid-body: a client error, not a dependency failure
  const onError = (e: Error) =>
    finish(
      Object.assign(new Error(`Request body ended early (${e.message})`), {
        statusCode: 400,
        code: 'REQUEST.BODY_INCOMPLETE',
      }),
    );
  raw.on('data', onData);
  raw.on('end', onEnd);
  raw.on('error', onError);
}

// Replaces Fastify's JSON parser (which reads the whole body, then parses it) on a service's HTTP app.
export function installBoundedJsonParser(app: FastifyInstance, defaultLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request: FastifyRequest, payload, done) => {
    readBoundedJson(
      payload,
      request.headers['content-length'],
      request.routeOptions?.bodyLimit ?? defaultLimit,
      done,
    );
  });
}
