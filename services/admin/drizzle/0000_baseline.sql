CREATE TABLE "admin"."messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tech_pack_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(user_email || ' ' || sender || ' ' || tech_pack_id || ' ' || message)) STORED
);
--> statement-breakpoint
CREATE TABLE "admin"."orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"tech_pack_id" text,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"fabric_choice" text NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"stripe_payment_intent_id" text,
	"ordered_at" timestamp with time zone NOT NULL,
	"version_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (lower(order_number || ' ' || email || ' ' || status)) STORED
);
--> statement-breakpoint
CREATE TABLE "admin"."tech_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"upload_id" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"garment_type" text,
	"original_name" text DEFAULT '' NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"main_fabric" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"pdf_path" text,
	"pdf_rendered_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (lower(email || ' ' || original_name || ' ' || coalesce(garment_type, '') || ' ' || id)) STORED,
	"style_name" text,
	"style_number" text
);
--> statement-breakpoint
CREATE TABLE "admin"."uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"content_type" text,
	"size_bytes" bigint,
	"garment_type" text,
	"selected_size" text,
	"created_at" timestamp with time zone NOT NULL,
	"analysis" jsonb,
	"analyzed_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (lower(email || ' ' || original_name || ' ' || filename || ' ' || id)) STORED
);
--> statement-breakpoint
CREATE TABLE "admin"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text,
	"is_google_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	"registered" boolean DEFAULT false NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(email || ' ' || first_name || ' ' || coalesce(last_name, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "admin"."counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."operator_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_key" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "admin"."processed_events" (
	"event_id" text NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_pkey" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "admin"."projection_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_event_at" timestamp with time zone,
	"last_event_type" text,
	"events_applied" bigint DEFAULT 0 NOT NULL,
	"rebuilt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "messages_sent_idx" ON "admin"."messages" USING btree ("sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_pack_idx" ON "admin"."messages" USING btree ("tech_pack_id","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_ordered_idx" ON "admin"."orders" USING btree ("ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "admin"."orders" USING btree ("paid_at") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "tech_packs_created_idx" ON "admin"."tech_packs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tech_packs_upload_idx" ON "admin"."tech_packs" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "admin"."uploads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "admin"."users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_login_idx" ON "admin"."users" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "operator_actions_at_idx" ON "admin"."operator_actions" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "admin"."outbox" USING btree ("seq") WHERE published_at is null;