import { Controller, Get, Inject } from '@nestjs/common';
import type { OrderPaymentsConfigResponse } from '@techpack/contracts';
import { CONFIG, type AppConfig } from '@techpack/platform';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';

@Controller('api/payments')
export class PaymentsConfigController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  // GET /api/payments/config -> what the card form needs (anyone)
  @Get('config')
  paymentsConfig(): OrderPaymentsConfigResponse {
    const provider = this.provider;
    return {
      provider: provider.kind,
      ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      testCards:
        provider.kind === 'test'
          ? { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' }
          : undefined,
      manufacturerUrl: this.config.MANUFACTURER_URL,
    };
  }
}
