import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { chatPostMessageRequest, ChatMessageResponse } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { toView } from '../chat.schema';
import { Conversations, type Designer } from '../conversations/conversations';

@Injectable()
export class PostMessageHandler {
  constructor(@Inject(Conversations) private readonly conversations: Conversations) {}

  async execute(
    body: z.infer<typeof chatPostMessageRequest>,
    designer: Designer,
  ): Promise<ChatMessageResponse> {
    if (body.sender !== 'user')
      throw new AppError(403, 'CHAT.SENDER_FORBIDDEN', "Designers can only send messages as 'user'");
    const row = await this.conversations.postDesignerMessage(designer, {
      techPackId: body.techPackId,
      message: body.message,
    });
    return toView(row);
  }
}
