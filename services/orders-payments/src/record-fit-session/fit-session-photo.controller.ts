import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  bearerToken,
  CONFIG,
  STORAGE,
  TOKENS,
  type AppConfig,
  type ObjectStorage,
  type TokenService,
} from '@techpack/platform';
import { fitSessions } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { sameKey } from '../partner/partner.guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError(404, 'FIT.PHOTO_NOT_FOUND', 'Photo not found');

@Controller('api/orders/fit-sessions')
export class FitSessionPhotoController {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
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
    let viewer: { partner: true } | { admin: true } | { userId: string };
    if (sameKey(token, this.config.MANUFACTURER_API_KEY)) viewer = { partner: true };
    else {
      const claims = await this.tokens.verify(token); // 401 AUTH.TOKEN_EXPIRED / AUTH.TOKEN_INVALID
      if (claims.role === 'admin') viewer = { admin: true };
      else if (claims.role === 'user') viewer = { userId: claims.sub };
      else throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    }
    if (!UUID.test(sessionId) || !UUID.test(photoId)) throw notFound();
    const [session] = await this.orders.database.db
      .select({ userId: fitSessions.userId, photos: fitSessions.photos })
      .from(fitSessions)
      .where(eq(fitSessions.id, sessionId));
    if (!session || ('userId' in viewer && session.userId !== viewer.userId)) throw notFound();
    const photo = session.photos.find((p) => p.id === photoId);
    const body = photo ? await this.storage.get(photo.key) : null;
    if (!photo || !body) throw notFound();
    await reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }
}
