import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { orderTechPackOwnerResponse } from '@techpack/contracts';
import {
  AppError,
  DATABASE,
  LOGGER,
  ServiceClient,
  type DatabaseHandle,
  type Logger,
  type ServiceAnswer,
  type UserClaims,
} from '@techpack/platform';
import { techPackOwners } from '../orders.schema';

const notYours = () =>
  new AppError(
    404,
    'TECHPACK.NOT_FOUND',
    "The tech pack you're looking for doesn't exist or you don't have access to it.",
  );
const unavailable = () =>
  new AppError(503, 'TECHPACK.UNAVAILABLE', 'Could not verify the tech pack right now. Please try again.');

// The tech pack an order or a quote names must be the caller's: from the projection of tech pack events
// (track-tech-pack-owners), else asked of techpack-pdf with the designer's own token. Returns the pack's main fabric
// when the projection knows it.
@Injectable()
export class TechPackOwnership {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async verify(techPackId: string, claims: UserClaims, bearer: string | undefined): Promise<string | null> {
    const [known] = await this.database.db
      .select()
      .from(techPackOwners)
      .where(eq(techPackOwners.techPackId, techPackId));
    if (known) {
      if (known.userId !== claims.sub) throw notYours();
      return known.mainFabric;
    }
    if (!bearer) throw notYours();
    let answer: ServiceAnswer<typeof orderTechPackOwnerResponse>;
    try {
      answer = await this.ask(techPackId, bearer);
    } catch (e) {
      this.logger.warn({ err: e, techPackId }, 'tech pack check failed');
      throw unavailable();
    }
    if (answer.status === 404 || answer.status === 403 || answer.status === 401) throw notYours();
    if (!answer.ok) throw unavailable();
    const owner = answer.body.userId ?? answer.body.techPack?.userId;
    if (owner && owner !== claims.sub) throw notYours();
    return null;
  }

  private ask(techPackId: string, bearer: string): Promise<ServiceAnswer<typeof orderTechPackOwnerResponse>> {
    return this.services.call('techpack-pdf', {
      method: 'GET',
      path: `/api/tech-pack/${encodeURIComponent(techPackId)}`,
      as: { bearer },
      response: orderTechPackOwnerResponse,
    });
  }
}
