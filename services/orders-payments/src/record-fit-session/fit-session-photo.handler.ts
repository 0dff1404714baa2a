import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { AppError, STORAGE, type ObjectStorage } from '@techpack/platform';
import { fitSessions } from '../orders.schema';
import { OrderStore } from '../orders/order-store';

// Who asks for a fit session's photo: the manufacturing partner, an operator, or a designer
export type FitPhotoViewer = { partner: true } | { admin: true } | { userId: string };

export interface FitPhoto {
  contentType: string;
  body: Buffer;
}

export const fitPhotoNotFound = () => new AppError(404, 'FIT.PHOTO_NOT_FOUND', 'Photo not found');

// One photo of a fit session: to the designer whose pack it is, the partner and operators; anyone else's answers
// like a missing one (another designer learns nothing about it).
@Injectable()
export class FitSessionPhotoHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(viewer: FitPhotoViewer, sessionId: string, photoId: string): Promise<FitPhoto> {
    const [session] = await this.orders.database.db
      .select({ userId: fitSessions.userId, photos: fitSessions.photos })
      .from(fitSessions)
      .where(eq(fitSessions.id, sessionId));
    if (!session || ('userId' in viewer && session.userId !== viewer.userId)) throw fitPhotoNotFound();
    const photo = session.photos.find((p) => p.id === photoId);
    const body = photo ? await this.storage.get(photo.key) : null;
    if (!photo || !body) throw fitPhotoNotFound();
    return { contentType: photo.contentType, body };
  }
}
