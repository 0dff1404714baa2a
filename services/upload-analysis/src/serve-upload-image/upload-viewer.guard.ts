import { Inject, Injectable, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, bearerToken, TOKENS, type AdminClaims, type TokenService, type UserClaims } from '@techpack/platform';

type WithViewer = FastifyRequest & { viewer?: UserClaims | AdminClaims };

// An upload's image is for a signed-in designer or an operator (401 'Authentication required' for anyone else).
@Injectable()
export class UploadViewerGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithViewer>();
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    const claims = await this.tokens.verify(token);
    if (claims.role !== 'user' && claims.role !== 'admin') throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    request.viewer = claims;
    return true;
  }
}

// The designer or operator the guard let in.
export const UploadViewer = createParamDecorator((_: unknown, ctx: ExecutionContext): UserClaims | AdminClaims => {
  const viewer = ctx.switchToHttp().getRequest<WithViewer>().viewer;
  if (!viewer) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
  return viewer;
});
