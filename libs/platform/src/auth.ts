import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UserClaims {
  sub: string;
  email: string;
  firstName: string;
  lastName: string | null;
  role: 'user';
}

export interface AdminClaims {
  sub: string;
  username: string;
  role: 'admin';
}

// A link that lets the manufacturer open one tech pack's PDF without an account.
export interface ShareClaims {
  sub: string;
  role: 'share';
  scope: 'techpack-pdf';
}

// One service calling another's internal API (never handed to a browser; lives 60 s).
export interface ServiceClaims {
  sub: string; // the calling service's name
  role: 'service';
}

export type Claims = UserClaims | AdminClaims | ShareClaims | ServiceClaims;

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly userTtl: number,
    private readonly adminTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: Claims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setIssuer('techpack')
      .setExpirationTime(
        `${claims.role === 'admin' ? this.adminTtl : claims.role === 'share' ? 30 * 24 * 3600 : claims.role === 'service' ? 60 : this.userTtl}s`,
      )
      .sign(this.key);
  }

  async verify(token: string): Promise<Claims> {
    try {
      // every token this service signs expires: a correctly signed one without `exp` would never expire, so it is refused
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'techpack',
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      return payload as unknown as Claims;
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired)
        throw new AppError(401, 'AUTH.TOKEN_EXPIRED', 'Session expired');
      throw new AppError(401, 'AUTH.TOKEN_INVALID', 'Invalid token');
    }
  }
}

// Signed, expiring token for `GET /api/tech-pack/{id}/pdf-download?share=<token>`.
export async function signShareToken(tokens: TokenService, techPackId: string): Promise<string> {
  return tokens.sign({ sub: techPackId, role: 'share', scope: 'techpack-pdf' });
}

export async function verifyShareToken(
  tokens: TokenService,
  token: string,
  techPackId: string,
): Promise<boolean> {
  try {
    const claims = await tokens.verify(token);
    return claims.role === 'share' && claims.sub === techPackId;
  } catch {
    return false;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export async function requireUser(tokens: TokenService, request: FastifyRequest): Promise<UserClaims> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
  const claims = await tokens.verify(token);
  if (claims.role !== 'user') throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
  return claims;
}

// A signed-in designer or an operator (reading what either may read: an order, a pack, an upload's image): the token
// is verified once; anyone else gets the designer sign-in's 401.
export async function requireUserOrOperator(
  tokens: TokenService,
  request: FastifyRequest,
): Promise<UserClaims | AdminClaims> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
  const claims = await tokens.verify(token);
  if (claims.role !== 'user' && claims.role !== 'admin')
    throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
  return claims;
}

export async function requireAdmin(tokens: TokenService, request: FastifyRequest): Promise<AdminClaims> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, 'ADMIN.AUTH_REQUIRED', 'Admin authentication required');
  const claims = await tokens.verify(token).catch(() => {
    throw new AppError(401, 'ADMIN.SESSION_EXPIRED', 'Admin session expired');
  });
  if (claims.role !== 'admin')
    throw new AppError(401, 'ADMIN.AUTH_REQUIRED', 'Admin authentication required');
  return claims;
}

// `authorization: Bearer <token>` of a service-to-service call.
export async function serviceAuthorization(tokens: TokenService, from: string): Promise<string> {
  return `Bearer ${await tokens.sign({ sub: from, role: 'service' })}`;
}

export async function requireService(tokens: TokenService, request: FastifyRequest): Promise<ServiceClaims> {
  const token = bearerToken(request);
  const claims = token ? await tokens.verify(token).catch(() => undefined) : undefined;
  if (!claims || claims.role !== 'service')
    throw new AppError(401, 'AUTH.SERVICE_REQUIRED', 'Service authentication required');
  return claims;
}
