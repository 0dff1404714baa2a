import Stripe from 'stripe';
import {
  toProviderEvent,
  WebhookSignatureError,
  type CreateIntentInput,
  type PaymentIntentHandle,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  // e.g. http://127.0.0.1:12111 for stripe-mock; unset means api.stripe.com.
  apiBase?: string;
}

export function stripeClient(options: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  };
  if (options.apiBase) {
    const url = new URL(options.apiBase);
    config.host = url.hostname;
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(options.secretKey, config);
}

const intentHandle = (pi: Stripe.PaymentIntent): PaymentIntentHandle => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: pi.status,
  amountCents: pi.amount,
});

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey?: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = stripeClient(options);
    this.publishableKey = options.publishableKey;
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentHandle> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        receipt_email: input.email,
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return intentHandle(pi);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentHandle | null> {
    try {
      return intentHandle(await this.stripe.paymentIntents.retrieve(id));
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode === 404) return null;
      throw e;
    }
  }

  async cancelPaymentIntent(id: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey });
  }

  async refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<{ id: string }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        amount: input.amountCents,
        reason: 'requested_by_customer',
        metadata: { note: input.reason ?? '' },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!this.options.webhookSecret) throw new WebhookSignatureError('Webhook secret is not configured');
    if (!signature) throw new WebhookSignatureError('Missing webhook signature');
    try {
      // Checks the HMAC and the timestamp (5 minutes tolerance), so an old delivery cannot be replayed later.
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
      return toProviderEvent(event as unknown as Parameters<typeof toProviderEvent>[0]);
    } catch {
      throw new WebhookSignatureError('Invalid webhook signature');
    }
  }
}
