import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { LOGGER, type Logger } from '@techpack/platform';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { TestPaymentProvider } from './test.payment-provider';

// The test provider calls this service's own webhook over HTTP, exactly as Stripe would: one attempt here; the
// provider keeps the event and retries until the webhook takes it.
export function webhookDelivery(http: FastifyInstance, logger: Logger) {
  return async (body: string, signature: string): Promise<void> => {
    const address = http.server.address() as AddressInfo | null;
    if (!address) throw new Error('service not listening');
    const url = `http://127.0.0.1:${address.port}/api/payments/webhook`;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok && res.status >= 500) throw new Error(`webhook answered ${res.status}`);
    } catch (e) {
      logger.warn({ err: e }, 'test provider webhook delivery failed; it stays pending and is retried');
      throw e;
    }
  };
}

// The embedded provider's durable deliveries: once the service listens, webhooks a crash or restart left pending
// and succeeded payments whose order is still unpaid are sent again, then pending ones are retried until stopped.
// Nothing to do with Stripe.
@Injectable()
export class TestProviderDelivery implements OnModuleDestroy {
  private started = false;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Called once the service listens (defineNestService's afterStart): the webhook it calls is its own.
  async afterListen(): Promise<void> {
    if (this.provider instanceof TestPaymentProvider) await this.start(this.provider);
  }

  onModuleDestroy(): void {
    if (this.provider instanceof TestPaymentProvider) this.provider.stopDelivery();
  }

  private async start(provider: TestPaymentProvider): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const reconciled = await provider.reconcile();
      if (reconciled > 0)
        this.logger.warn(
          { reconciled },
          'test provider: succeeded payments re-sent to the webhook at start-up',
        );
      await provider.deliverPending();
    } catch (e) {
      this.logger.warn({ err: e }, 'test provider: start-up deliveries failed; they are retried');
    }
    provider.startDelivery();
  }
}
