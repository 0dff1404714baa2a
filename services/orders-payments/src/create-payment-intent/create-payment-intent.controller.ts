import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { orderPaymentIntentRequest, type OrderPaymentIntentResponse } from '@techpack/contracts';
import { CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { OrderStore } from '../orders/order-store';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { PaymentIntents } from '../payments/payment-intents';

@Controller('api/create-payment-intent')
export class CreatePaymentIntentController {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(PaymentIntents) private readonly intents: PaymentIntents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  // POST /api/create-payment-intent { orderId } -> the client secret of the order's open intent (owner only; 409 once
  // paid). The logic is PaymentIntents.ensure, shared with the production dialog.
  @Post()
  @HttpCode(200)
  @UseGuards(UserGuard)
  async create(
    @CurrentUser() claims: UserClaims,
    @ValidBody(orderPaymentIntentRequest) body: z.infer<typeof orderPaymentIntentRequest>,
  ): Promise<OrderPaymentIntentResponse> {
    const order = await this.orders.owned(body.orderId, claims);
    const intent = await this.intents.ensure(order);
    return {
      clientSecret: intent.clientSecret,
      orderId: order.id,
      orderNumber: order.orderNumber,
      provider: this.provider.kind,
    };
  }
}
