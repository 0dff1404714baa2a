import { boolean, customType, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';
import { fitPhotoWritesMigration } from './record-fit-session/fit-photo-writes.schema';
import { factoryLanguageMigration } from './partner/partner-settings.schema';

export const ORDERS_SCHEMA = 'orders';
const orders = pgSchema(ORDERS_SCHEMA);

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

export const sampleOrders = orders.table('sample_orders', {
  id: uuid('id').primaryKey(),
  orderNumber: text('order_number').notNull().unique(),
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
  // The status a provider-side change (refund, cancelled intent) started from while the order is 'cancelling'.
  transitionFrom: text('transition_from'),
  // The pack revision the sample is made from, and its points of measure then (what a fit session compares with).
  techPackRevision: integer('tech_pack_revision'),
  specSnapshot: jsonb('spec_snapshot').$type<SpecSnapshot>(),
  // the language version of the pack the sample was ordered from (partner/partner-settings.schema.ts)
  packLanguage: text('pack_language'),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  trackingUrl: text('tracking_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The graded points of measure of the pack revision an order was made from.
export interface SpecSnapshot {
  baseSize: string;
  sizes: string[];
  rows: { key: string; code: string; name: string; tolerance: number; values: Record<string, number> }[];
}

export const statusHistory = orders.table('status_history', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  changedBy: text('changed_by').notNull(),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

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
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Idempotency-Key of POST /api/sample-order (Stripe's convention): one order per (user, key).
export const idempotencyKeys = orders.table('idempotency_keys', {
  userId: text('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The test provider's webhook deliveries, written in the same transaction as the intent's new status and delivered
// until the webhook answers (survives a crash between confirm and delivery).
export const testWebhookDeliveries = orders.table('test_webhook_deliveries', {
  eventId: text('event_id').primaryKey(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

// What the sample measured, against the spec of the revision it was made from (rows computed when recorded).
export const fitSessions = orders.table('fit_sessions', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  techPackId: text('tech_pack_id').notNull(),
  userId: text('user_id').notNull(),
  revision: integer('revision'),
  size: text('size').notNull(),
  measurements: jsonb('measurements').$type<Record<string, number>>().notNull(),
  rows: jsonb('rows').$type<FitRow[]>().notNull(),
  notes: text('notes'),
  // photos of the sample (stored through the service's storage port): { id, key, contentType, width, height }
  photos: jsonb('photos')
    .$type<{ id: string; key: string; contentType: string; width: number; height: number }[]>()
    .notNull()
    .default([]),
  recordedBy: text('recorded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const ordersMigrations: Migration[] = [
  {
    id: '0001_sample_orders',
    sql: `
      create sequence if not exists orders.order_number_seq start 1;
      create table orders.sample_orders (
        id uuid primary key,
        order_number text not null unique,
        user_id text not null,
        tech_pack_id text,
        email text not null,
        first_name text not null,
        last_name text not null,
        shipping_address jsonb not null,
        special_instructions text,
        fabric_choice text not null,
        custom_label boolean not null default false,
        custom_hang_tag boolean not null default false,
        rush_processing boolean not null default false,
        quantity integer not null default 1,
        urgency text not null default 'standard',
        source text not null,
        total_cents integer not null check (total_cents > 0),
        currency text not null default 'usd',
        status text not null,
        payment_provider text,
        payment_intent_id text,
        payment_client_secret text,
        last_payment_error text,
        refund_id text,
        ordered_at timestamptz not null default now(),
        paid_at timestamptz,
        production_started_at timestamptz,
        updated_at timestamptz not null default now()
      );
      create index sample_orders_user_idx on orders.sample_orders (user_id, ordered_at desc);
      create table orders.status_history (
        id uuid primary key,
        order_id uuid not null references orders.sample_orders(id),
        from_status text,
        to_status text not null,
        changed_by text not null,
        reason text,
        at timestamptz not null default now()
      );
      create index status_history_order_idx on orders.status_history (order_id, at);
      create table orders.provider_events (
        event_id text primary key,
        provider text not null,
        type text not null,
        order_id uuid,
        payment_intent_id text,
        outcome text not null,
        received_at timestamptz not null default now()
      );
      create table orders.techpack_owners (
        tech_pack_id text primary key,
        user_id text not null,
        main_fabric text
      );
      create table orders.test_payment_intents (
        id text primary key,
        client_secret text not null unique,
        idempotency_key text unique,
        amount_cents integer not null,
        currency text not null,
        status text not null,
        metadata jsonb not null,
        last_error text,
        created_at timestamptz not null default now()
      );`,
  },
  {
    id: '0002_idempotency_and_webhook_deliveries',
    sql: `
      create table orders.idempotency_keys (
        user_id text not null,
        key text not null,
        request_hash text not null,
        order_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (user_id, key)
      );
      create index sample_orders_recent_pack_idx on orders.sample_orders (user_id, tech_pack_id, ordered_at desc);
      create table orders.test_webhook_deliveries (
        event_id text primary key,
        body text not null,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        delivered_at timestamptz
      );
      create index test_webhook_pending_idx on orders.test_webhook_deliveries (created_at) where delivered_at is null;`,
  },
  {
    id: '0003_sample_loop',
    sql: `
      alter table orders.sample_orders add column if not exists transition_from text;
      alter table orders.sample_orders add column if not exists tech_pack_revision integer;
      alter table orders.sample_orders add column if not exists spec_snapshot jsonb;
      alter table orders.sample_orders add column if not exists carrier text;
      alter table orders.sample_orders add column if not exists tracking_number text;
      alter table orders.sample_orders add column if not exists tracking_url text;
      create table orders.fit_sessions (
        id uuid primary key,
        order_id uuid not null references orders.sample_orders(id),
        tech_pack_id text not null,
        user_id text not null,
        revision integer,
        size text not null,
        measurements jsonb not null,
        rows jsonb not null,
        notes text,
        recorded_by text not null,
        created_at timestamptz not null default now()
      );
      create index fit_sessions_pack_idx on orders.fit_sessions (tech_pack_id, created_at);`,
  },
  {
    id: '0004_fit_session_photos',
    sql: `alter table orders.fit_sessions add column if not exists photos jsonb not null default '[]'::jsonb;`,
  },
  fitPhotoWritesMigration,
  factoryLanguageMigration,
];

export type OrderRow = typeof sampleOrders.$inferSelect;
export type StatusHistoryRow = typeof statusHistory.$inferSelect;
export type FitSessionRow = typeof fitSessions.$inferSelect;
