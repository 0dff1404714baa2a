import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { chatPartnerReplyRequest } from '@techpack/contracts';
import type { MessageRow } from '../chat.schema';
import { Conversations } from '../conversations/conversations';

// The manufacturer's partner system answers on its socket ('reply' { techPackId, message, replyTo? }, validated by
// live-commands.ts): a manufacturer message in a conversation the chat knows, pushed to the designer's open chats.
@Injectable()
export class PartnerReplyHandler {
  constructor(@Inject(Conversations) private readonly conversations: Conversations) {}

  execute(input: z.infer<typeof chatPartnerReplyRequest>): Promise<MessageRow> {
    return this.conversations.manufacturerReply(input.techPackId, input.message, 'partner', randomUUID());
  }
}
