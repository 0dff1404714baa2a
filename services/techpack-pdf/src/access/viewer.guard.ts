import {
  Inject,
  Injectable,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TOKENS, requireUserOrOperator, verifyShareToken, type TokenService } from '@techpack/platform';
import type { Viewer } from '../store/tech-pack-store';

type WithViewer = FastifyRequest<{ Params: { id?: string }; Querystring: { share?: string } }> & {
  viewer?: Viewer;
};

async function viewerOf(tokens: TokenService, request: WithViewer, allowShare: boolean): Promise<Viewer> {
  if (allowShare) {
    const share = request.query?.share;
    const id = request.params?.id;
    if (share && id && (await verifyShareToken(tokens, share, id))) return { kind: 'share' };
  }
  const claims = await requireUserOrOperator(tokens, request);
  return { kind: claims.role, sub: claims.sub };
}

// Reading one pack: its owner or an operator (401 otherwise); the viewer is then `@PackViewer()`.
@Injectable()
export class PackViewerGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithViewer>();
    request.viewer = await viewerOf(this.tokens, request, false);
    return true;
  }
}

// The PDF: the owner, an operator, or anyone with that pack's share link (`?share=<token>`).
@Injectable()
export class SharedPackViewerGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithViewer>();
    request.viewer = await viewerOf(this.tokens, request, true);
    return true;
  }
}

export const PackViewer = createParamDecorator((_: unknown, ctx: ExecutionContext): Viewer => {
  return ctx.switchToHttp().getRequest<WithViewer>().viewer as Viewer;
});
