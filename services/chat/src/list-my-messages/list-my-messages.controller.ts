import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { ChatMessageResponse } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { toView } from '../chat.schema';
import { ChatStore } from '../conversations/chat.store';

@Controller('api/chat/messages')
export class ListMyMessagesController {
  constructor(@Inject(ChatStore) private readonly store: ChatStore) {}

  // GET /api/chat/messages/user -> every message of the designer's conversations, oldest first
  @Get('user')
  @UseGuards(UserGuard)
  async list(@CurrentUser() claims: UserClaims): Promise<ChatMessageResponse[]> {
    return (await this.store.listForUser(claims.sub)).map(toView);
  }
}
