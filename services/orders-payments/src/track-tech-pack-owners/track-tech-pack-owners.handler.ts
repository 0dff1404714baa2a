import { Controller, Inject } from '@nestjs/common';
import { TECHPACK_GENERATED, TECHPACK_UPDATED, type EventPayload } from '@techpack/contracts';
import {
  DATABASE,
  EventContext,
  OnEvent,
  processOnce,
  SCHEMA,
  type DatabaseHandle,
} from '@techpack/platform';
import { techPackOwners } from '../orders.schema';

const CONSUMER = 'orders-payments.techpack-owners';

// Projection of tech pack ownership, so orders need not ask the tech pack service each time (TechPackOwnership).
// Idempotent: an event delivered again changes nothing.
@Controller()
export class TrackTechPackOwnersHandler {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SCHEMA) private readonly schema: string,
  ) {}

  @OnEvent(TECHPACK_GENERATED)
  async onGenerated(
    payload: EventPayload<typeof TECHPACK_GENERATED>,
    context: EventContext<typeof TECHPACK_GENERATED>,
  ): Promise<void> {
    await this.remember(payload, context.envelope.id);
  }

  @OnEvent(TECHPACK_UPDATED)
  async onUpdated(
    payload: EventPayload<typeof TECHPACK_UPDATED>,
    context: EventContext<typeof TECHPACK_UPDATED>,
  ): Promise<void> {
    await this.remember(payload, context.envelope.id);
  }

  private async remember(pack: { techPackId: string; userId: string }, eventId: string): Promise<void> {
    await processOnce(this.database, this.schema, CONSUMER, eventId, async (tx) => {
      await tx
        .insert(techPackOwners)
        .values({ techPackId: pack.techPackId, userId: pack.userId, mainFabric: null })
        .onConflictDoUpdate({ target: techPackOwners.techPackId, set: { userId: pack.userId } });
    });
  }
}
