import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { ChatConversationSummary, ChatOperatorMessageResponse } from '@techpack/contracts';
import { AdminGuard } from '@techpack/platform';
import { toView } from '../chat.schema';
import { ChatStore } from '../conversations/chat.store';

// The operators' view of every conversation (admin dashboard).
@Controller('api/manufacturer/conversations')
@UseGuards(AdminGuard)
export class ManufacturerConversationsController {
  constructor(@Inject(ChatStore) private readonly store: ChatStore) {}

  // GET /api/manufacturer/conversations -> the latest 500 conversations, newest first
  @Get()
  list(): Promise<ChatConversationSummary[]> {
    return this.store.conversations();
  }

  // GET /api/manufacturer/conversations/:techPackId -> its messages (the latest 1000), oldest first, with authors
  @Get(':techPackId')
  async conversation(@Param('techPackId') techPackId: string): Promise<ChatOperatorMessageResponse[]> {
    return (await this.store.conversation(techPackId))
      .reverse()
      .map((r) => ({ ...toView(r), author: r.author }));
  }
}
