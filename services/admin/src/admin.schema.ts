import type { Migration } from '@techpack/platform';

export const ADMIN_SCHEMA = 'admin';

// Read models only: every row here can be rebuilt by replaying the other services' events.
// `operator_actions` is the admin service's own record (also published as events).
export const READ_MODEL_TABLES = ['users', 'uploads', 'tech_packs', 'orders', 'messages'] as const;

// Counters are kept by statement-level triggers, so bulk loads and single events stay exact
// and stats never count a million rows. (Function bodies on one line: the migration runner
// splits statements at a semicolon that ends a line.)
const counted = (table: string) => `
  create trigger ${table}_count_ins after insert on admin.${table} referencing new table as changed_rows
    for each statement execute function admin.count_rows('${table}', '1');
  create trigger ${table}_count_del after delete on admin.${table} referencing old table as changed_rows
    for each statement execute function admin.count_rows('${table}', '-1');`;

export const adminMigrations: Migration[] = [
  {
    id: '0001_read_models',
    sql: `
      create table admin.users (
        id text primary key,
        email text not null default '',
        first_name text not null default '',
        last_name text,
        is_google_user boolean not null default false,
        created_at timestamptz not null,
        last_login_at timestamptz,
        registered boolean not null default false,
        search text generated always as (lower(email || ' ' || first_name || ' ' || coalesce(last_name, ''))) stored
      );
      create index users_created_idx on admin.users (created_at desc, id desc);
      create index users_login_idx on admin.users (last_login_at);
      create table admin.uploads (
        id text primary key,
        user_id text not null,
        email text not null default '',
        original_name text not null default '',
        filename text not null default '',
        content_type text,
        size_bytes bigint,
        garment_type text,
        selected_size text,
        created_at timestamptz not null,
        analysis jsonb,
        analyzed_at timestamptz,
        search text generated always as (lower(email || ' ' || original_name || ' ' || filename || ' ' || id)) stored
      );
      create index uploads_created_idx on admin.uploads (created_at desc, id desc);
      create table admin.tech_packs (
        id text primary key,
        upload_id text not null default '',
        user_id text not null default '',
        email text not null default '',
        garment_type text,
        original_name text not null default '',
        filename text not null default '',
        main_fabric text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        pdf_path text,
        pdf_rendered_at timestamptz,
        shared_at timestamptz,
        search text generated always as (lower(email || ' ' || original_name || ' ' || coalesce(garment_type, '') || ' ' || id)) stored
      );
      create index tech_packs_created_idx on admin.tech_packs (created_at desc, id desc);
      create index tech_packs_upload_idx on admin.tech_packs (upload_id);
      create table admin.orders (
        id text primary key,
        order_number text not null,
        tech_pack_id text,
        user_id text not null,
        email text not null,
        first_name text not null,
        last_name text not null,
        fabric_choice text not null,
        total_amount numeric(12, 2) not null,
        status text not null,
        stripe_payment_intent_id text,
        ordered_at timestamptz not null,
        version_at timestamptz not null,
        paid_at timestamptz,
        search text generated always as (lower(order_number || ' ' || email || ' ' || status)) stored
      );
      create index orders_ordered_idx on admin.orders (ordered_at desc, id desc);
      create index orders_paid_idx on admin.orders (paid_at) where paid_at is not null;
      create table admin.messages (
        id text primary key,
        tech_pack_id text not null,
        user_id text not null,
        user_email text not null,
        sender text not null,
        message text not null,
        message_type text not null,
        sent_at timestamptz not null,
        search text generated always as (lower(user_email || ' ' || sender || ' ' || tech_pack_id || ' ' || message)) stored
      );
      create index messages_sent_idx on admin.messages (sent_at desc, id desc);
      create index messages_pack_idx on admin.messages (tech_pack_id, sent_at desc);
      create table admin.operator_actions (
        id uuid primary key,
        operator text not null,
        action text not null,
        target_id text not null,
        details jsonb not null default '{}'::jsonb,
        outcome text not null,
        status_code integer,
        at timestamptz not null default now()
      );
      create index operator_actions_at_idx on admin.operator_actions (at desc, id desc);
      create table admin.counters (
        name text primary key,
        value bigint not null default 0
      );
      insert into admin.counters (name, value) values ('users', 0), ('uploads', 0), ('tech_packs', 0), ('orders', 0), ('messages', 0), ('operator_actions', 0);
      create table admin.projection_state (
        id integer primary key default 1,
        last_event_at timestamptz,
        last_event_type text,
        events_applied bigint not null default 0,
        rebuilt_at timestamptz
      );
      insert into admin.projection_state (id) values (1);
      create function admin.count_rows() returns trigger language plpgsql as $fn$ begin update admin.counters set value = value + (select count(*) from changed_rows) * (TG_ARGV[1])::int where name = TG_ARGV[0]; return null; end $fn$;
      ${READ_MODEL_TABLES.map(counted).join('\n')}
      ${counted('operator_actions')}`,
  },
  {
    // Revenue and paid orders as counters too, so stats never sums the orders table.
    id: '0002_revenue_counters',
    sql: `
      insert into admin.counters (name, value) values
        ('revenue_cents', (select coalesce(sum(round(total_amount * 100)), 0) from admin.orders where paid_at is not null and status not in ('refunded', 'cancelled', 'canceled'))),
        ('paid_orders', (select count(*) from admin.orders where paid_at is not null and status not in ('refunded', 'cancelled', 'canceled')))
        on conflict (name) do nothing;
      create function admin.order_revenue() returns trigger language plpgsql as $fn$ declare cents bigint := 0; n int := 0; begin if tg_op in ('UPDATE', 'DELETE') and old.paid_at is not null and old.status not in ('refunded', 'cancelled', 'canceled') then cents := cents - round(old.total_amount * 100); n := n - 1; end if; if tg_op in ('INSERT', 'UPDATE') and new.paid_at is not null and new.status not in ('refunded', 'cancelled', 'canceled') then cents := cents + round(new.total_amount * 100); n := n + 1; end if; if cents <> 0 then update admin.counters set value = value + cents where name = 'revenue_cents'; end if; if n <> 0 then update admin.counters set value = value + n where name = 'paid_orders'; end if; return null; end $fn$;
      create trigger orders_revenue after insert or update or delete on admin.orders for each row execute function admin.order_revenue()`,
  },
  {
    // The pack's own style name and number (the designer's corrections reach the dashboard; a rebuild fills old rows).
    id: '0003_tech_pack_style',
    sql: `
      alter table admin.tech_packs add column style_name text;
      alter table admin.tech_packs add column style_number text`,
  },
];
