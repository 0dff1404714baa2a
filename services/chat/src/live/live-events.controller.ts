import { Controller, Inject } from '@nestjs/common';
import { MESSAGE_DELIVERED, MESSAGE_POSTED, type EventPayload } from '@techpack/contracts';
import { EVENT_BUS, OnEvent, type EventBus } from '@techpack/platform';
import { LiveHub } from './live.hub';

// The instance that saved a message pushes it to its own sockets at once. With Kafka several chat instances may run:
// every instance also reads the live events from the bus (a consumer group of its own, new events only) and pushes
// them to its sockets (duplicates are dropped by message id). On the in-process bus there is one instance: nothing to do.
@Controller()
export class LiveEventsController {
  private readonly viaBus: boolean;

  constructor(
    @Inject(LiveHub) private readonly hub: LiveHub,
    @Inject(EVENT_BUS) bus: EventBus,
  ) {
    this.viaBus = bus.kind === 'kafka';
  }

  @OnEvent(MESSAGE_POSTED, { group: 'live', perInstance: true, fromBeginning: false })
  async onPosted(p: EventPayload<typeof MESSAGE_POSTED>): Promise<void> {
    if (!this.viaBus) return;
    if (p.sender === 'user') {
      this.hub.pushToPartners({
        id: p.messageId,
        seq: 0,
        techPackId: p.techPackId,
        sender: p.sender,
        message: p.message,
        messageType: p.messageType,
        sentAt: p.sentAt,
        pdfUrl: p.pdfUrl ?? null,
        user: { id: p.userId, email: p.userEmail },
      });
    } else {
      this.hub.pushToDesigner(p.userId, {
        id: p.messageId,
        techPackId: p.techPackId,
        sender: p.sender,
        message: p.message,
        messageType: p.messageType,
        sentAt: p.sentAt,
        status: 'sent',
        deliveredAt: null,
        user: { email: p.userEmail },
      });
    }
  }

  @OnEvent(MESSAGE_DELIVERED, { group: 'live', perInstance: true, fromBeginning: false })
  async onDelivered(p: EventPayload<typeof MESSAGE_DELIVERED>): Promise<void> {
    if (this.viaBus && p.userId) this.hub.deliveredNotice(p.userId, p.messageId, p.techPackId, p.deliveredAt);
  }
}
