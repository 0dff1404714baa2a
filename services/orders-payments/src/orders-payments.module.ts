import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  CONFIG,
  DATABASE,
  defineNestService,
  HTTP_SERVER,
  LOGGER,
  persistentSecret,
  type AppConfig,
  type DatabaseHandle,
  type Logger,
} from '@techpack/platform';
import { ORDERS_SCHEMA } from './orders.schema';
import { ordersMigrations } from './orders.migrations';
import { OrderStore } from './orders/order-store';
import { OrderTransitions } from './orders/order-transitions';
import { OwnedOrderGuard } from './orders/owned-order.guard';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payments/payment-provider';
import { PaymentIntents } from './payments/payment-intents';
import { StripePaymentProvider } from './payments/stripe.payment-provider';
import { TestPaymentProvider } from './payments/test.payment-provider';
import { TestProviderDelivery, webhookDelivery } from './payments/test-provider-delivery';
import { TechPackOwnership } from './tech-packs/tech-pack-ownership';
import { TrackTechPackOwnersHandler } from './track-tech-pack-owners/track-tech-pack-owners.handler';
import { CreateSampleOrderController } from './create-sample-order/create-sample-order.controller';
import { CreateSampleOrderHandler } from './create-sample-order/create-sample-order.handler';
import { IdempotencyKeyGuard } from './create-sample-order/idempotency-key.guard';
import { GetSampleOrderController } from './get-sample-order/get-sample-order.controller';
import { ListOrdersController } from './list-orders/list-orders.controller';
import { ListOrdersHandler } from './list-orders/list-orders.handler';
import { GetOrderController } from './get-order/get-order.controller';
import { UpdateShippingController } from './update-shipping/update-shipping.controller';
import { UpdateShippingHandler } from './update-shipping/update-shipping.handler';
import { QuoteSampleController } from './quote-sample/quote-sample.controller';
import { QuoteSampleHandler } from './quote-sample/quote-sample.handler';
import { CreateSamplePaymentIntentController } from './create-sample-payment-intent/create-sample-payment-intent.controller';
import { CreateSamplePaymentIntentHandler } from './create-sample-payment-intent/create-sample-payment-intent.handler';
import { CreatePaymentIntentController } from './create-payment-intent/create-payment-intent.controller';
import { PaymentsConfigController } from './payments-config/payments-config.controller';
import { PaymentWebhookController } from './payment-webhook/payment-webhook.controller';
import { PaymentWebhookHandler } from './payment-webhook/payment-webhook.handler';
import { webhookRawBody } from './payment-webhook/webhook-raw-body';
import {
  ConfirmTestPaymentController,
  TestProviderOnly,
} from './confirm-test-payment/confirm-test-payment.controller';
import { ChangeOrderStatusController } from './change-order-status/change-order-status.controller';
import { ChangeOrderStatusHandler } from './change-order-status/change-order-status.handler';
import { CancelOrderController } from './cancel-order/cancel-order.controller';
import { CancelOrderHandler } from './cancel-order/cancel-order.handler';
import { RefundPayment } from './refund-payment/refund-payment.handler';
import { DuplicateSubmissions } from './orders/duplicate-submissions';
import { TechPackSpecs } from './tech-packs/tech-pack-specs';
import { PartnerGuard, PartnerOrAdminGuard } from './partner/partner.guard';
import { ManufacturerOrdersController } from './manufacturer-orders/manufacturer-orders.controller';
import { ManufacturerOrdersHandler } from './manufacturer-orders/manufacturer-orders.handler';
import { PartnerSettingsController, PartnerSettingsGuard } from './partner/partner-settings.controller';
import { PartnerSettingsStore } from './partner/partner-settings';
import { PackSamplesController } from './pack-samples/pack-samples.controller';
import { PackSamplesHandler } from './pack-samples/pack-samples.handler';
import { PackDiffClient } from './pack-samples/pack-diff.client';
import { RecordFitSessionController } from './record-fit-session/record-fit-session.controller';
import { RecordFitSessionHandler } from './record-fit-session/record-fit-session.handler';
import { MyFitSessionsHandler } from './record-fit-session/my-fit-sessions.handler';
import { FitSessionPhotoController } from './record-fit-session/fit-session-photo.controller';
import { FitSessionPhotoHandler } from './record-fit-session/fit-session-photo.handler';
import { FIT_MULTIPART_LIMITS } from './record-fit-session/fit-photos';
import { FitPhotoWrites } from './record-fit-session/fit-photo-writes';

export { ORDER_NUMBER_PATTERN, ORDER_NUMBER_PREFIX, formatOrderNumber } from './orders/order-number';
export { DUPLICATE_WINDOW_MS } from './orders/duplicate-submissions';
export { toPublicOrder } from './orders/order-view';

// The payment provider port, chosen here from configuration: Stripe when STRIPE_SECRET_KEY is set, otherwise the
// embedded test provider, which signs its webhooks with STRIPE_WEBHOOK_SECRET when set (tests sign their own
// deliveries with it), else with a secret generated once and kept in DATA_DIR (a webhook signed before a restart
// still verifies after it), and delivers them to this service's own webhook.
export function choosePaymentProvider(
  config: AppConfig,
  logger: Logger,
  database: DatabaseHandle,
  http: FastifyInstance,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET)
      logger.warn('STRIPE_WEBHOOK_SECRET is not set: payment webhooks will be refused');
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  const secret =
    config.STRIPE_WEBHOOK_SECRET ??
    persistentSecret(config, 'testWebhookSecret', () => `whsec_local_${randomBytes(24).toString('hex')}`);
  return new TestPaymentProvider(database.db, secret, webhookDelivery(http, logger));
}

// The orders service: sample orders, quotes, payment intents, the provider's webhook, status changes, cancellations
// and refunds. One folder per use case; shared order code in orders/, the payment provider port in payments/.
@Module({
  controllers: [
    CreateSampleOrderController,
    GetSampleOrderController,
    ListOrdersController,
    GetOrderController,
    UpdateShippingController,
    QuoteSampleController,
    CreateSamplePaymentIntentController,
    CreatePaymentIntentController,
    PaymentsConfigController,
    PaymentWebhookController,
    ConfirmTestPaymentController,
    ChangeOrderStatusController,
    CancelOrderController,
    TrackTechPackOwnersHandler,
    ManufacturerOrdersController,
    PartnerSettingsController,
    PackSamplesController,
    RecordFitSessionController,
    FitSessionPhotoController,
  ],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [CONFIG, LOGGER, DATABASE, HTTP_SERVER],
      useFactory: choosePaymentProvider,
    },
    TestProviderDelivery,
    OrderStore,
    PackDiffClient,
    OrderTransitions,
    OwnedOrderGuard,
    PaymentIntents,
    TechPackOwnership,
    CreateSampleOrderHandler,
    IdempotencyKeyGuard,
    UpdateShippingHandler,
    QuoteSampleHandler,
    CreateSamplePaymentIntentHandler,
    PaymentWebhookHandler,
    TestProviderOnly,
    ChangeOrderStatusHandler,
    CancelOrderHandler,
    RefundPayment,
    DuplicateSubmissions,
    TechPackSpecs,
    PartnerGuard,
    PartnerOrAdminGuard,
    PartnerSettingsGuard,
    PartnerSettingsStore,
    RecordFitSessionHandler,
    MyFitSessionsHandler,
    FitSessionPhotoHandler,
    FitPhotoWrites,
    ListOrdersHandler,
    ManufacturerOrdersHandler,
    PackSamplesHandler,
  ],
})
export class OrdersPaymentsModule {}

export const ordersPaymentsService = defineNestService({
  name: 'orders-payments',
  schema: ORDERS_SCHEMA,
  migrations: ordersMigrations,
  afterStart: (app) => app.get(TestProviderDelivery).afterListen(),
  module: OrdersPaymentsModule,
  // a fit session's photos are bounded by the multipart limits (4 files of 8 MB), JSON bodies by the default limit
  registerPlugins: async (http) => {
    await http.register(multipart, { limits: FIT_MULTIPART_LIMITS });
    await webhookRawBody(http);
  },
});
