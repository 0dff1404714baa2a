import { createHash, timingSafeEqual } from 'node:crypto';
import {
  Inject,
  Injectable,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, bearerToken, CONFIG, TOKENS, type AppConfig, type TokenService } from '@techpack/platform';

type WithActor = FastifyRequest & { actor?: string };

const partnerRequired = () =>
  new AppError(
    401,
    'PARTNER.AUTH_REQUIRED',
    'Manufacturer API key required (Authorization: Bearer <MANUFACTURER_API_KEY>)',
  );

// Compared as digests so the time taken says nothing about the key.
export function sameKey(given: string, key: string | undefined): boolean {
  if (!key) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(key).digest();
  return timingSafeEqual(a, b);
}

// The manufacturing partner's routes: `Authorization: Bearer <MANUFACTURER_API_KEY>` only. A designer's or an
// operator's token, a wrong key, or no key at all answers 401 (and so does every call while no key is configured).
@Injectable()
export class PartnerGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<WithActor>();
    const token = bearerToken(request);
    if (!token || !sameKey(token, this.config.MANUFACTURER_API_KEY)) throw partnerRequired();
    request.actor = 'partner';
    return true;
  }
}

// The partner's key or an operator's token (what a fit session is recorded with); a designer's token answers 403.
@Injectable()
export class PartnerOrAdminGuard implements CanActivate {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithActor>();
    const token = bearerToken(request);
    if (!token) throw partnerRequired();
    if (sameKey(token, this.config.MANUFACTURER_API_KEY)) {
      request.actor = 'partner';
      return true;
    }
    const claims = await this.tokens.verify(token).catch(() => null);
    if (!claims) throw partnerRequired();
    if (claims.role !== 'admin')
      throw new AppError(
        403,
        'PARTNER.FORBIDDEN',
        'Only the manufacturing partner or an operator may record a fit session',
      );
    request.actor = `admin:${claims.username}`;
    return true;
  }
}

// Who called: 'partner' or 'admin:<username>'.
export const Actor = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<WithActor>().actor ?? 'unknown',
);
