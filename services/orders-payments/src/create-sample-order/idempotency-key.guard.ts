import { Injectable, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@techpack/platform';

type WithKey = FastifyRequest & { idempotencyKey?: string | null };

// The Idempotency-Key header (Stripe's convention), checked after sign-in and before the body: absent, or 1-255
// visible ASCII characters (400 'ORDER.BAD_IDEMPOTENCY_KEY'). The key is then `@IdempotencyKey()` (null when absent).
@Injectable()
export class IdempotencyKeyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<WithKey>();
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    if (header !== undefined && (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))) {
      throw new AppError(
        400,
        'ORDER.BAD_IDEMPOTENCY_KEY',
        'Idempotency-Key must be 1-255 visible ASCII characters',
      );
    }
    request.idempotencyKey = key || null;
    return true;
  }
}

export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null => {
  return ctx.switchToHttp().getRequest<WithKey>().idempotencyKey ?? null;
});
