import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { chatDirectSendRequest, ChatMessageResponse } from '@techpack/contracts';
import type { UserClaims } from '@techpack/platform';
import { toView } from '../chat.schema';
import { Conversations } from '../conversations/conversations';
import { ShareLinks } from '../conversations/links';

// A designer writes on their socket ('message:send' { techPackId, message }, validated by live-commands.ts,
// acknowledged with the saved message).
@Injectable()
export class SendLiveMessageHandler {
  constructor(
    @Inject(Conversations) private readonly conversations: Conversations,
    @Inject(ShareLinks) private readonly links: ShareLinks,
  ) {}

  async execute(
    claims: UserClaims,
    token: string,
    origin: string | undefined,
    input: z.infer<typeof chatDirectSendRequest>,
  ): Promise<ChatMessageResponse> {
    const designer = { claims, token, origin: this.links.socketOrigin(origin), correlationId: randomUUID() };
    return toView(await this.conversations.postDesignerMessage(designer, input));
  }
}
