import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { chatOperatorReplyRequest, type ChatOperatorReplyResponse } from '@techpack/contracts';
import { AdminGuard, CorrelationId, CurrentAdmin, ValidBody, type AdminClaims } from '@techpack/platform';
import { OperatorReplyHandler } from './operator-reply.handler';

@Controller('api/manufacturer')
export class OperatorReplyController {
  constructor(@Inject(OperatorReplyHandler) private readonly handler: OperatorReplyHandler) {}

  // POST /api/manufacturer/reply -> 201 { success, message } (operators answer as the manufacturer)
  @Post('reply')
  @HttpCode(201)
  @UseGuards(AdminGuard)
  reply(
    @ValidBody(chatOperatorReplyRequest) body: z.infer<typeof chatOperatorReplyRequest>,
    @CurrentAdmin() admin: AdminClaims,
    @CorrelationId() correlationId: string,
  ): Promise<ChatOperatorReplyResponse> {
    return this.handler.execute(body, admin, correlationId);
  }
}
