import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { chatShareRequest, type ChatShareResponse } from '@techpack/contracts';
import { CorrelationId, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { DesignerToken } from '../conversations/designer-token';
import { ShareLinks } from '../conversations/links';
import { ShareTechPackHandler } from './share-tech-pack.handler';

@Controller('api/chat')
export class ShareTechPackController {
  constructor(
    @Inject(ShareTechPackHandler) private readonly handler: ShareTechPackHandler,
    @Inject(ShareLinks) private readonly links: ShareLinks,
  ) {}

  // POST /api/chat/share-tech-pack -> 201 { success, message, chatMessage, pdfUrl }
  @Post('share-tech-pack')
  @HttpCode(201)
  @UseGuards(UserGuard)
  share(
    @ValidBody(chatShareRequest) body: z.infer<typeof chatShareRequest>,
    @CurrentUser() claims: UserClaims,
    @DesignerToken() token: string,
    @CorrelationId() correlationId: string,
    @Req() request: FastifyRequest,
  ): Promise<ChatShareResponse> {
    return this.handler.execute(body, { claims, token, origin: this.links.originOf(request), correlationId });
  }
}
