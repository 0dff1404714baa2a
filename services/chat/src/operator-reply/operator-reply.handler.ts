import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { chatOperatorReplyRequest, ChatOperatorReplyResponse } from '@techpack/contracts';
import type { AdminClaims } from '@techpack/platform';
import { toView } from '../chat.schema';
import { Conversations } from '../conversations/conversations';
import { LiveHub } from '../live/live.hub';

// An operator answers as the manufacturer from the admin dashboard: the designer gets it like a partner reply, and
// the partner system is told ('operator-reply').
@Injectable()
export class OperatorReplyHandler {
  constructor(
    @Inject(Conversations) private readonly conversations: Conversations,
    @Inject(LiveHub) private readonly hub: LiveHub,
  ) {}

  async execute(
    body: z.infer<typeof chatOperatorReplyRequest>,
    admin: AdminClaims,
    correlationId: string,
  ): Promise<ChatOperatorReplyResponse> {
    const row = await this.conversations.manufacturerReply(
      body.techPackId,
      body.message,
      `admin:${admin.username}`,
      correlationId,
    );
    this.hub.operatorReplyNotice(row);
    return { success: true, message: { ...toView(row), author: row.author } };
  }
}
