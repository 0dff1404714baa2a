import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { toCents } from '@techpack/catalog';
import type { OrderSamplePaymentResponse, orderSamplePaymentRequest } from '@techpack/contracts';
import type { UserClaims } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { DuplicateSubmissions, KeyTaken, submissionOf } from '../orders/duplicate-submissions';
import { earlierSampleOfRevision } from '../orders/earlier-sample';
import { OrderStore } from '../orders/order-store';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { PaymentIntents } from '../payments/payment-intents';
import { QuoteSampleHandler } from '../quote-sample/quote-sample.handler';
import { TechPackSpecs } from '../tech-packs/tech-pack-specs';
import { PartnerSettingsStore } from '../partner/partner-settings';

type Body = z.infer<typeof orderSamplePaymentRequest>;

// The production dialog: the order, charged as quoted, and its payment intent in one call. The same duplicate rule
// as POST /api/sample-order: a repeated Idempotency-Key answers the first call's order and client secret again; without
// a key, a second order of the same pack by the same designer within the duplicate window is refused (409).
@Injectable()
export class CreateSamplePaymentIntentHandler {
  constructor(
    @Inject(QuoteSampleHandler) private readonly quotes: QuoteSampleHandler,
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(PaymentIntents) private readonly intents: PaymentIntents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(DuplicateSubmissions) private readonly duplicates: DuplicateSubmissions,
    @Inject(TechPackSpecs) private readonly specs: TechPackSpecs,
    @Inject(PartnerSettingsStore) private readonly partner: PartnerSettingsStore,
  ) {}

  async execute(
    claims: UserClaims,
    body: Body,
    bearer: string | undefined,
    key: string | null = null,
  ): Promise<{ answer: OrderSamplePaymentResponse; replayed: boolean }> {
    const submission = submissionOf('payment-intent', key, body);
    const earlier = await this.duplicates.replayed(claims, submission);
    if (earlier) return { answer: await this.answer(claims, body, bearer, earlier), replayed: true };
    const quote = await this.quotes.quote(claims, body, bearer);
    const techPackId = body.techPackId ?? null;
    const spec = techPackId ? await this.specs.snapshot(techPackId, bearer) : null;
    let order: OrderRow;
    try {
      order = await this.orders.insert(
        {
          techPackId,
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
          techPackRevision: spec?.revision ?? null,
          specSnapshot: spec?.spec ?? null,
          // the language version of the pack the sample is ordered from: the pack's, else the partner's own
          packLanguage: await this.partner.orderLanguage(techPackId, spec?.language),
        },
        claims,
        (tx, orderId) => this.duplicates.claim(tx, orderId, claims, submission, techPackId),
      );
    } catch (e) {
      if (!(e instanceof KeyTaken)) throw e;
      return {
        answer: await this.answer(claims, body, bearer, await this.duplicates.afterRace(claims, submission)),
        replayed: true,
      };
    }
    return { answer: await this.answer(claims, body, bearer, order), replayed: false };
  }

  // The order's client secret: its open intent (keyed per order, so a replay never makes a second one); an order
  // already paid answers the secret it was paid with.
  private async answer(
    claims: UserClaims,
    body: Body,
    bearer: string | undefined,
    order: OrderRow,
  ): Promise<OrderSamplePaymentResponse> {
    const quote = await this.quotes.quote(claims, body, bearer);
    const clientSecret =
      order.status === 'pending_payment' || order.status === 'payment_failed' || !order.paymentClientSecret
        ? (await this.intents.ensure(order)).clientSecret
        : order.paymentClientSecret;
    const earlier = await earlierSampleOfRevision(this.orders.database.db, order);
    return {
      clientSecret,
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalAmount: (order.totalCents / 100).toFixed(2),
      quote,
      earlierSampleOfRevision: earlier,
    };
  }
}
