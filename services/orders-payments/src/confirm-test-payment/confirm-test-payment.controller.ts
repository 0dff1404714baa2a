import {
  Controller,
  Inject,
  Injectable,
  NotFoundException,
  Post,
  Res,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  orderTestConfirmRequest,
  type OrderTestConfirmResponse,
  type OrderTestDeclinedResponse,
} from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { TestPaymentProvider } from '../payments/test.payment-provider';

// The route exists with the embedded test provider only: with Stripe it answers like an unknown route.
@Injectable()
export class TestProviderOnly implements CanActivate {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}
  canActivate(context: ExecutionContext): boolean {
    if (this.provider instanceof TestPaymentProvider) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    throw new NotFoundException(`Cannot ${request.method} ${request.url}`);
  }
}

@Controller('api/payments/test')
export class ConfirmTestPaymentController {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  // POST /api/payments/test/confirm { clientSecret, cardNumber, expiry?, cvc? } -> 200 succeeded, or 402 declined.
  // What Stripe.js does against Stripe: the provider decides on the test card, then calls the webhook.
  @Post('confirm')
  @UseGuards(TestProviderOnly)
  async confirm(
    @ValidBody(orderTestConfirmRequest) body: z.infer<typeof orderTestConfirmRequest>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.provider;
    if (!(provider instanceof TestPaymentProvider))
      throw new NotFoundException('Cannot POST /api/payments/test/confirm');
    const result = await provider.confirm(body.clientSecret, body);
    if (result.status === 'declined') {
      const declined: OrderTestDeclinedResponse = {
        message: result.message,
        code: 'PAYMENT.CARD_DECLINED',
        declineCode: result.code,
        paymentIntentId: result.paymentIntentId,
      };
      void reply.status(402).send(declined);
      return;
    }
    const ok: OrderTestConfirmResponse = {
      status: 'succeeded',
      paymentIntent: { id: result.paymentIntentId, status: 'succeeded' },
    };
    void reply.status(200).send(ok);
  }
}
