import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { OrderWebhookResponse } from '@techpack/contracts';
import { PaymentWebhookHandler } from './payment-webhook.handler';

@Controller('api/payments')
export class PaymentWebhookController {
  constructor(@Inject(PaymentWebhookHandler) private readonly handler: PaymentWebhookHandler) {}

  // POST /api/payments/webhook (the provider; Stripe-signed, raw body: see webhook-raw-body.ts) -> { received, ... }
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<OrderWebhookResponse> {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    return this.handler.execute(this.handler.verify(raw, signature));
  }
}
