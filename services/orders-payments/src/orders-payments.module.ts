import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { fabricLabel, priceSample, quoteSample, REFUND_WINDOW_HOURS, toCents } from '@techpack/catalog';
import {
  ORDER_CREATED,
  ORDER_PAID,
  ORDER_STATUS_CHANGED,
  TECHPACK_GENERATED,
  TECHPACK_UPDATED,
  type OrderStatus,
} from '@techpack/contracts';
import {
  AppError,
  createEvent,
  createHttpApp,
  correlationIdOf,
  parseWith,
  persistentSecret,
  processOnce,
  requireAdmin,
  requireUser,
  bearerToken,
  type Executor,
  type ServiceDefinition,
  type ServiceDeps,
  type UserClaims,
} from '@techpack/platform';
import {
  ORDERS_SCHEMA,
  ordersMigrations,
  idempotencyKeys,
  providerEvents,
  sampleOrders,
  statusHistory,
  techPackOwners,
  type OrderRow,
  type ShippingAddress,
  type StatusHistoryRow,
} from './orders.schema';
import {
  cancelRequest,
  createPaymentIntentRequest,
  quoteRequest,
  sampleOrderRequest,
  samplePaymentRequest,
  shippingUpdateRequest,
  statusChangeRequest,
  testConfirmRequest,
} from './orders.requests';
import { canOperatorMove, ownerCancellation, SHIPPING_EDITABLE, UNPAID_STATUSES } from './order-status';
import { PAYMENT_FAILED, PAYMENT_SUCCEEDED, WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './payments/payment-provider';
import { StripePaymentProvider } from './payments/stripe.payment-provider';
import { TestPaymentProvider } from './payments/test.payment-provider';

export const ORDER_NUMBER_PREFIX = 'TPS';
export const ORDER_NUMBER_PATTERN = /^TPS-\d{4}-\d{3,}-SAMPLE$/;

export const ordersPaymentsService: ServiceDefinition = {
  name: 'orders-payments',
  schema: ORDERS_SCHEMA,
  migrations: ordersMigrations,
  create,
};

export function formatOrderNumber(year: number, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(3, '0')}-SAMPLE`;
}

// A submission of the same pack by the same designer within this window, without an Idempotency-Key, is a duplicate.
export const DUPLICATE_WINDOW_MS = 10_000;

class KeyTaken extends Error {}

const NOT_FOUND = () => new AppError(404, 'ORDER.NOT_FOUND', 'Order Not Found');

export function toPublicOrder(o: OrderRow, history?: StatusHistoryRow[]) {
  const price = priceSample({
    fabricChoice: o.fabricChoice,
    customLabel: o.customLabel,
    customHangTag: o.customHangTag,
    rushProcessing: o.rushProcessing,
    quantity: o.quantity,
  });
  const refundableUntil =
    o.status === 'paid' && o.paidAt ? new Date(o.paidAt.getTime() + REFUND_WINDOW_HOURS * 3600_000).toISOString() : null;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    techPackId: o.techPackId,
    userId: o.userId,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    shippingAddress: o.shippingAddress,
    specialInstructions: o.specialInstructions,
    fabricChoice: o.fabricChoice,
    fabricLabel: fabricLabel(o.fabricChoice),
    customLabel: o.customLabel,
    customHangTag: o.customHangTag,
    rushProcessing: o.rushProcessing,
    expressShipping: o.rushProcessing,
    quantity: o.quantity,
    urgency: o.urgency,
    totalAmount: (o.totalCents / 100).toFixed(2),
    currency: o.currency,
    pricing: {
      basePrice: price.basePrice,
      customLabel: price.customLabel,
      customHangTag: price.customHangTag,
      rushProcessing: price.rushProcessing,
      unitPrice: price.unitPrice,
      quantity: price.quantity,
      total: o.totalCents / 100,
    },
    status: o.status,
    stripePaymentIntentId: o.paymentIntentId,
    paymentProvider: o.paymentProvider,
    lastPaymentError: o.lastPaymentError,
    orderedAt: o.orderedAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    updatedAt: o.updatedAt.toISOString(),
    refundableUntil,
    user: { email: o.email },
    ...(history
      ? {
          statusHistory: history.map((h) => ({
            from: h.fromStatus,
            to: h.toStatus,
            changedBy: h.changedBy,
            reason: h.reason,
            at: h.at.toISOString(),
          })),
        }
      : {}),
  };
}

function snapshot(o: OrderRow) {
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    techPackId: o.techPackId,
    userId: o.userId,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    fabricChoice: o.fabricChoice,
    totalAmount: o.totalCents / 100,
    status: o.status,
    stripePaymentIntentId: o.paymentIntentId,
    orderedAt: o.orderedAt.toISOString(),
    quantity: o.quantity,
    urgency: o.urgency,
    currency: o.currency,
    paymentProvider: o.paymentProvider ?? undefined,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
  };
}

async function create(deps: ServiceDeps) {
  const { database, outbox, tokens, config, logger } = deps;
  const db = database.db;
  const app = createHttpApp({
    name: 'orders-payments',
    logger,
    metrics: deps.metrics,
    ready: async () => ({ database: await database.ping(), events: await deps.bus.healthy() }),
  });

  // The provider: Stripe when configured, otherwise the embedded test provider, which signs its webhooks with
  // STRIPE_WEBHOOK_SECRET when set (tests sign their own deliveries with it), else a secret generated once and kept
  // in DATA_DIR (a webhook signed before a restart still verifies after it).
  let testProvider: TestPaymentProvider | undefined;
  let provider: PaymentProvider;
  if (config.STRIPE_SECRET_KEY) {
    provider = new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
    if (!config.STRIPE_WEBHOOK_SECRET) logger.warn('STRIPE_WEBHOOK_SECRET is not set: payment webhooks will be refused');
  } else {
    const secret =
      config.STRIPE_WEBHOOK_SECRET ?? persistentSecret(config, 'testWebhookSecret', () => `whsec_local_${randomBytes(24).toString('hex')}`);
    testProvider = new TestPaymentProvider(db, secret, (body, signature) => deliverWebhook(body, signature));
    provider = testProvider;
  }

  // The test provider calls this service's own webhook over HTTP, exactly as Stripe would: one attempt here; the
  // provider keeps the event and retries until the webhook takes it.
  async function deliverWebhook(body: string, signature: string): Promise<void> {
    const address = app.server.address() as AddressInfo | null;
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
  }

  async function loadOwned(id: string, claims: UserClaims): Promise<OrderRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw NOT_FOUND();
    const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.id, id));
    // Someone else's order answers exactly like a missing one.
    if (!order || order.userId !== claims.sub) throw NOT_FOUND();
    return order;
  }

  async function historyOf(orderId: string) {
    return db.select().from(statusHistory).where(eq(statusHistory.orderId, orderId)).orderBy(statusHistory.at, statusHistory.id);
  }

  // The tech pack must be the caller's: from the projection of tech pack events, else asked of its service.
  async function verifyTechPack(techPackId: string, claims: UserClaims, authorization: string | undefined): Promise<string | null> {
    const [known] = await db.select().from(techPackOwners).where(eq(techPackOwners.techPackId, techPackId));
    const notYours = new AppError(404, 'TECHPACK.NOT_FOUND', "The tech pack you're looking for doesn't exist or you don't have access to it.");
    if (known) {
      if (known.userId !== claims.sub) throw notYours;
      return known.mainFabric;
    }
    let res: Response;
    try {
      res = await fetch(`${deps.serviceUrl('techpack-pdf')}/api/tech-pack/${encodeURIComponent(techPackId)}`, {
        headers: authorization ? { authorization } : {},
        signal: AbortSignal.timeout(5000),
      });
    } catch (e) {
      logger.warn({ err: e, techPackId }, 'tech pack check failed');
      throw new AppError(503, 'TECHPACK.UNAVAILABLE', 'Could not verify the tech pack right now. Please try again.');
    }
    if (res.status === 404 || res.status === 403 || res.status === 401) throw notYours;
    if (!res.ok) throw new AppError(503, 'TECHPACK.UNAVAILABLE', 'Could not verify the tech pack right now. Please try again.');
    const body = (await res.json().catch(() => ({}))) as { userId?: string; techPack?: { userId?: string } };
    const owner = body.userId ?? body.techPack?.userId;
    if (owner && owner !== claims.sub) throw notYours;
    return null;
  }

  async function recordChange(
    tx: Executor,
    before: OrderRow,
    after: OrderRow,
    changedBy: string,
    reason: string | null,
    correlationId: string,
    extra: Parameters<typeof outbox.add>[1] = [],
  ) {
    await tx.insert(statusHistory).values({
      id: randomUUID(),
      orderId: after.id,
      fromStatus: before.status,
      toStatus: after.status,
      changedBy,
      reason,
    });
    await outbox.add(tx, [
      ...extra,
      createEvent(
        ORDER_STATUS_CHANGED,
        after.id,
        { ...snapshot(after), previousStatus: before.status, changedBy, reason },
        { correlationId, actorId: changedBy },
      ),
    ]);
  }

  interface NewOrder {
    techPackId: string | null;
    email: string;
    firstName: string;
    lastName: string;
    shippingAddress: ShippingAddress;
    specialInstructions: string | null;
    fabricChoice: string;
    customLabel: boolean;
    customHangTag: boolean;
    rushProcessing: boolean;
    quantity: number;
    urgency: string;
    source: 'order-form' | 'production-dialog';
    totalCents: number;
  }

  // What makes a sample-order submission the same one: its key (the header) or, without one, the same pack ordered
  // by the same designer within DUPLICATE_WINDOW_MS.
  interface Submission {
    key: string | null;
    requestHash: string;
  }

  async function insertOrder(values: NewOrder, claims: UserClaims, correlationId: string, submission?: Submission): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const id = randomUUID();
      if (submission?.key) {
        // The key row first: a concurrent call with the same key waits here for this transaction, then finds the key.
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ userId: claims.sub, key: submission.key, requestHash: submission.requestHash, orderId: id })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) throw new KeyTaken();
      } else if (submission && values.techPackId) {
        await database.query(tx, sql`select pg_advisory_xact_lock(hashtext(${`sample-order:${claims.sub}:${values.techPackId}`}))`);
        const recent = await database.query<{ id: string }>(
          tx,
          sql`select id from orders.sample_orders where user_id = ${claims.sub} and tech_pack_id = ${values.techPackId}
              and ordered_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_MS / 1000}) limit 1`,
        );
        if (recent.length > 0) {
          throw new AppError(
            409,
            'ORDER.DUPLICATE_SUBMISSION',
            'A sample of this tech pack was ordered a moment ago. Check your orders before ordering it again.',
          );
        }
      }
      const [{ seq }] = await database.query<{ seq: string | number }>(tx, sql`select nextval('orders.order_number_seq') as seq`);
      const [row] = await tx
        .insert(sampleOrders)
        .values({
          id,
          orderNumber: formatOrderNumber(new Date().getUTCFullYear(), Number(seq)),
          userId: claims.sub,
          ...values,
          status: 'pending_payment',
          paymentProvider: provider.kind,
        })
        .returning();
      await tx.insert(statusHistory).values({
        id: randomUUID(),
        orderId: id,
        fromStatus: null,
        toStatus: 'pending_payment',
        changedBy: claims.sub,
        reason: 'order placed',
      });
      await outbox.add(tx, [createEvent(ORDER_CREATED, id, snapshot(row), { correlationId, actorId: claims.sub })]);
      return row;
    });
  }

  // Returns a usable client secret for the order, re-using its open intent; keyed so that a double click
  // or a retried request never creates two intents.
  async function ensureIntent(order: OrderRow): Promise<{ clientSecret: string; paymentIntentId: string }> {
    if (!UNPAID_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError(409, 'ORDER.NOT_PAYABLE', order.status === 'paid' ? 'This order has already been paid' : `This order cannot be paid (status: ${order.status})`);
    }
    if (order.paymentIntentId && order.paymentClientSecret && order.paymentProvider === provider.kind) {
      const current = await provider.retrievePaymentIntent(order.paymentIntentId).catch(() => null);
      const open = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];
      if (current && open.includes(current.status) && current.amountCents === order.totalCents) {
        return { clientSecret: order.paymentClientSecret, paymentIntentId: order.paymentIntentId };
      }
    }
    const intent = await provider.createPaymentIntent({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountCents: order.totalCents,
      currency: order.currency,
      email: order.email,
      description: `Sample order ${order.orderNumber}`,
      idempotencyKey: `order-${order.id}-intent-${order.paymentIntentId ?? 'first'}`,
    });
    await db
      .update(sampleOrders)
      .set({ paymentIntentId: intent.id, paymentClientSecret: intent.clientSecret, paymentProvider: provider.kind, updatedAt: new Date() })
      .where(eq(sampleOrders.id, order.id));
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
  }

  // ---------------------------------------------------------------- routes

  app.get('/api/payments/config', async () => ({
    provider: provider.kind,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    testCards: provider.kind === 'test' ? { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } : undefined,
    manufacturerUrl: config.MANUFACTURER_URL,
  }));

  // The order an Idempotency-Key already made: the same answer again, or 422 when the key is re-used for another request.
  async function replayed(claims: UserClaims, submission: Submission): Promise<OrderRow | null> {
    const [known] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claims.sub), eq(idempotencyKeys.key, submission.key!)));
    if (!known) return null;
    if (known.requestHash !== submission.requestHash) {
      throw new AppError(
        422,
        'ORDER.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order request. Use a new key for a new order.',
      );
    }
    const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.id, known.orderId));
    return order ?? null;
  }

  app.post('/api/sample-order', async (request, reply) => {
    const claims = await requireUser(tokens, request);
    const keyHeader = request.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' ? keyHeader.trim() : '';
    if (keyHeader !== undefined && (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))) {
      throw new AppError(400, 'ORDER.BAD_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1-255 visible ASCII characters');
    }
    const body = parseWith(sampleOrderRequest, request.body ?? {});
    const submission: Submission = {
      key: key || null,
      requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
    };
    if (submission.key) {
      const earlier = await replayed(claims, submission);
      if (earlier) return reply.status(201).header('idempotent-replayed', 'true').send(toPublicOrder(earlier));
    }
    const rush = body.rushProcessing || body.expressShipping === true;
    const price = priceSample({
      fabricChoice: body.fabricChoice,
      customLabel: body.customLabel,
      customHangTag: body.customHangTag,
      rushProcessing: rush,
      quantity: 1,
    });
    const totalCents = toCents(price.total);
    if (body.totalAmount !== undefined && toCents(body.totalAmount) !== totalCents) {
      throw new AppError(
        400,
        'ORDER.TOTAL_MISMATCH',
        `Order total does not match our price: expected $${(totalCents / 100).toFixed(2)}, received $${body.totalAmount.toFixed(2)}`,
      );
    }
    const techPackId = body.techPackId ?? null;
    if (techPackId) await verifyTechPack(techPackId, claims, request.headers.authorization);
    const order = await insertOrder(
      {
        techPackId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        shippingAddress: body.shippingAddress,
        specialInstructions: body.specialInstructions || null,
        fabricChoice: body.fabricChoice,
        customLabel: body.customLabel,
        customHangTag: body.customHangTag,
        rushProcessing: rush,
        quantity: 1,
        urgency: rush ? 'rush' : 'standard',
        source: 'order-form',
        totalCents,
      },
      claims,
      correlationIdOf(request),
      submission,
    ).catch(async (e) => {
      if (!(e instanceof KeyTaken)) throw e;
      // another call with this key won the race: answer as it did
      const earlier = await replayed(claims, submission);
      if (!earlier) throw new AppError(409, 'ORDER.IN_PROGRESS', 'This order is still being placed. Please retry in a moment.');
      reply.header('idempotent-replayed', 'true');
      return earlier;
    });
    return reply.status(201).send(toPublicOrder(order));
  });

  app.get('/api/sample-order/:orderId', async (request) => {
    const claims = await requireUser(tokens, request);
    const order = await loadOwned((request.params as { orderId: string }).orderId, claims);
    return toPublicOrder(order, await historyOf(order.id));
  });

  app.patch('/api/sample-order/:id/shipping', async (request) => {
    const claims = await requireUser(tokens, request);
    const order = await loadOwned((request.params as { id: string }).id, claims);
    const body = parseWith(shippingUpdateRequest, request.body ?? {});
    if (!SHIPPING_EDITABLE.includes(order.status as OrderStatus)) {
      throw new AppError(409, 'ORDER.SHIPPING_LOCKED', 'The shipping address can no longer be changed for this order');
    }
    const [updated] = await db
      .update(sampleOrders)
      .set({
        shippingAddress: body.shippingAddress,
        firstName: body.firstName,
        lastName: body.lastName,
        ...(body.email ? { email: body.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(sampleOrders.id, order.id))
      .returning();
    return toPublicOrder(updated);
  });

  app.post('/api/sample/quote', async (request) => {
    const claims = await requireUser(tokens, request);
    const body = parseWith(quoteRequest, request.body ?? {});
    let fabric = body.fabricChoice;
    if (body.techPackId) {
      const main = await verifyTechPack(body.techPackId, claims, request.headers.authorization);
      fabric ??= main ?? undefined;
    }
    const quote = quoteSample({ quantity: body.quantity, urgency: body.urgency, fabricChoice: fabric });
    return { quote: { ...quote, fabricLabel: fabricLabel(quote.fabricChoice), currency: 'usd' } };
  });

  app.post('/api/sample/payment-intent', async (request) => {
    const claims = await requireUser(tokens, request);
    const body = parseWith(samplePaymentRequest, request.body ?? {});
    let fabric = body.fabricChoice;
    if (body.techPackId) {
      const main = await verifyTechPack(body.techPackId, claims, request.headers.authorization);
      fabric ??= main ?? undefined;
    }
    const quote = quoteSample({ quantity: body.quantity, urgency: body.urgency, fabricChoice: fabric });
    const order = await insertOrder(
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
      },
      claims,
      correlationIdOf(request),
    );
    const intent = await ensureIntent(order);
    return {
      clientSecret: intent.clientSecret,
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalAmount: quote.totalCustomerPrice.toFixed(2),
      quote,
    };
  });

  app.post('/api/create-payment-intent', async (request) => {
    const claims = await requireUser(tokens, request);
    const body = parseWith(createPaymentIntentRequest, request.body ?? {});
    const order = await loadOwned(body.orderId, claims);
    const intent = await ensureIntent(order);
    return { clientSecret: intent.clientSecret, orderId: order.id, orderNumber: order.orderNumber, provider: provider.kind };
  });

  // Webhook: the raw body is needed for the signature, so JSON is not parsed in this scope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/payments/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      let event: ProviderEvent;
      try {
        event = provider.verifyWebhook(raw, request.headers['stripe-signature'] as string | undefined);
      } catch (e) {
        if (e instanceof WebhookSignatureError) {
          request.log.warn({ reason: e.message }, 'webhook refused');
          throw new AppError(400, 'PAYMENT.WEBHOOK_SIGNATURE', e.message);
        }
        throw e;
      }
      return applyProviderEvent(event, correlationIdOf(request));
    });
  });

  async function applyProviderEvent(event: ProviderEvent, correlationId: string) {
    const handled = event.type === PAYMENT_SUCCEEDED || event.type === PAYMENT_FAILED;
    if (handled && (!event.orderId || !/^[0-9a-f-]{36}$/i.test(event.orderId))) {
      throw new AppError(400, 'PAYMENT.UNKNOWN_ORDER', 'Payment does not belong to a known order');
    }
    return db.transaction(async (tx) => {
      const orderId = handled ? event.orderId : null;
      const fresh = await tx
        .insert(providerEvents)
        .values({
          eventId: event.id,
          provider: provider.kind,
          type: event.type,
          orderId,
          paymentIntentId: event.paymentIntentId,
          outcome: 'pending',
        })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { received: true, duplicate: true };
      const outcome = async (value: string) => {
        await tx.update(providerEvents).set({ outcome: value }).where(eq(providerEvents.eventId, event.id));
        return { received: true, outcome: value };
      };
      if (!handled) return outcome('ignored');
      const locked = await database.query<{ id: string }>(
        tx,
        sql`select id from orders.sample_orders where id = ${orderId} for update`,
      );
      // Throwing rolls the event record back too: a payment for an unknown order is refused, not remembered.
      if (locked.length === 0) throw new AppError(404, 'PAYMENT.UNKNOWN_ORDER', 'Payment does not belong to a known order');
      const [order] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, orderId!));
      const status = order.status as OrderStatus;
      if (event.type === PAYMENT_SUCCEEDED) {
        if (event.amountCents !== order.totalCents || (event.currency && event.currency !== order.currency)) {
          logger.error({ orderId: order.id, eventId: event.id, amount: event.amountCents, expected: order.totalCents }, 'payment amount does not match the order');
          return outcome('rejected-amount-mismatch');
        }
        if (!UNPAID_STATUSES.includes(status)) return outcome(`ignored-already-${status}`);
        const now = new Date();
        const [paid] = await tx
          .update(sampleOrders)
          .set({ status: 'paid', paidAt: now, paymentIntentId: event.paymentIntentId, lastPaymentError: null, updatedAt: now })
          .where(and(eq(sampleOrders.id, order.id), eq(sampleOrders.status, status)))
          .returning();
        await recordChange(tx, order, paid, `provider:${provider.kind}`, `payment ${event.paymentIntentId} succeeded`, correlationId, [
          createEvent(ORDER_PAID, paid.id, snapshot(paid), { correlationId, actorId: `provider:${provider.kind}` }),
        ]);
        return outcome('paid');
      }
      // A failure after success (out of order) changes nothing.
      if (status === 'pending_payment') {
        const [failed] = await tx
          .update(sampleOrders)
          .set({ status: 'payment_failed', lastPaymentError: event.failureMessage, updatedAt: new Date() })
          .where(eq(sampleOrders.id, order.id))
          .returning();
        await recordChange(tx, order, failed, `provider:${provider.kind}`, event.failureMessage, correlationId);
        return outcome('payment_failed');
      }
      if (status === 'payment_failed') {
        await tx.update(sampleOrders).set({ lastPaymentError: event.failureMessage, updatedAt: new Date() }).where(eq(sampleOrders.id, order.id));
        return outcome('payment_failed');
      }
      return outcome(`ignored-already-${status}`);
    });
  }

  // The embedded provider's card confirmation (what Stripe.js does against Stripe); absent with Stripe.
  if (testProvider) {
    const tp = testProvider;
    app.post('/api/payments/test/confirm', async (request, reply) => {
      const body = parseWith(testConfirmRequest, request.body ?? {});
      const result = await tp.confirm(body.clientSecret, body);
      if (result.status === 'declined') {
        return reply.status(402).send({ message: result.message, code: 'PAYMENT.CARD_DECLINED', declineCode: result.code, paymentIntentId: result.paymentIntentId });
      }
      return { status: 'succeeded', paymentIntent: { id: result.paymentIntentId, status: 'succeeded' } };
    });
  }

  // ---------------------------------------------------------------- order status

  app.get('/api/orders', async (request) => {
    const claims = await requireUser(tokens, request);
    const rows = await db.select().from(sampleOrders).where(eq(sampleOrders.userId, claims.sub)).orderBy(desc(sampleOrders.orderedAt)).limit(200);
    return rows.map((r) => toPublicOrder(r));
  });

  // The designer's own sample orders, newest first, a page at a time (?limit=1..100, default 50; ?offset=).
  // X-Total-Count gives how many there are in all.
  app.get('/api/sample-orders/user', async (request, reply) => {
    const claims = await requireUser(tokens, request);
    const q = (request.query ?? {}) as { limit?: string; offset?: string };
    const limit = Math.min(100, Math.max(1, Number.parseInt(q.limit ?? '', 10) || 50));
    const offset = Math.min(100_000, Math.max(0, Number.parseInt(q.offset ?? '', 10) || 0));
    const mine = eq(sampleOrders.userId, claims.sub);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(sampleOrders).where(mine).orderBy(desc(sampleOrders.orderedAt), desc(sampleOrders.id)).limit(limit).offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(sampleOrders).where(mine),
    ]);
    reply.header('X-Total-Count', String(total));
    return rows.map((r) => toPublicOrder(r));
  });

  app.get('/api/orders/:id', async (request) => {
    const id = (request.params as { id: string }).id;
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token).catch(() => null) : null;
    if (claims?.role === 'admin') {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw NOT_FOUND();
      const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.id, id));
      if (!order) throw NOT_FOUND();
      return toPublicOrder(order, await historyOf(order.id));
    }
    const user = await requireUser(tokens, request);
    const order = await loadOwned(id, user);
    return toPublicOrder(order, await historyOf(order.id));
  });

  async function changeStatus(
    order: OrderRow,
    to: OrderStatus,
    changedBy: string,
    reason: string | null,
    correlationId: string,
  ): Promise<OrderRow> {
    // Provider calls happen before the transaction (never hold one while waiting on the network).
    let refundId: string | null = null;
    // Cancelling a paid order gives the money back too.
    const refundNeeded = (to === 'refunded' || to === 'cancelled') && !!order.paymentIntentId && !!order.paidAt;
    if (refundNeeded && order.paymentIntentId) {
      const refund = await provider.refund({
        paymentIntentId: order.paymentIntentId,
        amountCents: order.totalCents,
        idempotencyKey: `order-${order.id}-refund`,
        reason: reason ?? undefined,
      });
      refundId = refund.id;
    }
    if (to === 'cancelled' && order.paymentIntentId && !order.paidAt) {
      await provider.cancelPaymentIntent(order.paymentIntentId, `order-${order.id}-cancel`).catch((e) => {
        logger.warn({ err: e, orderId: order.id }, 'could not cancel the payment intent');
      });
    }
    return db.transaction(async (tx) => {
      await database.query(tx, sql`select id from orders.sample_orders where id = ${order.id} for update`);
      const [current] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, order.id));
      if (current.status !== order.status) {
        throw new AppError(409, 'ORDER.STATUS_CONFLICT', 'The order changed meanwhile. Please reload and try again.');
      }
      const now = new Date();
      const [updated] = await tx
        .update(sampleOrders)
        .set({
          status: to,
          updatedAt: now,
          ...(refundId ? { refundId } : {}),
          ...(to === 'in_production' ? { productionStartedAt: now } : {}),
        })
        .where(eq(sampleOrders.id, order.id))
        .returning();
      await recordChange(tx, current, updated, changedBy, reason, correlationId);
      return updated;
    });
  }

  app.patch('/api/orders/:id/status', async (request) => {
    const admin = await requireAdmin(tokens, request);
    const body = parseWith(statusChangeRequest, request.body ?? {});
    const id = (request.params as { id: string }).id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw NOT_FOUND();
    const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.id, id));
    if (!order) throw NOT_FOUND();
    const from = order.status as OrderStatus;
    if (body.status === 'paid') {
      throw new AppError(409, 'ORDER.PAID_BY_PROVIDER_ONLY', 'An order becomes paid only when the payment provider confirms the payment');
    }
    if (!canOperatorMove(from, body.status)) {
      throw new AppError(409, 'ORDER.INVALID_TRANSITION', `Cannot change the status from ${from} to ${body.status}`);
    }
    const updated = await changeStatus(order, body.status, `admin:${admin.username}`, body.reason ?? null, correlationIdOf(request));
    return toPublicOrder(updated, await historyOf(updated.id));
  });

  app.post('/api/orders/:id/cancel', async (request) => {
    const claims = await requireUser(tokens, request);
    const order = await loadOwned((request.params as { id: string }).id, claims);
    const body = parseWith(cancelRequest, request.body ?? {});
    const verdict = ownerCancellation(order, new Date());
    if (!verdict.allowed) throw new AppError(409, 'ORDER.NOT_CANCELLABLE', verdict.reason);
    const updated = await changeStatus(order, verdict.to, claims.sub, body.reason ?? 'cancelled by the customer', correlationIdOf(request));
    return toPublicOrder(updated, await historyOf(updated.id));
  });

  return {
    app,
    async stop() {
      testProvider?.stopDelivery();
    },
    async start() {
      if (testProvider) {
        // webhooks a crash or restart left pending, and succeeded payments whose order is still unpaid
        const reconciled = await testProvider.reconcile();
        if (reconciled > 0) logger.warn({ reconciled }, 'test provider: succeeded payments re-sent to the webhook at start-up');
        await testProvider.deliverPending();
        testProvider.startDelivery();
      }
      // Projection of tech pack ownership, so orders need not ask the tech pack service each time.
      await deps.bus.subscribe({
        group: 'orders-payments',
        topics: [TECHPACK_GENERATED, TECHPACK_UPDATED],
        handler: async (event) => {
          const p = event.payload as { techPackId: string; userId: string; mainFabric: string | null };
          await processOnce(database, deps.schema, 'orders-payments.techpack-owners', event.id, async (tx) => {
            await tx
              .insert(techPackOwners)
              .values({ techPackId: p.techPackId, userId: p.userId, mainFabric: null })
              .onConflictDoUpdate({ target: techPackOwners.techPackId, set: { userId: p.userId } });
          });
        },
      });
    },
  };
}
