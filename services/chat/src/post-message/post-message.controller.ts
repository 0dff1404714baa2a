import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { chatPostMessageRequest, type ChatMessageResponse } from '@techpack/contracts';
import { CorrelationId, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { DesignerToken } from '../conversations/designer-token';
import { ShareLinks } from '../conversations/links';
import { PostMessageHandler } from './post-message.handler';

@Controller('api/chat/messages')
export class PostMessageController {
  constructor(
    @Inject(PostMessageHandler) private readonly handler: PostMessageHandler,
    @Inject(ShareLinks) private readonly links: ShareLinks,
  ) {}

  // POST /api/chat/messages -> 201 the saved message (404 when the pack is not the designer's)
  @Post()
  @HttpCode(201)
  @UseGuards(UserGuard)
  post(
    @ValidBody(chatPostMessageRequest) body: z.infer<typeof chatPostMessageRequest>,
    @CurrentUser() claims: UserClaims,
    @DesignerToken() token: string,
    @CorrelationId() correlationId: string,
    @Req() request: FastifyRequest,
  ): Promise<ChatMessageResponse> {
    return this.handler.execute(body, { claims, token, origin: this.links.originOf(request), correlationId });
  }
}
