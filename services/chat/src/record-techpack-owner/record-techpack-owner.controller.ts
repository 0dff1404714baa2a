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
import { ChatStore } from '../conversations/chat.store';

// Who owns which tech pack, learnt from the tech pack events (consumer group 'chat'), each event once.
@Controller()
export class RecordTechPackOwnerController {
  constructor(
    @Inject(ChatStore) private readonly store: ChatStore,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SCHEMA) private readonly schema: string,
  ) {}

  @OnEvent(TECHPACK_GENERATED)
  async onGenerated(
    payload: EventPayload<typeof TECHPACK_GENERATED>,
    context: EventContext<typeof TECHPACK_GENERATED>,
  ): Promise<void> {
    await this.record(payload, context.envelope.id);
  }

  @OnEvent(TECHPACK_UPDATED)
  async onUpdated(
    payload: EventPayload<typeof TECHPACK_UPDATED>,
    context: EventContext<typeof TECHPACK_UPDATED>,
  ): Promise<void> {
    await this.record(payload, context.envelope.id);
  }

  private async record(
    pack: { techPackId: string; userId: string; email: string },
    eventId: string,
  ): Promise<void> {
    await processOnce(this.database, this.schema, 'chat-techpack-owners', eventId, async (tx) => {
      await this.store.recordOwner(tx, pack.techPackId, pack.userId, pack.email);
    });
  }
}
