-- Row counters and paid revenue, kept by statement-level triggers so that bulk loads and single events stay exact
-- and stats never count a table (drizzle-kit does not generate functions or triggers: written by hand).
insert into admin.counters (name, value) values ('users', 0), ('uploads', 0), ('tech_packs', 0), ('orders', 0), ('messages', 0), ('operator_actions', 0);
--> statement-breakpoint
insert into admin.projection_state (id) values (1);
--> statement-breakpoint
create function admin.count_rows() returns trigger language plpgsql as $fn$ begin update admin.counters set value = value + (select count(*) from changed_rows) * (TG_ARGV[1])::int where name = TG_ARGV[0]; return null; end $fn$;
--> statement-breakpoint
create trigger users_count_ins after insert on admin.users referencing new table as changed_rows
  for each statement execute function admin.count_rows('users', '1');
--> statement-breakpoint
create trigger users_count_del after delete on admin.users referencing old table as changed_rows
  for each statement execute function admin.count_rows('users', '-1');
--> statement-breakpoint
create trigger uploads_count_ins after insert on admin.uploads referencing new table as changed_rows
  for each statement execute function admin.count_rows('uploads', '1');
--> statement-breakpoint
create trigger uploads_count_del after delete on admin.uploads referencing old table as changed_rows
  for each statement execute function admin.count_rows('uploads', '-1');
--> statement-breakpoint
create trigger tech_packs_count_ins after insert on admin.tech_packs referencing new table as changed_rows
  for each statement execute function admin.count_rows('tech_packs', '1');
--> statement-breakpoint
create trigger tech_packs_count_del after delete on admin.tech_packs referencing old table as changed_rows
  for each statement execute function admin.count_rows('tech_packs', '-1');
--> statement-breakpoint
create trigger orders_count_ins after insert on admin.orders referencing new table as changed_rows
  for each statement execute function admin.count_rows('orders', '1');
--> statement-breakpoint
create trigger orders_count_del after delete on admin.orders referencing old table as changed_rows
  for each statement execute function admin.count_rows('orders', '-1');
--> statement-breakpoint
create trigger messages_count_ins after insert on admin.messages referencing new table as changed_rows
  for each statement execute function admin.count_rows('messages', '1');
--> statement-breakpoint
create trigger messages_count_del after delete on admin.messages referencing old table as changed_rows
  for each statement execute function admin.count_rows('messages', '-1');
--> statement-breakpoint
create trigger operator_actions_count_ins after insert on admin.operator_actions referencing new table as changed_rows
  for each statement execute function admin.count_rows('operator_actions', '1');
--> statement-breakpoint
create trigger operator_actions_count_del after delete on admin.operator_actions referencing old table as changed_rows
  for each statement execute function admin.count_rows('operator_actions', '-1');
--> statement-breakpoint
-- Revenue and paid orders as counters too, so stats never sums the orders table.
insert into admin.counters (name, value) values
  ('revenue_cents', (select coalesce(sum(round(total_amount * 100)), 0) from admin.orders where paid_at is not null and status not in ('refunded', 'cancelled', 'canceled'))),
  ('paid_orders', (select count(*) from admin.orders where paid_at is not null and status not in ('refunded', 'cancelled', 'canceled')))
  on conflict (name) do nothing;
--> statement-breakpoint
create function admin.order_revenue() returns trigger language plpgsql as $fn$ declare cents bigint := 0; n int := 0; begin if tg_op in ('UPDATE', 'DELETE') and old.paid_at is not null and old.status not in ('refunded', 'cancelled', 'canceled') then cents := cents - round(old.total_amount * 100); n := n - 1; end if; if tg_op in ('INSERT', 'UPDATE') and new.paid_at is not null and new.status not in ('refunded', 'cancelled', 'canceled') then cents := cents + round(new.total_amount * 100); n := n + 1; end if; if cents <> 0 then update admin.counters set value = value + cents where name = 'revenue_cents'; end if; if n <> 0 then update admin.counters set value = value + n where name = 'paid_orders'; end if; return null; end $fn$;
--> statement-breakpoint
create trigger orders_revenue after insert or update or delete on admin.orders for each row execute function admin.order_revenue();
