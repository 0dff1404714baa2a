import { Controller, HttpCode, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { adminOrderStatusRequest, type AdminOperatorActionResponse } from '@techpack/contracts';
import { AdminGuard, CorrelationId, CurrentAdmin, ValidBody, type AdminClaims } from '@techpack/platform';
import { OperatorToken } from '../operator-actions/forwarded-action';
import { ChangeOrderStatusHandler } from './change-order-status.handler';

@Controller('api/admin')
export class ChangeOrderStatusController {
  constructor(@Inject(ChangeOrderStatusHandler) private readonly handler: ChangeOrderStatusHandler) {}

  // PATCH /api/admin/orders/{id}/status { status, reason? } -> 200 { success, action, result }
  @Patch('orders/:id/status')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  change(
    @CurrentAdmin() claims: AdminClaims,
    @OperatorToken() token: string,
    @CorrelationId() correlationId: string,
    @Param('id') orderId: string,
    @ValidBody(adminOrderStatusRequest) body: z.infer<typeof adminOrderStatusRequest>,
  ): Promise<AdminOperatorActionResponse> {
    return this.handler.execute(claims, token, correlationId, orderId, body);
  }
}
