import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { chatPartnerReplyRequest } from '@techpack/contracts';
import { parseWith } from '@techpack/platform';
import type { MessageRow } from '../chat.schema';
import { Conversations } from '../conversations/conversations';

// The manufacturer's partner system answers on its socket ('reply' { techPackId, message, replyTo? }): a
// manufacturer message in a conversation the chat knows, pushed to the designer's open chats.
@Injectable()
export class PartnerReplyHandler {
  constructor(@Inject(Conversations) private readonly conversations: Conversations) {}

  async execute(body: unknown): Promise<MessageRow> {
    const input = parseWith(chatPartnerReplyRequest, body ?? {});
    return this.conversations.manufacturerReply(input.techPackId, input.message, 'partner', randomUUID());
  }
}
