import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { platformTables } from '@techpack/platform';

export const ORDERS_SCHEMA = 'orders';
const orders = pgSchema(ORDERS_SCHEMA);

export const orderNumberSeq = orders.sequence('order_number_seq', { startWith: 1 });

// shippingAddress is kept as sent: a free-text address (home form) or a structured one (checkout).
export type ShippingAddress =
  string | { address: string; city: string; state: string; zipCode: string; country: string };

// pg and PGlite already parse jsonb; drizzle's jsonb parses a string a second time, so a free-text
// address that reads as JSON ("12", "true") would come back as a number or boolean. Read it as given.
const shippingAddressColumn = customType<{ data: ShippingAddress; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => (typeof value === 'string' ? value : (value as ShippingAddress)),
});

export const sampleOrders = orders.table(
  'sample_orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique('sample_orders_order_number_key'),
    userId: text('user_id').notNull(),
    techPackId: text('tech_pack_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    shippingAddress: shippingAddressColumn('shipping_address').notNull(),
    specialInstructions: text('special_instructions'),
    fabricChoice: text('fabric_choice').notNull(),
    customLabel: boolean('custom_label').notNull().default(false),
    customHangTag: boolean('custom_hang_tag').notNull().default(false),
    rushProcessing: boolean('rush_processing').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    urgency: text('urgency').notNull().default('standard'),
    source: text('source').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    paymentClientSecret: text('payment_client_secret'),
    lastPaymentError: text('last_payment_error'),
    refundId: text('refund_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    productionStartedAt: timestamp('production_started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // the columns below were added to the table later, in this order
    // The status a provider-side change (refund, cancelled intent) started from while the order is 'cancelling'.
    transitionFrom: text('transition_from'),
    // The pack revision the sample is made from, and its points of measure then (what a fit session compares with).
    techPackRevision: integer('tech_pack_revision'),
    specSnapshot: jsonb('spec_snapshot').$type<SpecSnapshot>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    // the language version of the pack the sample was ordered from (partner/partner-settings.schema.ts)
    packLanguage: text('pack_language'),
  },
  (t) => [
    check('sample_orders_total_cents_check', sql`total_cents > 0`),
    // `desc` is Postgres's DESC NULLS FIRST; drizzle-kit writes NULLS LAST unless told
    index('sample_orders_user_idx').on(t.userId, t.orderedAt.desc().nullsFirst()),
    index('sample_orders_recent_pack_idx').on(t.userId, t.techPackId, t.orderedAt.desc().nullsFirst()),
  ],
);

// The graded points of measure of the pack revision an order was made from.
export interface SpecSnapshot {
  baseSize: string;
  sizes: string[];
  rows: { key: string; code: string; name: string; tolerance: number; values: Record<string, number> }[];
}

export const statusHistory = orders.table(
  'status_history',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: text('changed_by').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'status_history_order_id_fkey',
      columns: [t.orderId],
      foreignColumns: [sampleOrders.id],
    }),
    index('status_history_order_idx').on(t.orderId, t.at),
  ],
);

// Provider events already applied: a replayed delivery finds its id here and changes nothing.
export const providerEvents = orders.table('provider_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  paymentIntentId: text('payment_intent_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// Tech packs known to belong to a user (projection of techpack.techpack.generated.v1).
export const techPackOwners = orders.table('techpack_owners', {
  techPackId: text('tech_pack_id').primaryKey(),
  userId: text('user_id').notNull(),
  mainFabric: text('main_fabric'),
});

// State of the embedded test payment provider (what Stripe keeps on its side).
export const testPaymentIntents = orders.table('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique('test_payment_intents_client_secret_key'),
  idempotencyKey: text('idempotency_key').unique('test_payment_intents_idempotency_key_key'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Idempotency-Key of POST /api/sample-order (Stripe's convention): one order per (user, key).
export const idempotencyKeys = orders.table(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] })],
);

// The test provider's webhook deliveries, written in the same transaction as the intent's new status and delivered
// until the webhook answers (survives a crash between confirm and delivery).
export const testWebhookDeliveries = orders.table(
  'test_webhook_deliveries',
  {
    eventId: text('event_id').primaryKey(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('test_webhook_pending_idx')
      .on(t.createdAt)
      .where(sql`delivered_at is null`),
  ],
);

// What the sample measured, against the spec of the revision it was made from (rows computed when recorded).
export const fitSessions = orders.table(
  'fit_sessions',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    techPackId: text('tech_pack_id').notNull(),
    userId: text('user_id').notNull(),
    revision: integer('revision'),
    size: text('size').notNull(),
    measurements: jsonb('measurements').$type<Record<string, number>>().notNull(),
    rows: jsonb('rows').$type<FitRow[]>().notNull(),
    notes: text('notes'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // photos of the sample (stored through the service's storage port): { id, key, contentType, width, height }
    photos: jsonb('photos')
      .$type<{ id: string; key: string; contentType: string; width: number; height: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    foreignKey({
      name: 'fit_sessions_order_id_fkey',
      columns: [t.orderId],
      foreignColumns: [sampleOrders.id],
    }),
    index('fit_sessions_pack_idx').on(t.techPackId, t.createdAt),
  ],
);

export interface FitRow {
  key: string;
  code: string;
  name: string;
  spec: number;
  measured: number | null;
  diff: number | null;
  tolerance: number;
  status: 'in' | 'out' | 'not-measured';
}

export const { outbox, processedEvents } = platformTables(ORDERS_SCHEMA);

export type OrderRow = typeof sampleOrders.$inferSelect;
export type StatusHistoryRow = typeof statusHistory.$inferSelect;
export type FitSessionRow = typeof fitSessions.$inferSelect;
