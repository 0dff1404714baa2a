import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { orderSamplePaymentRequest, type OrderSamplePaymentResponse } from '@techpack/contracts';
import { bearerToken, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { CreateSamplePaymentIntentHandler } from './create-sample-payment-intent.handler';

@Controller('api/sample')
export class CreateSamplePaymentIntentController {
  constructor(@Inject(CreateSamplePaymentIntentHandler) private readonly handler: CreateSamplePaymentIntentHandler) {}

  // POST /api/sample/payment-intent -> { clientSecret, orderId, orderNumber, totalAmount, quote }
  @Post('payment-intent')
  @HttpCode(200)
  @UseGuards(UserGuard)
  create(
    @CurrentUser() claims: UserClaims,
    @ValidBody(orderSamplePaymentRequest) body: z.infer<typeof orderSamplePaymentRequest>,
    @Req() request: FastifyRequest,
  ): Promise<OrderSamplePaymentResponse> {
    return this.handler.execute(claims, body, bearerToken(request));
  }
}
