import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Readable } from 'node:stream';

// API answers are compressed on the way out (brotli or gzip, as the caller's Accept-Encoding allows) when they are
// text (JSON, SVG, CSV, plain text) above a size threshold; small answers, binaries (PDF, images, xlsx) and answers a
// service already encoded go as they are.
export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|xml|javascript)|text\/|image\/svg\+xml)/i;

export function negotiateEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).toLowerCase();
  const q = (name: string) => {
    const m = header
      .split(',')
      .map((p) => p.trim())
      .find((p) => p === name || p.startsWith(`${name};`));
    if (!m) return 0;
    const qv = /;\s*q=([0-9.]+)/.exec(m);
    return qv ? Number(qv[1]) : 1;
  };
  if (q('br') > 0) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return null;
}

interface Caller {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Answer {
  statusCode: number;
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
}

export function compressAnswer(request: Caller, reply: Answer, answer: Readable): Readable {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return answer;
  const type = String(reply.getHeader('content-type') ?? '');
  const length = Number(reply.getHeader('content-length') ?? Number.NaN);
  if (!COMPRESSIBLE.test(type) || reply.getHeader('content-encoding')) return answer;
  if (Number.isFinite(length) && length < COMPRESS_THRESHOLD_BYTES) return answer;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return answer;
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  answer.on('error', (e) => zip.destroy(e));
  return answer.pipe(zip);
}
