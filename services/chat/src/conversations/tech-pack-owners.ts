import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { AppError, LOGGER, ServiceClient, type Logger, type UserClaims } from '@techpack/platform';
import { ChatStore } from './chat.store';

export const NOT_FOUND_MESSAGE =
  "The tech pack you're looking for doesn't exist or you don't have access to it.";

// GET /api/tech-pack/:id of the techpack-pdf service: only the status matters (200 = the caller's pack).
const techPackAnswer = z.object({ id: z.string() }).passthrough();

// Who owns a tech pack: the local projection of the tech pack events first; a pack created a moment ago may not be
// there yet, so the techpack-pdf service answers for the caller (with the designer's own token).
@Injectable()
export class TechPackOwners {
  constructor(
    @Inject(ChatStore) private readonly store: ChatStore,
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // 404 CHAT.TECHPACK_NOT_FOUND unless the pack is the designer's.
  async assertOwner(techPackId: string, claims: UserClaims, token: string): Promise<void> {
    const owner = await this.store.ownerOf(techPackId);
    if (owner) {
      if (owner.userId !== claims.sub) throw new AppError(404, 'CHAT.TECHPACK_NOT_FOUND', NOT_FOUND_MESSAGE);
      return;
    }
    let ok = false;
    try {
      const answer = await this.services.call('techpack-pdf', {
        method: 'GET',
        path: `/api/tech-pack/${encodeURIComponent(techPackId)}`,
        as: { bearer: token },
        response: techPackAnswer,
        timeoutMs: 5000,
      });
      ok = answer.ok && answer.status === 200;
    } catch (e) {
      this.logger.warn({ err: e, techPackId }, 'techpack-pdf owner check failed');
    }
    if (!ok) throw new AppError(404, 'CHAT.TECHPACK_NOT_FOUND', NOT_FOUND_MESSAGE);
    await this.store.recordOwner(undefined, techPackId, claims.sub, claims.email);
  }
}
