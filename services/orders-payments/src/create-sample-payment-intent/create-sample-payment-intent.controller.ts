import { Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { orderSamplePaymentRequest, type OrderSamplePaymentResponse } from '@techpack/contracts';
import { bearerToken, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { IdempotencyKey, IdempotencyKeyGuard } from '../create-sample-order/idempotency-key.guard';
import { CreateSamplePaymentIntentHandler } from './create-sample-payment-intent.handler';

@Controller('api/sample')
export class CreateSamplePaymentIntentController {
  constructor(
    @Inject(CreateSamplePaymentIntentHandler) private readonly handler: CreateSamplePaymentIntentHandler,
  ) {}

  // POST /api/sample/payment-intent -> { clientSecret, orderId, orderNumber, totalAmount, quote }
  // (`idempotent-replayed: true` when an earlier call with the same Idempotency-Key made the order)
  @Post('payment-intent')
  @HttpCode(200)
  @UseGuards(UserGuard, IdempotencyKeyGuard)
  async create(
    @CurrentUser() claims: UserClaims,
    @IdempotencyKey() key: string | null,
    @ValidBody(orderSamplePaymentRequest) body: z.infer<typeof orderSamplePaymentRequest>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderSamplePaymentResponse> {
    const { answer, replayed } = await this.handler.execute(claims, body, bearerToken(request), key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return answer;
  }
}
