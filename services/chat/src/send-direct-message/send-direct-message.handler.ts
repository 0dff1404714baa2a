import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { chatDirectSendRequest, ChatDirectSendResponse } from '@techpack/contracts';
import { toPartner } from '../chat.schema';
import { ChatStore } from '../conversations/chat.store';
import { Conversations, type Designer } from '../conversations/conversations';
import { TechPackOwners } from '../conversations/tech-pack-owners';
import { LiveHub } from '../live/live.hub';

// Direct delivery to the manufacturer: the message goes to the partner system now if it is connected, else it
// stays queued until it connects.
@Injectable()
export class SendDirectMessageHandler {
  constructor(
    @Inject(TechPackOwners) private readonly owners: TechPackOwners,
    @Inject(ChatStore) private readonly store: ChatStore,
    @Inject(Conversations) private readonly conversations: Conversations,
    @Inject(LiveHub) private readonly hub: LiveHub,
  ) {}

  async execute(
    body: z.infer<typeof chatDirectSendRequest>,
    designer: Designer,
  ): Promise<ChatDirectSendResponse> {
    await this.owners.assertOwner(body.techPackId, designer.claims, designer.token);
    // Usually the UI saved this text a moment ago: that saved message is the one being delivered.
    let row = await this.store.claimForDirect(designer.claims.sub, body.techPackId, body.message);
    if (!row) {
      row = await this.conversations.postDesignerMessage(designer, { ...body, directRequested: true });
    } else if (row.deliveryStatus === 'queued') {
      this.hub.pushToPartners(toPartner(row));
    }
    const handed = row.deliveryStatus === 'delivered' || this.hub.partnerConnected();
    return {
      success: true,
      message: handed
        ? 'Message delivered to manufacturer'
        : 'Message queued; the manufacturer will receive it as soon as they are online',
      messageId: row.id,
      status: handed ? 'delivered' : 'queued',
    };
  }
}
