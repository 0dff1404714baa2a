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
  type EventType,
} from '@techpack/contracts';
import { processOnce, type DatabaseHandle, type EventBus, type Executor } from '@techpack/platform';
import { READ_MODEL_TABLES } from './admin.schema';

// Every topic the read models are built from.
export const ADMIN_TOPICS: string[] = [
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
];

export const PROJECTION_CONSUMER = 'admin-read-models';

type P<T extends EventType> = EventPayload<T>;
function payloadOf<T extends EventType>(event: EventEnvelope, _type: T): EventPayload<T> {
  return event.payload as EventPayload<T>;
}

// A status that means the sample was paid for (the order moved on from 'paid').
const PAID_STATUSES = new Set(['paid', 'in_production', 'shipped', 'delivered']);

// Applies one event to the read models. Upserts by id; where events about the same record can
// arrive out of order, the newer timestamp wins and partial rows are completed later.
export async function applyEvent(tx: Executor, event: EventEnvelope): Promise<void> {
  switch (event.type) {
    case USER_REGISTERED: {
      const p: P<typeof USER_REGISTERED> = payloadOf(event, USER_REGISTERED);
      await tx.execute(sql`
        insert into admin.users (id, email, first_name, last_name, is_google_user, created_at, registered)
        values (${p.userId}, ${p.email}, ${p.firstName}, ${p.lastName}, ${p.isGoogleUser}, ${p.createdAt}, true)
        on conflict (id) do update set email = excluded.email, first_name = excluded.first_name,
          last_name = excluded.last_name, is_google_user = excluded.is_google_user,
          created_at = excluded.created_at, registered = true`);
      break;
    }
    case USER_LOGGED_IN: {
      const p: P<typeof USER_LOGGED_IN> = payloadOf(event, USER_LOGGED_IN);
      // A login seen before the registration creates a partial row the registration completes.
      await tx.execute(sql`
        insert into admin.users (id, email, created_at, last_login_at)
        values (${p.userId}, ${p.email}, ${p.at}, ${p.at})
        on conflict (id) do update set last_login_at = greatest(admin.users.last_login_at, excluded.last_login_at)`);
      break;
    }
    case UPLOAD_RECEIVED: {
      const p: P<typeof UPLOAD_RECEIVED> = payloadOf(event, UPLOAD_RECEIVED);
      await tx.execute(sql`
        insert into admin.uploads (id, user_id, email, original_name, filename, content_type, size_bytes, garment_type, selected_size, created_at)
        values (${p.uploadId}, ${p.userId}, ${p.email}, ${p.originalName}, ${p.filename}, ${p.contentType}, ${p.sizeBytes},
          ${p.garmentType}, ${p.selectedSize}, ${p.createdAt})
        on conflict (id) do update set user_id = excluded.user_id, email = excluded.email, original_name = excluded.original_name,
          filename = excluded.filename, content_type = excluded.content_type, size_bytes = excluded.size_bytes,
          garment_type = coalesce(admin.uploads.garment_type, excluded.garment_type), selected_size = excluded.selected_size,
          created_at = excluded.created_at`);
      break;
    }
    case ANALYSIS_COMPLETED: {
      const p: P<typeof ANALYSIS_COMPLETED> = payloadOf(event, ANALYSIS_COMPLETED);
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
      break;
    }
    case TECHPACK_GENERATED:
    case TECHPACK_UPDATED: {
      const p: P<typeof TECHPACK_GENERATED> = payloadOf(event, TECHPACK_GENERATED);
      await tx.execute(sql`
        insert into admin.tech_packs (id, upload_id, user_id, email, garment_type, original_name, filename, main_fabric, created_at, updated_at)
        values (${p.techPackId}, ${p.uploadId}, ${p.userId}, ${p.email}, ${p.garmentType}, ${p.originalName}, ${p.filename},
          ${p.mainFabric}, ${p.createdAt}, ${p.updatedAt})
        on conflict (id) do update set upload_id = excluded.upload_id, user_id = excluded.user_id, email = excluded.email,
          garment_type = excluded.garment_type, original_name = excluded.original_name, filename = excluded.filename,
          main_fabric = excluded.main_fabric, created_at = least(admin.tech_packs.created_at, excluded.created_at),
          updated_at = excluded.updated_at
        where admin.tech_packs.updated_at <= excluded.updated_at`);
      break;
    }
    case PDF_RENDERED: {
      const p: P<typeof PDF_RENDERED> = payloadOf(event, PDF_RENDERED);
      await tx.execute(sql`
        insert into admin.tech_packs (id, user_id, created_at, updated_at, pdf_path, pdf_rendered_at)
        values (${p.techPackId}, ${p.userId}, ${event.occurredAt}, '-infinity', ${p.pdfPath}, ${event.occurredAt})
        on conflict (id) do update set pdf_path = excluded.pdf_path, pdf_rendered_at = excluded.pdf_rendered_at
        where admin.tech_packs.pdf_rendered_at is null or admin.tech_packs.pdf_rendered_at <= excluded.pdf_rendered_at`);
      break;
    }
    case TECHPACK_SHARED: {
      const p: P<typeof TECHPACK_SHARED> = payloadOf(event, TECHPACK_SHARED);
      await tx.execute(sql`
        insert into admin.tech_packs (id, user_id, created_at, updated_at, shared_at)
        values (${p.techPackId}, ${p.userId}, ${p.sharedAt}, '-infinity', ${p.sharedAt})
        on conflict (id) do update set shared_at = greatest(admin.tech_packs.shared_at, excluded.shared_at)`);
      break;
    }
    case MESSAGE_POSTED: {
      const p: P<typeof MESSAGE_POSTED> = payloadOf(event, MESSAGE_POSTED);
      await tx.execute(sql`
        insert into admin.messages (id, tech_pack_id, user_id, user_email, sender, message, message_type, sent_at)
        values (${p.messageId}, ${p.techPackId}, ${p.userId}, ${p.userEmail}, ${p.sender}, ${p.message}, ${p.messageType}, ${p.sentAt})
        on conflict (id) do nothing`);
      break;
    }
    case ORDER_CREATED:
    case ORDER_PAID:
    case ORDER_STATUS_CHANGED: {
      const p: P<typeof ORDER_CREATED> = payloadOf(event, ORDER_CREATED);
      const previous = (event.payload as { previousStatus?: string }).previousStatus;
      const paid = event.type === ORDER_PAID || PAID_STATUSES.has(p.status) || (previous !== undefined && PAID_STATUSES.has(previous));
      const paidAt = (p as { paidAt?: string | null }).paidAt ?? (paid ? event.occurredAt : null);
      // Every order event carries the whole snapshot: the one that happened last wins.
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
      break;
    }
    default:
      return;
  }
  await tx.execute(sql`
    update admin.projection_state set last_event_at = greatest(last_event_at, ${event.occurredAt}::timestamptz),
      last_event_type = ${event.type}, events_applied = events_applied + 1 where id = 1`);
}

export function projectionHandler(database: DatabaseHandle, schema: string) {
  return async (event: EventEnvelope): Promise<void> => {
    await processOnce(database, schema, PROJECTION_CONSUMER, event.id, (tx) => applyEvent(tx, event));
  };
}

// Empties the read models and the consumer ledger in one transaction, then replays every topic.
// Live events that arrive meanwhile are applied too; the ledger drops the duplicates.
export async function rebuildReadModels(
  database: DatabaseHandle,
  schema: string,
  bus: EventBus,
): Promise<{ replayed: number; ms: number }> {
  if (!bus.replay) throw new Error(`the ${bus.kind} event bus cannot replay its history`);
  const started = Date.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${READ_MODEL_TABLES.map((t) => `admin.${t}`).join(', ')}`));
    await tx.execute(sql`delete from ${sql.raw(`"${schema}".processed_events`)} where consumer = ${PROJECTION_CONSUMER}`);
    await tx.execute(
      sql.raw(`update admin.counters set value = 0 where name in (${[...READ_MODEL_TABLES, 'revenue_cents', 'paid_orders'].map((t) => `'${t}'`).join(', ')})`),
    );
    await tx.execute(sql`update admin.projection_state set last_event_at = null, last_event_type = null, events_applied = 0 where id = 1`);
  });
  const replayed = await bus.replay(ADMIN_TOPICS, projectionHandler(database, schema));
  await database.db.execute(sql`update admin.projection_state set rebuilt_at = now() where id = 1`);
  return { replayed, ms: Date.now() - started };
}
