import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { chatDirectSendRequest, type ChatDirectSendResponse } from '@techpack/contracts';
import { CorrelationId, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { DesignerToken } from '../conversations/designer-token';
import { ShareLinks } from '../conversations/links';
import { SendDirectMessageHandler } from './send-direct-message.handler';

@Controller('api/direct')
export class SendDirectMessageController {
  constructor(
    @Inject(SendDirectMessageHandler) private readonly handler: SendDirectMessageHandler,
    @Inject(ShareLinks) private readonly links: ShareLinks,
  ) {}

  // POST /api/direct/send-message -> 200 { success, message, messageId, status: 'delivered' | 'queued' }
  @Post('send-message')
  @HttpCode(200)
  @UseGuards(UserGuard)
  send(
    @ValidBody(chatDirectSendRequest) body: z.infer<typeof chatDirectSendRequest>,
    @CurrentUser() claims: UserClaims,
    @DesignerToken() token: string,
    @CorrelationId() correlationId: string,
    @Req() request: FastifyRequest,
  ): Promise<ChatDirectSendResponse> {
    return this.handler.execute(body, { claims, token, origin: this.links.originOf(request), correlationId });
  }
}
