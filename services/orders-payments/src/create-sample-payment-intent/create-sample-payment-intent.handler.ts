import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { toCents } from '@techpack/catalog';
import type { OrderSamplePaymentResponse, orderSamplePaymentRequest } from '@techpack/contracts';
import type { UserClaims } from '@techpack/platform';
import { OrderStore } from '../orders/order-store';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { PaymentIntents } from '../payments/payment-intents';
import { QuoteSampleHandler } from '../quote-sample/quote-sample.handler';

// The production dialog: the order, charged as quoted, and its payment intent in one call.
@Injectable()
export class CreateSamplePaymentIntentHandler {
  constructor(
    @Inject(QuoteSampleHandler) private readonly quotes: QuoteSampleHandler,
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(PaymentIntents) private readonly intents: PaymentIntents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(claims: UserClaims, body: z.infer<typeof orderSamplePaymentRequest>, bearer: string | undefined): Promise<OrderSamplePaymentResponse> {
    const quote = await this.quotes.quote(claims, body, bearer);
    const order = await this.orders.insert(
      {
        techPackId: body.techPackId ?? null,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        shippingAddress: body.shippingAddress,
        specialInstructions: body.specialRequirements || null,
        fabricChoice: quote.fabricChoice,
        customLabel: false,
        customHangTag: false,
        rushProcessing: body.urgency === 'rush',
        quantity: quote.quantity,
        urgency: body.urgency,
        source: 'production-dialog',
        totalCents: toCents(quote.totalCustomerPrice),
        paymentProvider: this.provider.kind,
      },
      claims,
    );
    const intent = await this.intents.ensure(order);
    return {
      clientSecret: intent.clientSecret,
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalAmount: quote.totalCustomerPrice.toFixed(2),
      quote,
    };
  }
}
