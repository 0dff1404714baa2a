import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { platformTables } from '@techpack/platform';

export const ADMIN_SCHEMA = 'admin';
const admin = pgSchema(ADMIN_SCHEMA);

// Read models only: every row here can be rebuilt by replaying the other services' events.
// `operator_actions` is the admin service's own record (also published as events).
export const READ_MODEL_TABLES = ['users', 'uploads', 'tech_packs', 'orders', 'messages'] as const;

// The tables are read and written with SQL (./read-models, ./stats); these declarations are what drizzle-kit generates
// the migrations from (../drizzle). The row counters, revenue and their triggers are a hand-written migration there
// (0001_counters.sql): drizzle-kit does not generate functions or triggers.
const tz = (name: string) => timestamp(name, { withTimezone: true });
// In the indexes, `desc().nullsFirst()` is Postgres's plain DESC (drizzle-kit writes NULLS LAST unless told).

export const adminUsers = admin.table(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name'),
    isGoogleUser: boolean('is_google_user').notNull().default(false),
    createdAt: tz('created_at').notNull(),
    lastLoginAt: tz('last_login_at'),
    registered: boolean('registered').notNull().default(false),
    search: text('search').generatedAlwaysAs(
      sql`lower(email || ' ' || first_name || ' ' || coalesce(last_name, ''))`,
    ),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_login_idx').on(t.lastLoginAt),
  ],
);

export const adminUploads = admin.table(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    email: text('email').notNull().default(''),
    originalName: text('original_name').notNull().default(''),
    filename: text('filename').notNull().default(''),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    garmentType: text('garment_type'),
    selectedSize: text('selected_size'),
    createdAt: tz('created_at').notNull(),
    analysis: jsonb('analysis'),
    analyzedAt: tz('analyzed_at'),
    search: text('search').generatedAlwaysAs(
      sql`lower(email || ' ' || original_name || ' ' || filename || ' ' || id)`,
    ),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const adminTechPacks = admin.table(
  'tech_packs',
  {
    id: text('id').primaryKey(),
    uploadId: text('upload_id').notNull().default(''),
    userId: text('user_id').notNull().default(''),
    email: text('email').notNull().default(''),
    garmentType: text('garment_type'),
    originalName: text('original_name').notNull().default(''),
    filename: text('filename').notNull().default(''),
    mainFabric: text('main_fabric'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    pdfPath: text('pdf_path'),
    pdfRenderedAt: tz('pdf_rendered_at'),
    sharedAt: tz('shared_at'),
    search: text('search').generatedAlwaysAs(
      sql`lower(email || ' ' || original_name || ' ' || coalesce(garment_type, '') || ' ' || id)`,
    ),
    // the pack's own style name and number (added to the table later, hence after `search`)
    styleName: text('style_name'),
    styleNumber: text('style_number'),
  },
  (t) => [
    index('tech_packs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tech_packs_upload_idx').on(t.uploadId),
  ],
);

export const adminOrders = admin.table(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    techPackId: text('tech_pack_id'),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fabricChoice: text('fabric_choice').notNull(),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    status: text('status').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    orderedAt: tz('ordered_at').notNull(),
    versionAt: tz('version_at').notNull(),
    paidAt: tz('paid_at'),
    search: text('search').generatedAlwaysAs(sql`lower(order_number || ' ' || email || ' ' || status)`),
  },
  (t) => [
    index('orders_ordered_idx').on(t.orderedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`paid_at is not null`),
  ],
);

export const adminMessages = admin.table(
  'messages',
  {
    id: text('id').primaryKey(),
    techPackId: text('tech_pack_id').notNull(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type').notNull(),
    sentAt: tz('sent_at').notNull(),
    search: text('search').generatedAlwaysAs(
      sql`lower(user_email || ' ' || sender || ' ' || tech_pack_id || ' ' || message)`,
    ),
  },
  (t) => [
    index('messages_sent_idx').on(t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_pack_idx').on(t.techPackId, t.sentAt.desc().nullsFirst()),
  ],
);

export const operatorActions = admin.table(
  'operator_actions',
  {
    id: uuid('id').primaryKey(),
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull().default({}),
    outcome: text('outcome').notNull(),
    statusCode: integer('status_code'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('operator_actions_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

// Row counts and paid revenue, kept by triggers (0001_counters.sql), so stats never count or sum a table.
export const counters = admin.table('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const projectionState = admin.table('projection_state', {
  id: integer('id').primaryKey().default(1),
  lastEventAt: tz('last_event_at'),
  lastEventType: text('last_event_type'),
  eventsApplied: bigint('events_applied', { mode: 'number' }).notNull().default(0),
  rebuiltAt: tz('rebuilt_at'),
});

export const { outbox, processedEvents } = platformTables(ADMIN_SCHEMA);
