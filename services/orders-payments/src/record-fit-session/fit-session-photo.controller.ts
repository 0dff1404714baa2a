import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, bearerToken, CONFIG, TOKENS, type AppConfig, type TokenService } from '@techpack/platform';
import { sameKey } from '../partner/partner.guard';
import { fitPhotoNotFound, FitSessionPhotoHandler, type FitPhotoViewer } from './fit-session-photo.handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('api/orders/fit-sessions')
export class FitSessionPhotoController {
  constructor(
    @Inject(FitSessionPhotoHandler) private readonly handler: FitSessionPhotoHandler,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  // GET /api/orders/fit-sessions/{sessionId}/photos/{photoId} -> the JPEG: to the designer whose pack it is, the
  // partner (its key) and operators; 404 for anyone else's (another designer learns nothing about it), 401 unsigned.
  @Get(':sessionId/photos/:photoId')
  async photo(
    @Param('sessionId') sessionId: string,
    @Param('photoId') photoId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    let viewer: FitPhotoViewer;
    if (sameKey(token, this.config.MANUFACTURER_API_KEY)) viewer = { partner: true };
    else {
      const claims = await this.tokens.verify(token); // 401 AUTH.TOKEN_EXPIRED / AUTH.TOKEN_INVALID
      if (claims.role === 'admin') viewer = { admin: true };
      else if (claims.role === 'user') viewer = { userId: claims.sub };
      else throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    }
    if (!UUID.test(sessionId) || !UUID.test(photoId)) throw fitPhotoNotFound();
    const photo = await this.handler.execute(viewer, sessionId, photoId);
    await reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(photo.body);
  }
}
