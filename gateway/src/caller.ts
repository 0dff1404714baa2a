import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AppError, Claims, TokenService } from '@techpack/platform';

// Who a call is from, as the gateway can prove it before reading the body: the session's verified subject, else the
// caller's address. A random or forged bearer string is not an identity: keyed on it, each made-up token was a new
// client with its own line, and eight parallel floods with random tokens froze everyone.
export interface Caller {
  key: string;
  claims?: Claims;
  // the bearer token sent, when it failed verification: its 401
  refusal?: { message: string; code: string };
}

// Paths that take a body without a session (sign-in, sign-up, the payment provider's webhook, the test provider's
// confirm call, the messaging link): a stale token sent along is ignored there, as the services ignore it.
const PUBLIC_BODY_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/google',
  '/api/admin/login',
  '/api/payments/webhook',
  '/api/payments/test/confirm',
  '/api/whatsapp/generate-message',
]);

export const takesBodyWithoutSession = (path: string) => PUBLIC_BODY_PATHS.has(path);

// Whether the request carries a body (declared length above 0, or chunked).
export function hasBody(raw: IncomingMessage): boolean {
  return Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
}

export async function identifyCaller(
  tokens: TokenService | undefined,
  authorization: string | undefined,
  ip: string,
  path: string,
  partnerKey?: string,
): Promise<Caller> {
  const address = `a:${ip}`;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token || !tokens) return { key: address };
  // the manufacturing partner's API key (MANUFACTURER_API_KEY) is its identity on the partner routes
  if (partnerKey && isPartnerKey(token, partnerKey)) return { key: 'partner' };
  const digest = createHash('sha256').update(token).digest('base64url');
  const known = verified.get(digest);
  if (known && known.until > Date.now())
    return { key: `${known.claims.role}:${known.claims.sub}`, claims: known.claims };
  try {
    const claims = await tokens.verify(token);
    remember(digest, claims);
    return { key: `${claims.role}:${claims.sub}`, claims };
  } catch (e) {
    const err = e as AppError;
    const admin = path.startsWith('/api/admin');
    const refusal = admin
      ? { message: 'Admin session expired', code: 'ADMIN.SESSION_EXPIRED' }
      : { message: err.message ?? 'Invalid token', code: err.code ?? 'AUTH.TOKEN_INVALID' };
    return { key: address, refusal };
  }
}

// Sessions verified lately, by a digest of the token (tokens themselves are never kept): a designer's every call
// carried a signature check through WebCrypto (an asynchronous hop through the thread pool), which on a loaded
// machine delayed each call. Only valid tokens are kept, until their expiry or a minute, whichever comes first; made-up
// tokens are checked each time and never fill this.
const verified = new Map<string, { claims: Claims; until: number }>();
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 10_000;

function remember(digest: string, claims: Claims): void {
  const exp = (claims as { exp?: number }).exp;
  const until = Math.min(Date.now() + REMEMBER_MS, typeof exp === 'number' ? exp * 1000 : Infinity);
  if (verified.size >= REMEMBER_MAX) verified.delete(verified.keys().next().value!);
  verified.set(digest, { claims, until });
}

// Compared as digests, so the time taken says nothing about the key.
function isPartnerKey(token: string, key: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(token).digest(),
    createHash('sha256').update(key).digest(),
  );
}
