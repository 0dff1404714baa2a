import { sql } from 'drizzle-orm';
import {
  ANALYSIS_COMPLETED,
  MESSAGE_POSTED,
  ORDER_CREATED,
  ORDER_PAID,
  ORDER_STATUS_CHANGED,
  PDF_RENDERED,
  TECHPACK_GENERATED,
  TECHPACK_SHARED,
  TECHPACK_UPDATED,
  UPLOAD_RECEIVED,
  USER_LOGGED_IN,
  USER_REGISTERED,
  type EventEnvelope,
  type EventPayload,
} from '@techpack/contracts';
import type { Executor } from '@techpack/platform';

// Every topic the read models are built from.
export const ADMIN_TOPICS = [
  USER_REGISTERED,
  USER_LOGGED_IN,
  UPLOAD_RECEIVED,
  ANALYSIS_COMPLETED,
  TECHPACK_GENERATED,
  TECHPACK_UPDATED,
  PDF_RENDERED,
  MESSAGE_POSTED,
  TECHPACK_SHARED,
  ORDER_CREATED,
  ORDER_PAID,
  ORDER_STATUS_CHANGED,
] as const;
export type AdminTopic = (typeof ADMIN_TOPICS)[number];

// What an applier knows of the event beside its payload.
export type EventFacts = Pick<EventEnvelope, 'type' | 'occurredAt'>;
type Applier<T extends AdminTopic> = (
  tx: Executor,
  payload: EventPayload<T>,
  event: EventFacts,
) => Promise<void>;

// A status that means the sample was paid for (the order moved on from 'paid').
const PAID_STATUSES = new Set(['paid', 'in_production', 'shipped', 'delivered']);

// How one event changes the read models, per topic. Upserts by id; where events about the same record can arrive
// out of order, the newer timestamp wins and partial rows are completed later.
export const APPLIERS: { [T in AdminTopic]: Applier<T> } = {
  [USER_REGISTERED]: async (tx, p) => {
    await tx.execute(sql`
      insert into admin.users (id, email, first_name, last_name, is_google_user, created_at, registered)
      values (${p.userId}, ${p.email}, ${p.firstName}, ${p.lastName}, ${p.isGoogleUser}, ${p.createdAt}, true)
      on conflict (id) do update set email = excluded.email, first_name = excluded.first_name,
        last_name = excluded.last_name, is_google_user = excluded.is_google_user,
        created_at = excluded.created_at, registered = true`);
  },
  // A login seen before the registration creates a partial row the registration completes.
  [USER_LOGGED_IN]: async (tx, p) => {
    await tx.execute(sql`
      insert into admin.users (id, email, created_at, last_login_at)
      values (${p.userId}, ${p.email}, ${p.at}, ${p.at})
      on conflict (id) do update set last_login_at = greatest(admin.users.last_login_at, excluded.last_login_at)`);
  },
  [UPLOAD_RECEIVED]: async (tx, p) => {
    await tx.execute(sql`
      insert into admin.uploads (id, user_id, email, original_name, filename, content_type, size_bytes, garment_type, selected_size, created_at)
      values (${p.uploadId}, ${p.userId}, ${p.email}, ${p.originalName}, ${p.filename}, ${p.contentType}, ${p.sizeBytes},
        ${p.garmentType}, ${p.selectedSize}, ${p.createdAt})
      on conflict (id) do update set user_id = excluded.user_id, email = excluded.email, original_name = excluded.original_name,
        filename = excluded.filename, content_type = excluded.content_type, size_bytes = excluded.size_bytes,
        garment_type = coalesce(admin.uploads.garment_type, excluded.garment_type), selected_size = excluded.selected_size,
        created_at = excluded.created_at`);
  },
  [ANALYSIS_COMPLETED]: async (tx, p, event) => {
    const a = p.analysis;
    const summary = {
      garmentType: a.garmentType,
      silhouette: a.silhouette,
      styleCategory: a.styleCategory,
      description: a.description,
      confidence: a.confidence,
      analyzer: p.analyzer,
    };
    await tx.execute(sql`
      insert into admin.uploads (id, user_id, email, original_name, filename, selected_size, garment_type, created_at, analysis, analyzed_at)
      values (${p.uploadId}, ${p.userId}, ${p.email}, ${p.originalName}, ${p.filename}, ${p.selectedSize}, ${a.garmentType},
        ${event.occurredAt}, ${JSON.stringify(summary)}::jsonb, ${event.occurredAt})
      on conflict (id) do update set analysis = excluded.analysis, analyzed_at = excluded.analyzed_at,
        garment_type = excluded.garment_type`);
  },
  [TECHPACK_GENERATED]: (tx, p) => applyTechPack(tx, p),
  [TECHPACK_UPDATED]: (tx, p) => applyTechPack(tx, p),
  [PDF_RENDERED]: async (tx, p, event) => {
    await tx.execute(sql`
      insert into admin.tech_packs (id, user_id, created_at, updated_at, pdf_path, pdf_rendered_at)
      values (${p.techPackId}, ${p.userId}, ${event.occurredAt}, '-infinity', ${p.pdfPath}, ${event.occurredAt})
      on conflict (id) do update set pdf_path = excluded.pdf_path, pdf_rendered_at = excluded.pdf_rendered_at
      where admin.tech_packs.pdf_rendered_at is null or admin.tech_packs.pdf_rendered_at <= excluded.pdf_rendered_at`);
  },
  [TECHPACK_SHARED]: async (tx, p) => {
    await tx.execute(sql`
      insert into admin.tech_packs (id, user_id, created_at, updated_at, shared_at)
      values (${p.techPackId}, ${p.userId}, ${p.sharedAt}, '-infinity', ${p.sharedAt})
      on conflict (id) do update set shared_at = greatest(admin.tech_packs.shared_at, excluded.shared_at)`);
  },
  [MESSAGE_POSTED]: async (tx, p) => {
    await tx.execute(sql`
      insert into admin.messages (id, tech_pack_id, user_id, user_email, sender, message, message_type, sent_at)
      values (${p.messageId}, ${p.techPackId}, ${p.userId}, ${p.userEmail}, ${p.sender}, ${p.message}, ${p.messageType}, ${p.sentAt})
      on conflict (id) do nothing`);
  },
  [ORDER_CREATED]: (tx, p, event) => applyOrder(tx, p, event, undefined),
  [ORDER_PAID]: (tx, p, event) => applyOrder(tx, p, event, undefined),
  [ORDER_STATUS_CHANGED]: (tx, p, event) => applyOrder(tx, p, event, p.previousStatus),
};

async function applyTechPack(tx: Executor, p: EventPayload<typeof TECHPACK_GENERATED>): Promise<void> {
  await tx.execute(sql`
    insert into admin.tech_packs (id, upload_id, user_id, email, garment_type, original_name, filename, main_fabric, created_at, updated_at,
      style_name, style_number)
    values (${p.techPackId}, ${p.uploadId}, ${p.userId}, ${p.email}, ${p.garmentType}, ${p.originalName}, ${p.filename},
      ${p.mainFabric}, ${p.createdAt}, ${p.updatedAt}, ${p.styleName ?? null}, ${p.styleNumber ?? null})
    on conflict (id) do update set upload_id = excluded.upload_id, user_id = excluded.user_id, email = excluded.email,
      garment_type = excluded.garment_type, original_name = excluded.original_name, filename = excluded.filename,
      main_fabric = excluded.main_fabric, created_at = least(admin.tech_packs.created_at, excluded.created_at),
      updated_at = excluded.updated_at, style_name = coalesce(excluded.style_name, admin.tech_packs.style_name),
      style_number = coalesce(excluded.style_number, admin.tech_packs.style_number)
    where admin.tech_packs.updated_at <= excluded.updated_at`);
}

// Every order event carries the whole snapshot: the one that happened last wins.
async function applyOrder(
  tx: Executor,
  p: EventPayload<typeof ORDER_CREATED>,
  event: EventFacts,
  previous: string | undefined,
): Promise<void> {
  const paid =
    event.type === ORDER_PAID ||
    PAID_STATUSES.has(p.status) ||
    (previous !== undefined && PAID_STATUSES.has(previous));
  const paidAt = p.paidAt ?? (paid ? event.occurredAt : null);
  await tx.execute(sql`
    insert into admin.orders (id, order_number, tech_pack_id, user_id, email, first_name, last_name, fabric_choice,
      total_amount, status, stripe_payment_intent_id, ordered_at, version_at, paid_at)
    values (${p.orderId}, ${p.orderNumber}, ${p.techPackId}, ${p.userId}, ${p.email}, ${p.firstName}, ${p.lastName},
      ${p.fabricChoice}, ${p.totalAmount}, ${p.status}, ${p.stripePaymentIntentId}, ${p.orderedAt}, ${event.occurredAt}, ${paidAt})
    on conflict (id) do update set
      order_number = case when excluded.version_at >= admin.orders.version_at then excluded.order_number else admin.orders.order_number end,
      tech_pack_id = case when excluded.version_at >= admin.orders.version_at then excluded.tech_pack_id else admin.orders.tech_pack_id end,
      email = case when excluded.version_at >= admin.orders.version_at then excluded.email else admin.orders.email end,
      first_name = case when excluded.version_at >= admin.orders.version_at then excluded.first_name else admin.orders.first_name end,
      last_name = case when excluded.version_at >= admin.orders.version_at then excluded.last_name else admin.orders.last_name end,
      fabric_choice = case when excluded.version_at >= admin.orders.version_at then excluded.fabric_choice else admin.orders.fabric_choice end,
      total_amount = case when excluded.version_at >= admin.orders.version_at then excluded.total_amount else admin.orders.total_amount end,
      status = case when excluded.version_at >= admin.orders.version_at then excluded.status else admin.orders.status end,
      stripe_payment_intent_id = coalesce(case when excluded.version_at >= admin.orders.version_at then excluded.stripe_payment_intent_id end, admin.orders.stripe_payment_intent_id, excluded.stripe_payment_intent_id),
      version_at = greatest(admin.orders.version_at, excluded.version_at),
      paid_at = coalesce(least(admin.orders.paid_at, excluded.paid_at), admin.orders.paid_at, excluded.paid_at)`);
}
