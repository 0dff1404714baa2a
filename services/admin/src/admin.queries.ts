import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '@techpack/platform';

// A whole number written in decimal digits: "0x10", "1e3", "", "true" are not page sizes.
const queryInt = (name: string, min: number, max: number, fallback: number) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${name} must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return n;
  });

export const listQuery = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional(),
  limit: queryInt('limit', 1, 1000, 200),
  offset: queryInt('offset', 0, 10_000_000, 0),
  techPackId: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export interface Page<T> {
  items: T[];
  total: number;
}

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

// Searches are case-insensitive substring matches on a stored lower-case search column.
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface ListSpec {
  table: string;
  counter: string;
  orderBy: string;
  select: SQL;
  filters: SQL[];
}

async function page<R, T>(db: DatabaseHandle, spec: ListSpec, query: ListQuery, map: (row: R) => T): Promise<Page<T>> {
  const conditions = [...spec.filters];
  if (query.q) conditions.push(sql`t.search like ${likePattern(query.q)}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await db.query<R>(
    db.db,
    sql`${spec.select} from ${sql.raw(`admin.${spec.table}`)} t ${where} order by ${sql.raw(spec.orderBy)} limit ${query.limit} offset ${query.offset}`,
  );
  let total: number;
  if (conditions.length === 0) {
    // Maintained by triggers: exact without counting the table.
    const [c] = await db.query<{ value: string | number }>(db.db, sql`select value from admin.counters where name = ${spec.counter}`);
    total = Number(c?.value ?? 0);
  } else if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    total = query.offset + rows.length;
  } else {
    const [c] = await db.query<{ n: string | number }>(
      db.db,
      sql`select count(*) as n from ${sql.raw(`admin.${spec.table}`)} t ${where}`,
    );
    total = Number(c?.n ?? 0);
  }
  return { items: rows.map(map), total };
}

export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  isGoogleUser: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export function listUsers(db: DatabaseHandle, query: ListQuery): Promise<Page<UserView>> {
  type Row = { id: string; email: string; first_name: string; last_name: string | null; is_google_user: boolean; created_at: string; last_login_at: string | null };
  return page<Row, UserView>(
    db,
    {
      table: 'users',
      counter: 'users',
      orderBy: 't.created_at desc, t.id desc',
      select: sql`select t.id, t.email, t.first_name, t.last_name, t.is_google_user, t.created_at, t.last_login_at`,
      filters: query.userId ? [sql`t.id = ${query.userId}`] : [],
    },
    query,
    (r) => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      isGoogleUser: r.is_google_user,
      createdAt: iso(r.created_at)!,
      lastLoginAt: iso(r.last_login_at),
    }),
  );
}

export function listUploads(db: DatabaseHandle, query: ListQuery) {
  type Row = {
    id: string; user_id: string; email: string; original_name: string; filename: string; garment_type: string | null;
    selected_size: string | null; content_type: string | null; size_bytes: string | number | null; created_at: string;
    analysis: Record<string, unknown> | null; user_email: string | null;
  };
  return page<Row, unknown>(
    db,
    {
      table: 'uploads',
      counter: 'uploads',
      orderBy: 't.created_at desc, t.id desc',
      select: sql`select t.id, t.user_id, t.email, t.original_name, t.filename, t.garment_type, t.selected_size, t.content_type,
        t.size_bytes, t.created_at, t.analysis, (select u.email from admin.users u where u.id = t.user_id) as user_email`,
      filters: query.userId ? [sql`t.user_id = ${query.userId}`] : [],
    },
    query,
    (r) => ({
      id: r.id,
      userId: r.user_id,
      originalName: r.original_name,
      filename: r.filename,
      garmentType: r.garment_type,
      selectedSize: r.selected_size,
      contentType: r.content_type,
      sizeBytes: r.size_bytes == null ? null : Number(r.size_bytes),
      createdAt: iso(r.created_at),
      analysis: r.analysis,
      // the account's e-mail; the upload form's e-mail is where the tech pack is delivered
      user: { email: r.user_email || r.email },
      deliveryEmail: r.email || null,
    }),
  );
}

export function listTechPacks(db: DatabaseHandle, query: ListQuery) {
  type Row = {
    id: string; upload_id: string; user_id: string; email: string; garment_type: string | null; original_name: string;
    filename: string; main_fabric: string | null; created_at: string; updated_at: string; pdf_path: string | null;
    shared_at: string | null; analysis: Record<string, unknown> | null; user_email: string | null;
  };
  return page<Row, unknown>(
    db,
    {
      table: 'tech_packs',
      counter: 'tech_packs',
      orderBy: 't.created_at desc, t.id desc',
      select: sql`select t.id, t.upload_id, t.user_id, t.email, t.garment_type, t.original_name, t.filename, t.main_fabric,
        t.created_at, t.updated_at, t.pdf_path, t.shared_at,
        (select up.analysis from admin.uploads up where up.id = t.upload_id) as analysis,
        (select u.email from admin.users u where u.id = t.user_id) as user_email`,
      filters: query.userId ? [sql`t.user_id = ${query.userId}`] : [],
    },
    query,
    (r) => ({
      id: r.id,
      uploadId: r.upload_id,
      userId: r.user_id,
      upload: { filename: r.filename, originalName: r.original_name, garmentType: r.garment_type },
      createdAt: iso(r.created_at),
      generatedAt: iso(r.created_at),
      updatedAt: r.updated_at && Number.isFinite(new Date(r.updated_at).getTime()) ? iso(r.updated_at) : null,
      pdfPath: r.pdf_path,
      sharedAt: iso(r.shared_at),
      materials: { mainFabric: r.main_fabric },
      aiAnalysis: r.analysis ?? (r.garment_type ? { garmentType: r.garment_type } : null),
      user: { email: r.user_email || r.email },
      deliveryEmail: r.email || null,
    }),
  );
}

export function listOrders(db: DatabaseHandle, query: ListQuery) {
  type Row = {
    id: string; order_number: string; tech_pack_id: string | null; user_id: string; email: string; first_name: string;
    last_name: string; fabric_choice: string; total_amount: string | number; status: string;
    stripe_payment_intent_id: string | null; ordered_at: string; paid_at: string | null; user_email: string | null;
  };
  return page<Row, unknown>(
    db,
    {
      table: 'orders',
      counter: 'orders',
      orderBy: 't.ordered_at desc, t.id desc',
      select: sql`select t.id, t.order_number, t.tech_pack_id, t.user_id, t.email, t.first_name, t.last_name, t.fabric_choice,
        t.total_amount, t.status, t.stripe_payment_intent_id, t.ordered_at, t.paid_at,
        (select u.email from admin.users u where u.id = t.user_id) as user_email`,
      filters: query.userId ? [sql`t.user_id = ${query.userId}`] : [],
    },
    query,
    (r) => ({
      id: r.id,
      orderNumber: r.order_number,
      techPackId: r.tech_pack_id,
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      fabricChoice: r.fabric_choice,
      totalAmount: Number(r.total_amount),
      status: r.status,
      stripePaymentIntentId: r.stripe_payment_intent_id,
      orderedAt: iso(r.ordered_at),
      paidAt: iso(r.paid_at),
      user: { email: r.user_email || r.email },
    }),
  );
}

export function listMessages(db: DatabaseHandle, query: ListQuery) {
  type Row = {
    id: string; tech_pack_id: string; user_id: string; user_email: string; sender: string; message: string;
    message_type: string; sent_at: string;
  };
  const filters: SQL[] = [];
  if (query.techPackId) filters.push(sql`t.tech_pack_id = ${query.techPackId}`);
  if (query.userId) filters.push(sql`t.user_id = ${query.userId}`);
  return page<Row, unknown>(
    db,
    {
      table: 'messages',
      counter: 'messages',
      orderBy: 't.sent_at desc, t.id desc',
      select: sql`select t.id, t.tech_pack_id, t.user_id, t.sender, t.message, t.message_type, t.sent_at,
        coalesce((select u.email from admin.users u where u.id = t.user_id), t.user_email) as user_email`,
      filters,
    },
    query,
    (r) => ({
      id: r.id,
      techPackId: r.tech_pack_id,
      userId: r.user_id,
      sender: r.sender,
      message: r.message,
      messageType: r.message_type,
      sentAt: iso(r.sent_at),
      user: { email: r.user_email },
    }),
  );
}

export function listActions(db: DatabaseHandle, query: ListQuery) {
  type Row = { id: string; operator: string; action: string; target_id: string; details: unknown; outcome: string; status_code: number | null; at: string };
  return page<Row, unknown>(
    db,
    {
      table: 'operator_actions',
      counter: 'operator_actions',
      orderBy: 't.at desc, t.id desc',
      select: sql`select t.id, t.operator, t.action, t.target_id, t.details, t.outcome, t.status_code, t.at`,
      filters: query.q ? [sql`lower(t.operator || ' ' || t.action || ' ' || t.target_id) like ${likePattern(query.q)}`] : [],
    },
    { ...query, q: undefined },
    (r) => ({
      id: r.id,
      operator: r.operator,
      action: r.action,
      targetId: r.target_id,
      details: r.details,
      outcome: r.outcome,
      statusCode: r.status_code,
      at: iso(r.at),
    }),
  );
}

// 'Active in the last 7 days' is a sliding window, so no counter can keep it; it is counted at most
// every 15 s in the background and served from memory meanwhile (the dashboard polls stats every 30 s).
const ACTIVE_TTL_MS = 15_000;
const activeCache = new WeakMap<DatabaseHandle, { value: number; at: number; refreshing?: Promise<number> }>();

async function countActive(db: DatabaseHandle): Promise<number> {
  const [r] = await db.query<{ n: string | number }>(
    db.db,
    sql`select count(*) as n from admin.users where last_login_at > now() - interval '7 days'`,
  );
  return Number(r?.n ?? 0);
}

export async function activeUsers7d(db: DatabaseHandle, fresh = false): Promise<number> {
  const cached = activeCache.get(db);
  const now = Date.now();
  if (!cached || fresh) {
    const value = await countActive(db);
    activeCache.set(db, { value, at: Date.now() });
    return value;
  }
  if (now - cached.at > ACTIVE_TTL_MS && !cached.refreshing) {
    cached.refreshing = countActive(db)
      .then((value) => {
        activeCache.set(db, { value, at: Date.now() });
        return value;
      })
      .catch(() => cached.value)
      .finally(() => {
        cached.refreshing = undefined;
      });
  }
  return cached.value;
}

export function forgetActiveUsers(db: DatabaseHandle): void {
  activeCache.delete(db);
}

export async function readStats(db: DatabaseHandle, options: { fresh?: boolean } = {}) {
  const active = await activeUsers7d(db, options.fresh);
  const rows = await db.query<{ name: string; value: string | number }>(db.db, sql`select name, value from admin.counters`);
  const c = Object.fromEntries(rows.map((r) => [r.name, Number(r.value)]));
  const [state] = await db.query<{ last_event_at: string | null }>(db.db, sql`select last_event_at from admin.projection_state where id = 1`);
  const row = {
    total_users: c.users,
    upload_count: c.uploads,
    tech_pack_count: c.tech_packs,
    order_count: c.orders,
    message_count: c.messages,
    revenue: (c.revenue_cents ?? 0) / 100,
    paid_orders: c.paid_orders,
    last_event_at: state?.last_event_at ?? null,
  };
  return {
    totalUsers: Number(row.total_users ?? 0),
    activeUsers7d: active,
    totalRevenue: Math.round(Number(row.revenue ?? 0) * 100) / 100,
    orderCount: Number(row.order_count ?? 0),
    paidOrderCount: Number(row.paid_orders ?? 0),
    techPackCount: Number(row.tech_pack_count ?? 0),
    uploadCount: Number(row.upload_count ?? 0),
    messageCount: Number(row.message_count ?? 0),
    lastEventAt: iso(row.last_event_at),
  };
}
