import { Inject, Injectable, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { bearerToken, requireUser, TOKENS, type AdminClaims, type TokenService, type UserClaims } from '@techpack/platform';

type WithReader = FastifyRequest & { reader?: UserClaims | AdminClaims };

// Reading one order: an operator (any order) or a signed-in designer (their own); anyone else gets the designer
// sign-in's 401. The claims are then `@OrderReader()`.
@Injectable()
export class OrderReaderGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithReader>();
    const token = bearerToken(request);
    const claims = token ? await this.tokens.verify(token).catch(() => null) : null;
    request.reader = claims?.role === 'admin' ? (claims as AdminClaims) : await requireUser(this.tokens, request);
    return true;
  }
}

export const OrderReader = createParamDecorator((_: unknown, ctx: ExecutionContext): UserClaims | AdminClaims => {
  return ctx.switchToHttp().getRequest<WithReader>().reader as UserClaims | AdminClaims;
});
