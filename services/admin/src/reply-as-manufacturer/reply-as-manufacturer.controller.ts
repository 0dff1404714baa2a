import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { adminReplyRequest, type AdminOperatorActionResponse } from '@techpack/contracts';
import { AdminGuard, CorrelationId, CurrentAdmin, ValidBody, type AdminClaims } from '@techpack/platform';
import { OperatorToken } from '../operator-actions/forwarded-action';
import { ReplyAsManufacturerHandler } from './reply-as-manufacturer.handler';

@Controller('api/admin')
export class ReplyAsManufacturerController {
  constructor(@Inject(ReplyAsManufacturerHandler) private readonly handler: ReplyAsManufacturerHandler) {}

  // POST /api/admin/messages/reply { techPackId, message } -> 200 { success, action, result }
  @Post('messages/reply')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  reply(
    @CurrentAdmin() claims: AdminClaims,
    @OperatorToken() token: string,
    @CorrelationId() correlationId: string,
    @ValidBody(adminReplyRequest) body: z.infer<typeof adminReplyRequest>,
  ): Promise<AdminOperatorActionResponse> {
    return this.handler.execute(claims, token, correlationId, body);
  }
}
