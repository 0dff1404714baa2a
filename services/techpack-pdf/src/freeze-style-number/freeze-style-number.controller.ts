import { Controller, Inject } from '@nestjs/common';
import { ORDER_CREATED, ORDER_PAID, TECHPACK_SHARED, type EventPayload } from '@techpack/contracts';
import { OnEvent, type EventContext } from '@techpack/platform';
import { FreezeStyleNumberHandler } from './freeze-style-number.handler';

// Event consumer (group 'techpack-pdf'): a pack shared with the manufacturer or ordered as a sample keeps its style
// number from then on. ORDER_PAID as well as ORDER_CREATED: either is enough, a second is a no-op.
@Controller()
export class FreezeStyleNumberController {
  constructor(@Inject(FreezeStyleNumberHandler) private readonly handler: FreezeStyleNumberHandler) {}

  @OnEvent(TECHPACK_SHARED)
  async onShared(
    payload: EventPayload<typeof TECHPACK_SHARED>,
    context: EventContext<typeof TECHPACK_SHARED>,
  ): Promise<void> {
    await this.handler.execute(context.envelope.id, {
      techPackId: payload.techPackId,
      userId: payload.userId,
      reason: 'shared',
      at: payload.sharedAt,
    });
  }

  @OnEvent(ORDER_CREATED)
  async onOrdered(
    payload: EventPayload<typeof ORDER_CREATED>,
    context: EventContext<typeof ORDER_CREATED>,
  ): Promise<void> {
    await this.handler.execute(context.envelope.id, {
      techPackId: payload.techPackId,
      userId: payload.userId,
      reason: 'ordered',
      at: payload.orderedAt,
    });
  }

  @OnEvent(ORDER_PAID)
  async onPaid(
    payload: EventPayload<typeof ORDER_PAID>,
    context: EventContext<typeof ORDER_PAID>,
  ): Promise<void> {
    await this.handler.execute(context.envelope.id, {
      techPackId: payload.techPackId,
      userId: payload.userId,
      reason: 'ordered',
      at: payload.orderedAt,
    });
  }
}
