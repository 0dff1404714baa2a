import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '@techpack/platform';

// The signed-in designer's own token (behind UserGuard): the owner check asks the techpack-pdf service with it.
export const DesignerToken = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return bearerToken(ctx.switchToHttp().getRequest<FastifyRequest>()) ?? '';
});
